/**
 * A person's rights, asked for by staff in the CMS: a registration's or waiting-list entry's
 * item with its `privacy_request` set. "export" answers with everything the site stores about
 * the item's address (person-export.ts: the summary in the person's language, then the JSON),
 * which the item's `privacy_export` then holds for staff to send; "erase" erases the address
 * (erase-person.ts): its entries are anonymised or deleted, and their items in the CMS follow
 * through the outbox (a deleted entry's item is deleted). The item's note says what was done,
 * in counts, and nobody's address.
 */
import type { Content } from '../../../content/types.ts';
import { noteStamp } from '../../registrations/rules/note-stamp.ts';
import type { RegistrationStores } from '../../registrations/store/registration-stores.ts';
import { type ErasingStores, erasePerson } from './erase-person.ts';
import { personExport } from './person-export.ts';

export const PRIVACY_REQUESTS = ['export', 'erase'] as const;
export type PrivacyRequest = (typeof PRIVACY_REQUESTS)[number];

export const isPrivacyRequest = (value: unknown): value is PrivacyRequest => PRIVACY_REQUESTS.includes(value as PrivacyRequest);

export interface PrivacyDeps extends ErasingStores {
  readonly stores: Pick<RegistrationStores, 'registrations' | 'waitlist'>;
  readonly getContent: () => Content;
  readonly now: () => Date;
  /** The folder mails are written to without SMTP; null: none. */
  readonly mailDir: string | null;
}

/** What the item gets: its note, and what its `privacy_export` holds now (null: nothing). */
export interface PrivacyOutcome {
  readonly note: string;
  readonly privacyExport: string | null;
}

/** Carries out a privacy request for the address of entry `entryId`; null when there is no such entry. */
export async function applyPrivacyRequest(deps: PrivacyDeps, entryId: string, request: PrivacyRequest): Promise<PrivacyOutcome | null> {
  const entry = (await deps.stores.registrations.get(entryId)) ?? (await deps.stores.waitlist.get(entryId));
  if (!entry) return null;
  const now = deps.now();
  if (request === 'export') {
    const record = await deps.people.find(entry.email);
    const { summary, json, locale } = personExport(record, deps.getContent(), now);
    return {
      note: `${noteStamp(now)}: everything stored about this item's address is in "Privacy export" (${locale}): ${record.registrations.length} registrations, ${record.waitlist.length} waiting-list entries, ${record.mails.length} mails.`,
      privacyExport: `${summary}\n${json}`,
    };
  }
  const erased = await erasePerson(deps, deps.mailDir, entry.email);
  return {
    note: `${noteStamp(now)}: this item's address was erased: ${erased.anonymised} registrations anonymised (billing address and prices kept), ${erased.deleted + erased.waitlist} entries deleted, ${erased.mails} mails not sent, ${erased.files} mail files removed, ${erased.certificates} certificates revoked and their holder's name removed.`,
    privacyExport: null,
  };
}
