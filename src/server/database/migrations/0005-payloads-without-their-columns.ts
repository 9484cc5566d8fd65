/**
 * Migration 5: no payload repeats a column of its row. A waiting-list entry's payload named the
 * person's address again (`email`), an enquiry's its kind, language and address (`kind`,
 * `locale`, `email`); the stores now read those from their columns.
 */
import type { Migration } from './migration.ts';

const SQLITE: readonly string[] = [
  "UPDATE waitlist SET payload = json_remove(payload, '$.waitlist.email')",
  "UPDATE enquiries SET payload = json_remove(payload, '$.kind', '$.locale', '$.email')",
];

const POSTGRES: readonly string[] = [
  "UPDATE waitlist SET payload = (payload::jsonb #- '{waitlist,email}')::text",
  "UPDATE enquiries SET payload = (payload::jsonb - 'kind' - 'locale' - 'email')::text",
];

export const PAYLOADS_WITHOUT_THEIR_COLUMNS: Migration = {
  version: 5,
  name: 'payloads without their columns',
  statements: (dialect) => (dialect === 'sqlite' ? SQLITE : POSTGRES),
};
