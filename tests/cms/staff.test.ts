/**
 * Staff act in a real Directus and the site carries it out: a group registered and
 * confirmed on the site appears as a registration item with its participants; a staff
 * member cancels one participant there, and the site's seats, the date's page, the
 * cancellation mail and the item follow; a move to a date without the seats is refused, and
 * the item says so and shows the date it still has; a date called off there mails everyone
 * once and its pages say so; an invoice appears with its files, staff mark it paid and
 * reverse it by a credit note, which is mailed and appears too; participants' feedback shows on
 * their items, staff approve the fifth answer there, and the seminar's page shows the rating. The
 * site server runs in this process on the built site (npm run test:build), its mails written as .eml files.
 */

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readFiles, readItem, readItems, readRevisions, updateItem } from '@directus/sdk';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { confirmLinkIn } from '../support/confirm-link.ts';
import { colleague, validInput } from '../support/registration.ts';
import { until } from '../support/until.ts';
import { registerGroupOn, type SiteWithCms, startSiteWithCms } from './site-with-cms.ts';

/** Seminar 1's date of 2027-03-09 (24 seats), and its later one of 2027-09-14. */
const DATE_ID = 1007;
const LATER_DATE_ID = 1009;
const DATE_PAGE = '/seminare/en-50600-grundlagen/1007';
let running: SiteWithCms | undefined;
let site: SiteWithCms['site'];
let cms: SiteWithCms['cms'] | undefined;
let dataDir: string;

beforeAll(async () => {
  // Every date's page says how many seats are left.
  running = await startSiteWithCms('cms-staff-', { FEW_SEATS: '1000' });
  ({ site, cms, dataDir } = running);
});

afterAll(async () => {
  await running?.stop();
});

const mailDir = () => join(dataDir, 'mail');
const seatsLeft = async () => /Nur noch (\d+) Pl/.exec(await (await fetch(`${site.url}${DATE_PAGE}`)).text())?.[1];

interface Item {
  status: string;
  seminar_date: number;
  site_note: string | null;
  participants: Array<{ id: string; position: number; status: string; fee: number | null }>;
}
const itemOf = (id: string) =>
  cms!.admin
    .request(readItem('registrations', id, { fields: ['status', 'seminar_date', 'site_note', 'participants.*'] }))
    .catch(() => null) as Promise<Item | null>;

/** A group of two for the date, registered and confirmed on the site as a visitor does (`more`: other fields of the post). */
const registerGroup = (name: string, dateId = DATE_ID, more: Record<string, unknown> = {}) => registerGroupOn(running!, name, dateId, more);

it('a participant cancelled in Directus: seats, the date’s page, the mail and the item follow', async () => {
  const before = Number(await until('the seats on the page', seatsLeft, Boolean));
  const id = await registerGroup('cancel-one');
  const item = await until(
    'the registration in Directus',
    () => itemOf(id),
    (found) => found?.participants.length === 2,
  );
  expect(item).toMatchObject({ status: 'confirmed', seminar_date: DATE_ID });
  await until('the page after registering', seatsLeft, (left) => Number(left) === before - 2);

  const second = item!.participants.find((participant) => participant.position === 2)!;
  const changed = Date.now();
  await cms!.admin.request(updateItem('registration_participants', second.id, { status: 'cancelled' }));

  const after = await until(
    'the item after the change',
    () => itemOf(id),
    (found) => Boolean(found?.site_note),
  );
  expect(after!.site_note).toMatch(/cancelled person 2/);
  expect(after!.participants.find((participant) => participant.position === 2)).toMatchObject({ status: 'cancelled' });
  expect(after!.participants.find((participant) => participant.position === 1)).toMatchObject({ status: 'confirmed' });
  expect(after!.status).toBe('confirmed');
  await until('the page after the cancellation', seatsLeft, (left) => Number(left) === before - 1);
  console.log(`staff cancel: item noted and page redrawn ${((Date.now() - changed) / 1000).toFixed(1)} s after the edit in Directus`);
  // The mail to the person whose place was cancelled (others go to the one who registered and the academy).
  const recipients = await until(
    'the cancellation mail',
    async () => {
      const files = (await readdir(mailDir())).filter((file) => file.startsWith(`${id}.change-1-`));
      const parsed = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(mailDir(), file)))));
      return parsed.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''));
    },
    (to) => to.some((address) => address.includes('cancel-one-2@example.com')),
  );
  expect(recipients.filter((address) => address.includes('cancel-one-2@example.com'))).toHaveLength(1);
});

it('a move in Directus to a date without the seats is refused, and the item says so and keeps its date', async () => {
  // Staff leave the later date one seat; the site rebuilds with it.
  await cms!.admin.request(updateItem('seminar_dates', LATER_DATE_ID, { seats: 1 }));
  await until(
    'the new seats on the site',
    async () => site.site.current().content.seminarDates.find((date) => date.id === LATER_DATE_ID)?.seats,
    (seats) => seats === 1,
  );
  const registrationId = await registerGroup('move-two');
  await until(
    'the registration in Directus',
    () => itemOf(registrationId),
    (found) => found?.participants.length === 2,
  );
  await cms!.admin.request(updateItem('registrations', registrationId, { seminar_date: LATER_DATE_ID }));
  const after = await until(
    'the refusal',
    () => itemOf(registrationId),
    (found) => /refused/.test(found?.site_note ?? ''),
  );
  expect(after!.site_note).toMatch(/nothing was changed/);
  await until(
    'the item back on its date',
    () => itemOf(registrationId),
    (found) => found?.seminar_date === DATE_ID,
  );
});

it('a date cancelled in Directus: every participant mailed once, both pages say cancelled with no form, JSON-LD EventCancelled', async () => {
  const OTHER_DATE_ID = 1008;
  const id = await registerGroup('called-off', OTHER_DATE_ID);
  await until(
    'the registration in Directus',
    () => itemOf(id),
    (found) => found?.participants.length === 2,
  );

  await cms!.admin.request(updateItem('seminar_dates', OTHER_DATE_ID, { cancelled: true }));
  const cancelledMails = async () =>
    (await readdir(mailDir())).filter((file) => file.startsWith(`${id}.`) && file.includes('date-cancelled'));
  await until('the mails to both participants', cancelledMails, (files) => files.length === 2);
  const german = await until(
    'the German page',
    async () => (await fetch(`${site.url}/seminare/en-50600-grundlagen/${OTHER_DATE_ID}`)).text(),
    (html) => html.includes('Dieser Termin ist abgesagt'),
  );
  expect(german).not.toContain('id="registration"');
  const english = await (await fetch(`${site.url}/en/courses/en-50600-grundlagen/${OTHER_DATE_ID}`)).text();
  expect(english).toContain('This date has been cancelled');
  expect(english).not.toContain('id="registration"');
  const seminarPage = await (await fetch(`${site.url}/en/courses/en-50600-grundlagen`)).text();
  const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(seminarPage)![1]!) as {
    hasCourseInstance: Array<{ eventStatus: string; offers: { url: string } }>;
  };
  expect(jsonLd.hasCourseInstance.find((instance) => instance.offers.url.endsWith(`/${OTHER_DATE_ID}`))?.eventStatus).toBe(
    'https://schema.org/EventCancelled',
  );
  await until(
    'the item cancelled',
    () => itemOf(id),
    (found) => found?.status === 'cancelled',
  );

  // Another rebuild (the next midnight, say) tells nobody twice.
  site.rebuilder!.request('midnight');
  await site.rebuilder!.idle();
  expect(await cancelledMails()).toHaveLength(2);
});

it('a person exported and erased from Directus: no trace of the address in Directus, the database or the mail folder', async () => {
  const person = 'privacy-person@example.com';
  const own = await registerGroup('privacy-person');
  // In a colleague's registration too, as its second participant.
  const input = validInput({ email: 'privacy-colleague@example.com', dateId: DATE_ID });
  const posted = await fetch(`${site.url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...input,
      participants: [input.participants[0]!, colleague(2, 'Privacy-Person+kurs@example.com')],
      locale: 'de',
    }),
  });
  const colleagues = ((await posted.json()) as { id: string }).id;
  const confirmMail = join(mailDir(), `${colleagues}.confirm.eml`);
  await until('the colleague’s confirm mail', async () => existsSync(confirmMail), Boolean);
  const link = new URL(confirmLinkIn(await simpleParser(await readFile(confirmMail))));
  await fetch(`${site.url}${link.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: link.searchParams.toString(),
  });
  for (const id of [own, colleagues])
    await until(
      'the registration in Directus',
      () => itemOf(id),
      (found) => found?.participants.length === 2,
    );

  await cms!.admin.request(updateItem('registrations', own, { privacy_request: 'export' }));
  const exported = await until(
    'the export in the item',
    () =>
      cms!.admin.request(readItem('registrations', own, { fields: ['privacy_export', 'privacy_request'] })) as Promise<{
        privacy_export: string | null;
      }>,
    (item) => Boolean(item.privacy_export),
  );
  expect(exported.privacy_export).toContain(`Auskunft über gespeicherte Daten zur E-Mail-Adresse ${person}`);
  expect(exported.privacy_export).toContain(colleagues);

  await cms!.admin.request(updateItem('registrations', own, { privacy_request: 'erase' }));
  await until(
    'the erasure noted',
    () => itemOf(own),
    (found) => /address was erased/.test(found?.site_note ?? ''),
  );
  // Directus: no item, participant, revision or activity names the address.
  const traces = async () => {
    // Her own registration's second participant, privacy-person-2@, is someone else.
    const searches = [person, 'privacy-person+kurs@example.com'].flatMap((search) => [
      cms!.admin.request(readItems('registrations', { search, fields: ['id'] })),
      cms!.admin.request(readItems('registration_participants', { search, fields: ['id'] })),
    ]);
    const revisions = cms!.admin.request(
      readRevisions({ filter: { collection: { _in: ['registrations', 'registration_participants'] } }, fields: ['id'], limit: 1 }),
    );
    const found = await Promise.all([...searches, revisions]);
    return found.map((rows) => (rows as unknown[]).length);
  };
  await until('no trace in Directus', traces, (counts) => counts.every((count) => count === 0));
  // The colleague keeps her registration and her own place; the billing address stays with the person's.
  const kept = (await cms!.admin.request(readItem('registrations', own, { fields: ['billing_city', 'email'] }))) as {
    billing_city: string;
    email: string;
  };
  expect(kept.billing_city).toBe(input.billing.city);
  expect(kept.email).not.toContain(person);
  expect((await itemOf(colleagues))!.participants).toHaveLength(2);
  // The site: its database file and its mail folder.
  const mailTexts = await Promise.all((await readdir(mailDir())).map((file) => readFile(join(mailDir(), file), 'utf8')));
  expect(mailTexts.filter((text) => /privacy-person(\+kurs)?@example\.com/i.test(text))).toEqual([]);
  // The server checkpoints its log into the file every second; what was deleted was overwritten.
  await until(
    'the database file without the address',
    async () => /privacy-person(\+kurs)?@/.test((await readFile(join(dataDir, 'registrations.sqlite'))).toString('latin1').toLowerCase()),
    (found) => !found,
  );
});

interface InvoiceItem {
  number: string;
  kind: string;
  status: string;
  gross: string | number;
  registration: string;
  pdf: string | null;
  xml: string | null;
  site_note: string | null;
}
const invoiceItemOf = (id: string) =>
  cms!.admin.request(readItem('invoices', id, { fields: ['*'] })).catch(() => null) as Promise<InvoiceItem | null>;

it('an invoice appears in Directus with its files; staff mark it paid; a credit note issued there is mailed and appears', async () => {
  const id = await registerGroup('invoiced');
  // The day after every date, on a clock of the test's own: another process on the site's data folder bills as the site does each day.
  const stores = await openSqliteStores({ dataDir, outbox: true });
  const billing = {
    stores,
    invoices: stores.invoices,
    refunds: stores.refunds,
    getContent: () => site.site.current().content,
    today: () => '2027-12-31',
    now: () => new Date(),
    invoicing: invoicingOf(DEFAULT_SETTINGS),
    mailSettings: { siteUrl: 'https://www.rackwise-academy.de', academyInbox: 'team@academy.example', academy: DEFAULT_ACADEMY_CONTACT },
  };
  const run = await runBilling(billing);
  await stores.close();
  const invoice = run.issued.find((record) => record.registrationId === id)!;
  expect(invoice).toMatchObject({ kind: 'invoice', status: 'open' });

  const item = await until(
    'the invoice in Directus with its files',
    () => invoiceItemOf(invoice.id),
    (found) => Boolean(found?.pdf && found.xml),
    90_000,
  );
  expect(item).toMatchObject({ number: invoice.number, kind: 'invoice', status: 'open', registration: id });
  expect(Number(item!.gross)).toBe(invoice.gross / 100);
  const files = (await cms!.admin.request(
    readFiles({ filter: { id: { _in: [item!.pdf!, item!.xml!] } }, fields: ['id', 'type', 'filename_download'] }),
  )) as Array<{ id: string; type: string; filename_download: string }>;
  expect(files.map((file) => [file.filename_download, file.type]).sort()).toEqual([
    [`${invoice.number}.pdf`, 'application/pdf'],
    [`${invoice.number}.xml`, 'application/xml'],
  ]);

  await cms!.admin.request(updateItem('invoices', invoice.id, { status: 'paid' }));
  await until(
    'the payment recorded',
    () => invoiceItemOf(invoice.id),
    (found) => /recorded as paid/.test(found?.site_note ?? ''),
  );

  await cms!.admin.request(updateItem('invoices', invoice.id, { status: 'credited' }));
  const credited = await until(
    'the credit note noted',
    () => invoiceItemOf(invoice.id),
    (found) => /credit note/.test(found?.site_note ?? ''),
  );
  expect(credited).toMatchObject({ status: 'credited' });
  const number = /credit note (GS-\d{4}-\d{5})/.exec(credited!.site_note!)![1]!;
  await until('the credit note mailed', async () => existsSync(join(mailDir(), `${id}.invoice-${number}.eml`)), Boolean);
  const credits = await until(
    'the credit note in Directus',
    async () =>
      (await cms!.admin.request(
        readItems('invoices', { filter: { registration: { _eq: id }, kind: { _eq: 'credit' } }, fields: ['number', 'pdf', 'gross'] }),
      )) as Array<{ number: string; pdf: string | null; gross: string | number }>,
    (found) => found.some((credit) => credit.pdf !== null),
    90_000,
  );
  expect(credits.map((credit) => [credit.number, Number(credit.gross)])).toEqual([[number, invoice.gross / 100]]);
});

it('feedback approved in Directus counts on the seminar’s page once five answers are approved', async () => {
  const ids = [await registerGroup('voices-a'), await registerGroup('voices-b'), await registerGroup('voices-c')];
  const stores = await openSqliteStores({ dataDir, outbox: true });
  try {
    // Six places answer after the course; four of the answers are approved already; the second place's may be quoted.
    const places = ids.flatMap((id) => [0, 1].map((position) => ({ id, position })));
    for (const [index, { id, position }] of places.entries()) {
      const answer = {
        course: 4 + (index % 2),
        trainers: [],
        comment: index === 1 ? 'Klar aufgebaut, viele Praxisbeispiele.' : '',
        quote: index === 1,
      };
      const quote = index === 1 ? { quoteName: 'Erika', quoteCompany: 'Kunde AG' } : { quoteName: '', quoteCompany: '' };
      await stores.feedback.save({
        registrationId: id,
        position,
        dateId: DATE_ID,
        seminarId: 1,
        locale: 'de',
        answer,
        ...quote,
        answeredAt: Date.now(),
      });
    }
    for (const { id, position } of places.slice(2)) await stores.feedback.review(id, position, 'approved', Date.now());
  } finally {
    await stores.close();
  }
  type Place = { id: string; position: number; feedback_course: number | null; feedback_at: string | null };
  const first = await until(
    'the answer in Directus',
    async () =>
      (await cms!.admin.request(
        readItems('registration_participants', {
          filter: { registration: { _eq: ids[0] } },
          fields: ['id', 'position', 'feedback_course', 'feedback_at'],
        }),
      )) as Place[],
    (found) => found.every((place) => place.feedback_at !== null),
  );
  const seminarPage = async () => (await fetch(`${site.url}/seminare/en-50600-grundlagen`)).text();
  expect(await seminarPage()).not.toContain('Stimmen der Teilnehmenden');

  // A staff member approves the fifth in Directus: the site takes it (what the item showed is what is stored) and redraws.
  const place = first.find((found) => found.position === 1)!;
  expect(place.feedback_course).toBe(4);
  await cms!.admin.request(updateItem('registration_participants', place.id, { feedback_review: 'approved' }));
  const noted = await until(
    'the review noted',
    () => itemOf(ids[0]!),
    (found) => /feedback is approved/.test(found?.site_note ?? ''),
  );
  expect(noted!.site_note).toMatch(/person 1's feedback is approved\.$/);
  const page = await until('the page with the rating', seminarPage, (html) => html.includes('aus 5 Bewertungen'));
  expect(page).toContain('4,4 von 5 Punkten aus 5 Bewertungen');
  // The quotable one is not approved yet: no quote shows.
  expect(page).not.toContain('Klar aufgebaut');
});

it('a booking made for others shows who booked on the registration’s item', async () => {
  const booker = {
    forOthers: true,
    name: 'Petra Teamleitung',
    email: 'petra.booker@example.com',
    phone: '+49 40 5550100',
    company: 'Kunde AG',
  };
  // The booker confirms: the confirm mail goes to her address, which registerGroup reads by the registration's id.
  const id = await registerGroup('booked-for-others', DATE_ID, { booker });
  const item = await until(
    'the registration with its booker in Directus',
    async () =>
      (await cms!.admin.request(readItem('registrations', id, { fields: ['booker', 'invoice_contact'] })).catch(() => null)) as {
        booker: string | null;
        invoice_contact: string | null;
      } | null,
    (found) => Boolean(found?.booker),
  );
  expect(item!.booker).toBe('Petra Teamleitung\npetra.booker@example.com\n+49 40 5550100\nKunde AG');
  expect(item!.invoice_contact).toBeNull();
});
