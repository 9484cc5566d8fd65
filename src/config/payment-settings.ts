/**
 * The settings of the money that comes in (a group of src/config/settings.ts): the receipts of
 * payments, the reminders of unpaid invoices and when they go, and the statutory charges for
 * late payment a business may be asked for (off by default).
 */
import { choice, documented as d, decimal, wholeNumber } from './setting-types.ts';

export const PAYMENTS = {
  PAYMENT_RECEIPTS: d(
    choice(['on', 'off'] as const, 'on'),
    'server',
    "whether an invoice paid in full through an imported bank statement (`npm run payments:import`) sends its invoice contact a short receipt in the registration's language (`on`) or nothing (`off`)",
  ),
  PAYMENT_REMINDER_DAYS: d(
    wholeNumber(7, 1, 90),
    'server',
    "how many days after an invoice's due day its first payment reminder goes to the invoice contact, while anything of it is unpaid",
  ),
  SECOND_REMINDER_DAYS: d(wholeNumber(14, 1, 90), 'server', 'how many days after the first reminder the second one goes'),
  REMINDERS_TO_STAFF_DAYS: d(
    wholeNumber(14, 1, 90),
    'server',
    'how many days after the second reminder an invoice still unpaid is flagged for staff in the CMS (no further mail goes)',
  ),
  LATE_PAYMENT_CHARGES: d(
    choice(['off', 'on'] as const, 'off'),
    'server',
    'whether the second reminder to a business (not a private person) claims the statutory late-payment interest (BASE_INTEREST_RATE plus 9 points a year, from the day after the due day, § 288 (2) BGB) and the lump sum of 40 EUR (§ 288 (5) BGB)',
  ),
  BASE_INTEREST_RATE: d(
    decimal('1.27', -10, 20),
    'server',
    "the Deutsche Bundesbank's base rate (Basiszinssatz), per cent, which it sets on 1 January and 1 July: what late-payment interest is counted from (LATE_PAYMENT_CHARGES)",
  ),
};
