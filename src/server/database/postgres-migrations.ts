/**
 * The numbered migrations (migrations.ts) applied to a PostgreSQL database: in order, each in
 * one transaction with its record in `schema_migrations`, under an advisory lock held for the
 * whole run, so that servers starting together on one database migrate it once, one after the
 * other (the later ones find the work done). A database newer than the code stops the start.
 */
import type { Pool } from 'pg';
import { MIGRATIONS, type Migration, refuseNewer } from './migrations.ts';

/** The advisory lock of the schema's migrations (any fixed number no other lock of the site uses). */
const MIGRATION_LOCK = 5_060_001;

/** Applies the migrations the database lacks: which were applied. */
export async function migratePostgres(
  pool: Pool,
  migrations: readonly Migration[] = MIGRATIONS,
  now = () => new Date(),
): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      const applied = new Set(rows.map((row) => row.version));
      refuseNewer([...applied], migrations);
      const done: number[] = [];
      for (const migration of migrations.filter(({ version }) => !applied.has(version))) {
        await client.query('BEGIN');
        try {
          await client.query(migration.postgres);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
            migration.version,
            migration.name,
            now().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        done.push(migration.version);
      }
      return done;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
