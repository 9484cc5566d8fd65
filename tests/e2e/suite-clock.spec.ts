/** The browser runs on the suite's day (tests/support/test-clock.ts), as the servers do, whatever the machine's calendar says. */
import { berlinDate } from '../../src/content/calendar.ts';
import { expect, test } from '../support/browser-test.ts';
import { TEST_DAY } from '../support/test-clock.ts';

test('a page reads the suite’s day from Date, with and without new, and its timers still run', async ({ page }) => {
  await page.goto('/');
  const read = await page.evaluate(
    () =>
      new Promise<{ now: number; made: number; fired: boolean }>((done) =>
        // biome-ignore lint/complexity/useDateNow: the constructor's own reading of the clock is what is tested.
        setTimeout(() => done({ now: Date.now(), made: new Date().getTime(), fired: true }), 10),
      ),
  );
  expect(read.fired).toBe(true);
  expect(berlinDate(new Date(read.now))).toBe(TEST_DAY);
  expect(berlinDate(new Date(read.made))).toBe(TEST_DAY);
});
