/** The server's log under a failure every request meets: a repeated warning or error is written once per window, and says how many it left out. */
import { describe, expect, it } from 'vitest';
import { jsonLogger, repeatsThrottled } from '../../src/server/log/log.ts';

describe('repeated log lines', () => {
  it('are written once per window, request ids aside, and the next window says how many were left out', () => {
    const lines: Array<Record<string, unknown>> = [];
    let now = 0;
    const log = repeatsThrottled(
      jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
      { windowMs: 10_000, now: () => now },
    );
    for (let request = 0; request < 500; request++) {
      log.error('registration request failed', { id: `request-${request}`, error: 'Error: database or disk is full' });
      log.info('request', { id: `request-${request}`, status: 500 });
      now += 10;
    }
    log.error('registration request failed', { id: 'other', error: 'Error: something else' });
    now += 10_000;
    log.error('registration request failed', { id: 'late', error: 'Error: database or disk is full' });

    const errors = lines.filter((line) => line.level === 'error');
    expect(errors.map(({ id, repeatedInLastWindow }) => ({ id, repeatedInLastWindow }))).toEqual([
      { id: 'request-0', repeatedInLastWindow: undefined },
      { id: 'other', repeatedInLastWindow: undefined },
      { id: 'late', repeatedInLastWindow: 499 },
    ]);
    // Every request still has its own line in the request log.
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(500);
  });
});
