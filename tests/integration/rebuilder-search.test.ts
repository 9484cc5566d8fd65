// A rebuild asked for while the rebuild before makes its search index does not wait for that index: the index is put off once, and the next rebuild makes it.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { GeneratedSite } from '../../src/generate/generate-site.ts';
import type { SearchIndex } from '../../src/generate/search-index.ts';
import { writeSiteFile } from '../../src/generate/site-file.ts';
import type { Logger } from '../../src/server/log/log.ts';
import { createRebuilder, type Rebuilder } from '../../src/server/rebuild/rebuilder.ts';
import { liveSite } from '../../src/server/rebuild/site-state.ts';

const shipped = await loadContentCache('content-cache');
let work: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'rebuilder-search-'));
  await mkdir(join(work, 'dist', 'pagefind'), { recursive: true });
  await writeFile(join(work, 'dist', 'index.html'), '<h1>Start</h1>');
  await writeFile(join(work, 'dist', 'pagefind', 'built.pf'), 'the build’s index');
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** The content of the n-th rebuild: the first seminar's German title names it. */
function contentNamed(name: string): Content {
  const [first, ...rest] = shipped.seminars;
  const translations = { ...first!.translations, de: { ...first!.translations.de, title: name } };
  return { ...shipped, seminars: [{ ...first!, translations }, ...rest] };
}

/** A generator whose pages are one file holding the title; `unchanged`: the rebuilds (1-based) that change nothing. */
function generatorFor(indexCall: (call: number, signal: AbortSignal | undefined) => void, unchanged: readonly number[] = []) {
  let built = 0;
  const indexed: { title: string; stopped: () => boolean }[] = [];
  const generator = {
    async generate(content: Content, _today: string, _previous: unknown, output: Parameters<typeof writeSiteFile>[0]) {
      built++;
      const title = content.seminars[0]!.translations.de.title;
      const same = unchanged.includes(built);
      const buildId = same ? `build-${built - 1}` : `build-${built}`;
      if (!same) writeSiteFile(output, 'seminare/index.html', `<h1>${title}</h1>`);
      const written = same ? [] : ['seminare/index.html'];
      return {
        buildId,
        meta: { pagesRendered: written.length },
        latest: JSON.stringify({ id: buildId }),
        deleted: [],
        filesWritten: written.length,
        written,
        pageData: new Map(),
      } as unknown as GeneratedSite;
    },
    async searchIndex(siteDir: string, content: Content, _today: string, signal?: AbortSignal): Promise<SearchIndex> {
      const title = content.seminars[0]!.translations.de.title;
      indexed.push({ title, stopped: () => signal?.aborted ?? false });
      indexCall(indexed.length, signal);
      signal?.throwIfAborted();
      await rm(join(siteDir, 'pagefind'), { recursive: true, force: true });
      await mkdir(join(siteDir, 'pagefind'));
      await writeFile(join(siteDir, 'pagefind', `${title}.pf`), title);
      return { pages: 1, files: [`pagefind/${title}.pf`], ms: 1 };
    },
  };
  return { generator, indexed };
}

function rebuilderWith(
  generator: ReturnType<typeof generatorFor>['generator'],
  infos: string[],
): { rebuilder: Rebuilder; site: ReturnType<typeof liveSite> } {
  const site = liveSite({ root: join(work, 'dist'), content: contentNamed('built'), buildId: 'build-0' });
  let loads = 0;
  const log: Logger = { info: (msg) => infos.push(msg), warn() {}, error: (msg) => infos.push(msg) };
  const rebuilder = createRebuilder({
    site,
    releasesDir: join(work, 'releases'),
    generator,
    loadContent: async () => contentNamed(`title-${++loads}`),
    today: () => '2026-11-27',
    log,
  });
  return { rebuilder, site };
}

describe('the search index of a rebuild', () => {
  it('is put off when a rebuild is asked for meanwhile, made by the next one, which nothing stops, and never lags more', async () => {
    const infos: string[] = [];
    let rebuilder: Rebuilder | undefined;
    // While the first index is made a seat is taken, and while the second one is made an editor publishes.
    const { generator, indexed } = generatorFor((call) => {
      if (call === 1) rebuilder?.request('seats');
      if (call === 2) rebuilder?.request('edit');
    });
    const made = rebuilderWith(generator, infos);
    rebuilder = made.rebuilder;
    rebuilder.request('edit');
    await rebuilder.idle();
    await rebuilder.close();

    expect(indexed.map(({ title }) => title)).toEqual(['title-1', 'title-2', 'title-3']);
    expect(indexed.map(({ stopped }) => stopped())).toEqual([true, false, false]);
    expect(infos.filter((msg) => msg.startsWith('search index put off'))).toHaveLength(1);
    expect(await readdir(join(made.site.current().root, 'pagefind'))).toEqual(['title-3.pf']);
  });

  it('owed, is made by the next rebuild even when that one changes no page', async () => {
    const infos: string[] = [];
    let rebuilder: Rebuilder | undefined;
    const { generator, indexed } = generatorFor(
      (call) => {
        if (call === 1) rebuilder?.request('midnight');
      },
      [2],
    );
    const made = rebuilderWith(generator, infos);
    rebuilder = made.rebuilder;
    rebuilder.request('edit');
    await rebuilder.idle();
    await rebuilder.close();

    expect(indexed.map(({ title, stopped }) => [title, stopped()])).toEqual([
      ['title-1', true],
      ['title-2', false],
    ]);
    expect(await readdir(join(made.site.current().root, 'pagefind'))).toEqual(['title-2.pf']);
    expect(await readdir(join(made.site.current().root, 'seminare'))).toEqual(['index.html']);
  });
});
