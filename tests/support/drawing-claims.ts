/**
 * Where the drawing of a table's documents (invoices, certificates) stands, read straight from
 * the database a server process writes: how many are issued and drawn, how many are claimed by a
 * server and not drawn, and when the last of those claims ends (ms since the epoch).
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';

export interface Claims {
  readonly issued: number;
  readonly drawn: number;
  readonly claimed: number;
  readonly claimEnd: number;
}

export type DrawnTable = 'invoices' | 'certificates';

const NONE: Claims = { issued: 0, drawn: 0, claimed: 0, claimEnd: 0 };

/** One row of `sql` in the SQLite file of `dataDir`, read while the server process writes it. */
function sqliteRow<Row>(dataDir: string, sql: string, ...params: number[]): Row {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    return db.prepare(sql).get(...params) as Row;
  } finally {
    db.close();
  }
}

/** In the SQLite file of `dataDir` (none yet while the server has not made the table). */
export function claimsInSqlite(dataDir: string, table: DrawnTable): Claims {
  try {
    const row = sqliteRow<Record<string, number | null>>(
      dataDir,
      `SELECT count(*) AS issued, count(pdf) AS drawn,
              sum(CASE WHEN pdf IS NULL AND drawing_until IS NOT NULL THEN 1 ELSE 0 END) AS claimed,
              max(CASE WHEN pdf IS NULL THEN drawing_until END) AS claimEnd
         FROM ${table}`,
    );
    return { issued: row.issued ?? 0, drawn: row.drawn ?? 0, claimed: row.claimed ?? 0, claimEnd: row.claimEnd ?? 0 };
  } catch {
    return NONE;
  }
}

/** How many documents in the SQLite file of `dataDir` are claimed and not drawn under claims that end by `until` (ms): a dead server's, while no one has taken them over. */
export function claimsEndingBy(dataDir: string, table: DrawnTable, until: number): number {
  return sqliteRow<{ held: number }>(dataDir, `SELECT count(*) AS held FROM ${table} WHERE pdf IS NULL AND drawing_until <= ?`, until).held;
}

/** In a PostgreSQL database, through `client`. */
export async function claimsInPostgres(client: pg.Client, table: DrawnTable): Promise<Claims> {
  const { rows } = await client.query<{ issued: number; drawn: number; claimed: number; claim_end: string | null }>(
    `SELECT count(*)::int AS issued, count(pdf)::int AS drawn,
            count(*) FILTER (WHERE pdf IS NULL AND drawing_until IS NOT NULL)::int AS claimed,
            max(drawing_until) FILTER (WHERE pdf IS NULL) AS claim_end
       FROM ${table}`,
  );
  const row = rows[0]!;
  return { issued: row.issued, drawn: row.drawn, claimed: row.claimed, claimEnd: Number(row.claim_end ?? 0) };
}
