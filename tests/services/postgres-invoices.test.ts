/**
 * Three server processes (the compiled server, as a host runs it) on one real PostgreSQL
 * database bill 60 registrations at once: started together on the day after their date,
 * each bills at start. The numbers are consecutive from RE-2027-00001, none skipped or twice,
 * each registration has one invoice, and each invoice's two mails are written once, by one of
 * the servers. And one of two servers killed with SIGKILL while drawing 150 invoices leaves
 * nothing stuck: the other draws and mails what it had claimed once the claims end. Needs the
 * built site (`npm run test:build`) and Debian's PostgreSQL.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, startPostgres, type TestPostgres } from '../../scripts/postgres-server.ts';
import { openPostgresStores } from '../../src/server/open-stores.ts';
import { claimsInPostgres } from '../support/drawing-claims.ts';
import { confirmedRegistration } from '../support/registration.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { until } from '../support/until.ts';

/** The day after BOOKABLE_DATE_ID (19 January 2027). */
const DAY_AFTER = '2027-01-20';

let postgres: TestPostgres;
let url: string;
const works: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  url = await createDatabase(postgres.url, 'invoices');
  const stores = await openPostgresStores({ url, outbox: false, connections: 4 });
  const at = '2026-11-22T10:00:00.000Z';
  for (let index = 0; index < 60; index++) {
    const email = `buyer${index}@example.com`;
    const result = await stores.registrations.insert(
      confirmedRegistration(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, email, at),
    );
    expect(result).toEqual({ ok: true });
  }
  await stores.close();
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await postgres?.remove();
  await Promise.all(works.map((work) => rm(work, { recursive: true, force: true })));
});

async function startInstance(database = url, settings: Record<string, string> = {}): Promise<ServerProcess> {
  const work = await workWithContent('postgres-invoices-');
  works.push(work);
  const { PORT: _port, ...env } = siteEnv(work);
  const server = await startServerProcess(
    { ...env, DATABASE_URL: database, TODAY: DAY_AFTER, ...settings },
    { args: ['--disable-warning=ExperimentalWarning', '.build/server/main.js'] },
  );
  servers.push(server);
  return server;
}

it('three servers started together bill 60 registrations: consecutive numbers, one invoice each, each mailed once', async () => {
  await Promise.all([startInstance(), startInstance(), startInstance()]);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const rows = await until(
      'every invoice issued and drawn',
      async () =>
        (
          await db.query<{ number: string; registration_id: string; drawn: boolean }>(
            'SELECT number, registration_id, pdf IS NOT NULL AS drawn FROM invoices ORDER BY number',
          )
        ).rows,
      (found) => found.length === 60 && found.every((row) => row.drawn),
      90_000,
    );
    expect(rows.map((row) => row.number)).toEqual(
      Array.from({ length: 60 }, (_, index) => `RE-2027-${String(index + 1).padStart(5, '0')}`),
    );
    expect(new Set(rows.map((row) => row.registration_id)).size).toBe(60);
    // Each mail written once, by one server or another: 60 to the buyers and 60 copies.
    const written = await until(
      'every invoice mail written',
      async () =>
        (await Promise.all(works.map((work) => readdir(join(work, 'data', 'mail')).catch(() => [] as string[]))))
          .flat()
          .filter((file) => file.includes('.invoice-')),
      (files) => files.length >= 120,
      90_000,
    );
    const byServer = await Promise.all(
      works.map(
        async (work) =>
          (await readdir(join(work, 'data', 'mail')).catch(() => [] as string[])).filter((file) => file.includes('.invoice-')).length,
      ),
    );
    console.log(`invoice mails written by each server: ${byServer.join(', ')}`);
    expect(written).toHaveLength(120);
    expect(new Set(written).size).toBe(120);
  } finally {
    await db.end();
  }
}, 180_000);

it('a server killed while drawing leaves nothing stuck: the other draws its claimed invoices when the claims end, each once', async () => {
  const database = await createDatabase(postgres.url, 'invoice_claims');
  const stores = await openPostgresStores({ url: database, outbox: false, connections: 4 });
  for (let index = 0; index < 150; index++) {
    const id = `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`;
    expect(await stores.registrations.insert(confirmedRegistration(id, `claims${index}@example.com`, '2026-11-22T10:00:00.000Z'))).toEqual({
      ok: true,
    });
  }
  await stores.close();
  const settings = { INVOICE_DRAWING_LEASE_SECONDS: '20' };
  const [doomed] = await Promise.all([startInstance(database, settings), startInstance(database, settings)]);
  const db = new pg.Client({ connectionString: database });
  await db.connect();
  const counts = () => claimsInPostgres(db, 'invoices');
  try {
    await until('invoices being drawn', counts, (found) => found.drawn >= 10, 90_000);
    doomed!.child.kill('SIGKILL');
    await doomed!.exited;
    const atKill = await counts();
    expect(atKill.claimed).toBeGreaterThan(0);
    const done = await until(
      'every invoice drawn within two minutes of the claims’ end',
      counts,
      (found) => found.issued === 150 && found.drawn === 150,
      Math.max(0, atKill.claimEnd - Date.now()) + 120_000,
    );
    expect(done.claimed).toBe(0);
    const numbers = (await db.query<{ number: string }>('SELECT number FROM invoices ORDER BY number')).rows.map(({ number }) => number);
    expect(numbers).toEqual(Array.from({ length: 150 }, (_, index) => `RE-2027-${String(index + 1).padStart(5, '0')}`));
    const mails = (
      await db.query<{ kind: string; times: number }>(
        "SELECT kind, count(*)::int AS times FROM mail_outbox WHERE kind LIKE 'invoice-%' GROUP BY kind",
      )
    ).rows;
    expect(mails).toHaveLength(300);
    expect(mails.filter(({ times }) => times !== 1)).toEqual([]);
  } finally {
    await db.end();
  }
}, 240_000);
