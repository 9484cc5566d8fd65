/**
 * The settings of the invoices the server issues (a group of src/config/settings.ts): the
 * numbers' prefixes, the academy's legal details an invoice must state besides its name and
 * address (academy-settings.ts; § 14 UStG, § 35a GmbHG) and its bank account, and the standard VAT rate. The defaults are the example
 * academy's (like the brand): a real academy sets its own.
 */
import { documented as d, iban, textWithDefault, wholeNumber } from './setting-types.ts';

export const INVOICING = {
  INVOICE_PREFIX: d(textWithDefault('RE'), 'server', 'what invoice numbers start with: one gap-free series per year, `RE-2027-00001`'),
  CREDIT_NOTE_PREFIX: d(
    textWithDefault('GS'),
    'server',
    'what credit notes (cancellation invoices) start with, a series of their own: `GS-2027-00001`',
  ),
  ACADEMY_VAT_ID: d(textWithDefault('DE999999999'), 'server', "the seller's VAT ID (USt-IdNr.), stated on every invoice"),
  ACADEMY_TAX_NUMBER: d(textWithDefault('045 000 00000'), 'server', "the seller's tax number (Steuernummer)"),
  ACADEMY_REGISTER: d(textWithDefault('Amtsgericht Frankfurt am Main, HRB 000000'), 'server', 'the register court and number'),
  ACADEMY_DIRECTORS: d(textWithDefault('Dr. Anna Beispiel'), 'server', 'the managing directors, as the letterhead names them'),
  ACADEMY_BILLING_EMAIL: d(
    textWithDefault('buchhaltung@rackwise-academy.de'),
    'server',
    "the accounts department's address: the seller's contact and electronic address in every e-invoice",
  ),
  ACADEMY_IBAN: d(iban('DE89370400440532013000'), 'server', 'the account invoices are paid to (its check digits are checked)'),
  ACADEMY_BIC: d(textWithDefault('COBADEFFXXX'), 'server', "the account's BIC"),
  ACADEMY_BANK: d(textWithDefault('Commerzbank'), 'server', "the account's bank"),
  VAT_RATE: d(wholeNumber(19, 0, 50), 'server', 'the standard VAT rate in Germany, per cent'),
};
