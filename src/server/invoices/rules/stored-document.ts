/**
 * An invoice's document as the `invoices` row keeps it: as JSON all but its number and kind
 * (columns of their own), read back through this schema (database/stored-json.ts), which the
 * compiler holds to the document's type (invoice-document.ts).
 */
import { z } from 'zod';
import { LOCALES } from '../../../i18n/locales.ts';
import { COUNTRY_CODES } from '../../../registration-contract/countries.ts';
import { INVOICE_KINDS } from '../../database/column-values.ts';
import type { InvoiceDocument } from './invoice-document.ts';

const country = z.enum(COUNTRY_CODES);
const place = { name: z.string(), street: z.string(), postalCode: z.string(), city: z.string(), country };
const period = z.object({ start: z.string(), end: z.string() });
const venue = z.object(place);
const vat = z.object({
  category: z.enum(['S', 'AE', 'O']),
  rate: z.number(),
  country: country.optional(),
  sellerVatId: z.string().optional(),
});

export const INVOICE_DOCUMENT: z.ZodType<InvoiceDocument> = z.object({
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  period,
  locale: z.enum(LOCALES),
  reference: z.string(),
  seller: z.object({
    ...place,
    vatId: z.string(),
    taxNumber: z.string(),
    register: z.string(),
    directors: z.string(),
    email: z.string(),
    phone: z.string(),
    iban: z.string(),
    bic: z.string(),
    bank: z.string(),
  }),
  buyer: z.object({
    ...place,
    vatId: z.string().nullable(),
    contact: z.string(),
    email: z.string(),
    reference: z.string().nullable(),
    purchaseOrder: z.string().nullable(),
    customerNumber: z.number().int().optional(),
  }),
  lines: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      net: z.number(),
      vat,
      period,
      venue: venue.optional(),
      position: z.number().optional(),
    }),
  ),
  allowances: z.array(z.object({ reason: z.string(), amount: z.number(), vat })).optional(),
  corrects: z.object({ number: z.string(), issueDate: z.string() }).nullable(),
  venue: venue.nullable().optional(),
});

/** What of `document` the row's JSON keeps: all but its number and kind. */
export function storedDocument({ number: _number, kind: _kind, ...rest }: InvoiceDocument): string {
  return JSON.stringify(rest);
}
