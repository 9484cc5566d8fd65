/**
 * What a migration is, as one digest of its name (which databases record) and its statements in
 * one engine's SQL: the runner records it with the migration and compares it at every start
 * (runner.ts), and tests/fixtures/migrations.json keeps each landed one's.
 */
import { createHash } from 'node:crypto';
import type { Dialect } from '../schema-sql.ts';
import type { Migration } from './migration.ts';

export const migrationDigest = (migration: Migration, dialect: Dialect): string =>
  createHash('sha256')
    .update([migration.name, ...migration.statements(dialect)].join('\n;\n'))
    .digest('hex');
