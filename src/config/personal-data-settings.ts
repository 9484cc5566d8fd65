/**
 * The settings of how long personal data is kept (a group of src/config/settings.ts): the
 * server deletes and anonymises by them, and the privacy page states them (retention.ts).
 */
import { documented as d, wholeNumber } from './setting-types.ts';

export const PERSONAL_DATA = {
  UNCONFIRMED_GRACE_HOURS: d(
    wholeNumber(24, 1, 24 * 30),
    'build, server',
    'an entry nobody confirmed is deleted this many hours after its link expired (`CONFIRM_LINK_HOURS`); the privacy page states the sum',
  ),
  WAITLIST_RETENTION_DAYS: d(wholeNumber(30, 1, 3650), 'build, server', 'a waiting-list entry is deleted this many days after its date'),
  PARTICIPANT_RETENTION_DAYS: d(
    wholeNumber(365, 1, 3650),
    'build, server',
    "a registration's people (names, addresses, phone numbers, job titles, the invoice contact, the remarks) are anonymised this many days after the course; the billing address, the places and their prices stay for the accounts",
  ),
  ENQUIRY_RETENTION_DAYS: d(
    wholeNumber(180, 1, 3650),
    'build, server',
    'an enquiry (contact form, in-house enquiry) is deleted this many days after its sender confirmed it, on the site and in the CMS; a quote this many days after its last valid day',
  ),
  ACCOUNTS_RETENTION_YEARS: d(
    wholeNumber(10, 1, 30),
    'build, server',
    'what the accounts need of a registration (billing address, amounts, dates) is deleted this many years after the course: the statutory period for books and records in Germany (§ 257 HGB, § 147 AO)',
  ),
};
