/**
 * A rebuild: pull the content, make the site incrementally on top of the one being
 * served, publish it as a release and switch to it. Any failure (the CMS unreachable,
 * content that does not validate, a write error) keeps the last good site and is kept for
 * the status endpoint and logged. Rebuilds run one at a time (queue.ts).
 */
import { join } from 'node:path';
import type { PreviousSite, GeneratedSite } from '../../build/generate-site.ts';
import { PAYLOAD_FILE, payloadFileOf } from '../../build/output-path.ts';
import { type PagePayload, parsePayload } from '../../build/payload.ts';
import type { Content } from '../../content/types.ts';
import { LATEST_BUILD_PATH } from '../../routes/build-files.ts';
import { log as defaultLog, type Logger } from '../log.ts';
import type { LiveSite } from '../site-state.ts';
import { createRebuildQueue } from './queue.ts';
import { finishRelease, listFiles, prepareRelease, publishRelease, pruneReleases, readSiteFile, readText, type ReleaseInput } from './releases.ts';

/** What the SSR bundle's site builder offers (src/build/site-builder.ts). */
export interface SiteGenerator {
  generate(content: Content, today: string, previous: PreviousSite | null): GeneratedSite | Promise<GeneratedSite>;
}

export interface RebuilderOptions {
  readonly site: LiveSite;
  readonly releasesDir: string;
  readonly generator: SiteGenerator;
  /** The content as the CMS (or the content folder) has it now, validated; throws when it cannot. */
  readonly loadContent: () => Promise<Content>;
  readonly today: () => string;
  readonly afterWrite?: (file: string, data: string | Uint8Array) => Promise<void>;
  readonly log?: Logger;
}

export interface RebuildOutcome {
  readonly time: string;
  readonly buildId: string;
  readonly pagesRendered: number;
  readonly filesWritten: number;
  readonly filesDeleted: number;
  readonly durationMs: number;
  /** Where the time went until the new site was served: reading the content, making the site, publishing the release. */
  readonly phasesMs: { readonly content: number; readonly generate: number; readonly publish: number };
}

export interface RebuildStatus {
  readonly state: 'idle' | 'running';
  /** A rebuild is asked for and will run after the current one. */
  readonly pending: boolean;
  readonly buildId: string | null;
  readonly requests: number;
  readonly rebuilds: number;
  readonly lastSuccess: RebuildOutcome | null;
  readonly lastFailure: { readonly time: string; readonly error: string } | null;
}

export interface Rebuilder {
  /** Asks for a rebuild (coalesced with one that runs or waits). */
  request(): void;
  status(): RebuildStatus;
  idle(): Promise<void>;
}

async function loadPayloads(root: string): Promise<Map<string, PagePayload>> {
  const files = (await listFiles(root)).filter((file) => file.endsWith(PAYLOAD_FILE));
  const payloads = new Map<string, PagePayload>();
  for (const file of files) {
    const payload = parsePayload((await readText(join(root, file))) ?? '');
    if (payload) payloads.set(payload.path, payload);
  }
  return payloads;
}

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const log = options.log ?? defaultLog;
  let requests = 0;
  let rebuilds = 0;
  let lastSuccess: RebuildOutcome | null = null;
  let lastFailure: RebuildStatus['lastFailure'] = null;
  // The payloads of the site being served, read from disk once, then kept up to date.
  let known: { root: string; payloads: Map<string, PagePayload>; errorPages?: GeneratedSite['errorPages'] } | null = null;
  // The next release, linked ahead from the site being served (null if that failed).
  let prepared: { from: string; release: Promise<string | null> } | null = null;
  const prepare = (from: string) => {
    prepared = { from, release: prepareRelease(options.releasesDir, from).catch(() => null) };
  };

  async function rebuild(): Promise<void> {
    rebuilds++;
    const started = performance.now();
    const served = options.site.current();
    const since = (mark: number) => Math.round(performance.now() - mark);
    try {
      const content = await options.loadContent();
      if (known?.root !== served.root) known = { root: served.root, payloads: await loadPayloads(served.root) };
      const contentMs = since(started);
      const generating = performance.now();
      const previous: PreviousSite = { payloads: known.payloads, content: served.content, errorPages: known.errorPages, read: (file) => readSiteFile(served.root, file) };
      const site = await options.generator.generate(content, options.today(), previous);
      const generateMs = since(generating);
      const publishing = performance.now();
      let publishedMs = 0;
      const unchanged = site.buildId === served.buildId && site.deleted.length === 0 && site.meta.pagesRendered === 0 && site.files.size <= 1;
      let root = served.root;
      if (!unchanged) {
        const ready = prepared?.from === served.root ? await prepared.release : null;
        prepared = null;
        const release: ReleaseInput = {
          releasesDir: options.releasesDir,
          from: served.root,
          prepared: ready,
          buildId: site.buildId,
          files: site.files,
          deleted: site.deleted,
          latest: [LATEST_BUILD_PATH.slice(1), site.latest],
          content,
          afterWrite: options.afterWrite,
        };
        root = await publishRelease(release);
        const payloads = new Map(known.payloads);
        const deleted = new Set(site.deleted);
        for (const path of [...payloads.keys()]) if (deleted.has(payloadFileOf(path))) payloads.delete(path);
        for (const [file, data] of site.files) {
          const payload = file.endsWith(PAYLOAD_FILE) ? parsePayload(String(data)) : null;
          if (payload) payloads.set(payload.path, payload);
        }
        known = { root, payloads, errorPages: site.errorPages };
        options.site.replace({ root, content, buildId: site.buildId });
        publishedMs = since(publishing);
        await finishRelease(release, root);
        await pruneReleases(options.releasesDir);
        prepare(root);
      }
      lastSuccess = {
        time: new Date().toISOString(),
        buildId: site.buildId,
        pagesRendered: site.meta.pagesRendered,
        filesWritten: unchanged ? 0 : site.files.size + 1,
        filesDeleted: site.deleted.length,
        durationMs: since(started),
        phasesMs: { content: contentMs, generate: generateMs, publish: publishedMs },
      };
      log.info('rebuild published', { ...lastSuccess, unchanged });
    } catch (error) {
      lastFailure = { time: new Date().toISOString(), error: error instanceof Error ? error.message : String(error) };
      log.error('rebuild failed; the last good site stays', { error: lastFailure.error });
    }
  }

  const queue = createRebuildQueue(rebuild);
  // Ready before the first webhook: the next release, and the payloads of the site served.
  const initial = options.site.current().root;
  prepare(initial);
  void loadPayloads(initial).then(
    (payloads) => {
      known ??= { root: initial, payloads };
    },
    () => {},
  );
  return {
    request() {
      requests++;
      queue.request();
    },
    status: () => ({
      state: queue.running() ? 'running' : 'idle',
      pending: queue.pending(),
      buildId: options.site.current().buildId,
      requests,
      rebuilds,
      lastSuccess,
      lastFailure,
    }),
    idle: () => queue.idle(),
  };
}
