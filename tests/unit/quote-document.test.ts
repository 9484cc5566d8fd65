/**
 * A quote (an Angebot) as its PDF draws it: a registration's lines and reductions as its
 * invoices would bill them, on one numbered document with the day it holds until and the terms,
 * its totals net, VAT and gross, and no GiroCode (nothing is owed yet).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { groupDiscountsOf } from '../../src/content/discounts.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { invoicePdf } from '../../src/server/invoices/drawing/invoice-pdf.ts';
import { quoteOf, wantedInvoices } from '../../src/server/invoices/rules/documents.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { invoiceTotals } from '../../src/server/invoices/rules/totals.ts';
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
