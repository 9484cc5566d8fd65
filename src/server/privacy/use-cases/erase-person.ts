/**
 * Erasing one address, for the command (npm run privacy:erase) and the staff's action in the
 * CMS alike: what the database holds of it (person-data.ts) and the quotes asked for with it, then the mail files of the
 * entries it was in (mail-files.ts); it returns once the database's files hold none of it
 * either (`forgetDeleted`). Returns counts only: the caller's log names nobody.
 */

import type { EnquiryStore } from '../../enquiries/store/enquiry-store.ts';
import { removeMailFiles } from '../../mail/mail-files.ts';
import type { Quotes } from '../../quotes/store/quotes-table.ts';
import type { PersonData } from '../store/person-data.ts';
import type { ErasedCounts } from '../store/person-record.ts';
import type { Retention } from '../store/retention.ts';

/** The stores erasing an address touches. */
export interface ErasingStores {
  readonly people: PersonData;
  readonly retention: Retention;
  readonly enquiries: EnquiryStore;
  readonly quotes: Pick<Quotes, 'forget'>;
  readonly forgetDeleted: () => Promise<void>;
}

export interface ErasedPerson extends ErasedCounts {
  /** Mail files removed from the mail folder. */
  readonly files: number;
  /** Enquiries deleted (with their item in the CMS). */
  readonly enquiries: number;
  /** Quotes asked for from the address or naming it, deleted. */
  readonly quotes: number;
}

/** Erases `address`; `mailDir`: the folder the mails are written to without SMTP (null: none). */
export async function erasePerson(stores: ErasingStores, mailDir: string | null, address: string): Promise<ErasedPerson> {
  const found = await stores.people.find(address);
  const entries = new Set([
    ...found.registrations.map(({ entry }) => entry.id),
    ...found.waitlist.map(({ id }) => id),
    ...found.enquiries.map(({ id }) => id),
    ...found.quotes.map(({ id }) => id),
  ]);
  const counts = await stores.people.erase(address, {
    registration: (id) => stores.retention.deleteRegistration(id),
    waitlistEntry: (id) => stores.retention.deleteWaitlistEntry(id),
  });
  for (const { id } of found.enquiries) await stores.enquiries.delete(id);
  const quotes = await stores.quotes.forget(found.quotes.map(({ id }) => id));
  const files = mailDir === null ? 0 : await removeMailFiles(mailDir, entries, address);
  await stores.forgetDeleted();
  return { ...counts, files, enquiries: found.enquiries.length, quotes };
}
