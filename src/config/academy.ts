/**
 * The academy's mail addresses the server falls back on: its details (name, address, phone)
 * are settings (academy-contact.ts).
 */
import { BRAND } from './site.ts';

/** Where registrations are sent from and where the academy's copies go, unless MAIL_FROM and ACADEMY_INBOX say otherwise. */
export const DEFAULT_MAIL_FROM = `${BRAND} academy <anmeldung@rackwise-academy.de>`;
export const DEFAULT_ACADEMY_INBOX = 'anmeldung@rackwise-academy.de';

/** The address of a mailbox written 'Name <address>' (or the address alone). */
export function mailboxAddress(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}
