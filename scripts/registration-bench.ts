/**
 * One run of the registration API under load (as `npm run bench` loads it at 20 connections),
 * or of PostgreSQL's round trips, of a built checkout, as one line of JSON: for alternating
 * runs between two checkouts, each measured by its own code.
 *
 *   npm run bench:registration -- sqlite|pg|trips [CHECKOUT]
 *
 * CHECKOUT defaults to this one; it must have run `npm run build` (its dist/ and content-cache/).
 */
import { resolve } from 'node:path';
import { LOAD_BUDGET, LOAD_SECONDS, LOAD_SEED, type LoadFigures } from './bench/registration-load.ts';

const [mode, checkout = '.'] = process.argv.slice(2);
if (mode !== 'sqlite' && mode !== 'pg' && mode !== 'trips') {
  console.error('usage: npm run bench:registration -- sqlite|pg|trips [CHECKOUT]');
  process.exit(2);
}
const root = resolve(checkout);
const { measureRegistrationLoad } = await import(`${root}/scripts/bench/registration-load.ts`);
const { measureRoundTrips } = await import(`${root}/scripts/bench/round-trips.ts`);
const { builtToday } = await import(`${root}/scripts/bench/built-today.ts`);
const { createDatabase, startPostgres } = await import(`${root}/scripts/postgres-server.ts`);
const { loadContentCache } = await import(`${root}/src/content/cache.ts`);

const dist = `${root}/dist`;
const contentDir = `${root}/content-cache`;
const load = { dist, contentDir, connections: LOAD_BUDGET.connections, seconds: LOAD_SECONDS, seed: LOAD_SEED };
const figuresOf = (f: LoadFigures) => ({
  requestsPerSecond: Math.round(f.requestsPerSecond),
  medianMs: Number(f.medianMs.toFixed(1)),
  p99Ms: Number(f.p99Ms.toFixed(1)),
  serverCpuMsPerRequest: Number(f.serverCpuMsPerRequest.toFixed(2)),
  failures: f.failures,
});

if (mode === 'sqlite') {
  console.log(JSON.stringify({ mode, ...figuresOf(await measureRegistrationLoad(load)) }));
} else {
  const postgres = await startPostgres();
  try {
    const url = await createDatabase(postgres.url, `bench_${mode}`);
    if (mode === 'pg') {
      console.log(
        JSON.stringify({ mode, ...figuresOf(await measureRegistrationLoad({ ...load, store: { postgres: url, instances: 1 } })) }),
      );
    } else {
      const content = await loadContentCache(contentDir);
      const trips = await measureRoundTrips({ url, content, today: await builtToday(dist), distDir: dist });
      console.log(JSON.stringify({ mode, unlimited: trips.unlimited, limited: trips.limited }));
    }
  } finally {
    await postgres.remove();
  }
}
process.exit(0);
