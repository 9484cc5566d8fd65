/**
 * Everyone who pays is told: a change that changes what a registration costs (places
 * cancelled, a move, a substitute, the date called off) sends its invoice contact a short
 * notice in the registration's language, with the account as it now stands (its places by
 * number, to an address that did not confirm the registration: mail-parts.ts, mayQuote),
 * unless a mail of the same change goes to that address already (it states the account too). Pure.
 */
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/messages.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import { accountOf } from '../registrations/rules/account.ts';
import { invoiceRecipient } from '../registrations/rules/people.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { accountFacts, consumerVat } from './account-facts.ts';
import type { ChangeMailParts } from './composer.ts';
import { academy, mail } from './envelope.ts';
import { bookedDate, closing, contactAddressee, dateFacts, nameIn, placeNumberIn, subjectOf } from './mail-parts.ts';
import { mailTextsFor } from './texts.ts';

/** What changed, as the notice names it. */
export type AmountChange = 'cancelled' | 'moved' | 'substituted' | 'added' | 'dateCancelled';

const TEXTS = {
  de: {
    subject: 'Ihre Rechnung ändert sich: {seminar} am {date}',
    intro:
      'die Anmeldung {reference}, deren Rechnung an Sie geht, hat sich geändert. {what} So stellen wir sie nach dem Seminar in Rechnung:',
    introEvent:
      'die Anmeldung {reference}, deren Rechnung an Sie geht, hat sich geändert. {what} So stellen wir sie nach der Veranstaltung in Rechnung:',
    what: {
      cancelled: 'Plätze wurden storniert.',
      moved: 'Sie wurde auf einen anderen Termin umgebucht; der Preis bleibt wie gebucht.',
      substituted: 'Für eine Person nimmt eine Ersatzperson teil; der Preis bleibt wie gebucht.',
      added: 'Eine Person wurde zusätzlich angemeldet, zum Preis wie gebucht.',
      dateCancelled: 'Die Akademie hat den Termin abgesagt: Dafür entstehen keine Kosten, auch keine Stornogebühren.',
    },
    people: 'Angemeldet',
  },
  en: {
    subject: 'Your invoice changes: {seminar}, {date}',
    intro: 'The registration {reference}, whose invoice goes to you, has changed. {what} This is what we will invoice after the course:',
    introEvent:
      'The registration {reference}, whose invoice goes to you, has changed. {what} This is what we will invoice after the event:',
    what: {
      cancelled: 'Places were cancelled.',
      moved: 'It was moved to another date; the price stays as booked.',
      substituted: 'A substitute takes the place of one person; the price stays as booked.',
      added: 'A person was registered in addition, at the price as booked.',
      dateCancelled: 'The academy called the date off: it costs nothing, and no cancellation fees either.',
    },
    people: 'Registered',
  },
} as const satisfies Record<Locale, unknown>;

/** The change's mails, and the invoice contact's notice where none of them goes to that address. */
export function withInvoiceNotice(
  mails: OutgoingMail[],
  registration: StoredRegistration,
  change: AmountChange,
  parts: ChangeMailParts,
): OutgoingMail[] {
  const contact = invoiceRecipient(registration.payload);
  const told = mails.some((sent) => sent.to.address.toLowerCase() === contact.address.toLowerCase());
  if (told) return mails;
  const { locale, payload } = registration;
  const words = TEXTS[locale];
  const booked = bookedDate(parts.content, registration.dateId);
  const texts = mailTextsFor(locale, booked.seminar);
  const account = accountOf(registration.price, parts.places);
  const who = contactAddressee(locale, registration.email, contact);
  // The places by number where the notice may not name anybody.
  const nameOf = who.quoted ? nameIn(payload.participants) : placeNumberIn(locale);
  const people = account.booked.map(nameOf).join('\n');
  const notice = mail(parts.settings, {
    kind: `change-${parts.change}-invoice`,
    entryId: registration.id,
    locale,
    to: who.to,
    replyTo: academy(parts.settings),
    subject: subjectOf(words.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      {
        kind: 'paragraph',
        text: interpolate(booked.seminar.event ? words.introEvent : words.intro, {
          reference: registration.reference,
          what: words.what[change],
        }),
      },
      {
        kind: 'facts',
        rows: [
          ...dateFacts(locale, booked),
          ...(people ? [[words.people, people] as [string, string]] : []),
          ...accountFacts(locale, account, nameOf, consumerVat(parts.settings, registration, parts.places)),
          [texts.facts.reference, registration.reference],
        ],
      },
      ...closing(texts, parts.settings.academy),
    ],
  });
  // Before the academy's copy, which comes last.
  return [...mails.slice(0, -1), notice, ...mails.slice(-1)];
}
