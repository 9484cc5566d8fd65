/**
 * The mails of a confirmed registration to the people in it who do not take part: the booker's
 * confirmation (when someone booked for others), with the facts, the whole registration's
 * manage link and the page of all their bookings, whether the invoice goes to them, and that they
 * hear of each cancellation; and
 * the invoice contact's note, unless the invoice contact is the one who booked. Pure.
 */

import { interpolate } from '../../i18n/messages.ts';
import { MY_BOOKINGS_TEXTS } from '../../registration-contract/my-bookings-texts.ts';
import { firstParticipant } from '../../registration-contract/schema.ts';
import { buildPath } from '../../routes/match.ts';
import type { MailKind } from '../database/column-values.ts';
import type { MailAddress, OutgoingMail } from '../outbox/mail-message.ts';
import { bookingPerson, fullName } from '../registrations/rules/people.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { changeTextsFor } from './change-texts.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { type Booked, closing, contactAddressee, mayQuote, subjectOf } from './mail-parts.ts';
import { type ManageLinks, manageBlocks } from './manage-links.ts';
import type { MailTexts } from './texts.ts';

/** What these mails are made from (entry-mails.ts makes it for every mail of a registration). */
export interface BookingContext {
  readonly registration: StoredRegistration;
  readonly settings: MailSettings;
  readonly booked: Booked;
  readonly texts: MailTexts;
  /** The booking's facts, for the address that confirmed it; the same without anything typed into it, for any other. */
  readonly facts: Array<[string, string]>;
  readonly plainFacts: Array<[string, string]>;
  readonly invoiceTo: MailAddress;
  readonly termsUrl: string;
}

const addressLine = ({ name, address }: { name: string; address: string }) => `${name} <${address}>`;

/** What a confirmation may say other than the first one does: its kind, subject and opening (a transfer's), and a note after the facts. */
export interface MailVariant {
  readonly kind: MailKind;
  readonly subject: string;
  readonly intro: string;
  readonly note?: string;
}

/** The confirmation to a booker who does not take part, with the link that manages every place. */
export function bookerMail(context: BookingContext, links: ManageLinks | null, variant?: MailVariant): OutgoingMail {
  const { registration, settings, booked, texts, facts, invoiceTo, termsUrl } = context;
  const { locale, id } = registration;
  const booker = bookingPerson(registration.payload);
  const who = contactAddressee(locale, registration.email, { name: booker.name, address: booker.email });
  const invoice = mayQuote(booker.email, invoiceTo.address)
    ? texts.booker.invoiceToYou
    : interpolate(texts.participant.invoice, { invoiceTo: addressLine(invoiceTo) });
  return mail(settings, {
    kind: variant?.kind ?? 'booker',
    entryId: id,
    locale,
    to: who.to,
    replyTo: academy(settings),
    subject: variant?.subject ?? subjectOf(texts.booker.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      { kind: 'paragraph', text: variant?.intro ?? texts.booker.intro },
      { kind: 'facts', rows: facts },
      { kind: 'paragraph', text: registration.payload.consumer ? texts.vatConsumer : texts.vat },
      ...(variant?.note ? [{ kind: 'paragraph' as const, text: variant.note }] : []),
      { kind: 'heading', text: texts.participant.next },
      { kind: 'list', items: [invoice, texts.booker.told, texts.participant.cancel] },
      ...manageBlocks(changeTextsFor(locale, booked.seminar), links ? { href: links.whole, whole: true } : null),
      { kind: 'link', text: MY_BOOKINGS_TEXTS[locale].title, href: settings.siteUrl + buildPath('myBookings', locale, {}) },
      { kind: 'paragraph', text: texts.participant.withdrawal },
      { kind: 'link', text: texts.terms, href: termsUrl },
      ...closing(texts, settings.academy),
    ],
  });
}

/** The note to an invoice contact who neither takes part nor booked. */
function invoiceContactMail(context: BookingContext): OutgoingMail {
  const { registration, settings, booked, texts, facts, plainFacts, invoiceTo, termsUrl } = context;
  const { locale, id, payload } = registration;
  const { participants } = payload;
  const first = firstParticipant(payload);
  const who = contactAddressee(locale, registration.email, invoiceTo);
  const intro = !who.quoted
    ? texts.invoiceContact.introUnnamed
    : participants.length > 1
      ? interpolate(texts.invoiceContact.introGroup, { company: payload.billing.company, people: participants.length })
      : interpolate(texts.invoiceContact.intro, { participant: `${fullName(first)} (${first.company})` });
  return mail(settings, {
    kind: 'invoiceContact',
    entryId: id,
    locale,
    to: who.to,
    replyTo: academy(settings),
    subject: subjectOf(texts.invoiceContact.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      { kind: 'paragraph', text: intro },
      { kind: 'facts', rows: who.quoted ? facts : plainFacts },
      { kind: 'paragraph', text: registration.payload.consumer ? texts.vatConsumer : texts.vat },
      { kind: 'paragraph', text: texts.invoiceContact.invoice },
      { kind: 'link', text: texts.terms, href: termsUrl },
      ...closing(texts, settings.academy),
    ],
  });
}

/** The booker's confirmation when they do not take part, and the invoice contact's note when it is someone else. */
export function bookingMails(context: BookingContext, links: ManageLinks | null): OutgoingMail[] {
  const { payload } = context.registration;
  const booker = bookingPerson(payload);
  const contact = payload.invoiceContact;
  // A booker who does not take part and is the invoice contact learns of the invoice in their own confirmation.
  const contactIsBooker = contact.sameAsParticipant || (!booker.participates && mayQuote(booker.email, contact.email));
  return [...(booker.participates ? [] : [bookerMail(context, links)]), ...(contactIsBooker ? [] : [invoiceContactMail(context)])];
}
