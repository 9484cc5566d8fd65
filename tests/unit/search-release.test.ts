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
import type { Logger } from '../../src/server/log.ts';
import { publishSearchIndex } from '../../src/server/rebuild/publish.ts';
import { releaseAhead } from '../../src/server/rebuild/release-ahead.ts';
import { RELEASE_CONTENT, RELEASE_SITE } from '../../src/server/rebuild/releases.ts';
import { liveSite } from '../../src/server/site-state.ts';

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
  return { written, deleted: [], buildId: 'build', latest: '{"id":"build"}' } as unknown as GeneratedSite;
}

function setup(searchIndex: (siteDir: string, content: Content) => Promise<SearchIndex>) {
  const site = liveSite({ root, content, buildId: 'build' });
  const errors: string[] = [];
  const log: Logger = { info() {}, warn() {}, error: (msg) => errors.push(msg) };
  return { site, errors, log, options: { site, releasesDir, generator: { searchIndex } } };
}

/** An index made as Pagefind would: the folder anew, one file. */
async function makeIndex(siteDir: string): Promise<SearchIndex> {
  await rm(join(siteDir, 'pagefind'), { recursive: true, force: true });
  await mkdir(join(siteDir, 'pagefind'));
  await writeFile(join(siteDir, 'pagefind', 'new.pf'), 'new');
  return { pages: 1, files: ['pagefind/new.pf'], ms: 1 };
}

describe('publishSearchIndex', () => {
  it('serves the index as the next release, made in a copy of the release’s pages and for its content: the release being served is left as it was', async () => {
    const indexed: Content[] = [];
    const { site, log, options } = setup((siteDir, given) => {
      indexed.push(given);
      return makeIndex(siteDir);
    });
    const ahead = releaseAhead(releasesDir);
    const published = await publishSearchIndex(options, ahead, { site: generated(), content, root }, log);
    // The next rebuild's copy is linked ahead in the background: done with it before the checks.
    await ahead.discard();
    expect(published?.root).not.toBe(root);
    expect(site.current()).toMatchObject({ root: published?.root, buildId: 'build' });
    expect(existsSync(join(published?.root ?? '', 'pagefind', 'new.pf'))).toBe(true);
    expect(existsSync(join(published?.root ?? '', 'pagefind', 'old.pf'))).toBe(false);
    expect(existsSync(join(published?.root ?? '', 'seminare', 'index.html'))).toBe(true);
    expect(await readdir(join(root, 'pagefind'))).toEqual(['old.pf']);
    expect(indexed).toEqual([content]);
  });

  it('shares the content snapshot of the pages it indexes (linked, the same files), and writes one where they have none', async () => {
    const { log, options } = setup(makeIndex);
    const ahead = releaseAhead(releasesDir);
    const first = await publishSearchIndex(options, ahead, { site: generated(), content, root }, log);
    await ahead.discard();
    // The synthetic release served had no snapshot: the index's release has one of its own.
    expect(await loadContentCache(join(dirname(first?.root ?? ''), RELEASE_CONTENT))).toEqual(content);

    const pagesRelease = dirname(first?.root ?? '');
    const second = await publishSearchIndex(options, ahead, { site: generated(), content, root: first?.root ?? '' }, log);
    await ahead.discard();
    const files = await readdir(join(pagesRelease, RELEASE_CONTENT));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const [was, is] = await Promise.all(
        [pagesRelease, dirname(second?.root ?? '')].map((release) => stat(join(release, RELEASE_CONTENT, file))),
      );
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
    ).toBeNull();
    expect(made).toBe(0);
    expect(site.current().root).toBe(root);
  });

  it('keeps the served pages and their index when the index cannot be made, and says so', async () => {
    const { site, errors, log, options } = setup(async () => {
      throw new Error('pagefind exited');
    });
    const ahead = releaseAhead(releasesDir);
    expect(await publishSearchIndex(options, ahead, { site: generated(), content, root }, log)).toBeNull();
    expect(site.current().root).toBe(root);
    expect(errors).toEqual(['search index not made; the served pages keep the one before']);
    await ahead.discard();
    // Nothing left behind but the release served.
    expect(await readdir(releasesDir)).toEqual(['2026-11-27T00-00-00-000Z-build']);
  });
});
