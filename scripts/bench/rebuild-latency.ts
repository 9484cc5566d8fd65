/**
 * The time from the editors' webhook to the change being served. The server runs in this
 * process on a built site, with a copy of its content as the source of rebuilds; each
 * round changes one seminar's English title, posts the webhook and asks for the seminar's
 * page every 5 ms until the new title is there, then pauses a second, as editors do
 * between changes. The first round is a cold start.
 */

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonLogger } from '../../src/server/log/log.ts';
import { REBUILD_SECRET_HEADER } from '../../src/server/rebuild/secret.ts';
import { startServer } from '../../src/server/start.ts';
import { builtToday } from './built-today.ts';
import type { BenchRun } from './one-seat-dates.ts';
import { BENCH_SECRET } from './secret.ts';

export interface RebuildLatency {
  /** Webhook to served change, per round. */
  readonly servedMs: readonly number[];
  /** Pages each rebuild drew (the rebuild record's count). */
  readonly pagesRendered: readonly number[];
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function measureRebuilds({ dist, contentDir, rounds, log = console.log }: BenchRun): Promise<RebuildLatency> {
  const work = await mkdtemp(join(tmpdir(), 'bench-rebuild-'));
  await cp(contentDir, join(work, 'content'), { recursive: true });
  // The day the site was built for, so that only the edit changes pages.
  const today = await builtToday(dist);
  const secret = BENCH_SECRET;
  const server = await startServer({
    // Warnings and errors only: a request log line per poll would drown the figures.
    logger: jsonLogger((line, level) => level !== 'info' && console.error(line)),
    env: {
      PORT: '0',
      DIST_DIR: dist,
      CONTENT_DIR: join(work, 'content'),
      DATA_DIR: join(work, 'data'),
      RELEASES_DIR: join(work, 'releases'),
      REBUILD_SECRET: secret,
      TODAY: today,
    },
  });
  const seminarsFile = join(work, 'content', 'seminars.json');
  const seminars = JSON.parse(await readFile(seminarsFile, 'utf8')) as Array<{ slug: string; translations: { en: { title: string } } }>;
  const page = `${server.url}/en/courses/${seminars[0]!.slug}`;
  const servedMs: number[] = [];
  const pagesRendered: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const title = `${seminars[0]!.translations.en.title.split(' (')[0]} (edition ${round})`;
      seminars[0]!.translations.en.title = title;
      await writeFile(seminarsFile, JSON.stringify(seminars, null, 2));
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/rebuild`, {
        method: 'POST',
        headers: { [REBUILD_SECRET_HEADER]: secret, 'Content-Type': 'application/json' },
        body: '{"event":"seminars.items.update","collection":"seminars","keys":["1"]}',
      });
      if (answer.status !== 202) throw new Error(`webhook answered ${answer.status}`);
      for (;;) {
        if ((await (await fetch(page)).text()).includes(title)) break;
        if (performance.now() - started > 30_000) throw new Error('the change was not served within 30 s');
        await new Promise((wait) => setTimeout(wait, 5));
      }
      const ms = performance.now() - started;
      servedMs.push(ms);
      await server.rebuilder!.idle();
      // Editors publish seconds apart: give the server the pause it has in real use to link
      // the next release ahead (releases.ts prepareRelease).
      await new Promise((wait) => setTimeout(wait, 1000));
      const status = server.rebuilder!.status().lastSuccess;
      const phases = status?.phasesMs;
      pagesRendered.push(status?.pagesRendered ?? 0);
      log(
        `round ${round}: served after ${ms.toFixed(0)} ms (rebuild ${status?.durationMs} ms: content ${phases?.content}, generate ${phases?.generate}, publish ${phases?.publish}, search index ${phases?.search}; ${status?.pagesRendered} pages rendered, ${status?.filesWritten} files written)`,
      );
    }
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  return { servedMs, pagesRendered };
}
