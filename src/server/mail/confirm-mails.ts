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
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredEntry } from '../registrations/rules/entry-rows.ts';
import type { EntryList } from '../registrations/store/gate.ts';
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

/** What the mail says of the seats: held for a while, or (the date's share of holds taken) the visitor's once confirmed. */
const holdText = (entry: StoredEntry<unknown>, words: (typeof MAIL_TEXTS)[keyof typeof MAIL_TEXTS]['confirm'], terms: ConfirmTerms) =>
  entry.heldUntil === null ? words.notHeld : interpolate(words.hold, { minutes: terms.holdMinutes });

export function confirmRequestMail(
  settings: MailSettings,
  { entry, list, booked, people }: Submitted,
  link: string,
  terms: ConfirmTerms,
): OutgoingMail {
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
      ...(waitlist ? [] : [{ kind: 'paragraph' as const, text: holdText(entry, words, terms) }]),
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
