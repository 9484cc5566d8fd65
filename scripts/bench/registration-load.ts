/**
 * The registration API under load, confirmations included: the real server in a process of
 * its own (the compiled server, node .build/server/main.js) on a built site, behind a proxy as in production
 * (TRUST_PROXY=1: every request from a visitor of its own, so no per-client limit is what
 * is measured), with no mail server (the mails are .eml files, as with `npm start`). First
 * `seed` registrations are posted and their "please confirm" mails awaited (the mails are
 * read as they are written), so that confirmations are ready; then each of `connections`
 * loops posts a registration (its own address, a date with no seat limit) and confirms one
 * whose mail has been written, by posting the token from the mail's link, as its owner's
 * browser does, while the server goes on writing mails. Requests per second and latencies
 * (median, p99) of both kinds together, measured over `seconds` after a second of warm-up.
 * With `postgres`, the registrations live in that PostgreSQL database and `instances` servers
 * (each with its own folders) share it: the loops take turns between them, and a confirmation
 * goes to whichever server the loop is at, as behind a load balancer. With `invoices`, the
 * server's store holds that many confirmed registrations of the first date to end, written
 * before it starts (seed-billing.ts), and it runs on the day after that date: it bills them
 * at start and goes on drawing their invoices while it is measured (how many it issued and
 * drew in the measured seconds is part of the figures). With `certificates`, that many places of
 * it attended and passed instead, and the academy's signing key: it issues their certificates,
 * draws their PDFs and signs their credentials (how many it issued and signed is the figure).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { cp, mkdir, mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import { CONFIRM_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { builtToday } from './built-today.ts';
import { benchRegistration } from './registration-body.ts';

/** The registration API at 20 connections, posts and confirmations together, on this 2-core machine. */
export const LOAD_BUDGET = { connections: 20, requestsPerSecond: 700, p99Ms: 60 };
export const LOAD_SECONDS = 8;
/** Written "please confirm" mails enough for one confirmation per post at well above the budget's rate. */
export const LOAD_SEED = LOAD_BUDGET.requestsPerSecond * 0.6 * (LOAD_SECONDS + 1);

export interface LoadFigures {
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly posts: number;
  readonly confirms: number;
  /** Answers other than 201 to a post and 303 (on to the thank-you address, as a browser's button is answered) to a confirmation. */
  readonly failures: number;
  /** The server processes' CPU time (user and system) per request over the measured seconds: steadier than the rate on a shared machine. */
  readonly serverCpuMsPerRequest: number;
  /** With `invoices` or `certificates`: how many were issued, and drawn (a certificate: with its credential signed), in the measured seconds. */
  readonly documents?: { readonly issued: number; readonly drawn: number };
}

/** Where the registrations live: SQLite in the server's folder (one server), or a PostgreSQL database shared by `instances` servers. */
export interface LoadStore {
  readonly postgres: string;
  readonly instances: number;
}

/** A process's CPU time so far (ms), from /proc (Linux): user and system clock ticks of 10 ms. */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The seed made PostgreSQL's tables grow from nothing to thousands of rows in seconds; on a live
 * database autovacuum analyses tables as they grow (within its minute) and the servers'
 * prepared statements are planned again with what it found. Done here at once, the load meets
 * the plans a live database has, not those made for empty tables.
 */
async function analyse(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

const ROOT = resolve(import.meta.dirname, '../..');

export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * The server's process, answering once it logs that it listens. Its log (a line per
 * request) goes to a file: read through a pipe, it would cost this process, which sends
 * the load on the same machine, CPU for every request.
 */
export async function startServerProcess(env: Record<string, string>, logFile: string): Promise<{ url: string; child: ChildProcess }> {
  const log = await open(logFile, 'w');
  const child = spawn(process.execPath, [join(ROOT, '.build/server/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log.fd, 'inherit'],
  });
  await log.close();
  const exited = new Promise<never>((_, failed) =>
    child.once('exit', (code) => failed(new Error(`the server exited with ${code} before it listened`))),
  );
  const listening = (async () => {
    for (;;) {
      const line = (await readFile(logFile, 'utf8')).split('\n').find((text) => text.includes('"msg":"listening"'));
      if (line) return { url: (JSON.parse(line) as { url: string }).url, child };
      await new Promise((wait) => setTimeout(wait, 50));
    }
  })();
  return Promise.race([listening, exited]);
}

/** Waits until the server's log has a line matching `pattern`. */
export async function untilLogged(logFile: string, pattern: RegExp): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (!pattern.test(await readFile(logFile, 'utf8'))) {
    if (performance.now() > deadline) throw new Error(`the server did not log ${pattern} within 2 minutes`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Confirmation tokens from the "please confirm" mails as they are written into the `mailDirs`, oldest first. */
function readTokensAsWritten(mailDirs: readonly string[]): { take(): string | undefined; count(): number; close(): void } {
  const ready: string[] = [];
  const watchers = mailDirs.map((mailDir) =>
    watch(mailDir, (_event, name) => {
      if (!name?.endsWith('.confirm.eml')) return;
      readFile(join(mailDir, name), 'utf8')
        .then((raw) => {
          // The text part is quoted-printable: lines broken with a trailing '=', '=' written '=3D'.
          const text = raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
          const token = text.match(new RegExp(`[?&]${TOKEN_FIELD}=([A-Za-z0-9_-]{43})`))?.[1];
          if (token) ready.push(token);
        })
        // Seen while still being written: the next event (its rename into place) reads it whole.
        .catch(() => {});
    }),
  );
  return {
    take: () => ready.shift(),
    count: () => ready.length,
    close: () => {
      for (const watcher of watchers) watcher.close();
    },
  };
}

/** Writes the backlog of `dateId` (registrations to bill, or places to certify) into the store in `dataDir`, in a process of its own (seed-billing.ts). */
function seedBilling(dataDir: string, dateId: number, backlog: { documents: string; count: number }, contentDir: string): Promise<void> {
  const args = [join(ROOT, 'scripts/bench/seed-billing.ts'), dataDir, String(dateId), String(backlog.count), contentDir, backlog.documents];
  return new Promise((done, failed) =>
    spawn(process.execPath, args, { stdio: 'inherit' }).once('exit', (code) =>
      code === 0 ? done() : failed(new Error(`seeding exited ${code}`)),
    ),
  );
}

interface Instance {
  readonly url: string;
  readonly child: ChildProcess;
  readonly mailDir: string;
}

/** `count` servers on `dist` (each with its own folders in `work`), answering once each has rebuilt at start. */
async function startInstances(work: string, dist: string, today: string, count: number, store: LoadStore | undefined): Promise<Instance[]> {
  const instances: Instance[] = [];
  // One after the other: the first migrates a new database, the others find it done.
  for (let index = 0; index < count; index += 1) {
    const folder = join(work, `server-${index}`);
    const log = join(folder, 'server.log');
    await mkdir(folder, { recursive: true });
    const { url, child } = await startServerProcess(
      {
        PORT: '0',
        DIST_DIR: dist,
        CONTENT_DIR: join(work, 'content'),
        DATA_DIR: join(folder, 'data'),
        RELEASES_DIR: join(folder, 'releases'),
        TODAY: today,
        TRUST_PROXY: '1',
        ...(store ? { DATABASE_URL: store.postgres } : {}),
      },
      log,
    );
    instances.push({ url, child, mailDir: join(folder, 'data', 'mail') });
    await mkdir(join(folder, 'data', 'mail'), { recursive: true });
    // The server rebuilds once at start (the seats taken): measured is the server after it.
    await untilLogged(log, /"msg":"rebuild (published|failed)/);
  }
  return instances;
}

export async function measureRegistrationLoad({
  dist,
  contentDir,
  connections,
  seconds,
  seed,
  store,
  invoices = 0,
  certificates = 0,
}: {
  dist: string;
  contentDir: string;
  connections: number;
  seconds: number;
  seed: number;
  store?: LoadStore;
  invoices?: number;
  certificates?: number;
}): Promise<LoadFigures> {
  const work = await mkdtemp(join(tmpdir(), 'bench-load-'));
  await cp(contentDir, join(work, 'content'), { recursive: true });
  // The dates without a seat limit: what is measured is the API, not the calendar filling up. The
  // content stays the site's own, so the server has no pages to redraw while it is measured.
  const content = await loadContentCache(join(work, 'content'));
  const built = await builtToday(dist);
  const backlog = certificates > 0 ? { documents: 'certificates', count: certificates } : { documents: 'invoices', count: invoices };
  const billed = backlog.count > 0 ? [...content.seminarDates].sort((a, b) => a.end.localeCompare(b.end))[0] : undefined;
  const dayAfter = billed && new Date(Date.parse(`${billed.end}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const today = dayAfter && dayAfter > built ? dayAfter : built;
  const drawnIn = (dataDir: string) => {
    const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
    try {
      const drawn = backlog.documents === 'certificates' ? 'count(credential)' : 'count(pdf)';
      return db.prepare(`SELECT count(*) AS issued, ${drawn} AS drawn FROM ${backlog.documents}`).get() as {
        issued: number;
        drawn: number;
      };
    } finally {
      db.close();
    }
  };
  const dateIds = content.seminarDates.filter((date) => dateStatus(date, today) === 'bookable' && date.seats === null).map(({ id }) => id);
  if (dateIds.length === 0) throw new Error('no bookable date without a seat limit to register for');
  const dataDir = join(work, 'server-0', 'data');
  if (billed) await seedBilling(dataDir, billed.id, backlog, join(work, 'content'));
  const instances = await startInstances(work, dist, today, store?.instances ?? 1, store);
  let billedAtStart = { issued: 0, drawn: 0 };
  let billedSoFar = billedAtStart;
  const tokens = readTokensAsWritten(instances.map(({ mailDir }) => mailDir));
  let sequence = 0;
  const latencies: number[] = [];
  const counts = { posts: 0, confirms: 0, failures: 0 };
  let cpu = Number.NaN;
  let warmUntil = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;

  // node:http with keep-alive, one socket per loop: fetch costs several times the CPU per
  // request, which on a machine shared with the server would be measured as the server's.
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = (n: number, path: string, headers: Record<string, string>, body: string) =>
    new Promise<number>((answered, failed) => {
      const request = httpRequest(
        `${instances[n % instances.length]!.url}${path}`,
        { method: 'POST', agent, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } },
        (response) => {
          response.resume();
          response.once('end', () => answered(response.statusCode ?? 0));
        },
      );
      request.once('error', failed);
      request.end(body);
    });
  const timed = async (request: () => Promise<number>, expected: number, kind: 'posts' | 'confirms') => {
    const started = performance.now();
    const status = await request();
    if (started < warmUntil) return;
    latencies.push(performance.now() - started);
    counts[kind]++;
    if (status !== expected) counts.failures++;
  };

  const clientOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const post = (n: number) =>
    send(
      n,
      REGISTRATIONS_PATH,
      { 'Content-Type': 'application/json', 'X-Forwarded-For': clientOf(n) },
      JSON.stringify(benchRegistration(dateIds[n % dateIds.length]!, `load${n}@example.com`)),
    );

  const visitor = async () => {
    while (performance.now() < stopAt) {
      const n = ++sequence;
      const client = clientOf(n);
      await timed(() => post(n), 201, 'posts');
      const token = tokens.take();
      if (token)
        await timed(
          () =>
            send(
              n,
              CONFIRM_PATH,
              { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
              new URLSearchParams({ [TOKEN_FIELD]: token }).toString(),
            ),
          303,
          'confirms',
        );
    }
  };

  try {
    const seeding = Array.from({ length: seed }, () => ++sequence);
    for (let start = 0; start < seeding.length; start += connections)
      await Promise.all(seeding.slice(start, start + connections).map((n) => post(n)));
    const deadline = performance.now() + 120_000;
    while (tokens.count() < seed && performance.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
    if (store) await analyse(store.postgres);
    warmUntil = performance.now() + 1000;
    stopAt = warmUntil + seconds * 1000;
    if (billed)
      setTimeout(() => {
        billedAtStart = drawnIn(dataDir);
      }, 1000);
    const serversCpu = async () => (await Promise.all(instances.map(({ child }) => cpuMs(child.pid!)))).reduce((a, b) => a + b, 0);
    const cpuAtStart = new Promise<number>((measured) => setTimeout(() => measured(serversCpu()), 1000));
    await Promise.all(Array.from({ length: connections }, visitor));
    cpu = (await serversCpu()) - (await cpuAtStart);
    if (billed) billedSoFar = drawnIn(dataDir);
  } finally {
    agent.destroy();
    tokens.close();
    await Promise.all(
      instances.map(({ child }) => {
        child.kill('SIGTERM');
        return new Promise((exited) => child.once('exit', exited));
      }),
    );
    await rm(work, { recursive: true, force: true });
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    connections,
    requestsPerSecond: sorted.length / seconds,
    medianMs: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    ...counts,
    serverCpuMsPerRequest: cpu / sorted.length,
    ...(billed ? { documents: { issued: billedSoFar.issued - billedAtStart.issued, drawn: billedSoFar.drawn - billedAtStart.drawn } } : {}),
  };
}
