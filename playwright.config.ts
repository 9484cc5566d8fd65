/**
 * Browser tests against the built site served by the real server (npm run build first;
 * npm test does). The server runs on its own port so a running `npm start` is not disturbed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/support/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 4190);
// Registrations made by the tests go to a fresh database each run, never to ./data, so a
// test that registers the same email again is not refused as a duplicate of an earlier run.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'e2e-registrations-'));

export default defineConfig({
  testDir: 'tests/e2e',
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
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node src/server/main.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, REGISTRATION_RATE_LIMIT: '1000' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
