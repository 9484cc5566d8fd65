/**
 * A mail waiting in the outbox, a sent one and an invoice as the versions before migration 6
 * stored them (the message whole, with its kind, entry and address; the document with its
 * number and kind), and what reading them back after it must give: the tests of both engines'
 * migrations (registration-migrations.test.ts, postgres-migrations.test.ts) share them.
 */
import { expect } from 'vitest';
import type { InvoiceDocument } from '../../src/server/invoices/rules/invoice-document.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import type { OutgoingMail } from '../../src/server/outbox/mail-message.ts';

const MAIL: OutgoingMail = {
  kind: 'participant',
  entryId: 'billed',
  messageId: '<billed.participant@www.rackwise-academy.de>',
  to: { name: 'Erika Mustermann', address: 'erika.mustermann@example.com' },
  replyTo: { name: 'Rackwise academy', address: 'anmeldung@rackwise-academy.de' },
  subject: 'Ihre Anmeldung: EN 50600 Grundlagen',
  text: 'Guten Tag Frau Mustermann, …',
  html: '<p>Guten Tag Frau Mustermann, …</p>',
  attachments: [{ filename: 'termin.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
};

const PLACE = { street: 'Am Rechenzentrum 1', postalCode: '60314', city: 'Frankfurt am Main', country: 'DE' } as const;
const DOCUMENT: InvoiceDocument = {
  kind: 'invoice',
  number: 'RE-2027-00001',
  issueDate: '2027-03-02',
  dueDate: '2027-03-16',
  period: { start: '2027-03-01', end: '2027-03-02' },
  locale: 'de',
  reference: 'R-BILLED',
  seller: {
    name: 'Rackwise academy GmbH',
    ...PLACE,
    vatId: 'DE123456789',
    taxNumber: '045 123 45678',
    register: 'Amtsgericht Frankfurt am Main, HRB 123456',
    directors: 'Jana Beispiel',
    email: 'rechnung@rackwise-academy.de',
    phone: '+49 69 1234560',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    bank: 'Beispielbank',
  },
  buyer: {
    name: 'Muster Rechenzentren GmbH',
    ...PLACE,
    vatId: null,
    contact: 'Erika Mustermann',
    email: 'erika.mustermann@example.com',
    reference: null,
    purchaseOrder: 'PO-4711',
  },
  lines: [
    {
      name: 'EN 50600 Grundlagen',
      description: 'Erika Mustermann',
      net: 148_000,
      vat: { category: 'S', rate: 19 },
      period: { start: '2027-03-01', end: '2027-03-02' },
      venue: { name: 'Tagungszentrum Ost', ...PLACE },
    },
  ],
  corrects: null,
  venue: { name: 'Tagungszentrum Ost', ...PLACE },
};

/** The rows to write, as version 5 wrote them, in the columns' order of the inserts below. */
export const VERSION_5_ROWS = {
  registrations: [['billed', 1001, 'erika.mustermann@example.com', '{}', 'R-BILLED']],
  mail_outbox: [
    ['billed.participant', 'billed', 'participant', JSON.stringify(MAIL), 0, null],
    ['billed.academy', 'billed', 'academy', '{}', null, '2027-03-02T09:00:00.000Z'],
  ],
  invoices: [['inv-1', DOCUMENT.number, DOCUMENT.kind, 'billed', JSON.stringify(DOCUMENT)]],
} as const;

/** The inserts of VERSION_5_ROWS, with parameters `$1`, `$2`, … (both engines read them). */
export const VERSION_5_INSERTS = {
  registrations: `INSERT INTO registrations (id, date_id, email, locale, payload, created_at, fingerprint, status, reference)
     VALUES ($1, $2, $3, 'de', $4, '2027-03-01T10:00:00.000Z', 'f', 'confirmed', $5)`,
  mail_outbox: 'INSERT INTO mail_outbox (id, entry_id, kind, message, next_attempt_at, sent_at) VALUES ($1, $2, $3, $4, $5, $6)',
  invoices: `INSERT INTO invoices (id, number, kind, registration_id, issued_at, net, vat, gross, status, document)
     VALUES ($1, $2, $3, $4, '2027-03-02T09:00:00.000Z', 148000, 28120, 176120, 'open', $5)`,
} as const;

/** The mail and the document read back whole, from the JSON and the columns. */
export async function expectCopiesReadBack(stores: Stores): Promise<void> {
  expect(await stores.mail.due(0, 10)).toEqual([{ id: 'billed.participant', mail: MAIL, attempts: 0 }]);
  expect((await stores.invoices.get('inv-1'))?.document).toEqual(DOCUMENT);
}

/** No JSON repeats a column; the waiting mail's address is in its own, the sent one keeps none. */
export function expectNoCopies(
  mails: ReadonlyArray<{ id: string; address: string | null; message: string }>,
  documents: ReadonlyArray<{ document: string }>,
): void {
  expect(mails.map(({ id, address }) => ({ id, address }))).toEqual([
    { id: 'billed.academy', address: null },
    { id: 'billed.participant', address: MAIL.to.address },
  ]);
  for (const { message } of mails) {
    const parsed = JSON.parse(message) as { to?: object };
    for (const key of ['kind', 'entryId']) expect(Object.keys(parsed)).not.toContain(key);
    if (parsed.to) expect(parsed.to).toEqual({ name: MAIL.to.name });
  }
  for (const { document } of documents) for (const key of ['number', 'kind']) expect(Object.keys(JSON.parse(document))).not.toContain(key);
}

/** The SQL of the outbox's addresses and messages, and of the invoices' documents. */
export const OUTBOX_ROWS = 'SELECT id, address, message FROM mail_outbox ORDER BY id';
export const INVOICE_DOCUMENTS = 'SELECT document FROM invoices';
