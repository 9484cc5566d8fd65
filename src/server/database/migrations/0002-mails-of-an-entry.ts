/** Migration 2: the mails an entry caused, by entry and time, for the count of the addresses it reached (mail-caps.ts). */
import type { Migration } from './migration.ts';

export const MAILS_OF_AN_ENTRY: Migration = {
  version: 2,
  name: 'the mails of an entry by time',
  statements: () => ['CREATE INDEX address_mails_entry ON address_mails (entry_id, at)'],
};
