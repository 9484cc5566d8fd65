/**
 * Certificates after the course, on the store of a test (SQLite; PostgreSQL in `npm run
 * test:services`): a two-day course with an exam, three people of one registration. Who
 * attended both days and passed gets the seminar's certificate, who attended both and failed one
 * of attendance, who missed a day none; the numbers are consecutive, each certificate is drawn
 * and mailed once (its QR code, read from the drawn page, is its verification link), and the
 * page that checks it follows a revocation and an erasure.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { retentionPeriods } from '../../src/config/retention.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { verificationLink } from '../../src/server/certificates/rules/verification-link.ts';
import { checkCertificate } from '../../src/server/certificates/use-cases/check-certificate.ts';
import { runIssuing } from '../../src/server/certificates/use-cases/issuing.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { retentionPolicy } from '../../src/server/privacy/store/retention.ts';
import { dateEnds } from '../../src/server/privacy/use-cases/retention-sweeps.ts';
import { issuingOn } from '../support/issuing.ts';
import { qrCodeIn } from '../support/pdf-pages.ts';
import { bookedAs, colleague, validInput } from '../support/registration.ts';
import { TEST_MAIL_SETTINGS } from '../support/registration-app.ts';
import { openTestStores } from '../support/test-store.ts';

const content = await loadContentCache('content-cache');
/** In content-cache/: seminar 7 (written exam) in person in Hamburg, 26 and 27 January 2027. */
const TWO_DAY_DATE = 1023;
const DAYS = ['2027-01-26', '2027-01-27'];
const AFTER = '2027-01-28';

let stores: Stores;
beforeEach(async () => {
  stores = await openTestStores({ dataDir: await mkdtemp(join(tmpdir(), 'certificates-')), outbox: false });
});
afterEach(() => stores.close());

const deps = (today = AFTER) => issuingOn(stores, content, today);

/** A confirmed registration of three people for TWO_DAY_DATE: Erika Mustermann, Jonas2 and Jonas3 Beispiel (positions 0 to 2). */
async function threePeople(id = 'r-1'): Promise<void> {
  const input = { ...validInput({ dateId: TWO_DAY_DATE }), participants: [validInput().participants[0]!, colleague(2), colleague(3)] };
  const at = '2026-11-22T10:00:00.000Z';
  const result = await stores.registrations.insert({
    id,
    ...bookedAs(),
    dateId: TWO_DAY_DATE,
    email: input.participants[0]!.email,
    locale: 'de',
    payload: registrationSchema.parse(input),
    createdAt: at,
    idempotencyKey: null,
    fingerprint: id,
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: at,
  });
  expect(result).toEqual({ ok: true });
}

async function attend(position: number, days: readonly string[], registrationId = 'r-1') {
  for (const day of days)
    await stores.evidence.mark({ registrationId, position, day, present: true, source: 'check-in', at: `${day}T08:30:00.000Z` });
}

async function result(position: number, passed: boolean, takenOn = DAYS[1]!, registrationId = 'r-1') {
  await stores.evidence.addResult({
    registrationId,
    position,
    passed,
    score: passed ? 82 : 55,
    takenOn,
    source: 'staff',
    at: `${takenOn}T16:00:00.000Z`,
  });
}

describe('issuing certificates', () => {
  it('gives who attended and passed the seminar’s certificate, who failed one of attendance, who missed a day none', async () => {
    await threePeople();
    await attend(0, DAYS);
    await attend(1, DAYS.slice(0, 1));
    await attend(2, DAYS);
    await result(0, true);
    await result(1, true);
    await result(2, false);

    const run = await runIssuing(deps());

    const issued = run.issued.map(({ position, document }) => [position, document.kind, document.number, document.holder]);
    expect(issued).toEqual([
      [0, 'seminar', 'RWA-2027-00001', 'Dr. Erika Mustermann'],
      [2, 'attendance', 'RWA-2027-00002', 'Jonas3 Beispiel'],
    ]);
    expect(run.drawn).toBe(2);
    const [seminar] = run.issued;
    expect(seminar!.document).toMatchObject({ days: DAYS, place: 'Hamburg', passedOn: DAYS[1], issueDate: AFTER, locale: 'de' });
    expect(seminar!.document.checkCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    // Each mailed once, to its holder and to the academy, with its PDF; the QR code on the page is the verification link.
    const mails = (await stores.mail.due(Number.MAX_SAFE_INTEGER, 100)).map(({ mail }) => mail);
    const kinds = mails.map((mail) => mail.kind).filter((kind) => kind.startsWith('certificate-'));
    expect(kinds.sort()).toEqual([
      'certificate-RWA-2027-00001',
      'certificate-RWA-2027-00001-academy',
      'certificate-RWA-2027-00002',
      'certificate-RWA-2027-00002-academy',
    ]);
    const toHolder = mails.find((mail) => mail.kind === 'certificate-RWA-2027-00001')!;
    expect(toHolder.to.address).toBe('erika.mustermann@example.com');
    expect(toHolder.subject).toBe('Ihr Zertifikat: Klimatisierung EN\u00a050600-2-3');
    const link = verificationLink(TEST_MAIL_SETTINGS.siteUrl, seminar!.document);
    expect(link).toBe(
      `https://www.rackwise-academy.de/zertifikate/pruefen?number=RWA-2027-00001&code=${encodeURIComponent(seminar!.document.checkCode)}`,
    );
    expect(toHolder.text).toContain(link);
    const pdf = Buffer.from(toHolder.attachments[0]!.content, 'base64');
    expect(await qrCodeIn(pdf)).toBe(link);
    expect(Buffer.from((await stores.certificates.pdf(seminar!.id))!, 'base64').equals(pdf)).toBe(true);

    // A second pass finds nothing new to judge and issues nothing.
    expect(await runIssuing(deps('2027-01-29'))).toEqual({ issued: [], drawn: 0, failed: [] });
  }, 60_000);

  it('issues nothing before the course has ended, nor for a result still awaited', async () => {
    await threePeople();
    await attend(0, DAYS);
    await result(0, true);
    expect((await runIssuing(deps(DAYS[1]))).issued).toEqual([]);
    await attend(1, DAYS);
    const after = await runIssuing(deps());
    expect(after.issued.map(({ position, document }) => [position, document.kind])).toEqual([[0, 'seminar']]);
  });

  it('gives a participant who passes a retake the seminar’s certificate beside the one of attendance', async () => {
    await threePeople();
    await attend(2, DAYS);
    await result(2, false);
    expect((await runIssuing(deps())).issued.map(({ document }) => document.kind)).toEqual(['attendance']);
    await result(2, true, '2027-02-15');
    const retake = await runIssuing(deps('2027-02-16'));
    expect(retake.issued.map(({ document }) => [document.kind, document.number, document.passedOn])).toEqual([
      ['seminar', 'RWA-2027-00002', '2027-02-15'],
    ]);
  });

  it('gives nothing to a participant whose data were erased, though their days were recorded', async () => {
    await threePeople();
    for (const position of [0, 1]) {
      await attend(position, DAYS);
      await result(position, true);
    }
    const erased = await stores.people.erase('kollege2@example.com', {
      registration: (id) => stores.retention.deleteRegistration(id),
      waitlistEntry: (id) => stores.retention.deleteWaitlistEntry(id),
    });
    expect(erased.anonymised).toBe(1);
    expect((await runIssuing(deps())).issued.map(({ position }) => position)).toEqual([0]);
    expect((await stores.evidence.placesOfDate(TWO_DAY_DATE)).map(({ position }) => position).sort()).toEqual([0, 2]);
  });
});

describe('checking a certificate', () => {
  it('says valid, then revoked with the day, then (erased) revoked with nothing of its holder; a wrong code is unknown', async () => {
    await threePeople();
    await attend(0, DAYS);
    await result(0, true);
    const [record] = (await runIssuing(deps())).issued;
    const { number, checkCode } = record!.document;
    const typed = { number: number.toLowerCase().replaceAll('-', ' '), code: checkCode.replace('-', '').toLowerCase() };

    expect(await checkCertificate(stores.certificates, deps().certifying, typed)).toEqual({
      kind: 'valid',
      typed,
      certificate: {
        kind: 'seminar',
        holder: 'Dr. Erika Mustermann',
        title: 'Klimatisierung EN\u00a050600-2-3',
        from: DAYS[0],
        to: DAYS[1],
        issueDate: AFTER,
      },
      // Drawn without a key: no credential to download; LinkedIn's link names the number.
      links: { credential: null, linkedIn: expect.stringContaining(`certId=${number}`) },
    });
    const wrongCode = { number, code: checkCode.startsWith('0') ? `1${checkCode.slice(1)}` : `0${checkCode.slice(1)}` };
    expect(await checkCertificate(stores.certificates, deps().certifying, wrongCode)).toEqual({ kind: 'unknown', typed: wrongCode });
    const unknownNumber = { number: 'RWA-2027-00999', code: checkCode };
    expect(await checkCertificate(stores.certificates, deps().certifying, unknownNumber)).toEqual({
      kind: 'unknown',
      typed: unknownNumber,
    });
    expect(await checkCertificate(stores.certificates, deps().certifying, { number: 'nonsense', code: checkCode })).toMatchObject({
      kind: 'unreadable',
      wrong: { number: true, code: false },
    });

    expect(await stores.certificates.revoke(record!.id, '2027-03-01T23:30:00.000Z', 'issued in error')).toBe(true);
    expect(await stores.certificates.revoke(record!.id, '2027-03-05T10:00:00.000Z', 'again')).toBe(false);
    // 23:30 UTC on 1 March is 00:30 on 2 March in Germany.
    expect(await checkCertificate(stores.certificates, deps().certifying, typed)).toMatchObject({
      kind: 'revoked',
      revokedOn: '2027-03-02',
      certificate: { holder: 'Dr. Erika Mustermann' },
    });

    await stores.certificates.erase(record!.id, '2027-04-01T10:00:00.000Z', 'erased');
    expect(await checkCertificate(stores.certificates, deps().certifying, typed)).toEqual({
      kind: 'revoked',
      typed,
      certificate: null,
      revokedOn: '2027-03-02',
    });
    expect(await stores.certificates.pdf(record!.id)).toBeUndefined();
  });
});

describe('the register and personal data', () => {
  it('outlives the anonymisation of the registration, is in its holder’s export, and goes with their erasure', async () => {
    await threePeople();
    await attend(0, DAYS);
    await result(0, true);
    const [record] = (await runIssuing(deps())).issued;
    const typed = { number: record!.document.number, code: record!.document.checkCode };

    // The retention sweep the server runs every hour: 365 days after the course (PARTICIPANT_RETENTION_DAYS) nobody yet, a day later its people anonymised.
    const sweep = (at: string) =>
      stores.retention.sweep(Date.parse(at), retentionPolicy(retentionPeriods(DEFAULT_SETTINGS)), dateEnds(content));
    await sweep('2028-01-26T12:00:00.000Z');
    expect((await stores.evidence.placesOfDate(TWO_DAY_DATE)).length).toBe(3);
    await sweep('2028-01-28T12:00:00.000Z');
    expect((await stores.evidence.placesOfDate(TWO_DAY_DATE)).length).toBe(0);
    expect(await checkCertificate(stores.certificates, deps().certifying, typed)).toMatchObject({
      kind: 'valid',
      certificate: { holder: 'Dr. Erika Mustermann' },
    });

    // The register finds its holder by their address (any case) though the registration no longer names them.
    const found = await stores.people.find('Erika.Mustermann@example.com');
    expect(found.certificates).toEqual([
      {
        number: typed.number,
        kind: 'seminar',
        title: 'Klimatisierung EN\u00a050600-2-3',
        holder: 'Dr. Erika Mustermann',
        issueDate: AFTER,
        revokedAt: null,
      },
    ]);

    const erased = await stores.people.erase('erika.mustermann@example.com', {
      registration: (id) => stores.retention.deleteRegistration(id),
      waitlistEntry: (id) => stores.retention.deleteWaitlistEntry(id),
    });
    expect(erased.certificates).toBe(1);
    expect(await checkCertificate(stores.certificates, deps().certifying, typed)).toMatchObject({ kind: 'revoked', certificate: null });
    expect((await stores.people.find('erika.mustermann@example.com')).certificates).toMatchObject([
      { holder: '', revokedAt: expect.any(String) },
    ]);
    // The registration itself can still go when the accounts' period ends: the register does not hold it.
    await stores.retention.deleteRegistration('r-1');
    expect(await stores.certificates.byNumber(typed.number)).toMatchObject({ revocationReason: 'erased at the holder’s request' });
  });
});
