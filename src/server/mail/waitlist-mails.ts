/**
 * The mails a waiting-list entry sends once its owner has confirmed it: a short note to the
 * person (the date, what happens when a seat is freed) and the academy's copy with the CSV row.
 * To the entry's own address, which confirmed it. And, when the academy calls its date off, the
 * note that the date will not take place, the entry ends, and where the other dates are. Pure.
 */
import type { Content } from '../../content/types.ts';
import { interpolate, MESSAGES } from '../../i18n/messages.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import { waitlistTable } from '../registrations/rules/entry-tables.ts';
import type { StoredWaitlistEntry } from '../registrations/rules/stored-entry.ts';
import { academyCopy } from './academy-copy.ts';
import { DATE_CANCELLED_TEXTS, otherDatesPage } from './date-cancelled-texts.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { bookedDate, closing, dateFacts, subjectOf } from './mail-parts.ts';
import { ACADEMY_COPY_TEXTS, MAIL_TEXTS } from './texts.ts';
import { waitingEntryMail } from './waiting-entry-mail.ts';

export function waitlistMails(entry: StoredWaitlistEntry, content: Content, settings: MailSettings, offerHours: number): OutgoingMail[] {
  const { locale, id } = entry;
  const { name, email, company } = entry.payload.waitlist;
  const booked = bookedDate(content, entry.dateId);
  const texts = MAIL_TEXTS[locale];
  const person = { name, address: email };
  const facts = dateFacts(locale, booked);
  return [
    mail(settings, {
      kind: 'waitlist',
      entryId: id,
      locale,
      to: person,
      replyTo: academy(settings),
      subject: subjectOf(texts.waitlist.subject, locale, booked),
      blocks: [
        { kind: 'paragraph', text: interpolate(texts.greeting.none, { name }) },
        { kind: 'paragraph', text: texts.waitlist.intro },
        { kind: 'facts', rows: facts },
        { kind: 'paragraph', text: interpolate(texts.waitlist.next, { hours: offerHours }) },
        ...closing(texts, settings.academy),
      ],
    }),
    academyCopy(settings, {
      entryId: id,
      kind: 'waitlistAcademy',
      subject: subjectOf(ACADEMY_COPY_TEXTS.waitlistSubject, 'de', booked, { name, company }),
      intro: interpolate(ACADEMY_COPY_TEXTS.waitlistIntro, { language: MESSAGES.de.seminar.languages[locale] }),
      replyTo: person,
      table: waitlistTable([entry], { locale: 'de', content }),
      csvFile: ACADEMY_COPY_TEXTS.waitlistCsvFile,
    }),
  ];
}

/** To a person on the waiting list of a date the academy called off, in the entry's language. */
export function waitlistDateCancelledMail(entry: StoredWaitlistEntry, content: Content, settings: MailSettings): OutgoingMail {
  const words = DATE_CANCELLED_TEXTS[entry.locale];
  return waitingEntryMail(entry, content, settings, {
    kind: 'date-cancelled',
    subject: words.subject,
    intro: words.waitlistIntro,
    after: (booked) => [
      { kind: 'paragraph', text: words.others },
      { kind: 'link', text: words.link, href: otherDatesPage(settings, entry.locale, booked) },
    ],
  });
}
