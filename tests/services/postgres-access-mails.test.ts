/**
 * Access mails on a real PostgreSQL with the compiled server, as hosts run it: two servers
 * started together at noon of the day before a webinar (German time), on a store of its 200
 * participants, queue their access mails between them and send them to a real SMTP server; one
 * is killed with SIGKILL while they send, the other stopped. A server started once the lease of
 * the mail in flight has run out sends what is left: each access mail queued once, all received,
 * the one in flight at the kill at most twice under its own Message-ID. Needs the built site
 * (`npm run test:build`) and Debian's PostgreSQL. SQLite: tests/integration/access-mail-crash.test.ts.
 */
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { createDatabase, startPostgres, type TestPostgres } from '../../scripts/postgres-server.ts';
import { openPostgresStores } from '../../src/server/open-stores.ts';
import { MAIL_LEASE_MS } from '../../src/server/outbox/mail-worker.ts';
import { confirmedRegistration } from '../support/registration.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { clockOffsetAt } from '../support/test-clock.ts';
import { until } from '../support/until.ts';

const PLACES = 200;
/** 12:00:05 in Germany on 18 January 2027: the access mails of the webinar on the 19th (date 1001) are due. */
const NOON_BEFORE = Date.parse('2027-01-18T11:00:05Z');

let postgres: TestPostgres;
let url: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpPort: number;
const works: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  url = await createDatabase(postgres.url, 'access_mails');
  const stores = await openPostgresStores({ url, outbox: false, connections: 4 });
  await stores.committed(async () => {
    for (let index = 0; index < PLACES; index++) {
      const id = `acce55ed-0000-4000-a000-${String(index).padStart(12, '0')}`;
      await stores.registrations.insert(confirmedRegistration(id, `teilnehmer${index}@example.com`, '2026-12-01T10:00:00.000Z'));
    }
  });
  await stores.close();
  smtpPort = await freePort();
  smtp = await startSmtpServer(smtpPort);
}, 180_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await smtp?.close();
  await postgres?.remove();
  await Promise.all(works.map((work) => rm(work, { recursive: true, force: true })));
});

/** A compiled server on the database whose clock reads `at` (this process's runs on the suite's). */
async function startInstance(at: number): Promise<ServerProcess> {
  const work = await workWithContent('postgres-access-');
  works.push(work);
  const { PORT: _port, ...env } = siteEnv(work);
  const server = await startServerProcess(
    {
      ...env,
      DATABASE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Rackwise academy <anmeldung@academy.example>',
      ACADEMY_INBOX: 'team@academy.example',
      TEST_CLOCK_OFFSET_MS: clockOffsetAt(at),
    },
    { args: ['--disable-warning=ExperimentalWarning', '.build/server/main.js'] },
  );
  servers.push(server);
  return server;
}

it('two servers send 200 access mails, one killed while sending: each queued once and all received', async () => {
  const access = () => smtp.received.filter(({ mail }) => mail.subject?.startsWith('Zugang:'));
  const ids = () => new Set(access().map(({ mail }) => mail.messageId));
  const [doomed, other] = await Promise.all([startInstance(NOON_BEFORE), startInstance(NOON_BEFORE)]);
  await until(
    'access mails being sent',
    async () => access().length,
    (count) => count >= 20,
    120_000,
  );
  doomed!.child.kill('SIGKILL');
  await doomed!.exited;
  const atKill = ids().size;
  // The other stops too: the server started next runs eleven minutes ahead, where every lease
  // the other still took would look ended (servers on one database share a clock).
  other!.child.kill('SIGTERM');
  await other!.exited;
  expect(atKill).toBeLessThan(PLACES);
  // Until then, two servers sending: no mail twice.
  expect(access().length - ids().size).toBeLessThanOrEqual(1);
  await startInstance(NOON_BEFORE + MAIL_LEASE_MS + 60_000);
  await until(
    'every access mail received',
    async () => ids().size,
    (count) => count === PLACES,
    180_000,
  );

  expect(access().length - ids().size).toBeLessThanOrEqual(1);
  expect(new Set(access().flatMap(({ recipients }) => recipients)).size).toBe(PLACES);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const recorded = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_mails')).rows[0]!.n;
    const queued = (
      await db.query<{ times: number }>("SELECT count(*)::int AS times FROM mail_outbox WHERE kind LIKE 'access-%' GROUP BY entry_id, kind")
    ).rows;
    expect(recorded).toBe(PLACES);
    expect(queued).toHaveLength(PLACES);
    expect(queued.filter(({ times }) => times !== 1)).toEqual([]);
  } finally {
    await db.end();
  }
}, 360_000);
