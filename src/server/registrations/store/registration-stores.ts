/**
 * The stores of the registrations' concerns, all on one database and written in its
 * transactions together: the registrations, the seats they take, the waiting lists and the
 * seats offered to them, the reminders, the look-ups of a called-off date, the changes of
 * places, the mail outbox (capped per address and per entry: mail-caps.ts) and the gate (tokens, caps).
 */
import { DEFAULT_SETTINGS } from '../../../config/settings.ts';
import type { OpenedDatabase } from '../../database/opened-database.ts';
import { type Gate, openGate } from '../../gate/gate.ts';
import { type MailOutbox, openMailOutbox } from '../../outbox/mail-outbox.ts';
import { type AccessMails, openAccessMails } from './access-mails.ts';
import { calledOffLookups } from './called-off-lookups.ts';
import { type FeedbackStore, openFeedback } from './feedback.ts';
import { cappedMailOutbox, type MailCaps } from './mail-caps.ts';
import { type ChangeWrites, participantChanges } from './participant-changes.ts';
import { type RegistrationStore, registrationStore } from './registrations-table.ts';
import { openReminders, type Reminders } from './reminders.ts';
import { type SeatStore, seatCounts, seatStore } from './seats.ts';
import { openWaitlistOffers, type WaitlistOffers } from './waitlist-offers.ts';
import { openWaitlistTable, type WaitlistTable } from './waitlist-table.ts';

export interface RegistrationStores {
  /** The registrations: submitted, confirmed, claimed from an offer, cancelled (registrations-table.ts). */
  readonly registrations: RegistrationStore;
  /** The seats they take, with the holds (seats.ts). */
  readonly seats: SeatStore;
  /** The waiting lists of fully booked dates (waitlist-table.ts). */
  readonly waitlist: WaitlistTable;
  /** The seats offered to waiting lists (waitlist-offers.ts). */
  readonly offers: WaitlistOffers;
  /** The reminders before courses, each sent once (reminders.ts). */
  readonly reminders: Reminders;
  /** The access mails of webinar days, each sent once, and the academy's alerts of days without access details (access-mails.ts). */
  readonly accessMails: AccessMails;
  /** The requests for feedback after courses, each sent once, and the places' answers (feedback.ts). */
  readonly feedback: FeedbackStore;
  /** Who is still to be told of a date the academy called off (called-off-lookups.ts). */
  readonly calledOff: ReturnType<typeof calledOffLookups>;
  /** Cancelling places, moving to another date, sending a substitute (participant-changes.ts). */
  readonly changes: ChangeWrites;
  /** The mails the registrations and waiting-list entries send. */
  readonly mail: MailOutbox;
  /** Tokens, caps and the mails per address. */
  readonly gate: Gate;
  /**
   * Runs `work` (the writes of one request, to any of the stores) in one transaction, and
   * resolves once it is on disk (on SQLite with the other requests that arrive meanwhile:
   * sqlite-sql.ts).
   */
  committed<T>(work: () => Promise<T>): Promise<T>;
}

/** Mails per day to addresses nobody has proven (MAILS_PER_ADDRESS, MAILS_PER_REGISTRATION: mail-caps.ts), unless the stores are told otherwise. */
const DEFAULT_MAIL_CAPS: MailCaps = { perAddress: DEFAULT_SETTINGS.MAILS_PER_ADDRESS, perEntry: DEFAULT_SETTINGS.MAILS_PER_REGISTRATION };

/** The registrations' stores on an opened database (the stores of other concerns share it: src/server/open-stores.ts). */
export function registrationStoresOn({ db, key }: OpenedDatabase, mailCaps = DEFAULT_MAIL_CAPS): RegistrationStores {
  const gate = openGate(db, key);
  const mail = cappedMailOutbox(openMailOutbox(db), db, gate, mailCaps);
  const counts = seatCounts(db);
  const registrations = registrationStore({ db, gate, mail, seats: counts, booking: (id) => changes.booking(id) });
  const changes = participantChanges({ db, mail, seats: counts, get: registrations.get, gate });
  return {
    registrations,
    seats: seatStore(counts),
    waitlist: openWaitlistTable(db, mail, gate),
    offers: openWaitlistOffers(db, mail, counts),
    reminders: openReminders(db, mail, gate),
    accessMails: openAccessMails(db, mail),
    feedback: openFeedback(db, mail, gate),
    calledOff: calledOffLookups(db),
    changes,
    mail,
    gate,
    committed: (work) => db.transaction(work),
  };
}
