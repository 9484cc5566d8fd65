/**
 * The time from the registration that takes a date's last seat (its 201) to the date's
 * page saying it is fully booked, with no one pressing anything. The server runs in this
 * process on a built site, with a copy of its content in which `rounds` bookable dates have
 * one seat each; each round registers for the next of them and asks for the date's German
 * page every 5 ms until it says so, then waits for the server to settle.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES } from '../../src/i18n/messages.ts';
import { buildPath } from '../../src/routes/match.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { startServer } from '../../src/server/start.ts';
import { type BenchRun, oneSeatDates } from './one-seat-dates.ts';
import { benchRegistration } from './registration-body.ts';
import { BENCH_SECRET } from './secret.ts';

export async function measureSeatFills({ dist, contentDir, rounds, log = console.log }: BenchRun): Promise<number[]> {
  const { work, today, content, dates } = await oneSeatDates(dist, contentDir, rounds, 'bench-seats-');
  const server = await startServer({
    logger: jsonLogger((line, level) => level !== 'info' && console.error(line)),
    env: {
      PORT: '0',
      DIST_DIR: dist,
      CONTENT_DIR: join(work, 'content'),
      DATA_DIR: join(work, 'data'),
      RELEASES_DIR: join(work, 'releases'),
      REBUILD_SECRET: BENCH_SECRET,
      TODAY: today,
      // Each round's registration stays unconfirmed: one client may leave more than the default three.
      PENDING_PER_CLIENT: '10000',
    },
  });
  const servedMs: number[] = [];
  try {
    // The start-up rebuild (one seat left is "few"): the state a running server is in.
    await server.rebuilder!.idle();
    for (const [round, date] of dates.entries()) {
      const seminar = content.seminars.find(({ id }) => id === date.seminarId)!;
      const page = `${server.url}${buildPath('seminarDate', 'de', { slug: seminar.slug, dateId: String(date.id) })}`;
      const answer = await fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(benchRegistration(date.id, `bench${round}@example.com`)),
      });
      const registered = performance.now();
      if (answer.status !== 201) throw new Error(`the registration for date ${date.id} was answered ${answer.status}`);
      for (;;) {
        // Fully booked: the notice, and no registration form any more (other dates on the page may be full too).
        const html = await (await fetch(page)).text();
        if (html.includes(MESSAGES.de.seminar.dateFullyBooked) && !html.includes('data-island="registration-form"')) break;
        if (performance.now() - registered > 30_000) throw new Error('the full date was not served within 30 s');
        await new Promise((wait) => setTimeout(wait, 5));
      }
      const ms = performance.now() - registered;
      servedMs.push(ms);
      await server.rebuilder!.idle();
      log(
        `round ${round + 1}: date ${date.id} served fully booked ${ms.toFixed(0)} ms after the last seat's 201 (${server.rebuilder!.status().lastSuccess?.pagesRendered} pages drawn)`,
      );
      // Registrations come seconds apart: the pause a running server has to link the next release ahead.
      await new Promise((wait) => setTimeout(wait, 1000));
    }
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  return servedMs;
}
