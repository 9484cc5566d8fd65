/**
 * The request for feedback each participant gets after their course (registrations/use-cases/
 * send-feedback.ts), in the registration's language: thanks, a link to the short form on
 * their place's page and until when it takes answers, and where their materials stay for
 * download while they are (the same link). Pure.
 */
import { type MaterialDays, materialsOf, materialsWindow } from '../../content/date-materials.ts';
import type { Content } from '../../content/types.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/messages.ts';
import { FEEDBACK_ANCHOR } from '../../registration-contract/feedback.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import type { Block } from './document.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { bookedDate, closing, dateAndReference, participantAddressee, subjectOf } from './mail-parts.ts';
import { MAIL_TEXTS } from './texts.ts';

const FEEDBACK_MAIL_TEXTS: Readonly<
  Record<Locale, { subject: string; intro: string; ask: string; link: string; until: string; materials: string; place: string }>
> = {
  de: {
    subject: 'Wie war es? {seminar} am {date}',
    intro: 'vielen Dank für Ihre Teilnahme. Wie war das Seminar?',
    ask: 'Bewerten Sie es und die Trainer mit 1 bis 5 und sagen Sie uns, was gut war und was wir besser machen können; das dauert etwa zwei Minuten. Ein Kommentar erscheint nur mit Ihrer Zustimmung und nach unserer Prüfung auf der Seite des Seminars, mit Ihrem Vornamen und Ihrer Firma.',
    link: 'Seminar bewerten',
    until: 'Sie können Ihre Bewertung bis zum {until} abgeben und ändern.',
    materials: 'Ihre Seminarunterlagen (PDF) können Sie noch bis zum {last} herunterladen:',
    place: 'Zu Ihrem Platz',
  },
  en: {
    subject: 'How was it? {seminar}, {date}',
    intro: 'Thank you for taking part. How was the course?',
    ask: 'Rate it and the trainers from 1 to 5, and tell us what went well and what we can do better; it takes about two minutes. A comment appears on the course’s page only with your consent and after our review, with your first name and company.',
    link: 'Rate the course',
    until: 'You can give and change your rating until {until}.',
    materials: 'You can still download your course materials (PDF) until {last}:',
    place: 'Go to your place',
  },
};

/** What a feedback request needs beyond the registration: the link to the place, and the days its answers and materials are open. */
export interface FeedbackRequest {
  readonly link: string;
  readonly until: string;
  readonly materialDays: MaterialDays;
  /** The day it is sent ('YYYY-MM-DD'): the materials are named only while they are open. */
  readonly today: string;
}

/** The request for feedback to participant `position`. */
export function feedbackMail(
  registration: StoredRegistration,
  position: number,
  content: Content,
  settings: MailSettings,
  request: FeedbackRequest,
): OutgoingMail {
  const { locale, id } = registration;
  const participant = registration.payload.participants[position];
  if (!participant) throw new Error(`registration ${id} has no participant ${position + 1}`);
  const words = FEEDBACK_MAIL_TEXTS[locale];
  const texts = MAIL_TEXTS[locale];
  const who = participantAddressee(locale, registration.email, participant);
  const booked = bookedDate(content, registration.dateId);
  const { last } = materialsWindow(booked.date, request.materialDays);
  const materials: Block[] =
    materialsOf(content, booked.seminar.id).length > 0 && request.today <= last
      ? [
          { kind: 'paragraph', text: interpolate(words.materials, { last: formatDate(locale, last) }) },
          { kind: 'link', text: words.place, href: request.link },
        ]
      : [];
  return mail(settings, {
    kind: `feedback-${position + 1}-${registration.dateId}`,
    entryId: id,
    locale,
    to: who.to,
    replyTo: academy(settings),
    subject: subjectOf(words.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      { kind: 'paragraph', text: words.intro },
      { kind: 'paragraph', text: words.ask },
      { kind: 'link', text: words.link, href: `${request.link}#${FEEDBACK_ANCHOR}` },
      { kind: 'paragraph', text: interpolate(words.until, { until: formatDate(locale, request.until) }) },
      { kind: 'facts', rows: dateAndReference(locale, booked, registration.reference) },
      ...materials,
      ...closing(texts, settings.academy),
    ],
  });
}
