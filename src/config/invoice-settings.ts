/**
 * The settings of the invoices the server issues (a group of src/config/settings.ts): the
 * numbers' prefixes, the academy's legal details an invoice must state besides its name and
 * address (academy-settings.ts; § 14 UStG, § 35a GmbHG) and its bank account, and the standard VAT rate. The defaults are the example
 * academy's (like the brand): a real academy sets its own.
 */
import { choice, documented as d, iban, textWithDefault, venueVatRules, wholeNumber } from './setting-types.ts';

export const INVOICING = {
  INVOICE_PREFIX: d(textWithDefault('RE'), 'server', 'what invoice numbers start with: one gap-free series per year, `RE-2027-00001`'),
  CREDIT_NOTE_PREFIX: d(
    textWithDefault('GS'),
    'server',
    'what credit notes (cancellation invoices) start with, a series of their own: `GS-2027-00001`',
  ),
  QUOTE_PREFIX: d(textWithDefault('ANG'), 'server', 'what quote numbers start with, a series of their own per year: `ANG-2027-00001`'),
  QUOTE_VALID_DAYS: d(
    wholeNumber(30, 1, 365),
    'server',
    'how many days a quote holds its prices from the day its link is first opened (that day and this many after it); booking from it needs a free seat all the same',
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
  VAT_RATE: d(
    wholeNumber(19, 0, 50),
    'build, server',
    'the standard VAT rate in Germany, per cent (pages state what a private person pays with it)',
  ),
  VAT_VENUE_RULES: d(
    venueVatRules('AT=local:20:ATU99999999,CH=outside'),
    'build, server',
    'how in-person dates abroad are taxed, a rule per country: `AT=local:20:ATU12345678` (registered there: its VAT for everyone), `BE=reverse-charge:21:BE0123456789` (businesses with a VAT ID owe it themselves, anyone else pays its VAT), `CH=outside` (not subject to EU VAT); a published date in a country without a rule is refused',
  ),
  INVOICE_DRAWING_LEASE_SECONDS: d(
    wholeNumber(300, 5, 3600),
    'server',
    'how long a server may take to draw and mail an invoice it claimed; once the claim has run out, the next billing pass of any live server (a timer, within seconds) draws it',
  ),
  BOOKING_CUSTOMERS: d(
    choice(['everyone', 'businesses'] as const, 'everyone'),
    'build, server',
    'who may book: `everyone` (a private person too: every price a page states shows what they pay with VAT, and the form lets them say they book privately) or `businesses` (prices net only; the form takes no private bookings)',
  ),
  INVOICE_WHEN: d(
    choice(['after-course', 'on-confirmation'] as const, 'after-course'),
    'build, server',
    'when a registration is invoiced: `after-course` (the day after its last day) or `on-confirmation` (an advance invoice at once, payable within the payment days and before the course starts); the terms page says which',
  ),
};
