/**
 * Everything the CMS shows of one registration or waiting-list entry, read from the
 * database in one go: the entry, a registration's places, move, cancellation and changes,
 * an entry's offer, and the delivery of every mail it sent. Null for an entry that is not
 * confirmed (or not there): those never go to the CMS.
 */
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import type { Sql } from '../../database/sql.ts';
import { type Booking, type ChangeRecord, type ChangeRow, changeOf } from '../rules/change-records.ts';
import {
  ENTRY_COLUMNS,
  type EntryRow,
  fromRow,
  REGISTRATION_COLUMNS,
  type RegistrationRow,
  registrationFromRow,
  type StoredEntry,
  type StoredRegistration,
} from '../rules/entry-rows.ts';

export interface MailDelivery {
  readonly kind: string;
  readonly attempts: number;
  readonly sentAt: string | null;
  readonly rejectedAt: string | null;
  readonly lastError: string | null;
}

export interface OfferState {
  readonly status: string;
  readonly expiresAt: number;
  readonly endedAt: number | null;
  readonly registrationId: string | null;
}

export type EntryState =
  | {
      readonly kind: 'registration';
      readonly entry: StoredRegistration;
      readonly booking: Booking;
      readonly cancelledAt: string | null;
      readonly changes: readonly ChangeRecord[];
      readonly mails: readonly MailDelivery[];
    }
  | {
      readonly kind: 'waitlist';
      readonly entry: StoredEntry<WaitlistEntry>;
      readonly offer: OfferState | null;
      readonly mails: readonly MailDelivery[];
    };

/** `booking`: a registration's places and move, as the participants' changes read them (participant-changes.ts). */
export function entryStates(db: Sql, booking: (id: string) => Promise<Booking | undefined>): (id: string) => Promise<EntryState | null> {
  const columns = ENTRY_COLUMNS.join(', ');
  const sql = {
    registration: db.prepare(`SELECT ${REGISTRATION_COLUMNS.join(', ')} FROM registrations WHERE id = $1 AND status = 'confirmed'`),
    waitlist: db.prepare(`SELECT ${columns} FROM waitlist WHERE id = $1 AND status = 'confirmed'`),
    cancellation: db.prepare('SELECT cancelled_at FROM cancellations WHERE registration_id = $1'),
    changes: db.prepare('SELECT registration_id, position, kind, by, at, details FROM changes WHERE registration_id = $1 ORDER BY id'),
    mails: db.prepare(
      'SELECT kind, attempts, sent_at AS "sentAt", rejected_at AS "rejectedAt", last_error AS "lastError" FROM mail_outbox WHERE entry_id = $1 ORDER BY rowid',
    ),
    offer: db.prepare(
      'SELECT status, expires_at AS "expiresAt", ended_at AS "endedAt", registration_id AS "registrationId" FROM offers WHERE entry_id = $1',
    ),
  };
  const mails = (id: string) => sql.mails.all<MailDelivery>(id);
  return async (id) => {
    const row = await sql.registration.get<RegistrationRow>(id);
    const places = row && (await booking(id));
    if (row && places) {
      return {
        kind: 'registration',
        entry: registrationFromRow(row),
        booking: places,
        cancelledAt: (await sql.cancellation.get<{ cancelled_at: string }>(id))?.cancelled_at ?? null,
        changes: (await sql.changes.all<ChangeRow>(id)).map(changeOf),
        mails: await mails(id),
      };
    }
    const waiting = await sql.waitlist.get<EntryRow>(id);
    if (!waiting) return null;
    return { kind: 'waitlist', entry: fromRow(waiting), offer: (await sql.offer.get<OfferState>(id)) ?? null, mails: await mails(id) };
  };
}
