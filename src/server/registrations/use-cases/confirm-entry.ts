/**
 * What a confirmation link does, apart from HTTP: looking at it (a GET, which never
 * confirms: mail scanners follow links) says what it would confirm, or why it cannot;
 * confirming it (a POST from the page's button) makes a registration or a waiting-list
 * entry count, with its mails, or says why not: the link was used, has expired or was
 * replaced by a newer submission, the date has passed, or, once the hold is over, the
 * seats are gone or a participant is registered already.
 */
import { findDate } from '../../../content/content-index.ts';
import type { LinkProblem } from '../../../registration-contract/confirmation-messages.ts';
import type { ConfirmedPerson } from '../../../registration-contract/outcome.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import type { EntryList, MailKind } from '../../database/column-values.ts';
import { linkState } from '../../gate/gate.ts';
import { hashToken, TOKEN_PATTERN } from '../../gate/tokens.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { checkDate } from '../rules/date-check.ts';
import { linksUntil, manageTokens } from '../rules/manage-tokens.ts';
import { fullName } from '../rules/people.ts';
import type { StoredEntry, StoredRegistration } from '../rules/stored-entry.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import type { ConfirmCheck, ConfirmResult } from '../store/registration-writes.ts';
import type { WaitlistConfirmResult } from '../store/waitlist-table.ts';
import { composedMails, type RegisterDeps } from './entry-result.ts';

export type ConfirmView =
  /**
   * The link can confirm: the page asks. people: how many the registration names (1 on the waiting list);
   * persons: who, with how each attends a hybrid date; billing: the address the invoice goes to (none on the waiting list).
   */
  | {
      kind: 'ask';
      list: EntryList;
      entry: StoredEntry<unknown>;
      people: number;
      persons: readonly ConfirmedPerson[];
      billing: Registration['billing'] | null;
      token: string;
    }
  | { kind: 'confirmed'; list: EntryList; entry: StoredEntry<unknown> }
  /** entry: null when the link is unknown; params: what the problem's message names. */
  | {
      kind: 'problem';
      problem: LinkProblem;
      list: EntryList | null;
      entry: StoredEntry<unknown> | null;
      params?: Readonly<Record<string, string | number>>;
    };

const peopleOf = (entry: StoredEntry<unknown>, list: EntryList) =>
  list === 'registration' ? (entry.payload as { participants: unknown[] }).participants.length : 1;

/** Who an entry names, as its owner sees them before confirming. */
function personsOf(entry: StoredEntry<unknown>, list: EntryList): ConfirmedPerson[] {
  return list === 'registration'
    ? (entry.payload as Registration).participants.map((person) => ({ name: fullName(person), attendance: person.attendance ?? null }))
    : [{ name: (entry.payload as WaitlistEntry).waitlist.name, attendance: null }];
}

const billingOf = (entry: StoredEntry<unknown>, list: EntryList) =>
  list === 'registration' ? (entry.payload as Registration).billing : null;

const UNKNOWN: ConfirmView = { kind: 'problem', problem: 'unknown', list: null, entry: null };

/** What a link would confirm, or why it cannot: never a write. */
export async function viewLink(
  stores: Pick<RegistrationStores, 'gate' | 'registrations' | 'waitlist'>,
  token: string,
  now: number,
): Promise<ConfirmView> {
  if (!TOKEN_PATTERN.test(token)) return UNKNOWN;
  const found = await stores.gate.token(hashToken(token));
  // A manage link is no confirmation link.
  const row = found?.purpose === 'confirm' ? found : undefined;
  const entry = row && (row.list === 'registration' ? await stores.registrations.get(row.entryId) : await stores.waitlist.get(row.entryId));
  if (!row || !entry) return UNKNOWN;
  const state = linkState(row, entry.status, now);
  return state === 'valid'
    ? {
        kind: 'ask',
        list: row.list,
        entry,
        people: peopleOf(entry, row.list),
        persons: personsOf(entry, row.list),
        billing: billingOf(entry, row.list),
        token,
      }
    : { kind: 'problem', problem: state, list: row.list, entry };
}

function registrationView(result: ConfirmResult): ConfirmView {
  switch (result.kind) {
    case 'unknown':
      return UNKNOWN;
    case 'confirmed':
      return { kind: 'confirmed', list: 'registration', entry: result.registration };
    case 'closed':
      return result.reason === 'past' ? { kind: 'problem', problem: 'past', list: 'registration', entry: result.registration } : UNKNOWN;
    case 'duplicate':
      return { kind: 'problem', problem: 'duplicate', list: 'registration', entry: result.registration, params: { email: result.email } };
    default:
      return { kind: 'problem', problem: result.kind, list: 'registration', entry: result.registration };
  }
}

function waitlistView(result: WaitlistConfirmResult): ConfirmView {
  if (result.kind === 'unknown') return UNKNOWN;
  if (result.kind === 'confirmed') return { kind: 'confirmed', list: 'waitlist', entry: result.entry };
  return { kind: 'problem', problem: result.kind, list: 'waitlist', entry: result.entry };
}

/** Confirms the entry of a link; `deps` as registering has them. */
export async function confirmEntry(
  stores: RegistrationStores,
  token: string,
  deps: Pick<RegisterDeps, 'getContent' | 'today' | 'now' | 'mails' | 'manageLink'>,
): Promise<ConfirmView> {
  if (!TOKEN_PATTERN.test(token)) return UNKNOWN;
  const hash = hashToken(token);
  const now = deps.now().getTime();
  // The link and, for a registration, its entry: one read.
  const seen = await stores.registrations.link(hash);
  const row = seen?.token;
  // A mail that cannot be written (a bug) never costs the confirmation: it is recorded for the export instead.
  const problems: Array<() => Promise<void>> = [];
  const written =
    <Entry extends StoredEntry<unknown>, Rest extends unknown[]>(
      kind: MailKind,
      compose: (entry: Entry, ...rest: Rest) => OutgoingMail[],
    ) =>
    (entry: Entry, ...rest: Rest) => {
      const { mails, problem } = composedMails(entry.id, () => compose(entry, ...rest));
      if (problem !== null) problems.push(() => stores.mail.recordUnwritten(entry.id, kind, new Date(now).toISOString(), problem));
      return mails;
    };
  const recorded = async (view: ConfirmView) => {
    if (view.kind === 'confirmed') for (const record of problems) await record();
    return view;
  };
  if (row?.list === 'waitlist') {
    // A date that has taken place (or is gone) takes no waiting list any more.
    const waiting = await stores.waitlist.get(row.entryId);
    const date = waiting && checkDate(deps.getContent(), waiting.dateId, deps.today());
    if (date && !date.ok && date.reason !== 'fullyBooked')
      return date.reason === 'past' ? { kind: 'problem', problem: 'past', list: 'waitlist', entry: waiting } : UNKNOWN;
    return recorded(
      waitlistView(
        await stores.waitlist.confirm(
          hash,
          now,
          written('waitlist', (entry) => deps.mails?.waitlist(entry) ?? []),
        ),
      ),
    );
  }
  const check: ConfirmCheck = (registration) => {
    const date = checkDate(deps.getContent(), registration.dateId, deps.today());
    if (date.ok) return { seats: date.date.seats, onSiteSeats: date.date.onSiteSeats, linksUntil: linksUntil(date.date) };
    // Fully booked by the editor's word: only seats still held can be confirmed.
    const found = findDate(deps.getContent(), registration.dateId);
    if (date.reason === 'fullyBooked' && found) return { seats: 0, onSiteSeats: null, linksUntil: linksUntil(found.date) };
    return { closed: date.reason === 'past' ? 'past' : 'unknownDate' };
  };
  const pending = seen?.registration;
  const { links, hashes } = manageTokens(pending?.payload.participants.length ?? 0, deps.manageLink);
  return recorded(
    registrationView(
      await stores.registrations.confirm(
        hash,
        now,
        check,
        written('participant', (registration: StoredRegistration, duplicates: readonly number[]) =>
          deps.mails ? deps.mails.registration(registration, links, duplicates) : [],
        ),
        hashes,
        seen,
      ),
    ),
  );
}
