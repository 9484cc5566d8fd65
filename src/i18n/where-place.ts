/**
 * Where a date takes place, in words: its city by its name in the language, or that it is
 * online. The date's page, its search record, its calendar file, its mails and the manage
 * page all say it so.
 */
import { placeName } from './format.ts';
import type { Locale } from './locales.ts';
import { MESSAGES } from './messages.ts';

export const wherePlace = (locale: Locale, location: string | null): string =>
  location === null ? MESSAGES[locale].seminar.online : placeName(locale, location);
