/**
 * The migrations are history: each landed one's name and statements, in both engines' SQL, are
 * what tests/fixtures/migrations.json recorded when it landed. Renaming or editing one fails here
 * (a copy with one statement changed, or its name, is named); a new one fails until its digests,
 * printed by the failure, are added to the file, and nothing else in it may change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/server/database/migrations/runner.ts';
import { changedMigrations, type Digests, digestsOf } from '../support/migration-digests.ts';

const RECORDED = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/migrations.json'), 'utf8')) as Digests;

describe('the migrations', () => {
  it('are each what was recorded when it landed', () => {
    const changed = changedMigrations(MIGRATIONS, RECORDED);
    const digests = digestsOf(MIGRATIONS.filter((migration) => changed.includes(migration.version)));
    expect(changed, `not as recorded in tests/fixtures/migrations.json (a new one's digests: ${JSON.stringify(digests)})`).toEqual([]);
  });

  it('name a landed one whose statements were edited, in either engine', () => {
    const edited = MIGRATIONS.map((migration) =>
      migration.version === 2
        ? { ...migration, statements: (dialect: 'sqlite' | 'postgres') => migration.statements(dialect).map((sql) => `${sql} `) }
        : migration,
    );
    expect(changedMigrations(edited, RECORDED)).toEqual([2]);
    const onePostgres = MIGRATIONS.map((migration) =>
      migration.version === 1
        ? { ...migration, statements: (dialect: 'sqlite' | 'postgres') => (dialect === 'postgres' ? [] : migration.statements(dialect)) }
        : migration,
    );
    expect(changedMigrations(onePostgres, RECORDED)).toEqual([1]);
  });

  it('name a landed one that was renamed: databases record its name, and a server refuses one it knows by another', () => {
    const renamed = MIGRATIONS.map((migration) =>
      migration.version === 2 ? { ...migration, name: `${migration.name}-renamed` } : migration,
    );
    expect(changedMigrations(renamed, RECORDED)).toEqual([2]);
  });

  it('are numbered one after the other from 1, with the names a database records', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
    expect(new Set(MIGRATIONS.map((migration) => migration.name)).size).toBe(MIGRATIONS.length);
  });
});
