// A rebuild serves its pages first, then the search index of them as a release of its own.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { GeneratedSite } from '../../src/generate/generate-site.ts';
import type { SearchIndex } from '../../src/generate/search-index.ts';
import type { Logger } from '../../src/server/log/log.ts';
import { publishSearchIndex, type SearchOutcome } from '../../src/server/rebuild/publish.ts';
import { releaseAhead } from '../../src/server/rebuild/release-ahead.ts';
import { RELEASE_CONTENT, RELEASE_SITE } from '../../src/server/rebuild/releases.ts';
import { liveSite } from '../../src/server/rebuild/site-state.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
let releasesDir: string;
let root: string;

beforeEach(async () => {
  releasesDir = await mkdtemp(join(tmpdir(), 'search-release-'));
  // The release just served: a page, and the index of the release before.
  root = join(releasesDir, '2026-11-27T00-00-00-000Z-build', RELEASE_SITE);
  await mkdir(join(root, 'seminare'), { recursive: true });
  await mkdir(join(root, 'pagefind'), { recursive: true });
  await writeFile(join(root, 'seminare', 'index.html'), '<h1>Neu</h1>');
  await writeFile(join(root, 'pagefind', 'old.pf'), 'old');
});
afterEach(() => rm(releasesDir, { recursive: true, force: true }));

/** What a rebuild made: `written` its files (a page unless told otherwise). */
function generated(written: string[] = ['seminare/index.html']): GeneratedSite {
  return { written, deleted: [], buildId: 'build', latest: '{"id":"build"}', meta: { today: TEST_DAY } } as unknown as GeneratedSite;
}

function setup(searchIndex: (siteDir: string, content: Content, today: string, signal?: AbortSignal) => Promise<SearchIndex>) {
  const site = liveSite({ root, content, buildId: 'build' });
  const errors: string[] = [];
  const infos: string[] = [];
  const log: Logger = { info: (msg) => infos.push(msg), warn() {}, error: (msg) => errors.push(msg) };
  return { site, errors, infos, log, options: { site, releasesDir, generator: { searchIndex } } };
}

/** An index made as Pagefind would: the folder anew, one file. */
async function makeIndex(siteDir: string): Promise<SearchIndex> {
  await rm(join(siteDir, 'pagefind'), { recursive: true, force: true });
  await mkdir(join(siteDir, 'pagefind'));
  await writeFile(join(siteDir, 'pagefind', 'new.pf'), 'new');
  return { pages: 1, files: ['pagefind/new.pf'], ms: 1 };
}

/** The site folder of the index's release, which must have been served. */
function servedRoot(outcome: SearchOutcome): string {
  if (outcome.kind !== 'served') throw new Error(`the index was not served: ${outcome.kind}`);
  return outcome.root;
}

describe('publishSearchIndex', () => {
  it('serves the index as the next release, made in a copy of the release’s pages and for its content: the release being served is left as it was', async () => {
    const indexed: Content[] = [];
    const { site, log, options } = setup((siteDir, given) => {
      indexed.push(given);
      return makeIndex(siteDir);
    });
    const ahead = releaseAhead(releasesDir);
    const published = servedRoot(await publishSearchIndex(options, ahead, { site: generated(), content, root }, log));
    // The next rebuild's copy is linked ahead in the background: done with it before the checks.
    await ahead.discard();
    expect(published).not.toBe(root);
    expect(site.current()).toMatchObject({ root: published, buildId: 'build' });
    expect(existsSync(join(published, 'pagefind', 'new.pf'))).toBe(true);
    expect(existsSync(join(published, 'pagefind', 'old.pf'))).toBe(false);
    expect(existsSync(join(published, 'seminare', 'index.html'))).toBe(true);
    expect(await readdir(join(root, 'pagefind'))).toEqual(['old.pf']);
    expect(indexed).toEqual([content]);
  });

  it('shares the content snapshot of the pages it indexes (linked, the same files), and writes one where they have none', async () => {
    const { log, options } = setup(makeIndex);
    const ahead = releaseAhead(releasesDir);
    const first = servedRoot(await publishSearchIndex(options, ahead, { site: generated(), content, root }, log));
    await ahead.discard();
    // The synthetic release served had no snapshot: the index's release has one of its own.
    expect(await loadContentCache(join(dirname(first), RELEASE_CONTENT))).toEqual(content);

    const pagesRelease = dirname(first);
    const second = servedRoot(await publishSearchIndex(options, ahead, { site: generated(), content, root: first }, log));
    await ahead.discard();
    const files = await readdir(join(pagesRelease, RELEASE_CONTENT));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const [was, is] = await Promise.all([pagesRelease, dirname(second)].map((release) => stat(join(release, RELEASE_CONTENT, file))));
      expect(is?.ino, file).toBe(was?.ino);
    }
  });

  it('makes no index when no page changed', async () => {
    let made = 0;
    const { site, log, options } = setup(async (dir) => {
      made++;
      return makeIndex(dir);
    });
    expect(
      await publishSearchIndex(options, releaseAhead(releasesDir), { site: generated(['builds/x.json']), content, root }, log),
    ).toEqual({ kind: 'none' });
    expect(made).toBe(0);
    expect(site.current().root).toBe(root);
  });

  it('puts the index off when stopped for a rebuild that waits: the pages served keep their index, and that rebuild takes the copy', async () => {
    const stop = new AbortController();
    let madeIn = '';
    const { site, infos, log, options } = setup(async (siteDir, _content, _today, signal) => {
      madeIn = siteDir;
      stop.abort(); // a rebuild is asked for meanwhile
      signal?.throwIfAborted();
      throw new Error('the index was not stopped');
    });
    const ahead = releaseAhead(releasesDir);
    expect(await publishSearchIndex(options, ahead, { site: generated(), content, root }, log, stop.signal)).toEqual({ kind: 'put off' });
    expect(site.current().root).toBe(root);
    expect(infos).toEqual(['search index put off for the rebuild that waits']);
    // The copy the index was being made in, as the index left it, is the next rebuild's: no second copy to wait for.
    const next = await ahead.take(root);
    expect(join(next, RELEASE_SITE)).toBe(madeIn);
    expect(await readdir(join(madeIn, 'pagefind'))).toEqual(['old.pf']);
  });

  it('does not begin an index when a rebuild already waits', async () => {
    let made = 0;
    const { site, log, options } = setup(async (dir) => {
      made++;
      return makeIndex(dir);
    });
    const stop = new AbortController();
    stop.abort();
    const outcome = await publishSearchIndex(options, releaseAhead(releasesDir), { site: generated(), content, root }, log, stop.signal);
    expect(outcome).toEqual({ kind: 'put off' });
    expect(made).toBe(0);
    expect(site.current().root).toBe(root);
  });

  it('makes an index owed by a rebuild before even when no page changed', async () => {
    const { site, log, options } = setup(makeIndex);
    const ahead = releaseAhead(releasesDir);
    const served = servedRoot(await publishSearchIndex(options, ahead, { site: generated([]), content, root, owed: true }, log));
    await ahead.discard();
    expect(site.current().root).toBe(served);
    expect(await readdir(join(served, 'pagefind'))).toEqual(['new.pf']);
  });

  it('keeps the served pages and their index when the index cannot be made, and says so', async () => {
    const { site, errors, log, options } = setup(async () => {
      throw new Error('pagefind exited');
    });
    const ahead = releaseAhead(releasesDir);
    expect(await publishSearchIndex(options, ahead, { site: generated(), content, root }, log)).toEqual({ kind: 'none' });
    expect(site.current().root).toBe(root);
    expect(errors).toEqual(['search index not made; the served pages keep the one before']);
    await ahead.discard();
    // Nothing left behind but the release served.
    expect(await readdir(releasesDir)).toEqual(['2026-11-27T00-00-00-000Z-build']);
  });
});
