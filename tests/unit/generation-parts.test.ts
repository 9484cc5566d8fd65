/**
 * The parts the site generator is made of: at most N tasks in flight, batches for the render
 * pool, writing a site's files (variants in a fresh directory, new inodes and no stale
 * variants in a release), and the payload path's inverse.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { boundedTasks } from '../../src/generate/bounded-tasks.ts';
import { pathOfPayloadFile, payloadFileOf } from '../../src/generate/output-path.ts';
import { batched } from '../../src/generate/page-renderer.ts';
import { NO_COMPRESSION, siteDirectory, writeSiteFile } from '../../src/generate/site-file.ts';
import { TEST_MANIFEST } from '../support/client-manifest.ts';

/** A promise and the functions that settle it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('boundedTasks', () => {
  it('runs at most `limit` tasks at once; add waits for a free place; drain waits for all', async () => {
    const tasks = boundedTasks(2);
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running++;
      most = Math.max(most, running);
      await gates[index]!.promise;
      running--;
    };
    await tasks.add(task(0));
    await tasks.add(task(1));
    const third = tasks.add(task(2));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await third;
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await tasks.drain();
    expect(most).toBe(2);
    expect(running).toBe(0);
  });

  it('a failed task fails drain, and the next add', async () => {
    const tasks = boundedTasks(1);
    await tasks.add(async () => {
      throw new Error('disk full');
    });
    await expect(tasks.add(async () => {})).rejects.toThrow('disk full');
    await expect(tasks.drain()).rejects.toThrow('disk full');
  });
});

describe('batched', () => {
  it('gathers jobs up to the size, sends a partial batch on the next turn, and gives each caller its result', async () => {
    const batches: number[][] = [];
    const double = batched(async (jobs: number[]) => {
      batches.push(jobs);
      return jobs.map((job) => job * 2);
    }, 3);
    const results = await Promise.all([1, 2, 3, 4, 5].map(double));
    expect(results).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('a failed batch fails each of its callers', async () => {
    const failing = batched(async (_jobs: number[]): Promise<number[]> => {
      throw new Error('worker died');
    }, 2);
    const outcomes = await Promise.allSettled([failing(1), failing(2)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('writing a site file', () => {
  const page = `<!doctype html><p>${'Rechenzentrum nach EN 50600. '.repeat(200)}</p>`;

  it('in a fresh directory: the file, and beside it a brotli variant of it and no gzip copy; none for a payload or a small file', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-file-'));
    const output = siteDirectory(root, true);
    const stats = writeSiteFile(output, 'seminare/a/index.html', page);
    writeSiteFile(output, 'seminare/a/_payload.json', JSON.stringify({ text: page }));
    writeSiteFile(output, 'robots.txt', 'User-agent: *\n');
    const file = join(root, 'seminare/a/index.html');
    expect(readFileSync(file, 'utf8')).toBe(page);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page);
    expect(existsSync(`${file}.gz`)).toBe(false);
    expect(stats.files).toBe(1);
    expect(stats.brotliBytes).toBeLessThan(page.length);
    expect(existsSync(join(root, 'seminare/a/_payload.json.br'))).toBe(false);
    expect(existsSync(join(root, 'robots.txt.br'))).toBe(false);
  });

  it('in a release: a new inode (a hard link to the served file keeps its bytes), and the stale variants are gone', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-file-'));
    const served = join(root, 'served.html');
    writeFileSync(served, 'old page');
    mkdirSync(join(root, 'release/seminare'), { recursive: true });
    const file = join(root, 'release/seminare/index.html');
    linkSync(served, file);
    writeFileSync(`${file}.br`, 'stale');
    writeSiteFile(siteDirectory(join(root, 'release'), false), 'seminare/index.html', page);
    expect(readFileSync(file, 'utf8')).toBe(page);
    expect(readFileSync(served, 'utf8')).toBe('old page');
    expect(statSync(file).ino).not.toBe(statSync(served).ino);
    expect(existsSync(`${file}.br`)).toBe(false);
  });
});

describe('payload files', () => {
  it('pathOfPayloadFile gives back the page of payloadFileOf', () => {
    for (const path of ['/', '/en', '/seminare/en-50600-grundlagen/1001', '/karriere/technik/elektro'])
      expect(pathOfPayloadFile(payloadFileOf(path))).toBe(path);
  });
});

describe('generateSite after a failure', () => {
  it('rejects only once the pages in flight have settled, so that a caller cleaning up finds nothing still writing', async () => {
    const { generateSite } = await import('../../src/generate/generate-site.ts');
    const { renderSetupOf } = await import('../../src/generate/site-inputs.ts');
    const { inlineRenderer } = await import('../../src/generate/page-renderer.ts');
    const { loadContentCache } = await import('../../src/content/cache.ts');
    const content = await loadContentCache('content-cache');
    const inputs = {
      content,
      manifest: TEST_MANIFEST,
      icons: new Map(),
      siteUrl: 'https://www.example.test',
      today: '2026-11-22',
      analyticsEndpoint: null,
    };
    const slow = deferred();
    const thirdFailed = deferred();
    let pages = 0;
    const renderer = {
      ...inlineRenderer(renderSetupOf(inputs)),
      threads: 4,
      async page() {
        pages++;
        if (pages === 3) {
          thirdFailed.resolve();
          throw new Error('worker died');
        }
        if (pages < 3) await slow.promise;
        return { drawMs: 0, files: [] };
      },
    };
    let settled = false;
    const generating = generateSite(inputs, null, { fresh: false, write: () => NO_COMPRESSION }, renderer).finally(() => (settled = true));
    generating.catch(() => undefined);
    // The third page has failed (after the files made before the pages) while pages 1 and 2 are still being drawn.
    await thirdFailed.promise;
    await new Promise((next) => setImmediate(next));
    expect(settled).toBe(false);
    slow.resolve();
    await expect(generating).rejects.toThrow('worker died');
  });
});
