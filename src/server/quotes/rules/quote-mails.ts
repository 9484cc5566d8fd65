/**
 * The mails of a quote, in the language it was asked in: its link to whoever books (an address
 * nobody has proven yet, so in the academy's words only: the seminar and its date), and once it
 * is issued through the link, the quote itself with its PDF to that address, and the academy's copy (German, to
 * its inbox: a company's interest is a lead), as it was issued. Pure.
 */
import type { Content } from '../../../content/types.ts';
import { formatDate, formatDateRange, formatPrice, plural } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { QUOTE_PEOPLE, QUOTE_TEXTS } from '../../../registration-contract/quote-texts.ts';
import { academy, type MailSettings, mail } from '../../mail/envelope.ts';
import { bookedDate, closing, greeting } from '../../mail/mail-parts.ts';
import { MAIL_TEXTS } from '../../mail/texts.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { bookingPerson } from '../../registrations/rules/people.ts';
import type { IssuedRecord } from './quote-record.ts';
import { documentPrice } from './quote-view.ts';

/** The seminar's title and the date's days, as the mails name them. */
function dateWords(content: Content, dateId: number, locale: Locale) {
  const { seminar, date } = bookedDate(content, dateId);
  return { seminar: seminar.translations[locale].title, when: formatDateRange(locale, date.start, date.end) };
}

export interface QuoteLink {
  readonly quoteId: string;
  readonly dateId: number;
  readonly locale: Locale;
  readonly address: string;
  readonly href: string;
  readonly hours: number;
  /** When it was asked for (ms): one mail each time. */
  readonly at: number;
}

/** The link that proves the address and opens the quote. */
export function quoteLinkMail(settings: MailSettings, content: Content, link: QuoteLink): OutgoingMail {
  const words = QUOTE_TEXTS[link.locale];
  const texts = MAIL_TEXTS[link.locale];
  return mail(settings, {
    kind: `quote-link-${link.at}`,
    entryId: link.quoteId,
    locale: link.locale,
    to: { name: '', address: link.address },
    replyTo: academy(settings),
    subject: words.requestSubject,
    blocks: [
      { kind: 'paragraph', text: texts.plainGreeting },
      { kind: 'paragraph', text: interpolate(words.requestIntro, { ...dateWords(content, link.dateId, link.locale), hours: link.hours }) },
      { kind: 'link', text: words.requestLink, href: link.href },
      { kind: 'paragraph', text: words.notYou },
      ...closing(texts, settings.academy),
    ],
  });
}

/** The quote with its PDF (base64) to whoever asked for it, and the academy's copy; `href`: its link. */
export function quoteMails(settings: MailSettings, content: Content, quote: IssuedRecord, pdf: string, href: string): OutgoingMail[] {
  const { document } = quote;
  const price = documentPrice(quote, document);
  const { locale, registration } = quote;
  const words = QUOTE_TEXTS[locale];
  const texts = MAIL_TEXTS[locale];
  const person = bookingPerson(registration);
  const first = registration.participants[0];
  const facts = (to: Locale) => ({
    ...dateWords(content, quote.registration.dateId, to),
    number: document.number,
    gross: formatPrice(to, price.gross),
    net: formatPrice(to, price.net),
    people: plural(to, QUOTE_PEOPLE[to], price.people),
    until: formatDate(to, document.dueDate),
    company: registration.billing.company,
  });
  const toBooker = mail(settings, {
    kind: 'quote',
    entryId: quote.id,
    locale,
    to: { name: person.name, address: quote.email },
    replyTo: academy(settings),
    subject: interpolate(words.quoteSubject, facts(locale)),
    blocks: [
      {
        kind: 'paragraph',
        text: person.participates && first ? greeting(locale, first) : interpolate(texts.greeting.none, { name: person.name }),
      },
      { kind: 'paragraph', text: interpolate(words.quoteBody, facts(locale)) },
      { kind: 'link', text: words.quoteLink, href },
      ...closing(texts, settings.academy),
    ],
    attachments: [{ filename: `${document.number}.pdf`, contentType: 'application/pdf', content: pdf, encoding: 'base64' }],
  });
  const copy = mail(settings, {
    kind: 'quote-academy',
    entryId: quote.id,
    locale: 'de',
    to: academy(settings),
    replyTo: { name: person.name, address: quote.email },
    subject: interpolate(QUOTE_TEXTS.de.copySubject, facts('de')),
    blocks: [{ kind: 'paragraph', text: interpolate(QUOTE_TEXTS.de.copy, { ...facts('de'), to: `${person.name} <${quote.email}>` }) }],
  });
  return [toBooker, copy];
}
