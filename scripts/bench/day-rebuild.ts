/**
 * The midnight rebuild: how long the server takes to make the site true for a new day, and
 * how many pages it draws again. The server runs in this process on a site built for the
 * eve of the first night on which a fact changes (a date has taken place, an early-booking
 * offer has ended), on a clock the bench moves; each round moves it to the next such night
 * and asks for the rebuild as the midnight timer does (src/server/start.ts keepDaysTrue;
 * the timer itself is tested in tests/unit/day-change.test.ts). Nights on which nothing
 * changes are skipped: they draw no page.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextDay } from '../../src/content/calendar.ts';
import type { Content } from '../../src/content/types.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { startServer } from '../../src/server/start.ts';
import { BENCH_SECRET } from './secret.ts';

/** The days after `after`, earliest first, whose midnight changes a page: the day after a date ends or an offer's last day. */
export function changeNights(content: Content, after: string): string[] {
  const nights = new Set<string>();
  for (const date of content.seminarDates) {
    nights.add(nextDay(date.end));
    if (date.promoUntil !== null) nights.add(nextDay(date.promoUntil));
  }
  return [...nights].filter((night) => night > after).sort();
}

/** The day before `day`. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Noon in Germany on a day, winter or summer (12:00 UTC is 13:00 or 14:00 there: the same day). */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

export interface DayRebuild {
  readonly night: string;
  readonly durationMs: number;
  readonly pagesRendered: number;
}

export async function measureDayRebuilds({
  dist,
  contentDir,
  nights,
  log = console.log,
}: {
  dist: string;
  contentDir: string;
  nights: readonly string[];
  log?: (line: string) => void;
}): Promise<DayRebuild[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-day-'));
  await cp(contentDir, join(work, 'content'), { recursive: true });
  const clock = { now: noonOf(dayBefore(nights[0]!)) };
  const server = await startServer({
    now: () => clock.now,
    logger: jsonLogger((line, level) => level !== 'info' && console.error(line)),
    // A secret, as a production server has one: no warning that the webhook is off.
    env: {
      PORT: '0',
      DIST_DIR: dist,
      CONTENT_DIR: join(work, 'content'),
      DATA_DIR: join(work, 'data'),
      RELEASES_DIR: join(work, 'releases'),
      REBUILD_SECRET: BENCH_SECRET,
    },
  });
  const rebuilds: DayRebuild[] = [];
  try {
    // The start-up check: the site was built for this day, so it draws nothing; and it warms the server up as a running one is.
    await server.rebuilder!.idle();
    for (const night of nights) {
      const before = server.rebuilder!.status().rebuilds;
      clock.now = noonOf(night);
      server.rebuilder!.request('midnight');
      await server.rebuilder!.idle();
      const status = server.rebuilder!.status();
      if (status.rebuilds === before || !status.lastSuccess)
        throw new Error(`the rebuild for ${night} failed: ${status.lastFailure?.error ?? 'no rebuild ran'}`);
      const { durationMs, pagesRendered, filesWritten, phasesMs } = status.lastSuccess;
      rebuilds.push({ night, durationMs, pagesRendered });
      log(
        `night to ${night}: ${durationMs} ms (content ${phasesMs.content}, generate ${phasesMs.generate}, publish ${phasesMs.publish}, search index ${phasesMs.search}); ${pagesRendered} pages drawn, ${filesWritten} files written`,
      );
    }
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  return rebuilds;
}
