/**
 * Serving a rebuild's releases: the release of its pages, then, once those are served, the
 * release of the search index of its pages. The index takes Pagefind 0.4 s at the shipped
 * content and about 10 s at 100 times it, so the pages do not wait for it; the search finds a
 * change a moment after it is served, with the index of the release before until then. A release is a hard-linked copy of the one served (releases.ts), so writing the
 * index never touches the site being served.
 */
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Content } from '../../content/types.ts';
import type { GeneratedSite } from '../../generate/generate-site.ts';
import type { SearchIndex } from '../../generate/search-index.ts';
import { LATEST_BUILD_PATH } from '../../routes/build-files.ts';
import type { Logger } from '../log/log.ts';
import type { ReleaseAhead } from './release-ahead.ts';
import { finishRelease, pruneReleases, publishRelease, RELEASE_SITE } from './releases.ts';
import type { LiveSite } from './site-state.ts';

/** Milliseconds since `mark` (a performance.now()), rounded. */
export const since = (mark: number) => Math.round(performance.now() - mark);

export interface PublishOptions {
  readonly site: LiveSite;
  readonly releasesDir: string;
  /** Called for each file written, after the switch (e.g. to write its compressed variants). */
  readonly afterWrite?: (file: string) => Promise<void>;
  readonly generator: { searchIndex?(siteDir: string, content: Content, today: string, signal?: AbortSignal): Promise<SearchIndex> };
}

/**
 * Publishes the staged release and serves it; resolves once its variants are written, with the
 * time until it was served. `snapshotOf`: a release of the same content, whose snapshot it links.
 */
export async function publishStaged(
  options: PublishOptions,
  ahead: ReleaseAhead,
  site: GeneratedSite,
  staged: string,
  content: Content,
  snapshotOf?: string,
) {
  const publishing = performance.now();
  const latest = [LATEST_BUILD_PATH.slice(1), site.latest] as const;
  const release = { releasesDir: options.releasesDir, staged, buildId: site.buildId, deleted: site.deleted, latest };
  const root = await publishRelease(release).catch(async (error: unknown) => {
    await rm(staged, { recursive: true, force: true });
    throw error;
  });
  options.site.replace({ root, content, buildId: site.buildId });
  const publishedMs = since(publishing);
  const written = [...site.written, latest[0]];
  await finishRelease({ releasesDir: options.releasesDir, written, content, afterWrite: options.afterWrite, snapshotOf }, root);
  await pruneReleases(options.releasesDir);
  ahead.prepare(root);
  return { root, publishedMs };
}

/** What became of a rebuild's search index: served (as a release of its own), put off, or none made. */
export type SearchOutcome =
  | { readonly kind: 'served'; readonly root: string; readonly ms: number }
  /** Stopped (or not begun) for a rebuild that waits: the served pages keep the index before, and the next rebuild owes one. */
  | { readonly kind: 'put off' }
  /** Not needed (no page changed, none owed), not made by this generator, or failed (logged). */
  | { readonly kind: 'none' };

/**
 * After a release that wrote or removed a page is served (`root`), or when an index is `owed`
 * (one was put off): its search index, made in a copy of it and served as the next release.
 * `signal` stops it for a rebuild that waits, which takes the copy (a stopped index leaves it
 * as it was). A failure leaves the served pages with the index of the release before, and is
 * logged: the pages are already live, so it is no failed rebuild.
 */
export async function publishSearchIndex(
  options: PublishOptions,
  ahead: ReleaseAhead,
  served: { readonly site: GeneratedSite; readonly content: Content; readonly root: string; readonly owed?: boolean },
  log: Logger,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  const { site, content, root } = served;
  const changesPages = [...site.written, ...site.deleted].some((file) => file.endsWith('.html'));
  if (!options.generator.searchIndex || !(changesPages || served.owed)) return { kind: 'none' };
  const started = performance.now();
  const putOff = (): SearchOutcome => {
    log.info('search index put off for the rebuild that waits', { afterMs: since(started) });
    return { kind: 'put off' };
  };
  if (signal?.aborted) return putOff();
  const staged = await ahead.take(root);
  try {
    const index = await options.generator.searchIndex(join(staged, RELEASE_SITE), content, site.meta.today, signal);
    const withIndex = { ...site, written: index.files, deleted: [] };
    const published = await publishStaged(options, ahead, withIndex, staged, content, dirname(root));
    return { kind: 'served', root: published.root, ms: since(started) };
  } catch (error) {
    if (signal?.aborted) {
      ahead.keep(root, staged);
      return putOff();
    }
    await rm(staged, { recursive: true, force: true });
    ahead.prepare(options.site.current().root);
    log.error('search index not made; the served pages keep the one before', {
      error: error instanceof Error ? error.message : String(error),
    });
    return { kind: 'none' };
  }
}
