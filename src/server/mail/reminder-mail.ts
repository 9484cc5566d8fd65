/**
 * The reminder a participant gets a few days before their course, in the registration's
 * language: how many days are left, the date's facts, how to take part (the venue's address,
 * how to get there and when to arrive, or the platform the webinar is joined on), with the
 * date's hours in German time, the calendar file again, and a link to their place: the days its
 * materials may be downloaded through it, and how to name a substitute or cancel. Pure.
 */

/** The doors (or the webinar room) open this long before the first day starts. */
const DOORS_OPEN_MINUTES = 15;

import { type MaterialDays, materialsOf, materialsWindow } from '../../content/date-materials.ts';
import { sessionsOf, timeBefore } from '../../content/sessions.ts';
import { daysBefore } from '../../content/terms-policy.ts';
import type { Content } from '../../content/types.ts';
import { dateCalendarFile, placeLine } from '../../generate/date-calendar.ts';
import { formatDate, plural } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/messages.ts';
import { formatTime, hoursText } from '../../i18n/time-texts.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { changeTextsFor } from './change-texts.ts';
import type { Block } from './document.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { type Booked, bookedDate, closing, dateAndReference, participantAddressee, subjectOf } from './mail-parts.ts';
import { MAIL_TEXTS, mailTextsFor } from './texts.ts';

/** The link to the place a reminder goes to (none when it carries none), and the days around a course its materials are open. */
export interface PlaceLink {
  readonly href: string | null;
  readonly materialDays: MaterialDays;
}

/** What the participant can do through the link to their place: download the materials, name a substitute or cancel. */
function placeBlocks(locale: Locale, content: Content, { date, seminar }: Booked, place: PlaceLink): Block[] {
  const words = changeTextsFor(locale, seminar).reminder;
  if (place.href === null) return [{ kind: 'paragraph', text: words.change }];
  const window = materialsWindow(date, place.materialDays);
  const days = { first: formatDate(locale, window.first), last: formatDate(locale, window.last) };
  return [
    ...(materialsOf(content, seminar.id).length > 0 ? [{ kind: 'paragraph' as const, text: interpolate(words.materials, days) }] : []),
    { kind: 'paragraph', text: words.place },
    { kind: 'link', text: words.link, href: place.href },
  ];
}

export function reminderMail(
  registration: StoredRegistration,
  position: number,
  content: Content,
  settings: MailSettings,
  today: string,
  place: PlaceLink,
): OutgoingMail {
  const { locale, id } = registration;
  const participant = registration.payload.participants[position];
  if (!participant) throw new Error(`registration ${id} has no participant ${position + 1}`);
  const who = participantAddressee(locale, registration.email, participant);
  const booked = bookedDate(content, registration.dateId);
  const words = changeTextsFor(locale, booked.seminar).reminder;
  const texts = mailTextsFor(locale, booked.seminar);
  const { date, seminar } = booked;
  const online = date.location === null || participant.attendance === 'online';
  const sessions = sessionsOf(date);
  const hours = {
    opens: formatTime(locale, timeBefore(date.startTime, DOORS_OPEN_MINUTES)),
    hours: hoursText(locale, sessions),
    location: placeLine(date, booked.venue, locale),
    directions: booked.venue?.translations[locale].directions ?? '',
    platform: date.platform ?? MAIL_TEXTS[locale].webinarPlatform,
  };
  return mail(settings, {
    kind: `reminder-${position + 1}-${registration.dateId}`,
    entryId: id,
    locale,
    to: who.to,
    replyTo: academy(settings),
    subject: subjectOf(words.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      { kind: 'paragraph', text: interpolate(words.intro, { days: plural(locale, words.days, daysBefore(today, date.start)) }) },
      { kind: 'facts', rows: dateAndReference(locale, booked, registration.reference) },
      { kind: 'paragraph', text: interpolate(online ? words.online : words.onSite, hours) },
      { kind: 'paragraph', text: interpolate(words.calendar, { file: texts.calendarFile }) },
      ...placeBlocks(locale, content, booked, place),
      ...closing(texts, settings.academy),
    ],
    attachments: [
      {
        filename: texts.calendarFile,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: dateCalendarFile(seminar, date, booked.venue, locale, settings.siteUrl, registration.createdAt),
      },
    ],
  });
}
