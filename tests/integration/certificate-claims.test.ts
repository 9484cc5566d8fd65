/**
 * Nothing stuck after a crash, for certificates: the real server process issues 200 at start
 * (the day after their course) and is killed with SIGKILL while it draws them, some claimed and
 * not drawn. Restarted on the same data folder with its clock twenty seconds before those claims
 * run out (they last ten minutes, so none runs out while the first server draws, however busy
 * the machine), it draws them once the claims end: every certificate issued once and drawn, the
 * numbers without gaps, and each queues its two mails exactly once. PostgreSQL: tests/services/postgres-certificates.test.ts.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { claimsEndingBy, claimsInSqlite } from '../support/drawing-claims.ts';
import { DAY_AFTER, placesDue } from '../support/due-certificates.ts';
import { fakeDist, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { clockOffsetAt } from '../support/test-clock.ts';
import { until } from '../support/until.ts';

const PLACES = 200;
const LEASE_SECONDS = 600;
/** How long before the claims end the restarted server's clock starts: more than a start takes on a busy machine. */
const BEFORE_CLAIMS_END_MS = 20_000;

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('certificates claimed by a server that died', () => {
  it('are issued once each, without gaps, and drawn and mailed once by the restarted server', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'certificate-claims-'));
    const stores = await openSqliteStores({ dataDir, outbox: false });
    await placesDue(stores, PLACES, '00000000-0000-4000-8000-');
    await stores.close();
    const env = { DATA_DIR: dataDir, DIST_DIR: await fakeDist(), TODAY: DAY_AFTER, INVOICE_DRAWING_LEASE_SECONDS: String(LEASE_SECONDS) };

    // Killed while drawing: every certificate issued, some drawn, a batch claimed and not drawn.
    const first = await startServerProcess(env);
    running.push(first);
    await until(
      'certificates being drawn',
      () => claimsInSqlite(dataDir, 'certificates'),
      (counts) => counts.drawn >= 10,
      120_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = claimsInSqlite(dataDir, 'certificates');
    expect(atKill.issued).toBe(PLACES);
    expect(atKill.claimed).toBeGreaterThan(0);
    expect(atKill.claimEnd).toBeGreaterThan(Date.now());

    const second = await startServerProcess({ ...env, TEST_CLOCK_OFFSET_MS: clockOffsetAt(atKill.claimEnd - BEFORE_CLAIMS_END_MS) });
    running.push(second);
    // Started while the claims hold: it leaves them to their end.
    expect(claimsEndingBy(dataDir, 'certificates', atKill.claimEnd)).toBe(atKill.claimed);
    const done = await until(
      'every certificate drawn within two minutes of the claims’ end',
      () => claimsInSqlite(dataDir, 'certificates'),
      (counts) => counts.drawn === PLACES,
      BEFORE_CLAIMS_END_MS + 120_000,
    );
    expect(done).toMatchObject({ issued: PLACES, claimed: 0 });
    second.child.kill('SIGTERM');
    await second.exited;

    const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
    const numbers = db.prepare('SELECT number FROM certificates ORDER BY number').all() as Array<{ number: string }>;
    expect(numbers.map(({ number }) => number)).toEqual(
      Array.from({ length: PLACES }, (_, index) => `RWA-2027-${String(index + 1).padStart(5, '0')}`),
    );
    const places = db.prepare('SELECT count(DISTINCT registration_id) AS n FROM certificates').get() as { n: number };
    expect(places.n).toBe(PLACES);
    const mails = db
      .prepare("SELECT kind, count(*) AS times FROM mail_outbox WHERE kind LIKE 'certificate-%' GROUP BY kind")
      .all() as Array<{
      kind: string;
      times: number;
    }>;
    db.close();
    expect(mails).toHaveLength(2 * PLACES);
    expect(mails.filter(({ times }) => times !== 1)).toEqual([]);
  });
});
