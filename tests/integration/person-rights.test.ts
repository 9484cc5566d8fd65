/**
 * A person's rights over their address: everything stored about it exported (every place it
 * appears: as the one who registered, as a further participant, as an invoice contact, on a
 * waiting list, in the mails), and erased, leaving no trace of the address in the store (both
 * engines: vitest.postgres.config.ts runs this file on PostgreSQL too) and, with SQLite, not in
 * the database file either; while the billing address and the prices of a confirmed
 * registration stay for the accounts. Then the real commands, on a real server's data folder
 * and mail folder: the export lists the person's certificate, the erasure revokes it and leaves
 * their name nowhere.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { certificateFacts } from '../../src/server/certificates/rules/certificate-document.ts';
import { certificateId } from '../../src/server/certificates/store/certificate-records.ts';
import { runIssuing } from '../../src/server/certificates/use-cases/issuing.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import { erasePerson } from '../../src/server/privacy/use-cases/erase-person.ts';
import { personExport } from '../../src/server/privacy/use-cases/person-export.ts';
import { tracesIn } from '../support/data-folder-text.ts';
import { issuingOn } from '../support/issuing.ts';
import { manageTokenOf, postManage } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import {
  closeStore,
  closeStores,
  confirmTokenOf,
  postJson,
  registerConfirmed,
  registrationApp,
  type TestApp,
} from '../support/registration-app.ts';
import { fakeDist, ROOT, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { TEST_DAY } from '../support/test-clock.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const PERSON = 'Petra.Person@example.com';

/** The person in four places: registered herself (and confirmed), a colleague's further participant, someone's invoice contact, on a waiting list. */
async function personEverywhere(app: TestApp, stores: Stores) {
  const own = await registerConfirmed(app, stores, {
    ...validInput({ email: PERSON, dateId: 1003 }),
    remarks: 'Glutenfreies Essen, bitte',
  });
  const colleagueInput = validInput({ email: 'colleague@example.com', dateId: 1004 });
  const asParticipant = await registerConfirmed(app, stores, {
    ...colleagueInput,
    participants: [
      colleagueInput.participants[0]!,
      { ...colleague(2, 'petra.person+kurs@example.com'), firstName: 'Petra', lastName: 'Person' },
    ],
  });
  const payerInput = validInput({ email: 'payer@example.com', dateId: 1006 });
  const asInvoiceContact = await registerConfirmed(app, stores, {
    ...payerInput,
    invoiceContact: { sameAsParticipant: false, name: 'Petra Person', email: 'PETRA.PERSON@example.com', phone: '+49 69 5555555' },
  });
  const waiting = await postJson(app, {
    dateId: 1002,
    waitlist: { name: 'Petra Person', email: PERSON, phone: '+49 69 5555555', company: 'Person AG', consent: true },
  });
  const waitingId = ((await waiting.json()) as { id: string }).id;
  await confirmTokenOf(stores, waitingId);
  // After the course she and her colleague gave feedback, both to be quoted.
  const given = { registrationId: asParticipant, dateId: 1004, seminarId: 2, locale: 'de' as const, answeredAt: 1 };
  const answer = (comment: string) => ({ course: 4, trainers: [], comment, quote: true });
  await stores.feedback.save({
    ...given,
    position: 1,
    answer: answer('Petras Fazit: praxisnah'),
    quoteName: 'Petra',
    quoteCompany: 'Person AG',
  });
  await stores.feedback.save({
    ...given,
    position: 0,
    answer: answer('Das Fazit der Kollegin'),
    quoteName: 'Erika',
    quoteCompany: 'Kunde AG',
  });
  return { own, asParticipant, asInvoiceContact, waitingId };
}

/** Everything the store holds, as text: every entry of every status, every mail, every change. */
async function storeText(stores: Stores): Promise<string> {
  const mails = await stores.mail.due(Number.MAX_SAFE_INTEGER, 100_000);
  return JSON.stringify([
    await stores.registrations.everyEntry(),
    await stores.changes.all(),
    await stores.mail.records(),
    mails,
    await stores.people.find('nobody@example.com'),
  ]);
}

describe('a person’s data', () => {
  it('is exported from every place it appears, in the person’s language', async () => {
    const { app, stores } = await registrationApp(content);
    const ids = await personEverywhere(app, stores);
    // A colleague asked for a quote that names her among its people.
    const asked = validInput({ email: 'colleague@example.com', dateId: 1004 });
    const quoted = await app.request('/api/registrations/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        ...asked,
        participants: [asked.participants[0]!, { ...colleague(2, PERSON), firstName: 'Petra', lastName: 'Person' }],
        locale: 'de',
      }),
    });
    expect(quoted.status).toBe(202);
    const record = await stores.people.find('petra.person@EXAMPLE.com');
    const roles = new Map(record.registrations.map(({ entry, roles }) => [entry.id, roles]));
    expect(roles.get(ids.own)).toEqual(['registrant', { participant: 1 }]);
    expect(roles.get(ids.asParticipant)).toEqual([{ participant: 2 }]);
    expect(roles.get(ids.asInvoiceContact)).toEqual(['invoiceContact']);
    expect(record.waitlist.map(({ id }) => id)).toEqual([ids.waitingId]);
    expect(record.mails.map(({ kind }) => kind)).toEqual(
      expect.arrayContaining(['confirm', 'participant', 'participant-2', 'invoiceContact', 'academy']),
    );

    const { summary, json } = personExport(record, content, new Date('2026-11-22T12:00:00Z'));
    expect(summary).toContain('Auskunft über gespeicherte Daten zur E-Mail-Adresse petra.person@EXAMPLE.com');
    expect(summary).toContain('Glutenfreies Essen, bitte');
    expect(summary).toContain('teilnehmende Person Nr. 2');
    expect(summary).toContain('Ansprechperson für die Rechnung: Petra Person, PETRA.PERSON@example.com');
    expect(summary).toContain('Ihre Bewertung: 4/5, Petras Fazit: praxisnah, darf mit Vorname und Firma zitiert werden');
    expect(summary).not.toContain('Das Fazit der Kollegin');
    expect(summary).toContain('Angeforderte Angebote (1):\n  - noch nicht erstellt: ');
    expect(JSON.parse(json)).toMatchObject({ address: 'petra.person@EXAMPLE.com', locale: 'de' });
    expect(JSON.parse(json).quotes).toMatchObject([{ number: null, dateId: 1004, people: [{ firstName: 'Petra', email: PERSON }] }]);
    // Her own data only: not the colleague who registered her, not the one whose invoice she gets.
    for (const other of ['colleague@example.com', 'payer@example.com', 'Bitte vegetarisches']) expect(json).not.toContain(other);
  });

  it('is erased but for what the accounts need, leaving no trace of the address', async () => {
    const { app, stores, dataDir } = await registrationApp(content);
    const ids = await personEverywhere(app, stores);
    const billing = (await stores.registrations.get(ids.own))!.payload.billing;
    const others = { participant: (await stores.registrations.get(ids.asParticipant))!.payload.participants[0]! };
    // She attended her three days and passed: the register holds her certificate (her place bears the form's name).
    for (const day of ['2027-02-16', '2027-02-17', '2027-02-18'])
      await stores.evidence.mark({
        registrationId: ids.own,
        position: 0,
        day,
        present: true,
        source: 'check-in',
        at: `${day}T08:00:00.000Z`,
      });
    await stores.evidence.addResult({
      registrationId: ids.own,
      position: 0,
      passed: true,
      score: 90,
      takenOn: '2027-02-18',
      source: 'staff',
      at: '2027-02-18T16:00:00.000Z',
    });
    const [certificate] = (await runIssuing(issuingOn(stores, content, '2027-02-19'))).issued;
    expect(certificate!.document.holder).toBe('Dr. Erika Mustermann');

    // The mails went out (as they do within a second), all but one to her, still waiting: that one is dropped.
    const due = await stores.mail.due(Number.MAX_SAFE_INTEGER, 1000);
    const waitingToHer = due.find(({ mail }) => mail.kind === 'invoiceContact')!;
    for (const { id } of due) if (id !== waitingToHer.id) await stores.mail.markSent(id, new Date().toISOString());
    // She asked for a quote too: it goes, whether or not its link was opened, and so does its link's mail, still waiting.
    const quoted = await app.request('/api/registrations/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...validInput({ email: PERSON, dateId: 1004 }), locale: 'de' }),
    });
    expect(quoted.status).toBe(202);
    expect(await erasePerson(stores, null, PERSON)).toEqual({
      enquiries: 0,
      quotes: 1,
      deleted: 0,
      anonymised: 3,
      waitlist: 1,
      mails: 2,
      files: 0,
      certificates: 1,
    });
    // Her certificate is revoked, and names nobody.
    expect(await stores.certificates.get(certificate!.id)).toMatchObject({ revokedAt: expect.any(String), document: { holder: '' } });
    const text = await storeText(stores);
    for (const trace of ['petra.person', 'Petra Person', 'Glutenfrei', '5555555'])
      expect(text.toLowerCase()).not.toContain(trace.toLowerCase());
    // Her feedback keeps its rating, nameless; her comment and quote go. Her colleague's stays as it was.
    expect(
      (await stores.feedback.ofRegistration(ids.asParticipant)).map(({ answer, quoteName }) => [answer.course, answer.comment, quoteName]),
    ).toEqual([
      [4, 'Das Fazit der Kollegin', 'Erika'],
      [4, '', ''],
    ]);
    // The accounts keep the billing address; the colleague keeps her place.
    expect((await stores.registrations.get(ids.own))!.payload.billing).toEqual(billing);
    expect((await stores.registrations.get(ids.asParticipant))!.payload.participants[0]).toEqual(others.participant);
    expect(await stores.people.find(PERSON)).toMatchObject({ registrations: [], waitlist: [], mails: [] });
    if (stores.engine === 'sqlite') {
      await closeStore(stores);
      const file = (await readFile(join(dataDir, DATABASE_FILE))).toString('latin1').toLowerCase();
      expect(file).not.toContain('petra.person');
      expect(file).not.toContain('petras fazit');
      expect(file).toContain('colleague@example.com');
    }
  });
});

describe('a person replaced by a substitute', () => {
  it('is found in the change that replaced them, and erased from it', async () => {
    const { app, stores } = await registrationApp(content);
    const input = validInput({ email: 'booker@example.com', dateId: 1003 });
    const id = await registerConfirmed(app, stores, { ...input, participants: [input.participants[0]!, colleague(2, PERSON)] });
    const token = await manageTokenOf(stores, id, 'participant');
    const substitute = Object.fromEntries(
      Object.entries({ ...colleague(3, 'sub@example.com'), firstName: 'Sven', lastName: 'Sub' }).map(([field, value]) => [
        `substitute.${field}`,
        String(value ?? ''),
      ]),
    );
    expect((await postManage(app, { token, action: 'substitute', position: 1, step: 'confirm', ...substitute })).status).toBe(200);
    const record = await stores.people.find(PERSON);
    expect(record.registrations.map(({ entry, roles }) => [entry.id, roles])).toEqual([[id, []]]);
    await erasePerson(stores, null, PERSON);
    expect(JSON.stringify(await stores.changes.all())).not.toMatch(/petra\.person/i);
    expect(JSON.stringify(await stores.changes.all())).toContain('sub@example.com');
  });
});

describe('the commands', () => {
  let server: ServerProcess | null = null;
  afterEach(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    server = null;
  });

  it('export a person into files and erase every trace of them from the data folder of a running server', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'person-commands-'));
    // A server of its own process, as in production: reading the files here cannot touch its locks on them.
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DIST_DIR: await fakeDist(),
      TODAY: TEST_DAY,
      SSR_BUNDLE: join(dataDir, 'none.js'),
    });
    const post = (path: string, body: unknown) =>
      fetch(`${server!.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const input = validInput({ email: PERSON });
    const person = { ...input.participants[0]!, firstName: 'Petra', lastName: 'Person', phone: '+49 69 5555555' };
    const billing = { ...input.billing, street: 'Personenweg 3' };
    const stored = (await (await post('/api/registrations', { ...input, participants: [person], billing, locale: 'en' })).json()) as {
      id: string;
    };
    const mailDir = join(dataDir, 'mail');
    const mailFiles = async () => (await readdir(mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    await expect.poll(mailFiles).toContain(`${stored.id}.confirm.eml`);
    // And a certificate of hers in the register (from an earlier course), written beside the running server.
    const register = await openSqliteStores({ dataDir, outbox: false });
    const facts = certificateFacts(
      content,
      { dateId: 1003, locale: 'en', academicTitle: null, firstName: 'Petra', lastName: 'Person', attendance: null },
      null,
      '2027-02-19',
    )!;
    await register.certificates.insert({
      id: certificateId('of-an-earlier-course'),
      registrationId: 'an-earlier-registration',
      position: 0,
      dateId: 1003,
      holderKey: register.holderKey(PERSON),
      issuedAt: '2027-02-19T05:00:00.000Z',
      revokedAt: null,
      revocationReason: null,
      statusIndex: null,
      document: { ...facts, number: 'RWA-2027-00777', checkCode: '7KQ2M-X9HFP', kind: 'attendance', locale: 'en', holder: 'Petra Person' },
    });
    await register.close();
    const traces = ['petra.person@example.com', 'Petra', '5555555', 'Personenweg'];
    expect(await tracesIn(dataDir, traces)).toEqual(expect.arrayContaining([`${DATABASE_FILE}-wal: Petra`]));

    const run = (script: string, ...args: string[]) =>
      spawnSync(join(ROOT, 'node_modules/.bin/node'), [script, ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    const out = await mkdtemp(join(tmpdir(), 'person-export-'));
    const exported = run('scripts/privacy-export.ts', PERSON, '--out', out);
    expect(exported.status, exported.stderr).toBe(0);
    const summary = await readFile(join(out, 'petra.person@example.com.txt'), 'utf8');
    expect(summary).toContain('What is stored about you for the email address Petra.Person@example.com');
    expect(summary).toContain(stored.id);
    expect(summary).toContain('RWA-2027-00777: EN\u00a050600 Professional, Petra Person');

    const erased = run('scripts/privacy-erase.ts', PERSON);
    expect(erased.status, erased.stderr).toBe(0);
    expect(JSON.parse(erased.stdout.trim())).toMatchObject({ msg: 'person erased', deleted: 1, files: 1, certificates: 1 });
    expect(erased.stdout.toLowerCase()).not.toContain('petra');
    expect(await mailFiles()).toEqual([]);
    // The server still runs, its write-ahead log open: no file holds her, that log included.
    expect(await tracesIn(dataDir, traces)).toEqual([]);
    expect(await readdir(dataDir)).toContain(`${DATABASE_FILE}-wal`);
  });
});
