/**
 * The access mail a participant who joins a webinar or hybrid date online gets the day before
 * each day (registrations/use-cases/send-access.ts): the day's access link (a link of its own)
 * and dial-in details, the platform, when the room opens and the day's hours, that the link is
 * the date's and not to be passed on, and the calendar file again, its events now carrying the
 * access details and a higher revision so that the calendar updates them. In the
 * registration's language. None for a participant on site, or a day without access details.
 * The academy's alert of a day without them, in German. Pure.
 */
import { accessOn } from '../../content/date-access.ts';
import { sessionsOf, timeBefore } from '../../content/sessions.ts';
import type { Content } from '../../content/types.ts';
import { dateCalendarFile } from '../../generate/date-calendar.ts';
import { formatDate, formatDateRange } from '../../i18n/format.ts';
import { interpolate } from '../../i18n/messages.ts';
import { formatTime, hoursText } from '../../i18n/time-texts.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { ACCESS_ALERT_TEXTS, ACCESS_TEXTS } from './access-texts.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { bookedDate, closing, dateAndReference, participantAddressee, subjectOf } from './mail-parts.ts';
import { MAIL_TEXTS } from './texts.ts';

/** The room opens this long before the day starts. */
const ROOM_OPENS_MINUTES = 15;

/** The access mail of participant `position` for `day` ('YYYY-MM-DD'), made at `now`; null when they do not join online that day. */
export function accessMail(
  registration: StoredRegistration,
  position: number,
  day: string,
  content: Content,
  settings: MailSettings,
  now: Date,
): OutgoingMail | null {
  const { locale, id } = registration;
  const participant = registration.payload.participants[position];
  const booked = bookedDate(content, registration.dateId);
  const { date, seminar } = booked;
  const access = accessOn(date, day);
  const session = sessionsOf(date).find((each) => each.day === day);
  const online = date.location === null || participant?.attendance === 'online';
  if (!participant || !access || !session || !online) return null;
  const words = ACCESS_TEXTS[locale];
  const texts = MAIL_TEXTS[locale];
  const who = participantAddressee(locale, registration.email, participant);
  return mail(settings, {
    kind: `access-${position + 1}-${registration.dateId}-${day}`,
    entryId: id,
    locale,
    to: who.to,
    replyTo: academy(settings),
    subject: subjectOf(words.subject, locale, booked, { date: formatDate(locale, day) }),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      { kind: 'paragraph', text: interpolate(words.intro, { day: formatDate(locale, day) }) },
      { kind: 'link', text: words.link, href: access.url },
      {
        kind: 'facts',
        rows: [
          [words.link, access.url],
          ...(access.dialIn ? [[words.dialIn, access.dialIn] as const] : []),
          ...(date.platform ? [[words.platform, date.platform] as const] : []),
        ],
      },
      {
        kind: 'paragraph',
        text: interpolate(words.hours, {
          opens: formatTime(locale, timeBefore(session.start, ROOM_OPENS_MINUTES)),
          hours: hoursText(locale, [session]),
        }),
      },
      { kind: 'paragraph', text: words.shared },
      { kind: 'facts', rows: dateAndReference(locale, booked, registration.reference) },
      { kind: 'paragraph', text: words.calendar },
      { kind: 'paragraph', text: words.manage },
      ...closing(texts, settings.academy),
    ],
    attachments: [
      {
        filename: texts.calendarFile,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: dateCalendarFile(seminar, date, booked.venue, locale, settings.siteUrl, now.toISOString(), true),
      },
    ],
  });
}

/** The academy's alert that `day` of date `dateId` has no access details yet, its mails going out at `hour`. */
export function accessAlertMail(dateId: number, day: string, hour: number, content: Content, settings: MailSettings): OutgoingMail {
  const booked = bookedDate(content, dateId);
  const words = { seminar: booked.seminar.translations.de.title, date: formatDateRange('de', booked.date.start, booked.date.end) };
  const facts = { ...words, dateId: String(dateId), day: formatDate('de', day), hour: String(hour) };
  return mail(settings, {
    kind: `access-missing-${day}`,
    entryId: `date-${dateId}`,
    locale: 'de',
    to: academy(settings),
    replyTo: academy(settings),
    subject: interpolate(ACCESS_ALERT_TEXTS.subject, facts),
    blocks: [{ kind: 'paragraph', text: interpolate(ACCESS_ALERT_TEXTS.body, facts) }],
    attachments: [],
  });
}
