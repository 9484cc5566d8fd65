import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/server/database/one-at-a-time.ts';

describe('work one at a time', () => {
  it('runs once more after a run for all the calls that came during it, never two at once', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const gates: Array<() => void> = [];
    const run = oneAtATime(async () => {
      runs += 1;
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((open) => gates.push(open));
      active -= 1;
    });
    const first = run();
    const during = [run(), run(), run()];
    expect(runs).toBe(1);
    gates.shift()?.();
    await first;
    // The calls during the first run share one more run.
    while (gates.length === 0) await new Promise((turn) => setImmediate(turn));
    expect(runs).toBe(2);
    let settled = false;
    void Promise.all(during).then(() => {
      settled = true;
    });
    await new Promise((turn) => setImmediate(turn));
    expect(settled).toBe(false);
    gates.shift()?.();
    await Promise.all(during);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    // Idle again: the next call runs at once.
    const later = run();
    expect(runs).toBe(3);
    gates.shift()?.();
    await later;
  });
});
