/**
 * Every certificate travels as an Open Badges 3.0 credential (issue 66), with every outbound
 * connection refused: issued and signed in the pass that issues the certificate, mailed beside
 * its PDF, and verified with the verifying side of Digital Bazaar's library given only the
 * bundled contexts, the DID document as the site serves it and the status list as the site
 * serves it: genuine; one character changed in the name or the date: refused; revoked by staff:
 * still genuine, and revoked; signed with a key since rotated: still genuine.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CREDENTIAL_CHARS } from '../../src/certificate-contract/credential-check.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { renderPath } from '../../src/document/render.tsx';
import { DID_DOCUMENT_PATH } from '../../src/routes/files.ts';
import { buildPath } from '../../src/routes/match.ts';
import { CHECK_PATHS, certificateCheckRoute } from '../../src/server/certificates/http/check-route.ts';
import { credentialCheckRoute } from '../../src/server/certificates/http/credential-check-route.ts';
import { CREDENTIALS_PATH, credentialRoutes } from '../../src/server/certificates/http/credential-routes.ts';
import { certifyingOf } from '../../src/server/certificates/rules/certifying.ts';
import { identifies } from '../../src/server/certificates/rules/open-badge.ts';
import { verificationLink } from '../../src/server/certificates/rules/verification-link.ts';
import { runIssuing } from '../../src/server/certificates/use-cases/issuing.ts';
import { withCertificates } from '../../src/server/certificates/use-cases/place-certificates.ts';
import { applyCertificateEdit } from '../../src/server/certificates/use-cases/staff-certificates.ts';
import { statusLists } from '../../src/server/certificates/use-cases/status-lists.ts';
import { didDocumentRoute, siteDidDocument } from '../../src/server/credentials/did-route.ts';
import { documentLoader } from '../../src/server/credentials/document-loader.ts';
import { signCredential } from '../../src/server/credentials/signing.ts';
import { addSigningKey, currentSigning } from '../../src/server/credentials/signing-keys.ts';
import { verifyAt } from '../../src/server/credentials/verifying.ts';
import { registrationDocuments } from '../../src/server/invoices/use-cases/registration-documents.ts';
import { localLimits } from '../../src/server/limits/rate-limits.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { DAY_AFTER, placesDue } from '../support/due-certificates.ts';
import { issuingOn } from '../support/issuing.ts';
import { refuseNetwork } from '../support/no-network.ts';
import { TEST_MAIL_SETTINGS } from '../support/registration-app.ts';
import { testRenderOptions } from '../support/render-options.ts';
import { TEST_DAY } from '../support/test-clock.ts';
import { openTestStores } from '../support/test-store.ts';

const attempts = refuseNetwork();
const content = await loadContentCache('content-cache');
const renderOptions = await testRenderOptions(content, TEST_DAY);
const SITE = TEST_MAIL_SETTINGS.siteUrl;
/** A few days after the certificates were issued. */
const LATER = new Date('2027-02-01T12:00:00.000Z');

let stores: Stores;
let keysFile: string;
beforeEach(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'open-badges-'));
  stores = await openTestStores({ dataDir, outbox: false });
  keysFile = join(dataDir, 'credential-keys.json');
  await addSigningKey(keysFile, new Date('2026-12-06T10:00:00.000Z'));
});
afterEach(() => stores.close());

const signing = () => currentSigning(keysFile, SITE);

/** The site's routes a verifier reads: the DID document and the status lists. */
const site = () =>
  new Hono().on(['GET'], DID_DOCUMENT_PATH, didDocumentRoute(keysFile, SITE)).route(
    CREDENTIALS_PATH,
    credentialRoutes({
      lists: statusLists({ certificates: stores.certificates, signing, siteUrl: SITE, now: () => LATER }),
      records: stores.certificates,
      limits: localLimits,
      trustProxy: null,
      now: () => LATER.getTime(),
    }),
  );

/** What a verifier is given: the bundled contexts, and the documents as the site serves them (fetched anew). */
async function asServed(app: Hono) {
  const didDocument = await (await app.request(DID_DOCUMENT_PATH)).json();
  return documentLoader({
    didDocument,
    statusList: async (url) => {
      if (!url.startsWith(`${SITE}/`)) return null;
      const answer = await app.request(new URL(url).pathname);
      return answer.ok ? ((await answer.json()) as object) : null;
    },
  });
}

async function issuedCredential() {
  await placesDue(stores, 1, 'badge000-0000-4000-8000-');
  const run = await runIssuing({ ...issuingOn(stores, content, DAY_AFTER), signing });
  expect(run.drawn).toBe(1);
  const [record] = run.issued;
  const stored = (await stores.certificates.credential(record!.id))!;
  return { record: record!, stored, credential: JSON.parse(stored) as Record<string, any> };
}

describe('the Open Badges credential of a certificate', () => {
  it('is issued with it, mailed beside its PDF, says what it certifies and names its holder by a salted hash', async () => {
    const { record, stored, credential } = await issuedCredential();
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toMatchObject({ id: 'did:web:www.rackwise-academy.de', name: 'Rackwise academy', url: SITE });
    expect(credential.validFrom).toBe(`${DAY_AFTER}T07:00:00Z`);
    expect(credential.validUntil).toBeUndefined();
    const { achievement, identifier } = credential.credentialSubject;
    expect(achievement).toMatchObject({
      type: ['Achievement'],
      achievementType: 'Certificate',
      name: record.document.title,
      inLanguage: 'de',
    });
    expect(achievement.criteria.narrative).toContain('Abschlussprüfung bestanden');
    // Its id is the seminar's page in the site's first language, whatever the certificate's.
    expect(achievement.id).toMatch(new RegExp(`^${SITE}/seminare/[a-z0-9-]+#certificate$`));
    expect(credential.evidence[0].id).toBe(verificationLink(SITE, record.document));
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '0',
      statusListCredential: `${SITE}/api/credentials/status/1`,
    });
    expect(credential.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' });
    // The holder by name, and by a hash of the address it never holds.
    expect(stored).not.toContain('holder0@example.com');
    expect(identifier.find((each: { identityType: string }) => each.identityType === 'name').identityHash).toBe(record.document.holder);
    const hashed = identifier.find((each: { identityType: string }) => each.identityType === 'emailAddress');
    expect(identifies(hashed, ' Holder0@Example.com')).toBe(true);
    expect(identifies(hashed, 'holder1@example.com')).toBe(false);

    const mails = (await stores.mail.due(Number.MAX_SAFE_INTEGER, 100)).map(({ mail }) => mail);
    const toHolder = mails.find((mail) => mail.kind === `certificate-${record.document.number}`)!;
    expect(toHolder.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      [`${record.document.number}.pdf`, 'application/pdf'],
      [`${record.document.number}.json`, 'application/json'],
    ]);
    expect(toHolder.attachments[1]!.content).toBe(stored);
    expect(toHolder.text).toContain('Open Badge');
  }, 60_000);

  it('verifies as genuine, and a character changed in the name or the date is refused', async () => {
    const { credential } = await issuedCredential();
    const loader = await asServed(site());
    expect(await verifyAt(credential, loader, LATER)).toEqual({ genuine: true, revoked: false, problem: null });

    const renamed = structuredClone(credential);
    renamed.credentialSubject.identifier[1].identityHash = renamed.credentialSubject.identifier[1].identityHash.replace(/.$/, 'x');
    expect(await verifyAt(renamed, loader, LATER)).toMatchObject({ genuine: false });
    const redated = structuredClone(credential);
    redated.validFrom = redated.validFrom.replace('2027-01-20', '2027-01-21');
    expect(await verifyAt(redated, loader, LATER)).toMatchObject({ genuine: false });
    const retitled = structuredClone(credential);
    retitled.credentialSubject.achievement.name = `${retitled.credentialSubject.achievement.name}.`;
    expect(await verifyAt(retitled, loader, LATER)).toMatchObject({ genuine: false });
  }, 60_000);

  it('is downloaded with its number and check code, and a wrong code gets the same 404 as an unknown number', async () => {
    const { record, stored } = await issuedCredential();
    const { number, checkCode } = record.document;
    const app = site();
    const answer = await app.request(`${CREDENTIALS_PATH}/${number}.json?code=${checkCode.toLowerCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${number}.json"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe(stored);
    const wrong = checkCode.startsWith('0') ? `1${checkCode.slice(1)}` : `0${checkCode.slice(1)}`;
    expect((await app.request(`${CREDENTIALS_PATH}/${number}.json?code=${wrong}`)).status).toBe(404);
    expect((await app.request(`${CREDENTIALS_PATH}/RWA-2027-00999.json?code=${checkCode}`)).status).toBe(404);
  }, 60_000);

  it('says revoked once staff revoke the certificate, and still genuine', async () => {
    const { record, credential } = await issuedCredential();
    const app = site();
    const managed = withCertificates(
      registrationDocuments(stores.invoices, { received: stores.payments.received, today: () => TEST_DAY }),
      stores.certificates,
      certifyingOf(DEFAULT_SETTINGS),
    );
    const holders = async () => ({
      listed: (await managed.certificates(record.registrationId, null))[0]!.credential,
      file: await managed.certificateFile(record.registrationId, null, record.document.number, 'json'),
    });
    expect(await holders()).toMatchObject({ listed: true, file: { name: `${record.document.number}.json` } });
    const before = await app.request(`${CREDENTIALS_PATH}/status/1`);
    expect(before.headers.get('content-type')).toBe('application/ld+json');
    expect(before.headers.get('access-control-allow-origin')).toBe('*');

    const edit = await applyCertificateEdit(
      { certificates: stores.certificates, now: () => LATER },
      record.id,
      { status: 'revoked' },
      'issued in error',
    );
    expect(edit.kind).toBe('done');
    expect(await verifyAt(credential, await asServed(app), LATER)).toEqual({ genuine: true, revoked: true, problem: null });
    // No longer offered for download, on the verification page nor behind the manage link.
    const { number, checkCode } = record.document;
    expect((await app.request(`${CREDENTIALS_PATH}/${number}.json?code=${checkCode}`)).status).toBe(404);
    expect(await holders()).toEqual({ listed: false, file: null });
    expect((await app.request(`${CREDENTIALS_PATH}/status/2`)).status).toBe(404);
  }, 60_000);

  it('keeps verifying after the key is rotated, while the old key stays in the DID document', async () => {
    const { credential } = await issuedCredential();
    await addSigningKey(keysFile, new Date('2027-01-25T10:00:00.000Z'));
    const loader = await asServed(site());
    expect(await verifyAt(credential, loader, LATER)).toEqual({ genuine: true, revoked: false, problem: null });
  }, 60_000);

  it('is not genuine when it names a status list or a key the site does not serve, and nothing was fetched', async () => {
    const { credential } = await issuedCredential();
    const elsewhere = structuredClone(credential);
    elsewhere.credentialStatus.statusListCredential = 'https://status.example.org/list/1';
    expect(await verifyAt(elsewhere, await asServed(site()), LATER)).toMatchObject({ genuine: false });
    const withoutKey = documentLoader({ didDocument: null });
    expect(await verifyAt(credential, withoutKey, LATER)).toMatchObject({ genuine: false });
    expect(attempts).toEqual([]);
  }, 60_000);
});

/** The verification page's second form, as a visitor posts it; the page drawn with its answer. */
async function checked(fields: Record<string, string | File>, path = CHECK_PATHS[0]!, headers: Record<string, string> = {}) {
  const lists = statusLists({ certificates: stores.certificates, signing, siteUrl: SITE, now: () => LATER });
  const route = credentialCheckRoute({
    check: { didDocument: () => siteDidDocument(keysFile, SITE), statusLists: lists, siteUrl: SITE, now: () => LATER },
    render: (locale, answer) =>
      renderPath(buildPath('certificateCheck', locale, {}), { ...renderOptions, siteUrl: SITE, certificateCheck: answer }).html,
    limits: localLimits,
    trustProxy: null,
    siteUrl: SITE,
    now: () => LATER.getTime(),
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const answer = await new Hono().on('POST', CHECK_PATHS, route).request(path, { method: 'POST', body, headers });
  const html = await answer.text();
  const verdict = html.slice(html.indexOf('role="status"'), html.indexOf('</section>', html.indexOf('role="status"')));
  return { status: answer.status, headers: answer.headers, html, verdict: verdict.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('a credential checked on the verification page', () => {
  it('pasted with its holder’s address: genuine, unchanged, what it certifies, and the address matches', async () => {
    const { record, stored } = await issuedCredential();
    const { status, headers, verdict, html } = await checked({ credential: stored, holderEmail: 'Holder0@example.com ' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(verdict).toContain('Dieser Nachweis ist echt und unverändert, ausgestellt von Rackwise academy, und nicht widerrufen.');
    expect(verdict).toContain(record.document.holder);
    expect(verdict).toContain(record.document.number);
    expect(verdict).toContain('Der Nachweis wurde auf diese Adresse ausgestellt.');
    // What was typed stays in the form.
    expect(html).toContain('value="Holder0@example.com "');
    expect(attempts).toEqual([]);
  }, 60_000);

  it('uploaded as its file in English with another address: genuine, and the address differs', async () => {
    const { stored } = await issuedCredential();
    const file = new File([stored], 'RWA.json', { type: 'application/json' });
    const { verdict } = await checked({ credentialFile: file, holderEmail: 'someone@example.com' }, CHECK_PATHS[1]);
    expect(verdict).toContain('This credential is genuine and unchanged, issued by Rackwise academy, and not revoked.');
    expect(verdict).toContain('The credential was not issued to this address.');
  }, 60_000);

  it('changed by one character: not genuine; not a credential at all: unreadable', async () => {
    const { stored } = await issuedCredential();
    const changed = stored.replace(/"validFrom":"(\d{4})/, (_, year) => `"validFrom":"${Number(year) - 1}`);
    expect(changed).not.toBe(stored);
    expect((await checked({ credential: changed })).verdict).toContain(
      'nicht von der Akademie ausgestellt oder wurde nachträglich verändert',
    );
    expect((await checked({ credential: 'RWA-2027-00001' })).verdict).toContain('Darin konnten wir keinen Nachweis lesen.');
    expect((await checked({})).verdict).toContain('Darin konnten wir keinen Nachweis lesen.');
  }, 60_000);

  it('revoked by staff: genuine, but revoked', async () => {
    const { record, stored } = await issuedCredential();
    await applyCertificateEdit(
      { certificates: stores.certificates, now: () => LATER },
      record.id,
      { status: 'revoked' },
      'issued in error',
    );
    expect((await checked({ credential: stored })).verdict).toContain('wurde aber widerrufen und ist nicht mehr gültig');
  }, 60_000);

  it('refuses one in another shape than the academy’s as not genuine, before checking its signature', async () => {
    const { stored } = await issuedCredential();
    const { proof, ...credential } = JSON.parse(stored);
    expect(proof).toBeDefined();
    // Signed with the academy's key, but with eighty pieces of evidence: costly to canonicalize, and no credential the academy issues.
    credential.evidence = Array.from({ length: 80 }, (_, index) => ({ ...credential.evidence[0], name: `${index}` }));
    const padded = JSON.stringify(await signCredential(credential, (await signing())!, LATER));
    expect(padded.length).toBeLessThan(MAX_CREDENTIAL_CHARS);
    expect((await checked({ credential: padded })).verdict).toContain('nicht von der Akademie ausgestellt');
  }, 60_000);

  it('refuses a post another site’s page sent, unread', async () => {
    const { stored } = await issuedCredential();
    const { status, verdict } = await checked({ credential: stored }, CHECK_PATHS[1], { 'Sec-Fetch-Site': 'cross-site' });
    expect(status).toBe(403);
    expect(verdict).toContain('Please verify the credential with the form on this page.');
    expect((await checked({ credential: stored }, CHECK_PATHS[1], { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  }, 60_000);

  it('refuses a body too large to be a credential with the page', async () => {
    const { status, html } = await checked({ credential: 'x'.repeat(100 * 1024) });
    expect(status).toBe(413);
    expect(html).toContain('Darin konnten wir keinen Nachweis lesen.');
  });
});

describe('the checks of one client on a server', () => {
  it('share one rate limit: by number and code, by credential, and the downloads', async () => {
    const { record, stored } = await issuedCredential();
    const { number, checkCode } = record.document;
    const limited = { limits: stores.limits, rateLimit: 2, trustProxy: null, now: () => LATER.getTime() };
    const render = () => '<p>answer</p>';
    const lists = statusLists({ certificates: stores.certificates, signing, siteUrl: SITE, now: () => LATER });
    const app = new Hono()
      .on(
        'GET',
        CHECK_PATHS,
        certificateCheckRoute({ records: stores.certificates, certifying: certifyingOf(DEFAULT_SETTINGS), render, ...limited }),
      )
      .on(
        'POST',
        CHECK_PATHS,
        credentialCheckRoute({
          check: { didDocument: () => siteDidDocument(keysFile, SITE), statusLists: lists, siteUrl: SITE, now: () => LATER },
          render,
          siteUrl: SITE,
          ...limited,
        }),
      )
      .route(CREDENTIALS_PATH, credentialRoutes({ lists, records: stores.certificates, ...limited }));
    const body = new FormData();
    body.set('credential', stored);
    expect((await app.request(`${CHECK_PATHS[0]}?number=${number}&code=${checkCode}`)).status).toBe(200);
    expect((await app.request(CHECK_PATHS[0]!, { method: 'POST', body })).status).toBe(200);
    expect((await app.request(`${CREDENTIALS_PATH}/${number}.json?code=${checkCode}`)).status).toBe(429);
  }, 60_000);
});

describe('this file’s network', () => {
  it('refuses a connection out, so the tests above would have failed on one', async () => {
    await expect(fetch('https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json')).rejects.toThrow();
    expect(attempts.some((attempt) => attempt.includes('purl.imsglobal.org'))).toBe(true);
  });
});
