/**
 * A quote (an Angebot) as its PDF draws it: a registration's lines and reductions as its
 * invoices would bill them, on one numbered document with the day it holds until and the terms,
 * its totals net, VAT and gross, and no GiroCode (nothing is owed yet).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { groupDiscountsOf } from '../../src/content/discounts.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { invoicePdf } from '../../src/server/invoices/drawing/invoice-pdf.ts';
import { quoteOf, wantedInvoices } from '../../src/server/invoices/rules/documents.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { invoiceTotals } from '../../src/server/invoices/rules/totals.ts';
import { quoteLinkMail, quoteMails } from '../../src/server/quotes/rules/quote-mails.ts';
import type { IssuedRecord, StoredQuote } from '../../src/server/quotes/rules/quote-record.ts';
import { documentPrice, quoteDocumentOf, quoteState, quoteView, validUntilOf } from '../../src/server/quotes/rules/quote-view.ts';
import { untouchedPlaces } from '../../src/server/registrations/rules/account.ts';
import { bookedPrice } from '../../src/server/registrations/rules/booked-price.ts';
import type { StoredRegistration } from '../../src/server/registrations/rules/stored-entry.ts';
import { qrCodeIn, readPdfText } from '../support/pdf-pages.ts';
import { colleague, validInput } from '../support/registration.ts';

const content = await loadContentCache('content-cache');
const invoicing = invoicingOf(DEFAULT_SETTINGS);

/** Three people for Frankfurt (1003), priced on `day`. */
function threeFor1003(day: string): StoredRegistration {
  const input = validInput({ dateId: 1003 });
  const payload = registrationSchema.parse({ ...input, participants: [input.participants[0]!, colleague(2), colleague(3)] });
  const date = content.seminarDates.find((item) => item.id === 1003)!;
  return {
    id: 'quote',
    reference: '',
    price: bookedPrice(date, day, groupDiscountsOf(content, date, day)),
    dateId: 1003,
    email: payload.participants[0]!.email,
    locale: 'de',
    payload,
    createdAt: `${day}T09:00:00.000Z`,
    idempotencyKey: null,
    fingerprint: '',
    status: 'pending',
    heldUntil: null,
    confirmedAt: null,
  };
}

describe('a quote', () => {
  it('is one numbered document of the lines and reductions, with the day it holds until and no GiroCode', async () => {
    const registration = threeFor1003('2026-11-22');
    const wanted = wantedInvoices(registration, untouchedPlaces(registration), content, invoicing.vatRules)!;
    const quote = quoteOf(registration, wanted, {
      seller: invoicing.seller,
      number: 'AN-2026-00001',
      issueDate: '2026-11-22',
      validUntil: '2026-12-22',
    });
    expect(quote).toMatchObject({ kind: 'quote', number: 'AN-2026-00001', dueDate: '2026-12-22', corrects: null });
    expect(quote.lines).toHaveLength(3);
    expect(quote.allowances?.map(({ reason }) => reason)).toEqual(['Gruppenrabatt ab der 3. Person']);
    const totals = invoiceTotals(quote.lines, quote.allowances);
    const pdf = await invoicePdf(quote);
    const [text] = await readPdfText(pdf);
    expect(text).toContain('Angebot AN-2026-00001');
    expect(text).toContain('Angebotsnummer');
    expect(text).toContain('Angebotsdatum');
    expect(text).not.toContain('Rechnungsdatum');
    expect(text).toContain('Dieses Angebot gilt bis zum 22. Dezember 2026');
    expect(text).toContain('Gruppenrabatt ab der 3. Person');
    expect(text!.replace(/\s/g, ' ')).toContain(`${(totals.gross / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} €`);
    expect(await qrCodeIn(pdf)).toBeNull();
  });
});

/** The three people's quote as stored, asked for on 20 December 2026 by the first of them; issued that day unless told otherwise. */
function storedQuote(overrides: Partial<StoredQuote> = {}): IssuedRecord {
  const { payload, price } = threeFor1003('2026-12-20');
  const asked: StoredQuote = {
    id: 'q1',
    hash: 'h',
    registration: payload,
    email: payload.participants[0]!.email,
    locale: 'de',
    price: price!,
    client: 'c',
    createdAt: Date.parse('2026-12-20T09:00:00Z'),
    linkUntil: Date.parse('2026-12-21T09:00:00Z'),
    number: null,
    issuedOn: null,
    validUntil: null,
    document: null,
    registrationId: null,
  };
  const dating = { number: 'ANG-2026-00001', issuedOn: '2026-12-20', validUntil: validUntilOf('2026-12-20', 30) };
  const document = quoteDocumentOf(asked, content, invoicing.vatRules, invoicing.seller, dating)!;
  return { ...asked, ...dating, document, ...overrides } as IssuedRecord;
}

describe('a quote as kept', () => {
  it('holds the day it is issued and the days of QUOTE_VALID_DAYS after it, then is past; booked, it says so whatever the day', () => {
    const quote = storedQuote();
    expect(quote.validUntil).toBe('2027-01-19');
    expect(quoteState(quote, '2027-01-19', true)).toBe('open');
    expect(quoteState(quote, '2027-01-20', true)).toBe('expired');
    expect(quoteState(quote, '2027-01-10', false)).toBe('closed');
    expect(quoteState({ ...quote, registrationId: 'r1' }, '2027-03-01', false)).toBe('booked');
    expect(quoteState({ ...quote, number: null, issuedOn: null, validUntil: null }, '2026-12-20', true)).toBe('new');
  });

  it('states the prices of the document it was issued with', () => {
    const quote = storedQuote();
    expect(quote.document).toMatchObject({ kind: 'quote', number: 'ANG-2026-00001', issueDate: '2026-12-20', dueDate: '2027-01-19' });
    // Early booking 1,890 € + exam 290 € a place, 10 % off the third course fee.
    const price = {
      people: 3,
      unit: 2180,
      allowances: [{ label: 'Gruppenrabatt ab der 3. Person', amount: 189 }],
      net: 6351,
      vat: 1206.69,
      gross: 7557.69,
    };
    expect(documentPrice(quote, quote.document)).toEqual(price);
    expect(quoteView(quote, quote.document, { token: 't', state: 'open', reference: null, refusal: null })).toMatchObject({
      number: 'ANG-2026-00001',
      people: ['Dr. Erika Mustermann', 'Jonas2 Beispiel', 'Jonas3 Beispiel'],
      billing: ['Muster Rechenzentren GmbH', 'Musterstraße 1', '10115 Berlin', 'Deutschland', 'DE123456789'],
      price,
    });
  });

  it('is mailed: its link in the academy’s words only, then itself with its PDF to whoever asked and a copy to the academy', () => {
    const settings = { siteUrl: 'https://www.rackwise-academy.de', academyInbox: 'team@academy.example', academy: DEFAULT_ACADEMY_CONTACT };
    const link = quoteLinkMail(settings, content, {
      quoteId: 'q1',
      dateId: 1003,
      locale: 'en',
      address: 'asker@example.com',
      href: 'https://www.rackwise-academy.de/api/registrations/quote?token=t',
      hours: 24,
      at: 1,
    });
    expect(link).toMatchObject({ kind: 'quote-link-1', to: { name: '', address: 'asker@example.com' } });
    expect(link.text).toMatch(/for EN\s50600 Professional on February 16\s–\s18, 2027\./);
    expect(link.text).not.toContain('Mustermann');
    const [toAsker, copy] = quoteMails(settings, content, storedQuote(), 'JVBERi0=', 'https://example.com/q');
    expect(toAsker).toMatchObject({ kind: 'quote', to: { address: 'erika.mustermann@example.com' } });
    expect(toAsker!.text).toContain('Sehr geehrte Frau Dr. Mustermann,');
    expect(toAsker!.text).toMatch(/über 7\.557,69\s€ für 3 Personen/);
    expect(toAsker!.attachments).toEqual([
      { filename: 'ANG-2026-00001.pdf', contentType: 'application/pdf', content: 'JVBERi0=', encoding: 'base64' },
    ]);
    expect(copy).toMatchObject({ kind: 'quote-academy', to: { address: 'team@academy.example' }, attachments: [] });
    expect(copy!.text).toMatch(/Angebot ANG-2026-00001 über 6\.351,00\s€ netto/);
  });
});
