/**
 * Finds a Chromium for the browser tests and Lighthouse, in this order: CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, Playwright's own download. Playwright cannot download browsers on
 * machines without internet access, so the Debian package is the usual source here.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', safePlaywrightPath()].filter((path): path is string => !!path);
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package (apt-get install -y chromium), " +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
