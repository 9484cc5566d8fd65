/**
 * What lists show of a seminar or a date, as plain data: the props of the seminar card
 * and the date row (whose types the components declare), made by the pages' `load` from
 * the content and the day. Everything
 * a card or row draws is here (its status, the offer that applies, the next bookable
 * date, the lowest price), so the components only draw and a page's props say exactly
 * what it shows.
 */

import type { VenueShown } from '../components/DateFacts.tsx';
import type { DateItem } from '../components/DateRow.tsx';
import type { EventItem } from '../components/EventRow.tsx';
import type { FullPriceShown, OfferShown } from '../components/Price.tsx';
import type { SeminarCardItem } from '../components/SeminarCard.tsx';
import type { ConsumerPrices } from '../content/consumer-prices.ts';
import { type ContentIndex, datesOf, venueOf } from '../content/content-index.ts';
import { fullPrice, priceNow, seminarOffer } from '../content/prices.ts';
import { dateStatus, nextBookableDate } from '../content/schedule.ts';
import type { AcademyEvent, Seminar, SeminarDate } from '../content/types.ts';
import { mapLink, venueAddress } from '../content/venues.ts';
import { countryName } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

/** A date's full price as a page states it, with what a private person pays for it now. */
export function priceShown(date: SeminarDate, today: string, prices: ConsumerPrices): FullPriceShown {
  const price = fullPrice(date, today);
  return { ...price, consumer: prices(`d${date.id}`, priceNow(price)) };
}

/** A seminar's price as a page states it (one, or "from" the lowest), with what a private person pays for it now. */
export function offerShown(seminarId: number, dates: readonly SeminarDate[], today: string, prices: ConsumerPrices): OfferShown | null {
  const offer = seminarOffer(dates, today);
  if (!offer) return null;
  return { ...offer, consumer: prices(`s${seminarId}`, offer.kind === 'one' ? priceNow(offer) : offer.price) };
}

export function dateItem(
  seminar: Seminar,
  date: SeminarDate,
  today: string,
  seminarTitle: string | null,
  prices: ConsumerPrices,
): DateItem {
  return {
    id: date.id,
    seminarSlug: seminar.slug,
    seminarTitle,
    start: date.start,
    end: date.end,
    location: date.location,
    format: seminar.format,
    language: date.language,
    price: priceShown(date, today, prices),
    fullyBooked: dateStatus(date, today) === 'fully-booked',
    cancelled: dateStatus(date, today) === 'cancelled',
    seatsLeft: date.seatsLeft ?? null,
    guaranteed: date.guaranteed,
  };
}

/** Dates of several seminars as list rows, each named by its seminar's title (dates whose seminar is gone are left out). */
export function datesWithTitles(
  index: ContentIndex,
  dates: readonly SeminarDate[],
  locale: Locale,
  today: string,
  prices: ConsumerPrices,
): DateItem[] {
  return dates.flatMap((date) => {
    const seminar = index.seminarById.get(date.seminarId);
    return seminar ? [dateItem(seminar, date, today, seminar.translations[locale].title, prices)] : [];
  });
}

export function seminarCard(index: ContentIndex, seminar: Seminar, locale: Locale, today: string, prices: ConsumerPrices): SeminarCardItem {
  const dates = datesOf(index, seminar.id);
  const next = nextBookableDate(dates, today);
  const text = seminar.translations[locale];
  return {
    id: seminar.id,
    slug: seminar.slug,
    title: text.title,
    teaser: text.teaser,
    image: seminar.image,
    format: seminar.format,
    isNew: seminar.isNew,
    fullyBooked: seminar.fullyBooked,
    language: seminar.language,
    durationDays: seminar.durationDays,
    offer: offerShown(seminar.id, dates, today, prices),
    nextDate: next ? { start: next.start, end: next.end } : null,
  };
}

/** A date's venue as its page shows it, or null where it has none. */
export function venueShown(index: ContentIndex, venueId: string | null, locale: Locale): VenueShown | null {
  const venue = venueOf(index, venueId);
  if (!venue) return null;
  const { directions, accessibility } = venue.translations[locale];
  const country = venue.country === 'DE' ? null : countryName(locale, venue.country);
  return {
    name: venue.name,
    address: venueAddress(venue),
    country,
    mapUrl: mapLink(venue),
    directions,
    accessibility,
  };
}

/** An event as a list row. */
export function eventItem(event: AcademyEvent, locale: Locale): EventItem {
  const { title, teaser } = event.translations[locale];
  return { id: event.id, title, teaser, start: event.start, end: event.end, location: event.location };
}

/** The events not yet over on `today`, soonest first, and those over, latest first. */
export function eventsByTime(events: readonly AcademyEvent[], today: string): { upcoming: AcademyEvent[]; past: AcademyEvent[] } {
  const byStart = [...events].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  return { upcoming: byStart.filter((event) => event.end >= today), past: byStart.filter((event) => event.end < today).reverse() };
}
