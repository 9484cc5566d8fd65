/** Paths of files that belong to a page: a seminar date's calendar file sits beside its page. */
import type { Locale } from '../i18n/locales.ts';
import { buildPath } from './match.ts';

/** The academy's DID document (did:web): served live by the Node server and nginx, written into the build for static hosts. */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

/** How every calendar file's name ends. */
export const CALENDAR_FILE_EXTENSION = '.ics';

const CALENDAR_FILE: Readonly<Record<Locale, string>> = {
  de: `termin${CALENDAR_FILE_EXTENSION}`,
  en: `calendar${CALENDAR_FILE_EXTENSION}`,
};

export function calendarFilePath(locale: Locale, slug: string, dateId: string): string {
  return `${buildPath('seminarDate', locale, { slug, dateId })}/${CALENDAR_FILE[locale]}`;
}
