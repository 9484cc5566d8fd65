/**
 * npm run bench: measures the site as a visitor and as an editor meets it.
 *
 *   npm run bench                        builds in pairs, into a new folder and over its output
 *                                        (wall time, the peak memory of all the build's processes);
 *                                        per page template its HTML and the JavaScript a visitor loads
 *                                        before interacting (budget: the loader alone, 2 KB gz with
 *                                        the inline scripts; a seminar page at most 4.5 KB gz); the
 *                                        bytes of a first search in Chromium (150 KB); webhook to served change; the last
 *                                        seat's 201 to the date's page served fully booked; a hold's
 *                                        end to the freed seat served; a cancellation through its
 *                                        manage link to the freed seat served (no waiting list) and
 *                                        to the offer mail queued (a waiting list); the registration API's
 *                                        requests/s and p99 at 5 and 20 connections, posts and
 *                                        confirmations (registration-load.ts); one invoice's PDF and
 *                                        e-invoice, and 1,000 invoices after a day's courses
 *                                        (invoicing.ts); a bank statement of 10,000 payments against
 *                                        5,000 open invoices (payments.ts); 1,000 certificates with their credentials after
 *                                        a day's courses, the registration API meanwhile, and the
 *                                        verification page at 20 connections (certificates.ts);
 *                                        the midnight rebuild
 *   npm run bench -- --scale 10 [--scale 100] [--runs 3] [--rounds 5]
 *                                        the content multiplied (scripts/bench/scale-content.ts) in a
 *                                        temporary folder, built there in --runs pairs (into a new
 *                                        folder and over its output; at 100x at most 1.1x the former):
 *                                        pages, wall time, render ms per page and peak memory (medians);
 *                                        the page weights and the first search (300 KB at 100x); then webhook to
 *                                        served change for one edited seminar, --rounds times; the last
 *                                        seat to the full page, --rounds times; then the midnight
 *                                        rebuild on --rounds nights on which facts change
 *
 * Every build is made for the eve of the first night after today on which a page's facts
 * change (scripts/bench/day-rebuild.ts), so the midnight rebuilds have work to do.
 * Exits non-zero when a figure is over its budget (at 1x a 2.8 s build into a new folder, a 300 ms rebuild, 1 s from the
 * last seat to the full page, 1 s from a hold's end to the freed seat, 1 s from a
 * cancellation to the freed seat served and to the waiting list's offer queued, at least 700
 * requests/s with a p99 of 60 ms at 20 connections, 100 ms an invoice, 60 s for 1,000 invoices, 10 s for the statement, 60 s for 1,000
 * certificates with their credentials (and a p99 of 60 ms meanwhile), a verification page p99 of 50 ms at 20 connections, and a 2 s midnight rebuild; at 10x a 6 s build, 1.5 ms render per page, 700 MiB, a 500 ms rebuild, 1 s from
 * the last seat to the full page and a 5 s midnight rebuild; at 100x a 39 s build and 1 GiB; the build budgets are half of what an Astro twin with Pagefind took). Times are medians: the machine is
 * shared and noisy.
 */
import '../src/server/production-react.ts';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContentCache } from '../src/content/cache.ts';
import { berlinDate } from '../src/content/calendar.ts';
import type { Content } from '../src/content/types.ts';
import { builtToday } from './bench/built-today.ts';
import { measureCancellations } from './bench/cancellation.ts';
import { measureCheckLoad, measureDayOfCertificates } from './bench/certificates.ts';
import { changeNights, dayBefore, measureDayRebuilds } from './bench/day-rebuild.ts';
import { measureHoldEnds } from './bench/hold-end.ts';
import { measureDayOfInvoices, measureInvoiceIssue } from './bench/invoicing.ts';
import { jsBudget, LOADER_BUDGET_GZ } from './bench/js-budget.ts';
import { measureStatementImport } from './bench/payments.ts';
import { measureRebuilds, median } from './bench/rebuild-latency.ts';
import { LOAD_BUDGET, LOAD_SECONDS, LOAD_SEED, type LoadFigures, measureRegistrationLoad } from './bench/registration-load.ts';
import { measureRoundTrips } from './bench/round-trips.ts';
import { writeScaledContent } from './bench/scale-content.ts';
import { measureSearchBytes } from './bench/search-bytes.ts';
import { measureSeatFills } from './bench/seat-fill.ts';
import { createDatabase, hasPostgres, startPostgres } from './postgres-server.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { scale: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' }, rounds: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
const rounds = Number(values.rounds);

interface Budget {
  readonly buildS?: number;
  readonly renderMsPerPage?: number;
  readonly peakMiB?: number;
  readonly rebuildMs?: number;
  readonly midnightMs?: number;
  /** A build over the previous output against one into a new folder. */
  readonly overPreviousRatio?: number;
  /** What a first search downloads, KB. */
  readonly searchKb?: number;
}
const BUDGETS: Readonly<Record<number, Budget>> = {
  1: { buildS: 2.8, rebuildMs: 300, midnightMs: 2000, searchKb: 150 },
  10: { buildS: 6, renderMsPerPage: 1.5, peakMiB: 700, rebuildMs: 500, midnightMs: 5000 },
  100: { buildS: 39, peakMiB: 1024, overPreviousRatio: 1.1, searchKb: 300 },
};
/**
 * A seminar's page, compressed: what its twin built with Astro weighs (4.5 KB = 4,608 B), and
 * the bytes its trainers, its dates' hours, the note of what the price includes, the phone's
 * menu, the register bar and the footer's address, phone and contact link add (docs/benchmarks.md).
 */
const SEMINAR_HTML_BUDGET_GZ = 5060;

// The nights are the shipped content's: copies at scale keep their seminar's dates.
const nights = changeNights(await loadContentCache(join(root, 'content-cache')), berlinDate(new Date())).slice(0, Math.max(rounds, 3));
if (nights.length === 0) throw new Error('no date or offer in the content ends after today: no midnight to measure');
const buildDate = dayBefore(nights[0]!);

/** The issue's promise: within a second of the last seat's 201, the date's page says fully booked. */
const SEAT_FILL_BUDGET_MS = 1000;
/** And within a second of a hold's end, the date's page offers the freed seat again. */
const HOLD_END_BUDGET_MS = 1000;
/** And within a second of a cancellation, the date's page offers the freed seat, or the waiting list's offer mail is queued. */
const CANCELLATION_BUDGET_MS = 1000;
/** Round trips to PostgreSQL a registration, and a confirmation, may take at most. */
const ROUND_TRIPS_BUDGET = 5;
/** One server on PostgreSQL takes at least this share of SQLite's requests/s at 20 connections, in the same run. */
const POSTGRES_SHARE = 0.5;
/** One invoice's PDF and e-invoice; a day's 1,000 invoices by one server. */
const INVOICE_BUDGET_MS = 100;
/** A bank statement of 10,000 payments imported against 5,000 open invoices. */
const PAYMENTS_IMPORT_BUDGET_S = 10;
const INVOICES_DAY_BUDGET_S = 60;
/** A day's 1,000 certificates by one server; the verification page's p99 at 20 connections. */
const CERTIFICATES_DAY_BUDGET_S = 60;
const CHECK_BUDGET = { connections: 20, p99Ms: 50 };

let over = 0;
const check = (what: string, value: number, budget: number | undefined, unit: string) => {
  const ok = budget === undefined || value <= budget;
  if (!ok) over++;
  return `${what} ${value.toFixed(unit === 'ms/page' || unit === 'x' ? 2 : unit === 's' ? 1 : 0)} ${unit}${budget === undefined ? '' : ` (budget ${budget}${ok ? '' : ', OVER'})`}`;
};

/** The registration API under load while a server issues and draws a backlog of 1,000 documents: its p99 against the budget, and how many were drawn meanwhile. */
async function loadWhileDrawing(
  dist: string,
  contentDir: string,
  backlog: { readonly invoices: number } | { readonly certificates: number },
  documents: string,
  drawn: string,
): Promise<void> {
  const load = await measureRegistrationLoad({
    dist,
    contentDir,
    connections: LOAD_BUDGET.connections,
    seconds: LOAD_SECONDS,
    seed: LOAD_SEED,
    ...backlog,
  });
  const done = load.documents ?? { issued: 0, drawn: 0 };
  if (load.failures > 0 || done.issued + done.drawn === 0) over++;
  console.log(
    `${check(`registration API p99 while 1,000 ${documents} are issued`, load.p99Ms, LOAD_BUDGET.p99Ms, 'ms')} at ${LOAD_BUDGET.connections} connections: ${load.requestsPerSecond.toFixed(0)} requests/s, median ${load.medianMs.toFixed(1)} ms, ${load.failures} failed; in those ${LOAD_SECONDS} s ${done.issued} ${documents} issued and ${done.drawn} ${drawn}`,
  );
}

/** One `npm run build` (scripts/build.ts) with these settings; its figures from the line it prints. */
interface BuildFigures {
  readonly wallS: number;
  readonly pages: number;
  readonly renderMsPerPage: number;
  readonly peakMiB: number;
  readonly line: string;
}

/** GNU time, which reports the largest resident set of the build and every process it started (the bundler, Pagefind). */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

function build(env: Record<string, string>): BuildFigures {
  const started = performance.now();
  const command = [process.execPath, join(root, 'scripts/build.ts')];
  const result = spawnSync(TIME ?? command[0]!, TIME ? ['-f', 'peak-kb %M', ...command] : command.slice(1), {
    cwd: root,
    env: { ...process.env, BUILD_DATE: buildDate, ...env },
    encoding: 'utf8',
  });
  const wallS = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  const line = result.stdout.split('\n').find((text) => text.startsWith('built ')) ?? '';
  const number = (pattern: RegExp, text = line) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  const peakKb = number(/peak-kb (\d+)/, result.stderr);
  return {
    wallS,
    pages: number(/^built (\d+) pages/),
    renderMsPerPage: number(/render ([\d.]+) ms\/page/),
    peakMiB: Number.isFinite(peakKb) ? Math.round(peakKb / 1024) : number(/peak RSS (\d+) MiB/),
    line,
  };
}

/** Until the detached removal of the build before last has ended: it is no build's time. */
async function oldBuildsRemoved(dist: string): Promise<void> {
  const old = (name: string) => name.startsWith(`${basename(dist)}.old-`);
  while ((await readdir(dirname(dist))).some(old)) await new Promise((wait) => setTimeout(wait, 200));
}

/** The registration API under load at 5 and 20 connections (figures against LOAD_BUDGET at 20 where `budgeted`); the rate at 20. */
async function registrationLoad(label: string, dist: string, contentDir: string, budgeted: boolean): Promise<number> {
  let at20 = Number.NaN;
  for (const connections of [5, LOAD_BUDGET.connections]) {
    const figures: LoadFigures = await measureRegistrationLoad({ dist, contentDir, connections, seconds: LOAD_SECONDS, seed: LOAD_SEED });
    const budget = budgeted && connections === LOAD_BUDGET.connections;
    const rate = figures.requestsPerSecond;
    if (connections === LOAD_BUDGET.connections) at20 = rate;
    const slow = budget && rate < LOAD_BUDGET.requestsPerSecond;
    if (slow || figures.failures > 0) over++;
    console.log(
      `${label}: registration API, ${connections} connections: ${rate.toFixed(0)} requests/s${budget ? ` (budget at least ${LOAD_BUDGET.requestsPerSecond}${slow ? ', UNDER' : ''})` : ''}; median ${figures.medianMs.toFixed(1)} ms; ${check('p99', figures.p99Ms, budget ? LOAD_BUDGET.p99Ms : undefined, 'ms')} (${figures.posts} posts, ${figures.confirms} confirmations, ${figures.failures} failed, over ${LOAD_SECONDS} s); server CPU ${figures.serverCpuMsPerRequest.toFixed(2)} ms a request`,
    );
  }
  return at20;
}

/**
 * The registration API on PostgreSQL (one server, then three sharing the database), at 20
 * connections, beside SQLite's figures (`sqliteRate`: SQLite's requests/s at 20 connections
 * in the same run; one server on PostgreSQL takes at least POSTGRES_SHARE of it): each on a
 * new database of a server started for it. Then the round trips a registration and a
 * confirmation take (scripts/bench/round-trips.ts), in this process, after the servers.
 */
async function registrationLoadOnPostgres(dist: string, contentDir: string, sqliteRate: number): Promise<void> {
  if (!hasPostgres()) {
    console.log('PostgreSQL is not installed (apt-get install postgresql): its rows are left out');
    return;
  }
  const postgres = await startPostgres();
  try {
    for (const instances of [1, 3]) {
      const store = { postgres: await createDatabase(postgres.url, `bench_${instances}`), instances };
      const connections = LOAD_BUDGET.connections;
      const figures = await measureRegistrationLoad({ dist, contentDir, connections, seconds: LOAD_SECONDS, seed: LOAD_SEED, store });
      const share = figures.requestsPerSecond / sqliteRate;
      const slow = instances === 1 && !(share >= POSTGRES_SHARE);
      if (figures.failures > 0 || slow) over++;
      const against =
        instances === 1 ? `, ${share.toFixed(2)} of SQLite's (budget at least ${POSTGRES_SHARE}${slow ? ', UNDER' : ''})` : '';
      console.log(
        `PostgreSQL, ${instances} server${instances > 1 ? 's' : ''}: registration API, ${connections} connections: ${figures.requestsPerSecond.toFixed(0)} requests/s${against}; median ${figures.medianMs.toFixed(1)} ms; p99 ${figures.p99Ms.toFixed(1)} ms (${figures.posts} posts, ${figures.confirms} confirmations, ${figures.failures} failed, over ${LOAD_SECONDS} s); servers' CPU ${figures.serverCpuMsPerRequest.toFixed(2)} ms a request`,
      );
    }
    const today = await builtToday(dist);
    const trips = await measureRoundTrips({
      url: await createDatabase(postgres.url, 'bench_round_trips'),
      content: await loadContentCache(contentDir),
      today,
      distDir: dist,
    });
    for (const [kind, figures] of [
      ['dates without a seat limit', trips.unlimited],
      ['dates with seats', trips.limited],
    ] as const) {
      const tripsOver = figures.perRegistration > ROUND_TRIPS_BUDGET || figures.perConfirmation > ROUND_TRIPS_BUDGET;
      if (tripsOver) over++;
      console.log(
        `PostgreSQL round trips, ${kind}: ${figures.perRegistration.toFixed(1)} per registration, ${figures.perConfirmation.toFixed(1)} per confirmation (budget at most ${ROUND_TRIPS_BUDGET} each${tripsOver ? ', OVER' : ''})`,
      );
    }
  } finally {
    await postgres.remove();
  }
}

function midnight(label: string, rebuilds: ReadonlyArray<{ durationMs: number; pagesRendered: number }>, budget: number | undefined): void {
  const pages = rebuilds.map((rebuild) => rebuild.pagesRendered).join(', ');
  console.log(
    `${label}: ${check('midnight rebuild', median(rebuilds.map((rebuild) => rebuild.durationMs)), budget, 'ms')} (median of ${rebuilds.length} nights), pages drawn: ${pages}`,
  );
}

/**
 * `runs` pairs, each a build into a new folder and one over its output, as a user builds
 * again; the detached removal of the build before last ends before the next build starts.
 */
async function buildPairs(content: string, dist: string, releases: string) {
  const fresh: BuildFigures[] = [];
  const over: BuildFigures[] = [];
  const env = { CONTENT_DIR: content, DIST_DIR: dist, RELEASES_DIR: releases };
  for (let run = 1; run <= runs; run++) {
    await rm(dist, { recursive: true, force: true });
    await oldBuildsRemoved(dist);
    fresh.push(build(env));
    await oldBuildsRemoved(dist);
    over.push(build(env));
    console.log(
      `  pair ${run}: ${fresh.at(-1)!.wallS.toFixed(1)} s into a new folder, ${over.at(-1)!.wallS.toFixed(1)} s over it; ${over.at(-1)!.line}`,
    );
  }
  await oldBuildsRemoved(dist);
  return { fresh, over };
}

/** Per page template its HTML and JavaScript (against the budgets), and what a first search downloads. */
async function pageWeights(label: string, dist: string, content: Content, searchKb: number | undefined, contentDir: string): Promise<void> {
  const { lines, failures, seminarHtmlGz } = jsBudget(dist, content);
  console.log(
    `\n${label}: per page template, bytes (gzip -9); budget: one script file, and ${LOADER_BUDGET_GZ} B gz with the inline scripts\n`,
  );
  for (const line of lines) console.log(line);
  over += failures;
  console.log(`${label}: ${check('seminar page HTML', seminarHtmlGz, SEMINAR_HTML_BUDGET_GZ, 'B gz')}`);
  for (const search of await measureSearchBytes(dist, contentDir)) {
    console.log(
      `${label}: first search "${search.query}" on ${search.page}: ${check('downloaded', search.bytes / 1024, searchKb, 'KB')} in ${search.requests} requests`,
    );
  }
}

async function atScale(scale: number): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), `bench-x${scale}-`));
  const content = join(work, 'content');
  const dist = join(work, 'dist');
  const budget = BUDGETS[scale] ?? {};
  try {
    await writeScaledContent(join(root, 'content-cache'), content, scale);
    const { fresh, over: overPrevious } = await buildPairs(content, dist, join(work, 'releases'));
    const pick = (key: 'wallS' | 'renderMsPerPage' | 'peakMiB', list = fresh) => median(list.map((figures) => figures[key]));
    const ratio = pick('wallS', overPrevious) / pick('wallS');
    console.log(
      `x${scale}: ${fresh[0]!.pages} pages; ${check('build', pick('wallS'), budget.buildS, 's')} into a new folder, ${pick('wallS', overPrevious).toFixed(1)} s over the previous output (${check('ratio', ratio, budget.overPreviousRatio, 'x')}); ${check('render', pick('renderMsPerPage'), budget.renderMsPerPage, 'ms/page')}; ${check('peak RSS', Math.max(pick('peakMiB'), pick('peakMiB', overPrevious)), budget.peakMiB, 'MiB')} (medians of ${runs} pairs; peak of all its processes)`,
    );
    await pageWeights(`x${scale}`, dist, await loadContentCache(content), budget.searchKb, content);
    const rebuilds = await measureRebuilds({ dist, contentDir: content, rounds, log: (line) => console.log(`  ${line}`) });
    console.log(
      `x${scale}: ${check('webhook to served change', median(rebuilds.servedMs), budget.rebuildMs, 'ms')} (median of ${rounds}), pages drawn per rebuild: ${[...new Set(rebuilds.pagesRendered)].join(', ')}`,
    );
    const fills = await measureSeatFills({ dist, contentDir: content, rounds, log: (line) => console.log(`  ${line}`) });
    console.log(
      `x${scale}: ${check('last seat to fully booked page', median(fills), scale <= 10 ? SEAT_FILL_BUDGET_MS : undefined, 'ms')} (median of ${rounds})`,
    );
    const freed = await measureHoldEnds({ dist, contentDir: content, rounds, log: (line) => console.log(`  ${line}`) });
    console.log(
      `x${scale}: ${check('hold end to freed seat served', median(freed), scale === 1 ? HOLD_END_BUDGET_MS : undefined, 'ms')} (median of ${rounds})`,
    );
    const cancelled = await measureCancellations({ dist, contentDir: content, rounds, log: (line) => console.log(`  ${line}`) });
    const cancelBudget = scale === 1 ? CANCELLATION_BUDGET_MS : undefined;
    console.log(
      `x${scale}: ${check('cancellation to freed seat served', median(cancelled.freedMs), cancelBudget, 'ms')}; ${check('cancellation to offer mail queued', median(cancelled.offeredMs), cancelBudget, 'ms')} (medians of ${rounds})`,
    );
    await registrationLoad(`x${scale}`, dist, content, scale === 1);
    midnight(
      `x${scale}`,
      await measureDayRebuilds({ dist, contentDir: content, nights, log: (line) => console.log(`  ${line}`) }),
      budget.midnightMs,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (values.scale?.length) {
  for (const scale of values.scale.map(Number)) {
    console.log(`\nContent x${scale}:`);
    await atScale(scale);
  }
} else {
  // In a folder of its own: the bench's site is built for another day, and dist/ stays what `npm run build` made.
  const work = await mkdtemp(join(tmpdir(), 'bench-x1-'));
  const dist = join(work, 'dist');
  const { fresh, over: overPrevious } = await buildPairs(join(root, 'content-cache'), dist, join(work, 'releases'));
  console.log(fresh[0]!.line);
  const wall = (list: readonly BuildFigures[]) => median(list.map((figures) => figures.wallS));
  console.log(
    `x1: ${check('build', wall(fresh), BUDGETS[1]!.buildS, 's')} into a new folder, ${wall(overPrevious).toFixed(1)} s over the previous output; peak RSS ${Math.max(...[...fresh, ...overPrevious].map((figures) => figures.peakMiB))} MiB (medians of ${runs} pairs; peak of all its processes)`,
  );
  const shipped = join(root, 'content-cache');
  await pageWeights('x1', dist, await loadContentCache(shipped), BUDGETS[1]!.searchKb, shipped);
  // First, while no server has run in this process: the load is sent from here, and what
  // earlier in-process servers leave behind (their pools and caches) would be measured too.
  console.log('\nThe registration API under load (posts and confirmations), shipped content:');
  const sqliteRate = await registrationLoad('x1', dist, join(root, 'content-cache'), true);
  await registrationLoadOnPostgres(dist, join(root, 'content-cache'), sqliteRate);
  console.log('\nWebhook to served change, shipped content:');
  const rebuilds = await measureRebuilds({ dist, contentDir: join(root, 'content-cache'), rounds: 7 });
  console.log(`${check('webhook to served change', median(rebuilds.servedMs), BUDGETS[1]!.rebuildMs, 'ms')} (median of 7)`);
  console.log('\nLast seat taken to fully booked page served, shipped content:');
  const fills = await measureSeatFills({ dist, contentDir: join(root, 'content-cache'), rounds: 5 });
  console.log(`${check('last seat to fully booked page', median(fills), SEAT_FILL_BUDGET_MS, 'ms')} (median of 5)`);
  console.log('\nA hold ended without confirmation to the freed seat served, shipped content:');
  const freed = await measureHoldEnds({ dist, contentDir: join(root, 'content-cache'), rounds: 5 });
  console.log(`${check('hold end to freed seat served', median(freed), HOLD_END_BUDGET_MS, 'ms')} (median of 5)`);
  console.log(
    "\nA cancellation through its manage link to the freed seat served, and to the waiting list's offer queued, shipped content:",
  );
  const cancelled = await measureCancellations({ dist, contentDir: join(root, 'content-cache'), rounds: 5 });
  console.log(`${check('cancellation to freed seat served', median(cancelled.freedMs), CANCELLATION_BUDGET_MS, 'ms')} (median of 5)`);
  console.log(`${check('cancellation to offer mail queued', median(cancelled.offeredMs), CANCELLATION_BUDGET_MS, 'ms')} (median of 5)`);

  console.log('\nInvoices, shipped content (an in-person date of three days):');
  const shippedContent = await loadContentCache(shipped);
  console.log(
    `${check('one invoice issued (PDF and e-invoice)', await measureInvoiceIssue(shippedContent, 1003, 30), INVOICE_BUDGET_MS, 'ms')} (median of 30)`,
  );
  console.log(
    `${check('1,000 invoices after one day of courses', await measureDayOfInvoices(shippedContent, 1003, 1000), INVOICES_DAY_BUDGET_S, 's')} (one server)`,
  );
  await loadWhileDrawing(dist, shipped, { invoices: 1000 }, 'invoices', 'drawn');

  console.log('\nPayments, shipped content:');
  console.log(
    `${check('a statement of 10,000 payments against 5,000 open invoices', await measureStatementImport(shippedContent, 1003, 5000, 10_000), PAYMENTS_IMPORT_BUDGET_S, 's')} (read, matched, recorded, receipts queued)`,
  );

  console.log('\nCertificates, shipped content (an in-person date of three days):');
  console.log(
    `${check('1,000 certificates after one day of courses', await measureDayOfCertificates(shippedContent, 1003, 1000), CERTIFICATES_DAY_BUDGET_S, 's')} (one server: issued, drawn, credentials signed, mails queued)`,
  );
  await loadWhileDrawing(dist, shipped, { certificates: 1000 }, 'certificates', 'drawn and signed');
  const checks = await measureCheckLoad({
    dist,
    contentDir: shipped,
    connections: CHECK_BUDGET.connections,
    seconds: LOAD_SECONDS,
    count: 1000,
  });
  if (checks.failures > 0) over++;
  console.log(
    `${check('verification page p99', checks.p99Ms, CHECK_BUDGET.p99Ms, 'ms')} at ${CHECK_BUDGET.connections} connections: ${checks.requestsPerSecond.toFixed(0)} requests/s, median ${checks.medianMs.toFixed(1)} ms, ${checks.failures} failed (a register of 1,000; valid, wrong code and unknown in turn, medians ${checks.medianByKind.valid.toFixed(1)}, ${checks.medianByKind.wrongCode.toFixed(1)} and ${checks.medianByKind.unknown.toFixed(1)} ms)`,
  );

  console.log('\nMidnight rebuild, shipped content:');
  midnight(
    'x1',
    await measureDayRebuilds({ dist, contentDir: join(root, 'content-cache'), nights, log: (line) => console.log(`  ${line}`) }),
    BUDGETS[1]!.midnightMs,
  );
  await rm(work, { recursive: true, force: true });
}

if (over) {
  console.error(`\n${over} figure(s) over budget`);
  process.exit(1);
}
