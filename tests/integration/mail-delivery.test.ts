/**
 * Registrations confirm themselves by mail, through a real SMTP server (smtp-server): the
 * site's server (startServer, on the real content-cache/) registers through its API in
 * both languages and sends only the "please confirm" mails; their links are opened and
 * confirmed while the mail server is down; the server is restarted, and once the mail
 * server is up every confirmation arrives exactly once (the participant's with the date's calendar file, the
 * invoice contact's, the academy's copy), in the registration's language; after another
 * restart a waiting-list entry's mails go out, and none of the earlier ones again. A recipient the mail server refuses for good is recorded, not
 * retried, and named in the export.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { berlinInstant } from '../../src/content/calendar.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { undeliveredMails } from '../../src/server/outbox/undelivered-mails.ts';
import { registrationsCsv } from '../../src/server/registrations/rules/entry-tables.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { BOOKABLE_DATE_ID, FULLY_BOOKED_DATE_ID, validInput, withField } from '../support/registration.ts';
import { fakeDist } from '../support/server-process.ts';
import { REJECTED_DOMAIN, type ReceivedMail, startSmtpServer } from '../support/smtp.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
const date = content.seminarDates.find((item) => item.id === BOOKABLE_DATE_ID)!;
const seminar = content.seminars.find((item) => item.id === date.seminarId)!;

let work: string;
let dist: string;
let port: number;
const env = () => ({
  PORT: '0',
  DIST_DIR: dist,
  DATA_DIR: join(work, 'data'),
  RELEASES_DIR: join(work, 'releases'),
  CONTENT_DIR: resolve('content-cache'),
  SSR_BUNDLE: join(work, 'no-bundle.js'),
  TODAY: TEST_DAY,
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Rackwise academy <anmeldung@academy.example>',
  ACADEMY_INBOX: 'team@academy.example',
});
const quiet = jsonLogger(() => {});
const start = () => startServer({ env: env(), logger: quiet });

/** The mail outbox as another process sees it. */
async function mailRecords() {
  const stores = await openSqliteStores({ dataDir: join(work, 'data'), outbox: false });
  try {
    return await stores.mail.records();
  } finally {
    await stores.close();
  }
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((next) => setTimeout(next, 50));
  }
}

async function register(server: RunningServer, body: unknown): Promise<string> {
  const response = await fetch(`${server.url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Opens a confirmation link as its reader does (the page, which confirms nothing), then presses its button (the form's post). */
async function confirmThrough(server: RunningServer, link: string): Promise<Response> {
  const path = onOrigin(link, server.url);
  const page = await fetch(path);
  expect(page.status).toBe(200);
  const token = new URL(path).searchParams.get('token')!;
  expect(await page.text()).toContain(`value="${token}"`);
  return fetch(path.split('?')[0]!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
}

const byMessageId = (received: readonly ReceivedMail[], id: string) => received.filter(({ mail }) => mail.messageId === id);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'mail-'));
  dist = await fakeDist();
  // A port nothing listens on yet: where the mail server will be.
  port = await freePort();
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await rm(dist, { recursive: true, force: true });
});

describe('confirmation mails through SMTP', () => {
  let german: string;
  let english: string;
  let received: ReceivedMail[];

  it('ask to confirm first; then wait while the mail server is down, across a restart, and arrive exactly once when it is up', async () => {
    let server = await start();
    let smtp = await startSmtpServer(port);
    try {
      german = await register(server, { ...validInput({ email: 'erika@kunde.example' }), locale: 'de' });
      const invoiceContact = {
        sameAsParticipant: false,
        name: 'Max Buchhaltung',
        email: 'rechnung@kunde.example',
        phone: '+49 30 7654321',
      };
      english = await register(server, {
        ...withField(validInput({ email: 'erika.en@kunde.example' }), 'invoiceContact', invoiceContact),
        locale: 'en',
      });
      // Nothing but the two "please confirm" mails, each to the address that submitted it.
      await until('both "please confirm" mails', () => smtp.received.length === 2);
      expect(smtp.received.map(({ recipients }) => recipients)).toEqual([['erika@kunde.example'], ['erika.en@kunde.example']]);
      const links = smtp.received.map(({ mail }) => confirmLinkIn(mail));
      await smtp.close();
      for (const link of links) expect((await confirmThrough(server, link)).status).toBe(200);
    } finally {
      await smtp.close();
    }
    // Each confirmation's mail has been tried, and failed: nobody listens on the port.
    const confirmations = async () => (await mailRecords()).filter((record) => record.kind !== 'confirm');
    await until('every mail tried once', async () => {
      const records = await confirmations();
      return records.length === 5 && records.every((record) => record.attempts > 0 && record.sentAt === null);
    });
    await server.close();

    server = await start();
    smtp = await startSmtpServer(port);
    try {
      await until('every mail sent', async () => (await mailRecords()).every((record) => record.sentAt !== null));
      await server.close();
      received = [...smtp.received];
      expect(received).toHaveLength(5);
      // Started again, with a waiting-list entry to confirm and send: once its mails are out, the
      // worker has been over the whole outbox, and sent none of the earlier mails again.
      server = await start();
      const waiting = await fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          dateId: FULLY_BOOKED_DATE_ID,
          waitlist: { name: 'Jonas Weber', email: 'jonas@kunde.example', phone: '+49 40 5550199', company: 'Hafen GmbH', consent: true },
          locale: 'en',
        }),
      });
      const { id: entry } = (await waiting.json()) as { id: string };
      await until('the "please confirm" mail', () => smtp.received.length === 6);
      expect((await confirmThrough(server, confirmLinkIn(smtp.received[5]!.mail))).status).toBe(200);
      await until('the waiting-list mails sent', () => smtp.received.length === 8);
      await server.close();
      expect(new Set(smtp.received.map(({ mail }) => mail.messageId)).size).toBe(8);
      const [confirmation] = byMessageId(smtp.received, `<${entry}.waitlist@www.rackwise-academy.de>`);
      expect(confirmation!.recipients).toEqual(['jonas@kunde.example']);
      expect(confirmation!.mail.subject).toMatch(/^Waiting list: /);
      expect(byMessageId(smtp.received, `<${entry}.waitlistAcademy@www.rackwise-academy.de>`)[0]!.recipients).toEqual([
        'team@academy.example',
      ]);
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it('the participant’s confirmation: in German, what was booked, the calendar file with the date’s start', () => {
    const [mail] = byMessageId(received, `<${german}.participant@www.rackwise-academy.de>`);
    expect(mail!.recipients).toEqual(['erika@kunde.example']);
    const { mail: message } = mail!;
    expect(message.subject).toBe(`Anmeldebestätigung: ${seminar.translations.de.title} am 19. Januar 2027`);
    expect(message.from?.value).toEqual([{ name: 'Rackwise academy', address: 'anmeldung@academy.example' }]);
    expect(message.replyTo?.value).toEqual([{ name: 'Rackwise academy', address: 'team@academy.example' }]);
    expect(message.headers.get('auto-submitted')).toBe('auto-generated');
    expect(message.text).toContain('Sehr geehrte Frau Dr. Mustermann,');
    // The reference a person can read out; the registration's id stays internal.
    expect(message.text).toMatch(/Vorgangsnummer: +[2-9A-HJKMNP-Z]{6}\n/);
    expect(message.text).not.toContain(german);
    expect(message.text).toMatch(/Gesamtpreis: +810,00\s€ \(inkl\. Prüfungs- und Zertifizierungsgebühr\)/);
    expect(message.text).toContain('Alle Preise zzgl. gesetzl. MwSt.');
    expect(message.text).toContain('Die Rechnung senden wir nach dem Seminar per E-Mail an Dr. Erika Mustermann <erika@kunde.example>.');
    expect(message.html).toContain('<html lang="de-DE">');
    // No remote images, nothing to load.
    expect(message.html).not.toMatch(/<img|src=/i);
    const [calendar] = message.attachments;
    expect(calendar).toMatchObject({ filename: 'termin.ics', contentType: 'text/calendar' });
    const event = new ICAL.Component(ICAL.parse(calendar!.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('dtstart')?.toString()).toBe(
      new Date(berlinInstant(date.start, date.startTime)).toISOString().replace('.000', ''),
    );
    expect(event.getFirstPropertyValue('summary')).toBe(seminar.translations.de.title);
  });

  it('the English registration: the participant’s and the invoice contact’s mails in English', () => {
    const [participant] = byMessageId(received, `<${english}.participant@www.rackwise-academy.de>`);
    expect(participant!.mail.subject).toBe(`Registration confirmed: ${seminar.translations.en.title}, January 19, 2027`);
    expect(participant!.mail.text).toContain('Dear Dr. Mustermann,');
    expect(participant!.mail.text).toContain(
      'We will send the invoice by email to Max Buchhaltung <rechnung@kunde.example> after the course.',
    );
    expect(participant!.mail.attachments.map((file) => file.filename)).toEqual(['calendar.ics']);
    const [invoice] = byMessageId(received, `<${english}.invoiceContact@www.rackwise-academy.de>`);
    expect(invoice!.recipients).toEqual(['rechnung@kunde.example']);
    expect(invoice!.mail.subject).toBe(`Invoice for a registration: ${seminar.translations.en.title}, January 19, 2027`);
    // Nobody proved that address: the note names nobody.
    expect(invoice!.mail.text).toMatch(/^Hello,\n/);
    expect(invoice!.mail.text).toContain(
      'A registration for a course, sent through our website and confirmed by the person who registered, names you as the contact for the invoice:',
    );
    expect(invoice!.mail.text).not.toMatch(/Mustermann|Buchhaltung/);
    // The German registration named no other invoice contact: no such mail.
    expect(byMessageId(received, `<${german}.invoiceContact@www.rackwise-academy.de>`)).toEqual([]);
  });

  it('the academy’s copies: every field, the CSV row attached, replies to the participant', () => {
    for (const id of [german, english]) {
      const [copy] = byMessageId(received, `<${id}.academy@www.rackwise-academy.de>`);
      expect(copy!.recipients).toEqual(['team@academy.example']);
      expect(copy!.mail.subject).toMatch(/^Neue Anmeldung: .+ – Dr\. Erika Mustermann, Muster Rechenzentren GmbH$/);
      expect(copy!.mail.replyTo?.value[0]?.address).toMatch(/^erika(\.en)?@kunde\.example$/);
      // Every field, under its section's heading.
      expect(copy!.mail.text).toMatch(/Rechnungsanschrift\n-+\n\n(.+\n)*Postleitzahl: +10115\n/);
      expect(copy!.mail.text).toMatch(/Teilnehmende Person\n-+\n\nAnrede: +Frau\nTitel: +Dr\.\n/);
      expect(copy!.mail.text).toMatch(/Weitere Angaben\n-+\n\nAnmerkungen: +Bitte vegetarisches Mittagessen\.\n/);
      const [csv] = copy!.mail.attachments;
      expect(csv!.filename).toBe(`anmeldung-${id}.csv`);
      expect(csv!.content.toString('utf8')).toContain(`\r\n${id};`);
    }
  });
});

describe('a recipient the mail server refuses', () => {
  it('is recorded as undelivered, not tried again, and named in the export; the other mails go out', async () => {
    const smtp = await startSmtpServer(port);
    const server = await start();
    try {
      const invoiceContact = { sameAsParticipant: false, name: 'Nobody', email: `nobody@${REJECTED_DOMAIN}`, phone: '+49 30 7654321' };
      const id = await register(server, {
        ...withField(validInput({ email: 'refused.case@kunde.example' }), 'invoiceContact', invoiceContact),
        locale: 'de',
      });
      const asked = () => byMessageId(smtp.received, `<${id}.confirm@www.rackwise-academy.de>`);
      await until('the "please confirm" mail', () => asked().length === 1);
      expect((await confirmThrough(server, confirmLinkIn(asked()[0]!.mail))).status).toBe(200);
      const settled = async () =>
        (await mailRecords()).filter((record) => record.entryId === id && (record.sentAt !== null || record.rejectedAt !== null));
      await until('the four mails settled', async () => (await settled()).length === 4);
      const records = (await mailRecords()).filter((record) => record.entryId === id);
      expect(records.find((record) => record.kind === 'invoiceContact')).toMatchObject({
        sentAt: null,
        attempts: 1,
        lastError: expect.stringMatching(/550 5\.1\.1 Mailbox does not exist/),
      });
      expect(records.find((record) => record.kind === 'invoiceContact')!.rejectedAt).not.toBeNull();
      expect(smtp.received.filter(({ mail }) => mail.messageId?.startsWith(`<${id}.`)).map(({ mail }) => mail.messageId)).toEqual([
        `<${id}.confirm@www.rackwise-academy.de>`,
        `<${id}.participant@www.rackwise-academy.de>`,
        `<${id}.academy@www.rackwise-academy.de>`,
      ]);

      const stores = await openSqliteStores({ dataDir: join(work, 'data'), outbox: false });
      const csv = registrationsCsv(await stores.registrations.all(), {
        locale: 'en',
        undelivered: undeliveredMails(await stores.mail.records()),
      });
      await stores.close();
      expect(csv).toContain(`${id},`);
      expect(csv).toMatch(/invoiceContact: EENVELOPE: 550 5\.1\.1 Mailbox does not exist/);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
