/**
 * Drawing pages from their data (src/pages: load -> data, Body draws it) and compressing
 * them, in this thread or on a pool of worker threads, one per core. What drawing needs is
 * set up once (the manifest's asset URLs, the stylesheet, icons and images: nothing of the
 * content); a page job is a route, its data and the build id the page carries. Workers
 * also compress the site's other files, so a full build keeps every core busy while the
 * main thread loads pages and writes what comes back (site-file.ts says why one thread writes).
 */
import type { AcademyContact } from '../config/academy-contact.ts';
import { type RenderOptions, renderPage } from '../document/render.tsx';
import type { IconRegistry } from '../icons/icon-data.ts';
import type { ImageRegistry } from '../images/image-data.ts';
import type { PageData } from '../pages/types.ts';
import type { ResolvedRoute } from '../routes/match.ts';
import { assetsFromManifest, type ViteManifest } from './assets.ts';
import { htmlFileOf, payloadFileOf } from './output-path.ts';
import { payloadJson } from './payload.ts';
import { POOL_THREADS, type RenderPool, startRenderPool } from './render-pool.ts';
import { type PreparedFile, prepareFile } from './site-file.ts';

/** Everything drawing needs besides a page's data: plain data, sent once to each worker. */
export interface RenderSetup {
  readonly manifest: ViteManifest;
  readonly analyticsEndpoint: string | null;
  readonly siteUrl: string;
  readonly academy: AcademyContact;
  readonly icons: IconRegistry;
  readonly images: ImageRegistry | null;
}

export interface PageJob {
  readonly route: ResolvedRoute;
  readonly path: string;
  /** The page's data (its screen's load) as JSON: a string crosses to a worker far cheaper than the objects. */
  readonly dataJson: string;
  /** The build the page belongs to (its update notice compares it). */
  readonly buildId: string;
  /** Make the brotli variants (a fresh directory). */
  readonly compress: boolean;
}

export interface FileJob {
  readonly compress: boolean;
  readonly file: string;
  readonly data: string | Uint8Array;
}

/**
 * Milliseconds of CPU this thread has used since `start` (process.threadCpuUsage()): the
 * cost of a piece of work however busy the machine, unlike wall time, which counts the
 * moments another thread or process had the core.
 */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.threadCpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** A page drawn: its HTML and payload files, ready to write, and the CPU time drawing took. */
export interface DrawnPage {
  readonly files: readonly PreparedFile[];
  readonly drawMs: number;
}

export interface PageRenderer {
  /** How many jobs it works on at once. */
  readonly threads: number;
  /** Draws a page and prepares its files (compressed where the target wants it). */
  page(job: PageJob): Promise<DrawnPage>;
  /** Prepares a file. */
  file(job: FileJob): Promise<PreparedFile>;
  close(): Promise<void>;
}

/** Draws pages with one setup; the render options are made once per build id. */
export function pageDrawer(
  setup: RenderSetup,
): (job: { readonly route: ResolvedRoute; readonly data: PageData; readonly buildId: string }) => string {
  let options: { buildId: string; value: RenderOptions } | null = null;
  return (job) => {
    if (options?.buildId !== job.buildId) {
      const assets = assetsFromManifest(setup.manifest, setup.analyticsEndpoint, job.buildId);
      options = {
        buildId: job.buildId,
        value: { assets, siteUrl: setup.siteUrl, academy: setup.academy, icons: setup.icons, images: setup.images },
      };
    }
    return renderPage(job.route, job.data, options.value);
  };
}

/** The jobs done synchronously with one setup (in a worker, or in this thread). */
export function sitePreparer(setup: RenderSetup): { page(job: PageJob): DrawnPage; file(job: FileJob): PreparedFile } {
  const draw = pageDrawer(setup);
  return {
    page: ({ route, path, dataJson, buildId, compress }) => {
      const started = process.threadCpuUsage();
      const html = draw({ route, data: JSON.parse(dataJson) as PageData, buildId });
      const drawMs = cpuMsSince(started);
      const payload = payloadJson({ path, build: buildId, dataJson });
      return { drawMs, files: [prepareFile(compress, htmlFileOf(path), html), prepareFile(compress, payloadFileOf(path), payload)] };
    },
    file: (job) => prepareFile(job.compress, job.file, job.data),
  };
}

/** Works in this thread: for a handful of pages, and where no worker bundle exists (tests, dev). */
export function inlineRenderer(setup: RenderSetup): PageRenderer {
  const preparer = sitePreparer(setup);
  return {
    threads: 1,
    page: async (job) => preparer.page(job),
    file: async (job) => preparer.file(job),
    close: async () => {},
  };
}

/** Pages sent to a worker in one task: handing a task over costs the main thread about as much as writing a page. */
export const PAGES_PER_TASK = 4;

/**
 * Calls `run` with jobs gathered up to `size` at a time (or fewer, when no more arrive
 * before the event loop turns), each caller getting its own result.
 */
export function batched<Job, Result>(run: (jobs: Job[]) => Promise<Result[]>, size: number): (job: Job) => Promise<Result> {
  type Waiting = { readonly job: Job; readonly resolve: (result: Result) => void; readonly reject: (error: unknown) => void };
  let batch: Waiting[] = [];
  const flush = () => {
    const jobs = batch;
    batch = [];
    if (jobs.length === 0) return;
    run(jobs.map((waiting) => waiting.job)).then(
      (results) => {
        for (const [index, waiting] of jobs.entries()) waiting.resolve(results[index] as Result);
      },
      (error: unknown) => {
        for (const waiting of jobs) waiting.reject(error);
      },
    );
  };
  return (job) =>
    new Promise<Result>((resolve, reject) => {
      if (batch.length === 0) setImmediate(flush);
      batch.push({ job, resolve, reject });
      if (batch.length >= size) flush();
    });
}

/** Works on a pool's threads (render-pool.ts), which have their setup or get it before their first task. */
export function pooledRenderer(pool: RenderPool<RenderSetup>): PageRenderer {
  return {
    threads: pool.threads,
    page: batched((jobs: PageJob[]) => pool.run<DrawnPage[]>(jobs, 'pages'), PAGES_PER_TASK),
    file: (job) => pool.run<PreparedFile>(job, 'file'),
    close: () => pool.close(),
  };
}

/** Works on worker threads running `workerFile` (render-worker.ts, as built into the SSR bundle). */
export function poolRenderer(setup: RenderSetup, workerFile: string, threads = POOL_THREADS): PageRenderer {
  const pool = startRenderPool<RenderSetup>(workerFile, threads);
  pool.setup(setup);
  return pooledRenderer(pool);
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
    pool ??= poolRenderer(setup, workerFile);
    return pool;
  };
  return {
    threads: POOL_THREADS,
    page: (job) => pageRenderer().page(job),
    file: (job) => (pool ?? inline).file(job),
    close: async () => pool?.close(),
  };
}
