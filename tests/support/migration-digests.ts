/**
 * What each landed migration is, as a digest of its name (which databases record, and the
 * runner checks) and its statements in both engines' SQL (tests/fixtures/migrations.json keeps
 * one a version): a migration renamed or edited after it landed, or one landed without its
 * digest, is named.
 */
import { migrationDigest } from '../../src/server/database/migrations/digest.ts';
import type { Migration } from '../../src/server/database/migrations/runner.ts';

export type Digests = Readonly<Record<string, { readonly sqlite: string; readonly postgres: string }>>;

export function digestsOf(migrations: readonly Migration[]): Digests {
  return Object.fromEntries(
    migrations.map((migration) => [
      String(migration.version),
      {
        sqlite: migrationDigest(migration, 'sqlite'),
        postgres: migrationDigest(migration, 'postgres'),
      },
    ]),
  );
}

/** The versions whose statements are not what was recorded, or that have no record. */
export function changedMigrations(migrations: readonly Migration[], recorded: Digests): number[] {
  const now = digestsOf(migrations);
  return migrations
    .map((migration) => migration.version)
    .filter((version) => {
      const kept = recorded[String(version)];
      const current = now[String(version)]!;
      return !kept || kept.sqlite !== current.sqlite || kept.postgres !== current.postgres;
    });
}
