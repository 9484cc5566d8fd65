/**
 * When a failed delivery (a registration to the CMS, a mail to the mail server) is tried
 * again: 1 s after the first failure, doubling with every further failure, never more than
 * 5 minutes apart.
 */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 5 * 60_000;

/** The wait after `attempts` failed attempts (1 or more). */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(RETRY_BASE_MS * 2 ** doublings, RETRY_MAX_MS);
}

/** When to try again (ms since the epoch) after `attempts` failed attempts, the last at `now`. */
export function nextAttemptAt(attempts: number, now: number): number {
  return now + retryDelayMs(attempts);
}
