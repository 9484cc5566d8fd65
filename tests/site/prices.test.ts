// @vitest-environment jsdom
/**
 * One price everywhere: on every built page, each price shown for a date is its full price per
 * person (course and exam fee, with the early-booking offer while it applies on the build's day),
 * each seminar's is the one full price of its bookable dates or "from" the lowest of them, a
 * training path's is its courses' added up, and a
 * page that shows a price says what it includes. No amount in euros appears outside those prices
 * except the fee parts beside a date's price (which add up to it), what a private person pays for
 * a price with the VAT of where the place is supplied and a seminar's price of a retake of its exam;
 * an event's fee is its own, stated beside its facts (not in its text).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { fullPrice, offerPrice, priceNow, seminarOffer } from '../../src/content/prices.ts';
import { nextBookableDate } from '../../src/content/schedule.ts';
import { formatDate, formatPrice } from '../../src/i18n/format.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';
import { DIST_DIR, loadBuiltSite } from '../support/built-site.ts';

const today = (JSON.parse(readFileSync(join(DIST_DIR, 'builds/latest.json'), 'utf8')) as { today: string }).today;
const content = await loadContentCache(resolve(import.meta.dirname, '../../content-cache'));
const pages = loadBuiltSite().pages.filter((page) => !page.isErrorPage);
const parser = new DOMParser();

/** Text with its spaces (non-breaking ones too) made plain, to compare what a page shows. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

const localeOf = (document: Document): Locale => (document.documentElement.lang.startsWith('en') ? 'en' : 'de');

/** An amount as either language writes it: '1.290,00 €' or '€1,290.00'. */
const AMOUNT = /\d[\d.,]*\s?€|€\s?\d[\d.,]*|\d+(?:[.,]\d+)?\s?(?:Euro|EUR)\b/g;

/** The texts a price marked `of` may read, in `locale`. */
function expectedTexts(of: string, locale: Locale): string[] {
  const money = (amount: number) => formatPrice(locale, amount);
  if (of.startsWith('e')) return [money(eventOf(of).price!)];
  const id = Number(of.slice(1));
  if (of.startsWith('d')) {
    const date = content.seminarDates.find((item) => item.id === id);
    if (!date) throw new Error(`no date ${id}`);
    const price = fullPrice(date, today);
    const until = price.promo && MESSAGES[locale].seminar.promoUntil.replace('{date}', formatDate(locale, price.promo.until));
    return price.promo ? [money(price.regular), money(price.promo.price), until!] : [money(price.regular)];
  }
  const offerOf = (seminarId: number) =>
    seminarOffer(
      content.seminarDates.filter((date) => date.seminarId === seminarId),
      today,
    );
  if (of.startsWith('p')) {
    // A training path: its courses' prices now, added up, "from" where one of them is.
    const path = content.trainingPaths.find((item) => item.id === id)!;
    const offers = content.seminars.filter((seminar) => seminar.trainingPath === path.slug).map((seminar) => offerOf(seminar.id)!);
    const sum = money(offers.reduce((total, offer) => total + offerPrice(offer), 0));
    return [offers.some((offer) => offer.kind === 'from') ? MESSAGES[locale].seminar.fromPrice.replace('{price}', sum) : sum];
  }
  const offer = offerOf(id);
  if (!offer) throw new Error(`seminar ${id} has a price but no bookable date`);
  if (offer.kind === 'from') return [MESSAGES[locale].seminar.fromPrice.replace('{price}', money(offerPrice(offer)))];
  return offer.promo ? [money(offer.regular), money(offer.promo.price)] : [money(offer.regular)];
}

/** The event a price marked 'e' and its id is the fee of. */
function eventOf(of: string) {
  const event = content.events.find((item) => `e${item.id}` === of);
  if (!event?.price) throw new Error(`no event with a fee: ${of}`);
  return event;
}

/** What a price marked before `element` (among its earlier siblings) is the price of. */
function priceBefore(element: Element): string {
  for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
    if (sibling.hasAttribute('data-price')) return sibling.getAttribute('data-price') ?? '';
  return '';
}

/** The VAT a private person pays for a place at a venue (the settings' defaults): 19 % in Germany or online, 20 % in Austria, none in Switzerland. */
function rateAt(venueId: string | null): number {
  const country = content.venues.find((venue) => venue.id === venueId)?.country;
  return country === 'AT' ? 20 : country === 'CH' ? 0 : 19;
}

/** The VAT a private person pays for a place on `date`: its venue's, held in person. */
function consumerRate(date: (typeof content.seminarDates)[number]): number {
  const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
  return rateAt(seminar.format === 'in-person' ? date.venueId : null);
}

/** What a private person pays for the price marked `of` ('d' a date's, 's' a seminar's: its next bookable date's VAT), or null when no VAT is due. */
function expectedGross(of: string): { gross: number; rate: number } | null {
  if (of.startsWith('e')) {
    const event = eventOf(of);
    const rate = rateAt(event.location === null ? null : event.venueId);
    return rate === 0 ? null : { gross: Math.round(event.price! * (100 + rate)) / 100, rate };
  }
  const id = Number(of.slice(1));
  if (of.startsWith('p')) {
    // A training path: its courses' prices added up, at the rate they share.
    const slug = content.trainingPaths.find((item) => item.id === id)!.slug;
    const parts = content.seminars.filter((seminar) => seminar.trainingPath === slug).map((seminar) => expectedGross(`s${seminar.id}`));
    const rates = new Set(parts.map((part) => part?.rate ?? 0));
    const [rate = 0] = rates;
    if (rates.size !== 1 || rate === 0) return null;
    const net = content.seminars
      .filter((seminar) => seminar.trainingPath === slug)
      .reduce(
        (sum, seminar) =>
          sum +
          offerPrice(
            seminarOffer(
              content.seminarDates.filter((date) => date.seminarId === seminar.id),
              today,
            )!,
          ),
        0,
      );
    return { gross: Math.round(net * (100 + rate)) / 100, rate };
  }
  const dates = of.startsWith('d')
    ? content.seminarDates.filter((date) => date.id === id)
    : content.seminarDates.filter((date) => date.seminarId === id);
  const net = of.startsWith('d') ? priceNow(fullPrice(dates[0]!, today)) : offerPrice(seminarOffer(dates, today)!);
  const next = of.startsWith('d') ? dates[0]! : nextBookableDate(dates, today)!;
  const rate = consumerRate(next);
  return rate === 0 ? null : { gross: Math.round(net * (100 + rate)) / 100, rate };
}

describe(`the prices of the built pages (built for ${today})`, () => {
  it('beside each price of a date or seminar, say what a private person pays with the VAT of where it is supplied', () => {
    const stated = pages.flatMap((page) => {
      const document = parser.parseFromString(page.html, 'text/html');
      const locale = localeOf(document);
      return [...document.querySelectorAll<HTMLElement>('[data-price-gross]')].map((element) => {
        const of = element.dataset.priceGross ?? '';
        const expected = expectedGross(of);
        const text = plain(element.textContent!);
        const fits = expected !== null && text.includes(plain(formatPrice(locale, expected.gross))) && text.includes(`${expected.rate} %`);
        return { page: page.path, of, text, fits };
      });
    });
    expect(stated.length).toBeGreaterThan(100);
    expect(stated.filter(({ fits }) => !fits)).toEqual([]);
  });

  const marked = pages.flatMap((page) => {
    const document = parser.parseFromString(page.html, 'text/html');
    const locale = localeOf(document);
    return [...document.querySelectorAll<HTMLElement>('[data-price]')].map((element) => ({
      page: page.path,
      locale,
      of: element.dataset.price!,
      text: plain(element.textContent!),
    }));
  });

  it('are on the lists, seminar, date and event pages of both languages', () => {
    expect(new Set(marked.map((price) => price.page)).size).toBeGreaterThan(100);
    expect(marked.some((price) => price.of.startsWith('s'))).toBe(true);
    expect(marked.filter((price) => price.of.startsWith('e')).map((price) => price.page)).toContain('/en/events/rechenzentrumstag-2027');
    expect(marked.some((price) => price.text.includes(MESSAGES.en.seminar.promoPrice))).toBe(true);
  });

  it("are each date's full price per person, or its seminar's one price or lowest bookable one", () => {
    const wrong = marked.filter(({ of, locale, text }) => !expectedTexts(of, locale).every((part) => text.includes(plain(part))));
    expect(wrong).toEqual([]);
  });

  it("beside a date's price, name its course fee and exam fee now", () => {
    const parts = pages.flatMap((page) => {
      const document = parser.parseFromString(page.html, 'text/html');
      const locale = localeOf(document);
      return [...document.querySelectorAll<HTMLElement>('[data-price-parts]')].map((element) => {
        const of = priceBefore(element);
        const date = content.seminarDates.find((item) => `d${item.id}` === of);
        const price = date && fullPrice(date, today);
        const expected = price && [formatPrice(locale, price.courseFee), formatPrice(locale, price.examFee)];
        return { page: page.path, of, fits: expected?.every((amount) => plain(element.textContent!).includes(plain(amount))) ?? false };
      });
    });
    expect(parts.length).toBeGreaterThan(50);
    expect(parts.filter((part) => !part.fits)).toEqual([]);
  });

  it("beside a seminar's exam, name what one retake costs", () => {
    const retakes = pages.flatMap((page) => {
      const document = parser.parseFromString(page.html, 'text/html');
      const locale = localeOf(document);
      return [...document.querySelectorAll<HTMLElement>('[data-retake-price]')].map((element) => {
        const seminar = content.seminars.find((item) => `s${item.id}` === element.dataset.retakePrice);
        const expected = seminar?.examRetakePrice == null ? null : plain(formatPrice(locale, seminar.examRetakePrice));
        return { page: page.path, text: plain(element.textContent!), expected };
      });
    });
    expect(retakes.length).toBeGreaterThan(10);
    expect(retakes.filter(({ text, expected }) => text !== expected)).toEqual([]);
  });

  it('come with what they include, and no other amount stands on a page outside them', () => {
    const problems = pages.flatMap((page) => {
      const document = parser.parseFromString(page.html, 'text/html');
      const locale = localeOf(document);
      const main = document.querySelector('main')!;
      const priced = main.querySelector('[data-price]') !== null;
      const note = plain(main.textContent!).includes(plain(MESSAGES[locale].seminar.priceNote));
      for (const element of main.querySelectorAll('[data-price], [data-price-parts], [data-price-gross], [data-retake-price]'))
        element.remove();
      const stray = main.textContent!.match(AMOUNT) ?? [];
      return [
        ...(priced && !note ? [`${page.path}: no note of what the price includes`] : []),
        ...stray.map((amount) => `${page.path}: ${amount}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
