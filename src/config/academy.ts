/**
 * The academy's own details, as its mails sign them. A setting like the brand, not
 * content: the imprint page (content) says the same for the website.
 */
import { BRAND } from './site.ts';

export const ACADEMY = {
  name: `${BRAND} academy`,
  company: 'Rackwise Academy GmbH',
  address: 'Musterstraße 12, 60311 Frankfurt am Main',
  phone: '+49 69 000000-0',
  email: 'info@rackwise-academy.de',
} as const;

/** Where registrations are sent from and where the academy's copies go, unless MAIL_FROM and ACADEMY_INBOX say otherwise. */
export const DEFAULT_MAIL_FROM = `${BRAND} academy <anmeldung@rackwise-academy.de>`;
export const DEFAULT_ACADEMY_INBOX = 'anmeldung@rackwise-academy.de';

/** The address of a mailbox written 'Name <address>' (or the address alone). */
export function mailboxAddress(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}
