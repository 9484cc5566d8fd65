/**
 * What the mails of a date the academy called off say, in both languages, and where they
 * send people to find another date.
 */
import type { Locale } from '../../i18n/locales.ts';
import { buildPath } from '../../routes/match.ts';
import type { MailSettings } from './envelope.ts';
import type { Booked } from './mail-parts.ts';

export const DATE_CANCELLED_TEXTS = {
  de: {
    subject: 'Termin abgesagt: {seminar} am {date}',
    intro:
      'leider müssen wir diesen Termin absagen. Ihre Anmeldung ist damit storniert; es entstehen Ihnen keine Kosten, bereits gezahlte Beträge erstatten wir.',
    places: 'Abgesagt für',
    waitlistIntro:
      'der Termin, für den Sie auf der Warteliste stehen, findet leider nicht statt: Wir mussten ihn absagen. Ihr Eintrag auf der Warteliste endet damit.',
    others: 'Die weiteren Termine dieses Seminars finden Sie auf unserer Website; gern melden wir Sie für einen davon an.',
    link: 'Weitere Termine ansehen',
  },
  en: {
    subject: 'Date cancelled: {seminar}, {date}',
    intro:
      'We are sorry to tell you that we have had to cancel this date. Your registration is therefore cancelled free of charge; anything already paid will be refunded.',
    places: 'Cancelled for',
    waitlistIntro:
      'The date you are on the waiting list for will not take place: we have had to cancel it. Your waiting-list entry ends with it.',
    others: 'You will find the other dates of this course on our website, and we will gladly register you for one of them.',
    link: 'See the other dates',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The seminar's page in `locale`, where its other dates are. */
export const otherDatesPage = (settings: MailSettings, locale: Locale, booked: Booked) =>
  new URL(buildPath('seminar', locale, { slug: booked.seminar.slug }), settings.siteUrl).href;
