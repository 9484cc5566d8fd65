/**
 * Browser tests against the built site served by the real server (npm run test:build first;
 * npm test does). The server runs on its own port so a running `npm start` is not disturbed.
 * The runner, its workers, the server and the browser run on the suite's clock
 * (tests/support/test-clock.ts): the runner's reading of this file sets it, and the
 * processes it starts inherit it through the environment.
 */
import './tests/support/shift-clock.ts';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';
import { E2E_RUNS_DIR } from './tests/support/e2e-setup.ts';
import { onMachineClock } from './tests/support/test-clock.ts';

const chromium = await findChromium();
const PORT = Number(process.env.E2E_PORT ?? 4190);

/**
 * Registrations go to a folder of their own, new for every run: dates have seats, which
 * earlier runs would fill. The first reading of this file (the runner's) names it; the
 * workers, which read it again, inherit it through the environment. Reading this file
 * removes nothing (other tools read it too, knip among them, while a run may be going on):
 * the global setup removes the folders of earlier runs.
 */
process.env.E2E_DATA_DIR ??= `${E2E_RUNS_DIR}/${Date.now()}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // dist/ must be the site of the suite's day.
  globalSetup: './tests/support/e2e-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // A German browser, as the site's default audience: '/' detects the language and would
    // send an English browser to /en. Tests about other preferences set their own locale.
    locale: 'de-DE',
    launchOptions: {
      executablePath: chromium.executablePath,
      args: CHROMIUM_ARGS,
      env: { ...onMachineClock(process.env), ...chromium.env },
    },
  },
  webServer: {
    // The compiled server, as a host runs it (npm run test:build made it, for the suite's day).
    command: 'node .build/server/main.js',
    // Every test registers with its own address, and the one browser address of all tests
    // must not hit the rate limit ...
    // Rebuilds the server makes by itself (a new day, seats) go to the run's folder too, not to the releases `npm run serve` continues from.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      RELEASES_DIR: `${E2E_DATA_DIR}/releases`,
      REGISTRATION_RATE_LIMIT: '10000',
      // ... nor the caps on one client's pending registrations per date.
      PENDING_PER_CLIENT: '10000',
      HELD_SEATS_PER_CLIENT: '10000',
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
