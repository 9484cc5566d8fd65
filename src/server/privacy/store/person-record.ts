/**
 * What a person's rights find about their address (person-data.ts finds it, person-export.ts
 * writes it): their registrations (with the feedback they gave), certificates, waiting-list entries, mails, enquiries and quotes,
 * and what an erasure counts.
 */
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import type { StoredQuote } from '../../quotes/rules/quote-record.ts';
import type { Role } from '../../registrations/rules/anonymised.ts';
import type { StoredEntry, StoredRegistration } from '../../registrations/rules/stored-entry.ts';
import type { StoredFeedback } from '../../registrations/store/feedback.ts';

export interface FoundRegistration {
  readonly entry: StoredRegistration;
  readonly roles: readonly Role[];
  /** Its changes (when, what, by whom, details). */
  readonly changes: ReadonlyArray<{ kind: string; by: string; at: string; details: unknown }>;
  /** Its places' cancellations (position, when, per cent, fee). */
  readonly places: ReadonlyArray<{ position: number; cancelledAt: string | null; feePercent: number | null; fee: number | null }>;
  /** Its invoices and credit notes (kept for the accounts: an erasure leaves them). */
  readonly invoices: ReadonlyArray<{ number: string; kind: string; issuedAt: string; gross: number; status: string }>;
  /** The feedback the person gave on their places (an erasure keeps its ratings, nameless, and removes the rest). */
  readonly feedback: readonly StoredFeedback[];
}

export interface FoundMail {
  readonly entryId: string;
  readonly kind: string;
  readonly sentAt: string | null;
  readonly rejectedAt: string | null;
  /** The address of a mail still to be sent (a sent one keeps no text). */
  readonly to: string | null;
  /** Whether a mail still to be sent names the person anywhere (an academy's copy, say). */
  readonly names: boolean;
}

/** A certificate of the person's, found by their address's key in the register. */
export interface FoundCertificate {
  readonly number: string;
  readonly kind: string;
  readonly title: string;
  readonly holder: string;
  readonly issueDate: string;
  readonly revokedAt: string | null;
}

export interface PersonRecord {
  readonly address: string;
  readonly registrations: readonly FoundRegistration[];
  /** Their certificates (the register keeps them while they are valid; an erasure revokes them and removes the name). */
  readonly certificates: readonly FoundCertificate[];
  readonly waitlist: ReadonlyArray<StoredEntry<WaitlistEntry>>;
  readonly mails: readonly FoundMail[];
  /** Mails to the address counted within the last day (for the caps). */
  readonly mailsCounted: number;
  /** The enquiries sent from the address (contact and in-house forms). */
  readonly enquiries: ReadonlyArray<FoundEnquiry>;
  /** The quotes asked for from the address, or naming it among their people. */
  readonly quotes: readonly StoredQuote[];
}

export interface FoundEnquiry {
  readonly id: string;
  readonly status: string;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface ErasedCounts {
  readonly deleted: number;
  readonly anonymised: number;
  readonly waitlist: number;
  readonly mails: number;
  /** Certificates revoked and their holder's name removed. */
  readonly certificates: number;
}
