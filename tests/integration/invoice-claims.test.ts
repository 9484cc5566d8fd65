/**
 * Nothing stuck after a crash: the real server process bills 150 registrations at start and
 * is killed with SIGKILL while it draws their invoices, some of them claimed and not drawn.
 * Restarted on the same data folder with its clock twenty seconds before those claims run out
 * (they last ten minutes, so none runs out while the first server draws, however busy the
 * machine), it finds them claimed at start and draws them once the claims end (a timer, not
 * the next midnight): every invoice is drawn, the numbers gap-free, and each queues its two
 * mails exactly once.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { claimsEndingBy, claimsInSqlite } from '../support/drawing-claims.ts';
import { confirmedRegistration } from '../support/registration.ts';
import { fakeDist, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { clockOffsetAt } from '../support/test-clock.ts';
import { until } from '../support/until.ts';

const REGISTRATIONS = 150;
/** The day after BOOKABLE_DATE_ID (19 January 2027): every registration is due its invoice. */
const DAY_AFTER = '2027-01-20';
const LEASE_SECONDS = 600;
/** How long before the claims end the restarted server's clock starts: more than a start takes on a busy machine. */
const BEFORE_CLAIMS_END_MS = 20_000;

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

/** A data folder holding REGISTRATIONS confirmed registrations, all due their invoice on DAY_AFTER, and the server's environment for it. */
async function dueRegistrations(): Promise<{ dataDir: string; env: Record<string, string> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'invoice-claims-'));
  const stores = await openSqliteStores({ dataDir, outbox: false });
  for (let index = 0; index < REGISTRATIONS; index++) {
    const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    expect(await stores.registrations.insert(confirmedRegistration(id, `buyer${index}@example.com`, '2026-11-22T10:00:00.000Z'))).toEqual({
      ok: true,
    });
  }
  await stores.close();
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DIST_DIR: await fakeDist(), TODAY: DAY_AFTER, INVOICE_DRAWING_LEASE_SECONDS: String(LEASE_SECONDS) },
  };
}

/** Starts a server on the folder and waits until it has drawn some of the invoices it issued at start. */
async function drawing(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  running.push(server);
  await until(
    'invoices being drawn',
    () => claimsInSqlite(dataDir, 'invoices'),
    (counts) => counts.drawn >= 10,
    90_000,
  );
  return server;
}

describe('a server stopped while it draws invoices', () => {
  it('ends cleanly: what it had claimed and not drawn is left to the next pass, not logged as failed', { timeout: 120_000 }, async () => {
    const { dataDir, env } = await dueRegistrations();
    const server = await drawing(dataDir, env);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const counts = claimsInSqlite(dataDir, 'invoices');
    expect(counts.drawn).toBeLessThan(REGISTRATIONS);
    expect(server.output()).not.toContain('"level":"error"');
  });
});

describe('invoices claimed by a server that died', () => {
  it('are drawn and mailed once by the restarted server when the claims end', { timeout: 180_000 }, async () => {
    const { dataDir, env } = await dueRegistrations();
    // Killed while drawing: every invoice issued, some drawn, a batch claimed and not drawn.
    const first = await drawing(dataDir, env);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = claimsInSqlite(dataDir, 'invoices');
    expect(atKill.issued).toBe(REGISTRATIONS);
    expect(atKill.claimed).toBeGreaterThan(0);
    expect(atKill.claimEnd).toBeGreaterThan(Date.now());

    const second = await startServerProcess({ ...env, TEST_CLOCK_OFFSET_MS: clockOffsetAt(atKill.claimEnd - BEFORE_CLAIMS_END_MS) });
    running.push(second);
    // Started while the claims hold: it leaves them to their end.
    expect(claimsEndingBy(dataDir, 'invoices', atKill.claimEnd)).toBe(atKill.claimed);
    const done = await until(
      'every invoice drawn within two minutes of the claims’ end',
      () => claimsInSqlite(dataDir, 'invoices'),
      (counts) => counts.drawn === REGISTRATIONS,
      BEFORE_CLAIMS_END_MS + 120_000,
    );
    expect(done).toMatchObject({ issued: REGISTRATIONS, claimed: 0 });
    second.child.kill('SIGTERM');
    await second.exited;

    const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
    const numbers = db.prepare('SELECT number FROM invoices ORDER BY number').all() as Array<{ number: string }>;
    expect(numbers.map(({ number }) => number)).toEqual(
      Array.from({ length: REGISTRATIONS }, (_, index) => `RE-2027-${String(index + 1).padStart(5, '0')}`),
    );
    // Each invoice's mail to the buyer and the academy's copy, queued once each.
    const mails = db.prepare("SELECT kind, count(*) AS times FROM mail_outbox WHERE kind LIKE 'invoice-%' GROUP BY kind").all() as Array<{
      kind: string;
      times: number;
    }>;
    db.close();
    expect(mails).toHaveLength(2 * REGISTRATIONS);
    expect(mails.filter(({ times }) => times !== 1)).toEqual([]);
  });
});
