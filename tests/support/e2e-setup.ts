/** Playwright's global setup: the browser tests run only on a site built for the suite's day. */
import { assertBuiltOnTestDay } from './built-site.ts';

export default function e2eSetup(): void {
  assertBuiltOnTestDay();
}
