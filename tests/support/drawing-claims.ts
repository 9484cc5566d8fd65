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

/** In the SQLite file of `dataDir` (none yet while the server has not made the table). */
export function claimsInSqlite(dataDir: string, table: DrawnTable): Claims {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT count(*) AS issued, count(pdf) AS drawn,
                sum(CASE WHEN pdf IS NULL AND drawing_until IS NOT NULL THEN 1 ELSE 0 END) AS claimed,
                max(CASE WHEN pdf IS NULL THEN drawing_until END) AS claimEnd
           FROM ${table}`,
      )
      .get() as Record<string, number | null>;
    return { issued: row.issued ?? 0, drawn: row.drawn ?? 0, claimed: row.claimed ?? 0, claimEnd: row.claimEnd ?? 0 };
  } catch {
    return NONE;
  } finally {
    db.close();
  }
}

/** How many documents in the SQLite file of `dataDir` are claimed and not drawn under claims that end by `until` (ms): a dead server's, while no one has taken them over. */
export function claimsEndingBy(dataDir: string, table: DrawnTable, until: number): number {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
  try {
    const row = db.prepare(`SELECT count(*) AS held FROM ${table} WHERE pdf IS NULL AND drawing_until <= ?`).get(until) as { held: number };
    return row.held;
  } finally {
    db.close();
  }
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
