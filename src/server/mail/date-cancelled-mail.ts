/**
 * The mails of a date the academy called off to a registration, in its language: to every
 * person whose place it cancels (free of charge, with the way to the seminar's other dates,
 * and the account with any fee of the date waived), the invoice contact's notice, and the
 * academy's copy. Pure.
 */
import { interpolate } from '../../i18n/messages.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import { accountOf } from '../registrations/rules/account.ts';
import { fullName, invoiceRecipient } from '../registrations/rules/people.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { accountFacts, consumerVat } from './account-facts.ts';
import { copyOf } from './change-mails.ts';
import type { ChangeMailParts } from './composer.ts';
import { DATE_CANCELLED_TEXTS, otherDatesPage } from './date-cancelled-texts.ts';
import { academy, mail } from './envelope.ts';
import { withInvoiceNotice } from './invoice-notice.ts';
import {
  bookedDate,
  closing,
  dateAndReference,
  dateFacts,
  nameIn,
  type Participant,
  participantAddressee,
  subjectOf,
} from './mail-parts.ts';
import { MAIL_TEXTS } from './texts.ts';

const COPY = {
  subject: 'Termin abgesagt: {seminar} am {date} ({names} benachrichtigt)',
  intro:
    'Der Termin wurde im CMS abgesagt. Die Website hat diese Plätze kostenfrei storniert, Stornogebühren des Termins erlassen und die Personen benachrichtigt: {names}.',
  waivedIntro:
    'Der Termin wurde im CMS abgesagt. Die Website hat die Stornogebühren früher stornierter Plätze dieses Termins erlassen und die Person benachrichtigt, an die die Rechnung geht: {names}.',
};

/** To each person of `positions` (the places the cancellation of date `dateId` ended), the invoice contact, and the academy's copy. */
export function dateCancelledMails(
  registration: StoredRegistration,
  positions: readonly number[],
  parts: ChangeMailParts,
  dateId: number = registration.dateId,
): OutgoingMail[] {
  const { locale } = registration;
  const words = DATE_CANCELLED_TEXTS[locale];
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(parts.content, dateId);
  const people = positions
    .map((position) => registration.payload.participants[position])
    .filter((person): person is Participant => person !== undefined);
  const facts: Array<[string, string]> = [
    ...dateFacts(locale, booked),
    [words.places, people.map(fullName).join('\n')],
    ...accountFacts(
      locale,
      accountOf(registration.price, parts.places),
      nameIn(registration.payload.participants),
      consumerVat(parts.settings, registration, parts.places),
    ),
    [texts.facts.reference, registration.reference],
  ];
  // No place left to cancel: only fees were waived, and the invoice contact is told.
  const names = people.map(fullName).join(', ') || invoiceRecipient(registration.payload).name;
  const intro = people.length > 0 ? COPY.intro : COPY.waivedIntro;
  const mails = [
    ...people.map((person, index) => {
      const who = participantAddressee(locale, registration.email, person);
      return mail(parts.settings, {
        kind: `change-${parts.change}-date-cancelled-${index + 1}`,
        entryId: registration.id,
        locale,
        to: who.to,
        replyTo: academy(parts.settings),
        subject: subjectOf(words.subject, locale, booked),
        blocks: [
          { kind: 'paragraph', text: who.greeting },
          { kind: 'paragraph', text: words.intro },
          { kind: 'facts', rows: who.quoted ? facts : dateAndReference(locale, booked, registration.reference) },
          { kind: 'paragraph', text: words.others },
          { kind: 'link', text: words.link, href: otherDatesPage(parts.settings, locale, booked) },
          ...closing(texts, parts.settings.academy),
        ],
      });
    }),
    copyOf(registration, parts, subjectOf(COPY.subject, 'de', booked, { names }), interpolate(intro, { names })),
  ];
  return withInvoiceNotice(mails, registration, 'dateCancelled', parts);
}
