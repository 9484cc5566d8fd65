/**
 * A rebuild: pull the content, make the site incrementally on top of the one being
 * served (written into a hard-linked copy of it), publish that as a release and switch to it,
 * then make the search index of its pages and serve that too (publish.ts), unless a rebuild is
 * asked for meanwhile: then the next one makes it (index-turns.ts). Any failure (the CMS unreachable,
 * content that does not validate, a write error) keeps the last good site and is kept for
 * the status endpoint and logged. Rebuilds run one at a time (queue.ts).
 */

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Bookings, drawnContent } from '../../content/bookings.ts';
import { contentWarnings } from '../../content/plausibility.ts';
import type { Content } from '../../content/types.ts';
import { formatProblem } from '../../content/validate.ts';
import { listFiles } from '../../files/list-files.ts';
import type { GeneratedSite } from '../../generate/generate-site.ts';
import { PAYLOAD_FILE, pathOfPayloadFile } from '../../generate/output-path.ts';
import { parsePayload } from '../../generate/payload.ts';
import type { SearchIndex } from '../../generate/search-index.ts';
import { type SiteOutput, siteDirectory } from '../../generate/site-file.ts';
import type { PreviousSite } from '../../generate/site-inputs.ts';
import { log as defaultLog, type Logger } from '../log/log.ts';
import { indexTurns } from './index-turns.ts';
import { publishSearchIndex, publishStaged, type SearchOutcome, since } from './publish.ts';
import { createRebuildQueue } from './queue.ts';
import { type ReleaseAhead, releaseAhead } from './release-ahead.ts';
import { RELEASE_SITE, readSiteFile, readText, removeReleaseLeftovers } from './releases.ts';
import { type BuildRecord, failedRecord, publishedRecord } from './site-build.ts';
import type { LiveSite, SiteState } from './site-state.ts';

/** What the SSR bundle's site builder offers (src/generate/site-builder.ts). */
export interface SiteGenerator {
  generate(content: Content, today: string, previous: PreviousSite | null, output: SiteOutput): Promise<GeneratedSite>;
  /** Makes the search index of a release's pages anew (`signal` stops it); absent: releases keep the served site's index. */
  searchIndex?(siteDir: string, content: Content, today: string, signal?: AbortSignal): Promise<SearchIndex>;
}

export interface RebuilderOptions {
  readonly site: LiveSite;
  readonly releasesDir: string;
  readonly generator: SiteGenerator;
  /** The content as the CMS (or the content folder) has it now, validated; throws when it cannot. */
  readonly loadContent: () => Promise<Content>;
  readonly today: () => string;
  /** The seats registrations have taken, which the pages show (src/content/bookings.ts); none when absent. */
  readonly bookings?: Bookings;
  /** Called for each file written, after the switch (e.g. to write its compressed variants). */
  readonly afterWrite?: (file: string) => Promise<void>;
  /** Told of every rebuild once it ended, published, unchanged or failed (e.g. to record it in the CMS). */
  readonly onFinished?: (record: BuildRecord) => void;
  readonly log?: Logger;
}

/**
 * What asked for a rebuild: an editor's change (the webhook), a new day, seats whose count the
 * pages show, the server's start (catching up), another process's write to the registrations,
 * or staff's review of a participant's feedback (the seminar's voices).
 */
export const REBUILD_TRIGGERS = ['edit', 'midnight', 'seats', 'start', 'other-process', 'feedback'] as const;
export type RebuildTrigger = (typeof REBUILD_TRIGGERS)[number];

export interface RebuildOutcome {
  readonly time: string;
  /** What asked for this rebuild (requests that came while one ran are the next one's). */
  readonly triggers: readonly RebuildTrigger[];
  readonly buildId: string;
  readonly pagesRendered: number;
  readonly filesWritten: number;
  readonly filesDeleted: number;
  readonly durationMs: number;
  /**
   * Where the time went: until the new pages were served, reading the content, making the site
   * and publishing the release; then `search`, making the search index again and serving it
   * (0 when no page changed).
   */
  readonly phasesMs: { readonly content: number; readonly generate: number; readonly publish: number; readonly search: number };
}

export interface RebuildStatus {
  readonly state: 'idle' | 'running';
  /** A rebuild is asked for and will run after the current one. */
  readonly pending: boolean;
  readonly buildId: string | null;
  readonly requests: number;
  readonly rebuilds: number;
  readonly lastSuccess: RebuildOutcome | null;
  readonly lastFailure: { readonly time: string; readonly triggers: readonly RebuildTrigger[]; readonly error: string } | null;
}

export interface Rebuilder {
  /** Asks for a rebuild (coalesced with one that runs or waits), saying what asks. */
  request(trigger: RebuildTrigger): void;
  status(): RebuildStatus;
  idle(): Promise<void>;
  /** Removes the release linked ahead for the next rebuild (at shutdown, after idle()). */
  close(): Promise<void>;
}

/** The data of every page of a site, by path, from its payloads. */
async function loadPageData(root: string): Promise<Map<string, string>> {
  const files = (await listFiles(root)).filter((file) => file.endsWith(PAYLOAD_FILE));
  const pageData = new Map<string, string>();
  for (const file of files) {
    const payload = parsePayload((await readText(join(root, file))) ?? '');
    if (payload) pageData.set(payload.path, payload.dataJson);
  }
  return pageData;
}

/** The served site's page data after a rebuild: pages gone removed, pages drawn replaced. */
function pageDataAfter(before: ReadonlyMap<string, string>, site: GeneratedSite): Map<string, string> {
  const pageData = new Map(before);
  for (const file of site.deleted) if (file.endsWith(PAYLOAD_FILE)) pageData.delete(pathOfPayloadFile(file));
  for (const [path, dataJson] of site.pageData) pageData.set(path, dataJson);
  return pageData;
}

/** Whether a rebuild made the served site again: same build, nothing drawn, written or deleted. */
function isUnchanged(site: GeneratedSite, served: { readonly buildId: string | null }): boolean {
  return site.buildId === served.buildId && site.deleted.length === 0 && site.meta.pagesRendered === 0 && site.filesWritten === 0;
}

/** Makes the site for the content into a staged copy of the served site (removed again if that fails). */
async function generateRelease(
  options: RebuilderOptions,
  ahead: ReleaseAhead,
  content: Content,
  served: SiteState,
  pageData: ReadonlyMap<string, string>,
) {
  // The new files are written straight into a copy of the served site, which becomes the release.
  const staged = await ahead.take(served.root);
  const output = siteDirectory(join(staged, RELEASE_SITE), false);
  const previous: PreviousSite = {
    buildId: served.buildId,
    pageData,
    content: served.content,
    read: (file) => readSiteFile(served.root, file),
  };
  try {
    const site = await options.generator.generate(await drawnContent(content, options.bookings), options.today(), previous, output);
    return { site, staged };
  } catch (error) {
    await rm(staged, { recursive: true, force: true });
    throw error;
  }
}

/** Publishes a release that changed something (the pages' data then follow it); keeps the served site for one that did not. */
async function publishUnlessUnchanged(
  options: RebuilderOptions,
  ahead: ReleaseAhead,
  release: { site: GeneratedSite; staged: string; content: Content; unchanged: boolean },
  served: SiteState,
  known: { root: string; pageData: Map<string, string> },
): Promise<{ served: { root: string; pageData: Map<string, string> }; publishedMs: number }> {
  const { site, staged, content, unchanged } = release;
  if (unchanged) {
    // Still the served site, its build record untouched: the next rebuild starts from it.
    ahead.keep(served.root, staged);
    return { served: known, publishedMs: 0 };
  }
  const published = await publishStaged(options, ahead, site, staged, content);
  return { served: { root: published.root, pageData: pageDataAfter(known.pageData, site) }, publishedMs: published.publishedMs };
}

/**
 * Serves a release that changed something, then the search index of its pages (publish.ts),
 * or of the pages served when an index is owed; what the next rebuild starts from, the time
 * until the pages were served, and what became of the index.
 */
async function serve(
  options: RebuilderOptions,
  ahead: ReleaseAhead,
  release: { site: GeneratedSite; staged: string; content: Content; unchanged: boolean },
  before: { served: SiteState; known: { root: string; pageData: Map<string, string> } },
  index: { readonly owed: boolean; readonly signal: AbortSignal },
  log: Logger,
) {
  const { served, publishedMs } = await publishUnlessUnchanged(options, ahead, release, before.served, before.known);
  const { site, content } = release;
  // A release that changed nothing wrote no page: publishSearchIndex makes an index for it only when one is owed.
  const search = await publishSearchIndex(options, ahead, { site, content, root: served.root, owed: index.owed }, log, index.signal);
  return { known: search.kind === 'served' ? { root: search.root, pageData: served.pageData } : served, publishedMs, search };
}

/** What the status endpoint and the log say of a rebuild that succeeded. */
function outcomeOf(
  site: GeneratedSite,
  triggers: readonly RebuildTrigger[],
  unchanged: boolean,
  durationMs: number,
  phasesMs: RebuildOutcome['phasesMs'],
): RebuildOutcome {
  return {
    time: new Date().toISOString(),
    triggers,
    buildId: site.buildId,
    pagesRendered: site.meta.pagesRendered,
    // The release's files, builds/latest.json among them; none when the served site stays.
    filesWritten: unchanged ? 0 : site.filesWritten + 1,
    filesDeleted: site.deleted.length,
    durationMs,
    phasesMs,
  };
}

/** The time until the index was served; none when it was not made. */
const searchMs = (search: SearchOutcome) => (search.kind === 'served' ? search.ms : 0);

const queueState = (queue: { running(): boolean; pending(): boolean }) =>
  ({ state: queue.running() ? 'running' : 'idle', pending: queue.pending() }) as const;

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const log = options.log ?? defaultLog;
  const counts = { requests: 0, rebuilds: 0 };
  let lastSuccess: RebuildOutcome | null = null;
  let lastFailure: RebuildStatus['lastFailure'] = null;
  // The page data of the site being served, read from its payloads once, then kept up to date.
  let known: { root: string; pageData: Map<string, string> } | null = null;
  // What asked since the last rebuild began: the triggers of the next one.
  const asked = new Set<RebuildTrigger>();
  const turns = indexTurns();
  const ahead = releaseAhead(options.releasesDir);

  async function rebuild(): Promise<void> {
    counts.rebuilds++;
    const triggers = [...asked];
    asked.clear();
    const started = performance.now();
    const served = options.site.current();
    const index = turns.begin();
    try {
      const content = await options.loadContent();
      for (const warning of contentWarnings(content)) log.warn('content warning', { problem: formatProblem(warning) });
      if (known?.root !== served.root) known = { root: served.root, pageData: await loadPageData(served.root) };
      const contentMs = since(started);
      const generating = performance.now();
      const { site, staged } = await generateRelease(options, ahead, content, served, known.pageData);
      const generateMs = since(generating);
      const unchanged = isUnchanged(site, served);
      const serving = await serve(options, ahead, { site, staged, content, unchanged }, { served, known }, index, log);
      turns.end(serving.search.kind);
      known = serving.known;
      const phasesMs = { content: contentMs, generate: generateMs, publish: serving.publishedMs, search: searchMs(serving.search) };
      lastSuccess = outcomeOf(site, triggers, unchanged, since(started), phasesMs);
      log.info('rebuild published', { ...lastSuccess, unchanged, searchIndex: serving.search.kind });
      options.onFinished?.(publishedRecord(lastSuccess, unchanged));
    } catch (error) {
      turns.end('none');
      lastFailure = { time: new Date().toISOString(), triggers, error: error instanceof Error ? error.message : String(error) };
      log.error('rebuild failed; the last good site stays', { triggers, error: lastFailure.error });
      options.onFinished?.(failedRecord({ ...lastFailure, durationMs: since(started), error }, options.site.current().buildId));
    }
  }

  const queue = createRebuildQueue(rebuild);
  // Ready before the first webhook: the next release, and the payloads of the site served.
  const initial = options.site.current().root;
  removeReleaseLeftovers(options.releasesDir);
  ahead.prepare(initial);
  void loadPageData(initial).then(
    (pageData) => {
      known ??= { root: initial, pageData };
    },
    () => {},
  );
  return {
    request(trigger) {
      counts.requests++;
      asked.add(trigger);
      // Before the queue, which may start the rebuild asked for at once (with an index of its own).
      turns.asked();
      queue.request();
    },
    status: () => ({ ...queueState(queue), buildId: options.site.current().buildId, ...counts, lastSuccess, lastFailure }),
    idle: () => queue.idle(),
    close: () => ahead.discard(),
  };
}
