/**
 * Playwright's `test` with the browser on the suite's clock (test-clock.ts): in every page of
 * the default context, Date reads the instant this process's clock shows and runs on in real
 * time; timers and animation frames are the browser's own. A test that makes a context of its
 * own puts it on the clock with `onSuiteClock`; a test that moves the page's clock installs
 * Playwright's clock at `Date.now()` (this process is on the suite's clock too).
 *
 * The browser itself runs on the machine's clock (a clock faked for the test run, as
 * faketime's, is kept from it: Chromium does not run under it), so how far the suite's clock is
 * ahead of the browser's is read from the browser once.
 */
import { type BrowserContext, test as base } from '@playwright/test';
import { shiftedDate } from './shifted-date.ts';

let browserOffsetMs: number | undefined;

/** How far this process's clock is ahead of the browser's, read from a page of `context` once per worker. */
async function browserOffset(context: BrowserContext): Promise<number> {
  if (browserOffsetMs === undefined) {
    const page = await context.newPage();
    const before = Date.now();
    const browser = await page.evaluate(() => Date.now());
    const after = Date.now();
    await page.close();
    browserOffsetMs = Math.round((before + after) / 2) - browser;
  }
  return browserOffsetMs;
}

/** The browser's own clock, which its cookie store counts on (known once a context is on the suite's clock). */
export function browserNow(): number {
  if (browserOffsetMs === undefined) throw new Error('the browser’s clock is read once a context is on the suite’s clock');
  return Date.now() - browserOffsetMs;
}

/** Puts a browser context's pages on the suite's clock. */
export async function onSuiteClock(context: BrowserContext): Promise<BrowserContext> {
  const offset = await browserOffset(context);
  await context.addInitScript({ content: `globalThis.Date = (${shiftedDate.toString()})(${offset});` });
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onSuiteClock(context));
  },
});

export { expect } from '@playwright/test';
