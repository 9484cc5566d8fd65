import { describe, expect, it } from 'vitest';
import { giveWay, type Pace } from '../../src/server/drawing/drawing-pace.ts';

const PACE: Pace = { busy: 0.5, checkMs: 100, maxWaitMs: 1000 };

/** A loop whose business is read from `shares` in turn (the last one repeated), and the waits asked for. */
function loop(shares: readonly number[]) {
  let reads = 0;
  const waits: number[] = [];
  const turn = giveWay(
    PACE,
    () => shares[Math.min(reads++, shares.length - 1)]!,
    async (ms) => void waits.push(ms),
  );
  return { turn, waits, reads: () => reads };
}

describe('drawing gives way to requests', () => {
  it('draws at once while the requests leave the loop mostly idle', async () => {
    const quiet = loop([0.2]);
    expect(await quiet.turn()).toBe(0);
    expect(await quiet.turn()).toBe(0);
    expect(quiet.waits).toEqual([]);
  });

  it('waits while the loop is busy, and goes on once it is not', async () => {
    const rush = loop([0.9, 0.8, 0.6, 0.4]);
    expect(await rush.turn()).toBe(300);
    expect(rush.waits).toEqual([100, 100, 100]);
    expect(rush.reads()).toBe(4);
  });

  it('never waits longer than its bound, however long the rush lasts', async () => {
    const busy = loop([1]);
    expect(await busy.turn()).toBe(1000);
    expect(await busy.turn()).toBe(1000);
    expect(busy.waits).toHaveLength(20);
  });
});
