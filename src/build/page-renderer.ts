/**
 * Drawing pages from their data (src/pages: load -> data, Body draws it) and writing them,
 * in this thread or on a pool of worker threads, one per core. What drawing needs is set
 * up once (the manifest's asset URLs, the stylesheet, icons and images: nothing of the
 * content); a page job is a route, its data, the build id the page carries and where its
 * files go. Workers also compress and write the site's other files, so a full build keeps
 * every core busy while the main thread only loads pages.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { IconRegistry } from '../icons/icon-data.ts';
import type { ImageRegistry } from '../images/image-data.ts';
import type { PageData } from '../pages/types.ts';
import { renderPage, type RenderOptions } from '../render/render.tsx';
import type { ResolvedRoute } from '../routes/match.ts';
import { assetsFromManifest, type ViteManifest } from './assets.ts';
import { sumStats, type PrecompressStats } from './precompress.ts';
import { type FileTarget, writeSiteFile } from './site-file.ts';

/** Everything drawing needs besides a page's data: plain data, sent once to each worker. */
export interface RenderSetup {
  readonly manifest: ViteManifest;
  readonly css: string;
  readonly analyticsEndpoint: string | null;
  readonly siteUrl: string;
  readonly icons: IconRegistry;
  readonly images: ImageRegistry | null;
}

export interface PageJob {
  readonly route: ResolvedRoute;
  readonly data: PageData;
  /** The build the page belongs to (its update notice compares it). */
  readonly buildId: string;
  readonly target: FileTarget;
  readonly htmlFile: string;
  readonly payloadFile: string;
  readonly payload: string;
}

export interface FileJob {
  readonly target: FileTarget;
  readonly file: string;
  readonly data: string | Uint8Array;
}

/** What writing a page did: how long drawing it took (thread time) and what compression achieved. */
export interface PageWritten {
  readonly drawMs: number;
  readonly compressed: PrecompressStats;
}

export interface PageRenderer {
  /** How many jobs it works on at once. */
  readonly threads: number;
  /** Draws a page and writes it and its payload. */
  writePage(job: PageJob): Promise<PageWritten>;
  writeFile(job: FileJob): Promise<PrecompressStats>;
  close(): Promise<void>;
}

/** Draws pages with one setup; the render options are made once per build id. */
export function pageDrawer(setup: RenderSetup): (job: Pick<PageJob, 'route' | 'data' | 'buildId'>) => string {
  let options: { buildId: string; value: RenderOptions } | null = null;
  return (job) => {
    if (options?.buildId !== job.buildId) {
      const assets = assetsFromManifest(setup.manifest, setup.css, setup.analyticsEndpoint, job.buildId);
      options = { buildId: job.buildId, value: { assets, siteUrl: setup.siteUrl, icons: setup.icons, images: setup.images } };
    }
    return renderPage(job.route, job.data, options.value);
  };
}

/** The jobs done synchronously with one setup (in a worker, or in this thread). */
export function siteWriter(setup: RenderSetup): { page(job: PageJob): PageWritten; file(job: FileJob): PrecompressStats } {
  const draw = pageDrawer(setup);
  return {
    page: (job) => {
      const started = performance.now();
      const html = draw(job);
      const drawMs = performance.now() - started;
      return { drawMs, compressed: sumStats(writeSiteFile(job.target, job.htmlFile, html), writeSiteFile(job.target, job.payloadFile, job.payload)) };
    },
    file: (job) => writeSiteFile(job.target, job.file, job.data),
  };
}

/** Works in this thread: for a handful of pages, and where no worker bundle exists (tests, dev). */
export function inlineRenderer(setup: RenderSetup): PageRenderer {
  const writer = siteWriter(setup);
  return {
    threads: 1,
    writePage: async (job) => writer.page(job),
    writeFile: async (job) => writer.file(job),
    close: async () => {},
  };
}

/** Threads of a pool: one per core. */
export const POOL_THREADS = availableParallelism();

/** Works on worker threads running `workerFile` (render-worker.ts, as built into the SSR bundle). */
export function poolRenderer(setup: RenderSetup, workerFile: string, threads = POOL_THREADS): PageRenderer {
  const pool = new Piscina({ filename: workerFile, workerData: setup, minThreads: threads, maxThreads: threads, idleTimeout: 30_000 });
  return {
    threads,
    writePage: (job) => pool.run(job, { name: 'page' }) as Promise<PageWritten>,
    writeFile: (job) => pool.run(job, { name: 'file' }) as Promise<PrecompressStats>,
    close: () => pool.destroy(),
  };
}

/**
 * For rebuilds: the first `inlineLimit` pages are drawn in this thread (an editor's change
 * touches a handful of pages, fewer than it takes to start a pool), the rest on a pool
 * started when the first of them arrives.
 */
export function adaptiveRenderer(setup: RenderSetup, workerFile: string | null, inlineLimit = 48): PageRenderer {
  const inline = inlineRenderer(setup);
  let pool: PageRenderer | null = null;
  let pages = 0;
  const pageRenderer = () => {
    if (++pages <= inlineLimit || workerFile === null) return inline;
    return (pool ??= poolRenderer(setup, workerFile));
  };
  return {
    threads: POOL_THREADS,
    writePage: (job) => pageRenderer().writePage(job),
    writeFile: (job) => (pool ?? inline).writeFile(job),
    close: async () => pool?.close(),
  };
}
