import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readItem, updateItem } from '@directus/sdk';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { berlinDate } from '../../src/content/calendar.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { DID_DOCUMENT_PATH } from '../../src/routes/files.ts';
import { documentLoader } from '../../src/server/credentials/document-loader.ts';
import { addSigningKey } from '../../src/server/credentials/signing-keys.ts';
import { verifyAt } from '../../src/server/credentials/verifying.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { qrCodeIn } from '../support/pdf-pages.ts';
import { bookedAs, validInput } from '../support/registration.ts';
import { until } from '../support/until.ts';
import { writtenMail } from '../support/written-mail.ts';
import { launchBrowser, type SiteWithCms, startSiteWithCms } from './site-with-cms.ts';

/** Seminar 1 as a webinar on 9 March 2027; the site runs on the day after. */
const DATE_ID = 1007;
const COURSE_DAY = '2027-03-09';
const AFTER = '2027-03-10';
let running: SiteWithCms | undefined;
let site: SiteWithCms['site'];
let cms: SiteWithCms['cms'];
let browser: Browser | undefined;
let dataDir: string;

beforeAll(async () => {
  // The academy's signing key, made by the command's function before the server starts.
  const keysFile = join(await mkdtemp(join(tmpdir(), 'cms-keys-')), 'credential-keys.json');
  await addSigningKey(keysFile, new Date());
  running = await startSiteWithCms('cms-certificates-', { TODAY: AFTER, CREDENTIAL_KEYS_FILE: keysFile });
  ({ site, cms, dataDir } = running);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

const mail = (id: string, kind: string) => writtenMail(dataDir, id, kind);

/** A confirmed registration of one person for the date, written as another process would (the course is over: no form takes it). */
async function registered(id: string, email: string, locale: 'de' | 'en') {
  const stores = await openSqliteStores({ dataDir, outbox: true });
  const at = '2026-11-22T10:00:00.000Z';
  const payload = registrationSchema.parse(validInput({ email, dateId: DATE_ID }));
  const row = { id, ...bookedAs(), dateId: DATE_ID, email, locale, payload, createdAt: at, idempotencyKey: null, fingerprint: id };
  expect(await stores.registrations.insert({ ...row, status: 'confirmed', heldUntil: null, confirmedAt: at })).toEqual({ ok: true });
  await stores.close();
  await until(
    `the registration ${id} in Directus`,
    () => cms.admin.request(readItem('registration_participants', `${id}-1`, { fields: ['id'] })).catch(() => null),
    Boolean,
    60_000,
  );
}

/** The Open Badges credential mailed beside the certificate as `kind`: its file, and its content. */
async function credentialOf(id: string, kind: string) {
  const file = (await mail(id, kind)).attachments.find(({ contentType }) => contentType === 'application/json')!;
  return { file, credential: JSON.parse(file.content.toString('utf8')) as { validFrom: string } };
}

/** A verifier's document loader: the bundled contexts, and the DID document and status lists as the site under test serves them. */
async function asServed() {
  const didDocument = await (await fetch(`${site.url}${DID_DOCUMENT_PATH}`)).json();
  return documentLoader({
    didDocument,
    statusList: async (url) => {
      const answer = await fetch(`${site.url}${new URL(url).pathname}`);
      return answer.ok ? ((await answer.json()) as object) : null;
    },
  });
}

/** The verification page the QR code of the certificate mailed as `kind` leads to, on the site under test. */
async function verificationOf(id: string, kind: string) {
  const message = await mail(id, kind);
  const [pdf] = message.attachments;
  expect(pdf?.contentType).toBe('application/pdf');
  const link = new URL((await qrCodeIn(new Uint8Array(pdf!.content)))!);
  expect(message.text).toContain(link.href);
  return { link, page: `${site.url}${link.pathname}${link.search}` };
}

it('is issued after staff record attendance and a pass in Directus, checked by its QR code and its credential, and revoked there', async () => {
  await registered('c0ffee00-0000-4000-8000-000000000001', 'erika.zertifikat@kunde.example', 'de');
  await registered('c0ffee00-0000-4000-8000-000000000002', 'john.certificate@client.example', 'en');
  for (const id of ['c0ffee00-0000-4000-8000-000000000001', 'c0ffee00-0000-4000-8000-000000000002'])
    await cms.admin.request(
      updateItem('registration_participants', `${id}-1`, {
        attended_days: [COURSE_DAY],
        exam_results: [{ passed: true, score: 86, date: COURSE_DAY }],
      }),
    );

  const german = await verificationOf('c0ffee00-0000-4000-8000-000000000001', 'certificate-RWA-2027-00001');
  const english = await verificationOf('c0ffee00-0000-4000-8000-000000000002', 'certificate-RWA-2027-00002');
  expect(german.link.pathname).toBe('/zertifikate/pruefen');
  expect(english.link.pathname).toBe('/en/certificates/verify');

  const page = await browser!.newPage();
  await page.goto(german.page);
  await expect.poll(() => page.getByRole('status').innerText()).toBe('Dieses Zertifikat ist gültig.');
  const facts = await page.locator('main dl').innerText();
  expect(facts).toContain('Dr. Erika Mustermann');
  expect(facts).toContain('EN\u00a050600 Grundlagen');
  expect(facts).toContain('9. März 2027');
  expect(facts).toContain('10. März 2027');
  await page.goto(english.page);
  expect(await page.getByRole('status').innerText()).toBe('This certificate is valid.');
  expect(await page.locator('main dl').innerText()).toContain('EN\u00a050600 Fundamentals');

  // Its credential, mailed beside the PDF, is genuine and not revoked for a verifier given what the site serves.
  const { file, credential } = await credentialOf('c0ffee00-0000-4000-8000-000000000001', 'certificate-RWA-2027-00001');
  const later = new Date(Date.parse(credential.validFrom) + 3_600_000);
  expect(await verifyAt(credential, await asServed(), later)).toEqual({ genuine: true, revoked: false, problem: null });

  // Staff revoke the German one in Directus once its item is there.
  const issued = (await certificateId('RWA-2027-00001'))!;
  const certificate = await until(
    'the certificate in Directus',
    () =>
      cms.admin.request(readItem('certificates', issued, { fields: ['id', 'status', 'holder'] })).catch(() => null) as Promise<{
        id: string;
        status: string;
        holder: string;
      } | null>,
    Boolean,
    60_000,
  );
  expect(certificate).toMatchObject({ status: 'valid', holder: 'Dr. Erika Mustermann' });
  await cms.admin.request(updateItem('certificates', certificate!.id, { status: 'revoked', revocation_reason: 'Issued in error.' }));
  // The day of the revocation on the server's clock, which is this process's.
  const revokedOn = formatDate('de', berlinDate(new Date()));
  await page.goto(german.page);
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('status').innerText();
    })
    .toBe(`Dieses Zertifikat wurde am ${revokedOn} widerrufen und ist nicht mehr gültig.`);

  // The status list says so at once (a verifier's cache may keep it a minute), and the page's form, given the file.
  expect(await verifyAt(credential, await asServed(), later)).toEqual({ genuine: true, revoked: true, problem: null });
  await page.goto(`${site.url}/zertifikate/pruefen`);
  await page.getByLabel('JSON-Datei').setInputFiles({ name: file.filename!, mimeType: 'application/json', buffer: file.content });
  await page.getByRole('button', { name: 'Nachweis prüfen' }).click();
  await expect
    .poll(() => page.getByRole('status').innerText())
    .toBe('Dieser Nachweis ist echt, ausgestellt von Rackwise academy, wurde aber widerrufen und ist nicht mehr gültig.');
  await page.close();
}, 240_000);

/** A certificate's id in the register, by its number. */
async function certificateId(number: string): Promise<string | undefined> {
  const stores = await openSqliteStores({ dataDir, outbox: true });
  try {
    return (await stores.certificates.byNumber(number))?.id;
  } finally {
    await stores.close();
  }
}

it('lets staff sign in to the check-in pages with their Directus account, and no one with a wrong password', async () => {
  const secrets = JSON.parse(await readFile(join(dirname(dataDir), 'cms', 'secrets.json'), 'utf8')) as { adminPassword: string };
  const signIn = (password: string) =>
    fetch(`${site.url}/api/attendance/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ email: 'admin@rackwise-academy.de', password }).toString(),
    });
  const wrong = await signIn('not-the-password');
  expect(wrong.status).toBe(403);
  expect(await wrong.text()).toContain('E-Mail-Adresse oder Passwort stimmen nicht');
  const right = await signIn(secrets.adminPassword);
  expect(right.status).toBe(303);
  const cookie = (right.headers.get('set-cookie') ?? '').split(';')[0]!;
  expect(cookie).toMatch(/^staff_session=/);
  // The site runs the day after the webinar: it is among the dates, and its day lists whom Directus recorded present.
  const dates = await (await fetch(`${site.url}/api/attendance`, { headers: { Cookie: cookie } })).text();
  expect(dates).toContain(`href="/api/attendance/${DATE_ID}"`);
  const day = await (await fetch(`${site.url}/api/attendance/${DATE_ID}`, { headers: { Cookie: cookie } })).text();
  expect(day).toContain('2 von 2 anwesend');
});
