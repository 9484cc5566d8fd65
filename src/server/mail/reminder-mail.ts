/**
 * The reminder a participant gets a few days before their course, in the registration's
 * language: how many days are left, the date's facts, how to take part (the venue's address,
 * how to get there and when to arrive, or the platform the webinar is joined on), with the
 * date's hours in German time, the calendar file again, and what to do if they cannot come. Pure.
 */

/** The doors (or the webinar room) open this long before the first day starts. */
const DOORS_OPEN_MINUTES = 15;

import { sessionsOf, timeBefore } from '../../content/sessions.ts';
import { daysBefore } from '../../content/terms-policy.ts';
import type { Content } from '../../content/types.ts';
import { dateCalendarFile, placeLine } from '../../generate/date-calendar.ts';
import { plural } from '../../i18n/format.ts';
import { interpolate } from '../../i18n/messages.ts';
import { formatTime, hoursText } from '../../i18n/time-texts.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { CHANGE_TEXTS } from './change-texts.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { bookedDate, closing, dateAndReference, participantAddressee, subjectOf } from './mail-parts.ts';
import { MAIL_TEXTS } from './texts.ts';

export function reminderMail(
  registration: StoredRegistration,
  position: number,
  content: Content,
  settings: MailSettings,
  today: string,
): OutgoingMail {
  const { locale, id } = registration;
  const participant = registration.payload.participants[position];
  if (!participant) throw new Error(`registration ${id} has no participant ${position + 1}`);
  const words = CHANGE_TEXTS[locale].reminder;
  const who = participantAddressee(locale, registration.email, participant);
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(content, registration.dateId);
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
      { kind: 'paragraph', text: words.change },
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
