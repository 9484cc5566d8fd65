/**
 * A venue as pages, calendar files and mails write it: its name and address in lines (the
 * country named only outside Germany, for a German academy's German and English readers
 * alike), one line of it, and the link to it on a map.
 */
import { countryName } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Venue } from './types.ts';

/** Street, and postcode with city, as the post writes them there. */
export const venueAddress = (venue: Venue): string[] => [venue.street, `${venue.postalCode} ${venue.city}`];

export function venueLines(venue: Venue, locale: Locale): string[] {
  return [venue.name, ...venueAddress(venue), ...(venue.country === 'DE' ? [] : [countryName(locale, venue.country)])];
}

/** 'Rackwise Academy Frankfurt, Lyoner Straße 44, 60528 Frankfurt am Main'. */
export const venueLine = (venue: Venue, locale: Locale) => venueLines(venue, locale).join(', ');

/** The venue's own map link, else OpenStreetMap's search for its address. */
export function mapLink(venue: Venue): string {
  if (venue.mapUrl !== null) return venue.mapUrl;
  const address = `${venue.street}, ${venue.postalCode} ${venue.city}, ${venue.country}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
