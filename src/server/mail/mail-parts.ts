/**
 * What the mails of an entry are made of: the date booked, the greeting, the facts of the
 * date (and the price on the day of booking), the closing lines and the subject. Pure.
 */
import { ACADEMY } from '../../config/academy.ts';
import { findDate } from '../../content/content-index.ts';
import { activePromo, activePromoTotal } from '../../content/schedule.ts';
import type { Content, Seminar, SeminarDate } from '../../content/types.ts';
import { durationText, formatDate, formatDateRange, formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../i18n/messages.ts';
import { wherePlace } from '../../i18n/where-place.ts';
import type { Registration } from '../../registration/schema.ts';
import type { Block } from './document.ts';
import { MAIL_TEXTS, type MailTexts } from './texts.ts';

export interface Booked {
  readonly seminar: Seminar;
  readonly date: SeminarDate;
}

export function bookedDate(content: Content, dateId: number): Booked {
  const found = findDate(content, dateId);
  if (!found) throw new Error(`no date ${dateId} in the content to write the mail about`);
  return found;
}

export type Participant = Registration['participants'][number];

/** "Sehr geehrte Frau Dr. Mustermann," / "Dear Dr Mustermann,": title and surname with a salutation, the whole name without. */
export function greeting(locale: Locale, participant: Participant): string {
  const { salutation, academicTitle, firstName, lastName } = participant;
  const texts = MAIL_TEXTS[locale].greeting;
  if (salutation === 'none') return interpolate(texts.none, { name: [academicTitle, firstName, lastName].filter(Boolean).join(' ') });
  // In English a title takes the place of Ms or Mr.
  if (locale === 'en' && academicTitle) return interpolate(texts.none, { name: `${academicTitle} ${lastName}` });
  return interpolate(texts[salutation], { name: [academicTitle, lastName].filter(Boolean).join(' ') });
}

export const fullName = (participant: Participant) =>
  [participant.academicTitle, participant.firstName, participant.lastName].filter(Boolean).join(' ');

/**
 * The date's facts: what, when, where, in which language; and, for a booking of `people`,
 * the price on the day of booking (a group's per person, and its sum).
 */
export function dateFacts(locale: Locale, { seminar, date }: Booked, bookedOn: string | null, people = 1): Array<[string, string]> {
  const texts = MAIL_TEXTS[locale];
  const messages = MESSAGES[locale].seminar;
  const facts: Array<[string, string]> = [
    [texts.facts.seminar, seminar.translations[locale].title],
    [texts.facts.date, formatDateRange(locale, date.start, date.end)],
    [texts.facts.duration, durationText(locale, messages, seminar.durationDays)],
    [texts.facts.place, wherePlace(locale, date.location)],
    [texts.facts.format, messages.formats[seminar.format]],
    [texts.facts.language, messages.languages[date.language]],
  ];
  if (bookedOn === null) return facts;
  const promo = activePromo(date, bookedOn);
  const promoTotal = activePromoTotal(date, bookedOn);
  const fee = promo
    ? interpolate(texts.promo, {
        price: formatPrice(locale, promo.price),
        until: formatDate(locale, promo.until),
        regular: formatPrice(locale, date.price),
      })
    : formatPrice(locale, date.price);
  const total = promoTotal?.price ?? date.totalPrice;
  const priced = { price: formatPrice(locale, total), note: messages.totalPriceNote };
  if (people === 1) return [...facts, [texts.facts.fee, fee], [texts.facts.total, interpolate(texts.totalNote, priced)]];
  return [
    ...facts,
    [texts.facts.fee, fee],
    [texts.facts.total, interpolate(texts.perPerson, priced)],
    [texts.facts.sum, interpolate(texts.sum, { people, price: formatPrice(locale, total), sum: formatPrice(locale, people * total) })],
  ];
}

export function closing(texts: MailTexts): Block[] {
  return [
    { kind: 'paragraph', text: interpolate(texts.questions, { phone: ACADEMY.phone }) },
    { kind: 'paragraph', text: interpolate(texts.signOff, { academy: ACADEMY.name }) },
    { kind: 'paragraph', text: `${ACADEMY.company} · ${ACADEMY.address} · ${ACADEMY.email}` },
  ];
}

export function subjectOf(template: string, locale: Locale, { seminar, date }: Booked, extra: Record<string, string> = {}): string {
  return interpolate(template, { seminar: seminar.translations[locale].title, date: formatDate(locale, date.start), ...extra });
}
