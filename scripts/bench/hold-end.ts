/**
 * The time from a pending registration's hold ending without confirmation to the date's
 * page served with its seat free again. The server runs in this process on a built site
 * with a clock and timers the bench moves (manual-clock.ts), on a copy of its content in
 * which `rounds` bookable dates have one seat each. Each round registers for the next of
 * them (its page turns fully booked: the seat is held), moves the clock past the hold's
 * end, and asks for the date's German page every 5 ms until it offers the form again.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPath } from '../../src/routes/match.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { startServer } from '../../src/server/start.ts';
import { manualClock } from './manual-clock.ts';
import { type BenchRun, oneSeatDates } from './one-seat-dates.ts';
import { benchRegistration } from './registration-body.ts';
import { BENCH_SECRET } from './secret.ts';

const FORM = 'data-island="registration-form"';

export async function measureHoldEnds({ dist, contentDir, rounds, log = console.log }: BenchRun): Promise<number[]> {
  const { work, today, content, dates } = await oneSeatDates(dist, contentDir, rounds, 'bench-holds-');
  // Noon in Germany on the day the site was built for: no midnight among the hours the clock moves.
  const clock = manualClock(Date.parse(`${today}T10:00:00Z`));
  const server = await startServer({
    logger: jsonLogger((line, level) => level !== 'info' && console.error(line)),
    now: () => new Date(clock.now()),
    timers: clock.timers,
    env: {
      PORT: '0',
      DIST_DIR: dist,
      CONTENT_DIR: join(work, 'content'),
      DATA_DIR: join(work, 'data'),
      RELEASES_DIR: join(work, 'releases'),
      REBUILD_SECRET: BENCH_SECRET,
      TODAY: today,
    },
  });
  const freedMs: number[] = [];
  try {
    await server.rebuilder!.idle();
    for (const [round, date] of dates.entries()) {
      const seminar = content.seminars.find(({ id }) => id === date.seminarId)!;
      const page = `${server.url}${buildPath('seminarDate', 'de', { slug: seminar.slug, dateId: String(date.id) })}`;
      const answer = await fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(benchRegistration(date.id, `hold${round}@example.com`)),
      });
      if (answer.status !== 201) throw new Error(`the registration for date ${date.id} was answered ${answer.status}`);
      await server.rebuilder!.idle();
      if ((await (await fetch(page)).text()).includes(FORM))
        throw new Error(`date ${date.id} still takes registrations while its seat is held`);
      // Registrations come seconds apart: the pause a running server has to link the next release ahead.
      await new Promise((wait) => setTimeout(wait, 1000));
      await clock.advanceTo(clock.now() + DEFAULT_CONFIRMATION_SETTINGS.holdMs + 1000);
      const ended = performance.now();
      for (;;) {
        if ((await (await fetch(page)).text()).includes(FORM)) break;
        if (performance.now() - ended > 30_000) throw new Error('the freed seat was not served within 30 s');
        await new Promise((wait) => setTimeout(wait, 5));
      }
      const ms = performance.now() - ended;
      freedMs.push(ms);
      await server.rebuilder!.idle();
      log(`round ${round + 1}: date ${date.id} served with its seat free ${ms.toFixed(0)} ms after the hold ended`);
    }
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  return freedMs;
}
