/**
 * Certificates on a real PostgreSQL with the compiled server, as hosts run it: two servers
 * started together on the day after the course issue 200 certificates between them, and one is
 * killed with SIGKILL while they draw. Nothing is stuck: the other draws what it had claimed
 * once the claims end; every place has one certificate, the numbers run from RWA-2027-00001
 * without a gap or a repeat, and each certificate's two mails are queued once. Needs the built
 * site (`npm run test:build`) and Debian's PostgreSQL. SQLite: tests/integration/certificate-claims.test.ts.
 */
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, startPostgres, type TestPostgres } from '../../scripts/postgres-server.ts';
import { openPostgresStores } from '../../src/server/open-stores.ts';
import { claimsInPostgres } from '../support/drawing-claims.ts';
import { DAY_AFTER, placesDue } from '../support/due-certificates.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { until } from '../support/until.ts';

const PLACES = 200;

let postgres: TestPostgres;
let url: string;
const works: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  url = await createDatabase(postgres.url, 'certificates');
  const stores = await openPostgresStores({ url, outbox: false, connections: 4 });
  await placesDue(stores, PLACES, '00000000-0000-4000-a000-');
  await stores.close();
}, 180_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await postgres?.remove();
  await Promise.all(works.map((work) => rm(work, { recursive: true, force: true })));
});

async function startInstance(): Promise<ServerProcess> {
  const work = await workWithContent('postgres-certificates-');
  works.push(work);
  const { PORT: _port, ...env } = siteEnv(work);
  const server = await startServerProcess(
    { ...env, DATABASE_URL: url, TODAY: DAY_AFTER, INVOICE_DRAWING_LEASE_SECONDS: '20' },
    { args: ['--disable-warning=ExperimentalWarning', '.build/server/main.js'] },
  );
  servers.push(server);
  return server;
}

it('two servers issue 200 certificates, one killed while drawing: each issued and mailed once, numbers without gaps', async () => {
  const [doomed] = await Promise.all([startInstance(), startInstance()]);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const counts = () => claimsInPostgres(db, 'certificates');
  try {
    await until('certificates being drawn', counts, (found) => found.drawn >= 10, 120_000);
    doomed!.child.kill('SIGKILL');
    await doomed!.exited;
    const atKill = await counts();
    const done = await until(
      'every certificate drawn within two minutes of the claims’ end',
      counts,
      (found) => found.issued === PLACES && found.drawn === PLACES,
      Math.max(0, atKill.claimEnd - Date.now()) + 120_000,
    );
    expect(done.claimed).toBe(0);
    const rows = (
      await db.query<{ number: string; registration_id: string }>('SELECT number, registration_id FROM certificates ORDER BY number')
    ).rows;
    expect(rows.map(({ number }) => number)).toEqual(
      Array.from({ length: PLACES }, (_, index) => `RWA-2027-${String(index + 1).padStart(5, '0')}`),
    );
    expect(new Set(rows.map(({ registration_id }) => registration_id)).size).toBe(PLACES);
    const mails = (
      await db.query<{ kind: string; times: number }>(
        "SELECT kind, count(*)::int AS times FROM mail_outbox WHERE kind LIKE 'certificate-%' GROUP BY kind",
      )
    ).rows;
    expect(mails).toHaveLength(2 * PLACES);
    expect(mails.filter(({ times }) => times !== 1)).toEqual([]);
  } finally {
    await db.end();
  }
}, 300_000);
