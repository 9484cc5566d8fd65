/**
 * The one mail a submission sends before its owner has confirmed it, to the address it
 * was submitted with: "please confirm", with the link, or, when that address is
 * registered (or waiting) for the date already, a short note saying so. Neither carries
 * anything the submitter typed but the address itself (no names, no company): whoever
 * submits with someone else's address cannot make the site write to them in their words.
 * In the entry's language. Pure.
 */

import { plural } from '../../i18n/format.ts';
import { interpolate } from '../../i18n/messages.ts';
import { CONFIRMATION_TEXTS } from '../../registration-contract/confirmation-messages.ts';
import type { EntryList } from '../database/column-values.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredEntry } from '../registrations/rules/stored-entry.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { type Booked, closing, dateFacts, subjectOf } from './mail-parts.ts';
import { MAIL_TEXTS } from './texts.ts';

/** How long the link works and the seats are held, as the mail says it. */
export interface ConfirmTerms {
  readonly linkHours: number;
  readonly holdMinutes: number;
  /** How long a seat offered from the waiting list is held (the waiting list's confirmation says so). */
  readonly offerHours: number;
}

interface Submitted {
  readonly entry: StoredEntry<unknown>;
  readonly list: EntryList;
  readonly booked: Booked;
  /** How many people a registration names (1 for a waiting-list entry). */
  readonly people: number;
}

/** What the mail says of the seats: all held for a while, some of them (the others reserved on confirmation), or none (the visitor's once confirmed). */
function holdText(
  { entry, people, held }: Submitted & { held: number },
  words: (typeof MAIL_TEXTS)[keyof typeof MAIL_TEXTS]['confirm'],
  terms: ConfirmTerms,
): string {
  if (entry.heldUntil === null || held === 0) return words.notHeld;
  if (held >= people) return interpolate(words.hold, { minutes: terms.holdMinutes });
  return interpolate(words.holdSome, { minutes: terms.holdMinutes, held, others: people - held });
}

export function confirmRequestMail(
  settings: MailSettings,
  submitted: Submitted & { held: number },
  link: string,
  terms: ConfirmTerms,
): OutgoingMail {
  const { entry, list, booked, people } = submitted;
  const { locale } = entry;
  const texts = MAIL_TEXTS[locale];
  const words = texts.confirm;
  const waitlist = list === 'waitlist';
  return mail(settings, {
    kind: 'confirm',
    entryId: entry.id,
    locale,
    to: { name: '', address: entry.email },
    replyTo: academy(settings),
    subject: subjectOf(waitlist ? words.waitlistSubject : words.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: texts.plainGreeting },
      {
        kind: 'paragraph',
        text: waitlist ? words.waitlistIntro : interpolate(words.intro, { people: plural(locale, words.people, people) }),
      },
      { kind: 'link', text: waitlist ? words.waitlistLink : words.link, href: link },
      {
        kind: 'paragraph',
        // The button as the page names it: the mail cannot call it something else.
        text: interpolate(words.how, {
          hours: terms.linkHours,
          button: CONFIRMATION_TEXTS[locale][waitlist ? 'confirmWaitlist' : 'confirm'],
        }),
      },
      ...(waitlist ? [] : [{ kind: 'paragraph' as const, text: holdText(submitted, words, terms) }]),
      { kind: 'facts', rows: dateFacts(locale, booked) },
      ...(waitlist ? [] : [{ kind: 'paragraph' as const, text: words.after }]),
      { kind: 'paragraph', text: words.notYou },
      ...closing(texts, settings.academy),
    ],
  });
}

export function knownMail(settings: MailSettings, { entry, list, booked }: Submitted): OutgoingMail {
  const { locale } = entry;
  const texts = MAIL_TEXTS[locale];
  const words = texts.known;
  const waitlist = list === 'waitlist';
  return mail(settings, {
    kind: 'known',
    entryId: entry.id,
    locale,
    to: { name: '', address: entry.email },
    replyTo: academy(settings),
    subject: subjectOf(waitlist ? words.waitlistSubject : words.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: texts.plainGreeting },
      { kind: 'paragraph', text: waitlist ? words.waitlistIntro : words.intro },
      { kind: 'facts', rows: dateFacts(locale, booked) },
      { kind: 'paragraph', text: words.change },
      { kind: 'paragraph', text: words.notYou },
      ...closing(texts, settings.academy),
    ],
  });
}
