/**
 * Three server processes (the compiled server, as a host runs it) on one real PostgreSQL
 * database, each with its own folders: 60 registrations posted at once for a date with 16
 * seats, spread over the three, take exactly 16 seats; each "please confirm" mail is written
 * once, by one of them; every server's pages show the date fully booked soon after, in both
 * languages (the test prints how soon). Then one server is killed with SIGKILL while
 * registrations for another date pour in: every registration any server answered 201 for is
 * in the database, once. And a server whose database stops is not ready (`/readyz` 503), refuses
 * registrations rather than losing them, and takes them again once the database is back.
 * Needs the built site (`npm run test:build`) and Debian's PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, startPostgres, type TestPostgres } from '../../scripts/postgres-server.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import { buildPath } from '../../src/routes/match.ts';
import { assertBuiltOnTestDay } from '../support/built-site.ts';
import { validInput } from '../support/registration.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { TEST_DAY } from '../support/test-clock.ts';

assertBuiltOnTestDay();
const content = await loadContentCache(join(import.meta.dirname, '../../content-cache'));
const bookable = content.seminarDates.filter((item) => dateStatus(item, TEST_DAY) === 'bookable' && !item.fullyBooked);
const full = bookable.find((item) => item.seats === 16)!;
const other = bookable.find((item) => item.id !== full.id && item.seats === null)!;
const seminarOf = (dateId: number) =>
  content.seminars.find((item) => item.id === content.seminarDates.find((d) => d.id === dateId)?.seminarId)!;
const datePath = (locale: 'de' | 'en') => buildPath('seminarDate', locale, { slug: seminarOf(full.id).slug, dateId: String(full.id) });
const FULLY_BOOKED = { de: 'Dieser Termin ist bereits ausgebucht', en: 'This date is already fully booked' } as const;

let postgres: TestPostgres;
let url: string;
const works: string[] = [];
const servers: ServerProcess[] = [];

async function startInstance(overrides: Record<string, string> = {}): Promise<ServerProcess> {
  const work = await workWithContent('postgres-server-');
  works.push(work);
  const { PORT: _port, ...env } = siteEnv(work);
  const server = await startServerProcess(
    {
      ...env,
      DATABASE_URL: url,
      TODAY: TEST_DAY,
      REGISTRATION_RATE_LIMIT: '1000000',
      // Every post comes from 127.0.0.1: its caps on pending entries (and connections) are lifted.
      PENDING_PER_CLIENT: '1000000',
      HELD_SEATS_PER_CLIENT: '1000000',
      HOLD_SEATS_PER_CLIENT: '1000',
      MAX_CONNECTIONS_PER_CLIENT: '1000',
      // Every seat may be held: how three servers count seats, not the share holds may take.
      HOLD_SHARE_PERCENT: '100',
      ...overrides,
    },
    { args: ['--disable-warning=ExperimentalWarning', '.build/server/main.js'] },
  );
  servers.push(server);
  return server;
}

const register = (server: ServerProcess, dateId: number, email: string, key = randomUUID()) =>
  fetch(`${server.url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(validInput({ email, dateId })),
  });

/** Polls `check` until it holds; fails after `ms` (a bound for a broken server, not a measure). */
async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((next) => setTimeout(next, 20));
  }
}

beforeAll(async () => {
  postgres = await startPostgres();
  url = await createDatabase(postgres.url, 'academy');
  // One after the other: the first migrates the database, the others find it done.
  for (let index = 0; index < 3; index += 1) await startInstance();
}, 180_000);

afterAll(async () => {
  // What went wrong in a server, for the reader of a failure.
  const errors = servers.flatMap((server) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":"error"')),
  );
  if (errors.length > 0) console.log(errors.slice(0, 20).join('\n'));
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await postgres?.remove();
  await Promise.all(works.map((work) => rm(work, { recursive: true, force: true })));
});

describe('three servers on one PostgreSQL database', () => {
  const accepted: string[] = [];
  let lastAnswer = 0;

  it(`60 registrations at once for date ${full.id} (16 seats), spread over the three, take exactly 16`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const response = await register(servers[index % 3]!, full.id, `seat-${index}@example.com`);
        const body = (await response.json()) as { id?: string; code?: string };
        lastAnswer = performance.now();
        return { status: response.status, body };
      }),
    );
    const created = answers.filter(({ status }) => status === 201);
    expect(created).toHaveLength(16);
    expect(answers.filter(({ status }) => status !== 201).every(({ status }) => status === 409)).toBe(true);
    accepted.push(...created.map(({ body }) => body.id!));
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM participants WHERE date_id = $1 AND cancelled_at IS NULL AND (confirmed = 1 OR held_until > $2)',
      // Holds run on the servers' clocks, which are this process's: the suite's.
      [full.id, Date.now()],
    );
    await db.end();
    expect(Number(rows[0]!.n)).toBe(16);
  });

  it("every server's pages show the date fully booked, in both languages", async () => {
    for (const server of servers)
      for (const locale of ['de', 'en'] as const)
        await until(`${server.url} ${locale}`, async () =>
          (await (await fetch(`${server.url}${datePath(locale)}`)).text()).includes(FULLY_BOOKED[locale]),
        );
    console.log(
      `all three servers showed date ${full.id} fully booked ${Math.round(performance.now() - lastAnswer)} ms after the last answer`,
    );
  });

  it('writes each "please confirm" mail once, whichever server sends it', async () => {
    const mails = async () =>
      (await Promise.all(works.map((work) => readdir(join(work, 'data', 'mail')).catch(() => [] as string[]))))
        .flat()
        // A mail being written is a temporary file until it is whole.
        .filter((name) => name.endsWith('.eml'));
    await until('every mail written', async () => (await mails()).length >= accepted.length);
    const written = await mails();
    expect(written.sort()).toEqual(accepted.map((id) => `${id}.confirm.eml`).sort());
  });

  it('loses no registration a server answered 201 for when one of them is killed with SIGKILL under load', {
    timeout: 120_000,
  }, async () => {
    const victim = servers[2]!;
    const outcomes: Array<{ status: number; id?: string } | null> = [];
    let answered = 0;
    const requests = Array.from({ length: 150 }, async (_, index) => {
      try {
        const response = await register(servers[index % 3]!, other.id, `load-${index}@example.com`);
        const body = (await response.json()) as { id?: string };
        if (++answered === 30) victim.child.kill('SIGKILL');
        outcomes[index] = { status: response.status, id: body.id };
      } catch {
        // The killed server's connections break: those requests were never answered.
        outcomes[index] = null;
      }
    });
    await Promise.all(requests);
    expect(await victim.exited).toBe(null);
    const stored = outcomes.flatMap((outcome) => (outcome?.status === 201 ? [outcome.id!] : []));
    expect(stored.length).toBeGreaterThan(30);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM registrations WHERE date_id = $1', [other.id]);
    await db.end();
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of stored) expect(ids).toContain(id);
  });
});

describe('three servers with the limits of one', () => {
  const LIMIT = 15;
  const SECRET = 'a-rebuild-secret-of-at-least-32-characters';
  let limited: ServerProcess[] = [];
  beforeAll(async () => {
    limited = [];
    for (let index = 0; index < 3; index += 1)
      limited.push(await startInstance({ REGISTRATION_RATE_LIMIT: String(LIMIT), REBUILD_SECRET: SECRET, TRUST_PROXY: '127.0.0.1' }));
  }, 180_000);

  /** The statuses of `count` posts from one client (through the proxy at 127.0.0.1, a client the other tests never were), spread over the three servers in turn. */
  const spread = async (count: number, path: string, headers: Record<string, string> = {}) => {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const answer = await fetch(`${limited[index % 3]!.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': '203.0.113.77', ...headers },
        body: '{}',
      });
      statuses.push(answer.status);
    }
    return statuses;
  };
  const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;

  it(`let one client post ${LIMIT} registrations and ${LIMIT} enquiries a minute in all, as one server does`, async () => {
    const registrations = await spread(3 * LIMIT, '/api/registrations');
    expect(refused(registrations)).toBe(2 * LIMIT);
    expect(registrations.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    const enquiries = await spread(3 * LIMIT, '/api/enquiries');
    expect(refused(enquiries)).toBe(2 * LIMIT);
  });

  it('answer ten wrong webhook secrets a minute from one client in all, then 429, and still take the right one', async () => {
    const wrong = await spread(30, '/api/rebuild', { 'X-Rebuild-Secret': 'wrong' });
    expect(wrong.filter((status) => status === 401)).toHaveLength(10);
    expect(refused(wrong)).toBe(20);
    const right = await fetch(`${limited[2]!.url}/api/rebuild`, {
      method: 'POST',
      headers: { 'X-Rebuild-Secret': SECRET, 'X-Forwarded-For': '203.0.113.77' },
    });
    expect(right.status).not.toBe(429);
    expect(right.status).not.toBe(401);
  });
});

describe('a server whose PostgreSQL stops', () => {
  it('is not ready while the database does not answer, and takes registrations again once it is back', { timeout: 120_000 }, async () => {
    const server = servers[0]!;
    const ready = async () => (await fetch(`${server.url}/readyz`)).status;
    expect(await ready()).toBe(200);
    postgres.stop();
    try {
      const answer = await fetch(`${server.url}/readyz`);
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { checks: { database: string } }).checks.database).toBe('unreachable');
      // A registration meanwhile is refused (a 5xx), not taken and lost.
      expect((await register(server, other.id, 'while-down@example.com')).status).toBeGreaterThanOrEqual(500);
    } finally {
      postgres.start();
    }
    await until('ready again', async () => (await ready()) === 200);
    expect((await register(server, other.id, 'after-restart@example.com')).status).toBe(201);
    // The server is still the one that started: nothing in it fell over.
    expect(server.child.exitCode).toBe(null);
  });
});
