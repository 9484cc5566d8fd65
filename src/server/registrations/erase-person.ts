/**
 * Erasing one address, for the command (npm run privacy:erase) and the staff's action in the
 * CMS alike: what the database holds of it (person-data.ts), then the mail files of the
 * entries it was in (mail-files.ts). Returns counts only: the caller's log names nobody.
 */
import { removeMailFiles } from '../mail/mail-files.ts';
import type { ErasedCounts } from './person-data.ts';
import type { RegistrationStore } from './store.ts';

export interface ErasedPerson extends ErasedCounts {
  /** Mail files removed from the mail folder. */
  readonly files: number;
  /** Enquiries deleted (with their item in the CMS). */
  readonly enquiries: number;
}

/** Erases `address`; `mailDir`: the folder the mails are written to without SMTP (null: none). */
export async function erasePerson(store: RegistrationStore, mailDir: string | null, address: string): Promise<ErasedPerson> {
  const found = await store.people.find(address);
  const entries = new Set([
    ...found.registrations.map(({ entry }) => entry.id),
    ...found.waitlist.map(({ id }) => id),
    ...found.enquiries.map(({ id }) => id),
  ]);
  const counts = await store.people.erase(address, {
    registration: (id) => store.retention.deleteRegistration(id),
    waitlistEntry: (id) => store.retention.deleteWaitlistEntry(id),
  });
  for (const { id } of found.enquiries) await store.enquiries.delete(id);
  const files = mailDir === null ? 0 : await removeMailFiles(mailDir, entries, address);
  return { ...counts, files, enquiries: found.enquiries.length };
}
