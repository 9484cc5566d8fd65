/**
 * The academy's own details (a group of src/config/settings.ts): the name, address, phone
 * and public mail address the footer of every page, the contact page, the mails and the
 * invoices state. The build reads them for the pages and the server for the mails, so both
 * need the same values. The defaults are the example academy's (like the brand): the
 * phone number is one the Bundesnetzagentur keeps for fiction (Frankfurt, 069 90009 000–999,
 * never given to anyone), so a site shipped with the defaults rings nobody.
 */
import { documented as d, textWithDefault } from './setting-types.ts';

export const ACADEMY_DETAILS = {
  ACADEMY_LEGAL_NAME: d(
    textWithDefault('Rackwise Academy GmbH'),
    'build, server',
    "the academy's name as registered: footer, mails, invoices",
  ),
  ACADEMY_STREET: d(textWithDefault('Musterstraße 12'), 'build, server', "the academy's street and number"),
  ACADEMY_POSTAL_CODE: d(textWithDefault('60311'), 'build, server', "the academy's postal code"),
  ACADEMY_CITY: d(textWithDefault('Frankfurt am Main'), 'build, server', "the academy's city (in Germany)"),
  ACADEMY_PHONE: d(
    textWithDefault('+49 69 90009 120'),
    'build, server',
    "the academy's phone number as people dial it from abroad (`+49 …`): footer, contact page, mails, invoices",
  ),
  ACADEMY_EMAIL: d(
    textWithDefault('info@rackwise-academy.de'),
    'build, server',
    "the academy's public mail address: footer of the mails, contact page",
  ),
};
