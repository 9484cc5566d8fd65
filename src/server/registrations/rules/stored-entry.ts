/**
 * A registration or waiting-list entry as the store hands it out: its fields, its state
 * (src/server/database/schema.ts says what each means) and, of a registration, its reference
 * and its price as booked. How it is kept is store/entry-rows.ts.
 */

import type { Locale } from '../../../i18n/locales.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import type { EntryStatus } from '../../database/column-values.ts';
import type { BookedPrice } from './booked-price.ts';

export interface StoredEntry<Payload> {
  readonly id: string;
  readonly dateId: number;
  readonly email: string;
  readonly locale: Locale;
  readonly payload: Payload;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
  readonly idempotencyKey: string | null;
  /** Hash of the normalized entry: tells a retry from a different entry under the same key. */
  readonly fingerprint: string;
  readonly status: EntryStatus;
  /** While pending: until when (ms since the epoch) its seats are held; else null. */
  readonly heldUntil: number | null;
  /** ISO 8601, UTC; null until confirmed. */
  readonly confirmedAt: string | null;
}

/** A registration as stored: its payload names the participants, billing address and invoice contact. */
export interface StoredRegistration extends StoredEntry<Registration> {
  /** What a person quotes (reference.ts); the id stays internal. */
  readonly reference: string;
  /** The price of each of its places as booked; null for one stored without it. */
  readonly price: BookedPrice | null;
}

/** A waiting-list entry as stored: its payload names the person waiting. */
export type StoredWaitlistEntry = StoredEntry<WaitlistEntry>;
