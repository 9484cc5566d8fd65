/**
 * Migration 1, the starting schema: the tables, indexes and the CMS outbox's triggers as the
 * first release made them, in each engine's SQL, written out once. It never changes: a change to
 * the schema is a migration of its own after it (runner.ts), and the description the code
 * reads (schema.ts) is checked against what all of them make (tests/integration/registration-migrations.test.ts,
 * tests/services/postgres-migrations.test.ts).
 */

import type { Migration } from './migration.ts';
import { STARTING_SCHEMA_POSTGRES } from './starting-schema/postgres.ts';
import { STARTING_SCHEMA_SQLITE } from './starting-schema/sqlite.ts';

export const STARTING_SCHEMA: Migration = {
  version: 1,
  name: 'the starting schema',
  statements: (dialect) => (dialect === 'sqlite' ? STARTING_SCHEMA_SQLITE : STARTING_SCHEMA_POSTGRES),
};
