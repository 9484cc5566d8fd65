/**
 * Playwright's global setup: the browser tests run only on a site built for the suite's day,
 * and the data folders of earlier runs (E2E_RUNS_DIR, one per run) are removed, this run's kept.
 */
import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { assertBuiltOnTestDay } from './built-site.ts';

/** Where each run of the browser tests keeps its registrations, a folder per run (playwright.config.ts). */
export const E2E_RUNS_DIR = '.build/e2e-data';

export default async function e2eSetup(): Promise<void> {
  assertBuiltOnTestDay();
  const current = basename(process.env.E2E_DATA_DIR ?? '');
  const earlier = (await readdir(E2E_RUNS_DIR).catch(() => [])).filter((name) => name !== current);
  await Promise.all(earlier.map((name) => rm(join(E2E_RUNS_DIR, name), { recursive: true, force: true })));
}
