/**
 * What the pages state of the settings: how long personal data is kept (the privacy page)
 * and the academy's contact details (the footer of every page, the contact page, the
 * structured data). The build and the server's rebuilds draw the pages with the same values
 * the server acts on, so a page cannot promise what the server does not do.
 */
import { type AcademyContact, academyContact } from './academy-contact.ts';
import { type RetentionPeriods, retentionPeriods } from './retention.ts';
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';

export interface StatedSettings {
  readonly retention: RetentionPeriods;
  readonly academy: AcademyContact;
}

export const statedSettings = (settings: Settings): StatedSettings => ({
  retention: retentionPeriods(settings),
  academy: academyContact(settings),
});

export const DEFAULT_STATED: StatedSettings = statedSettings(DEFAULT_SETTINGS);
