/**
 * The academy's contact details as the pages, the mails and the invoices state them, from
 * the settings (academy-settings.ts): one source, so the footer, the contact page, a mail's
 * closing and an invoice's letterhead cannot disagree.
 */

import type { Settings } from './settings.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { BRAND } from './site.ts';

export interface AcademyContact {
  /** What the academy calls itself in a sentence: "Rackwise academy". */
  readonly name: string;
  /** The name as registered: "Rackwise Academy GmbH". */
  readonly legalName: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** As dialled from abroad: "+49 69 90009 120". */
  readonly phone: string;
  readonly email: string;
}

export function academyContact(settings: Settings): AcademyContact {
  return {
    name: `${BRAND} academy`,
    legalName: settings.ACADEMY_LEGAL_NAME,
    street: settings.ACADEMY_STREET,
    postalCode: settings.ACADEMY_POSTAL_CODE,
    city: settings.ACADEMY_CITY,
    phone: settings.ACADEMY_PHONE,
    email: settings.ACADEMY_EMAIL,
  };
}

export const DEFAULT_ACADEMY_CONTACT: AcademyContact = academyContact(DEFAULT_SETTINGS);

/** The address on one line: "Musterstraße 12, 60311 Frankfurt am Main". */
export const addressLine = (contact: AcademyContact): string => `${contact.street}, ${contact.postalCode} ${contact.city}`;

/** A phone number as a page shows it: on one line (non-breaking spaces). */
export const phoneText = (phone: string): string => phone.replaceAll(' ', '\u00a0');

/** A phone number as a `tel:` link's target: its digits and the leading plus. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
