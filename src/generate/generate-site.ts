/**
 * Every file of the site for a content: the pages of both languages with their payloads,
 * the error pages, sitemap, robots.txt, calendar files and PDFs, the images' files
 * (image-files.ts), and the build records; written to the output as they are made.
 *
 * A page is its screen's `load` (src/pages: pure, cheap, over the indexed content) and
 * the drawing of that data (the renderer: in this thread or on a pool of workers). Pages
 * are loaded one after another and handed to the renderer a few at a time, and each page
 * is written as soon as it is drawn, so memory does not grow with the number of pages.
 *
 * Given the previous site, it is incremental: every page is loaded again, and drawn only
 * when its data differs from the data in its payload (or the images drawn changed);
 * other files are written only when their bytes differ, and the pages that no longer
 * exist are listed for deletion. Pages left alone keep the id of the build that rendered them.
 * Its build record names the previous site's build and the pages drawn (build-record.ts).
 */

import type { BuildMeta } from '../browser/build-meta.ts';
import { indexContent } from '../content/content-index.ts';
import type { Content } from '../content/types.ts';
import { renderErrorPage } from '../document/render.tsx';
import { LOCALES } from '../i18n/locales.ts';
import type { IconRegistry } from '../icons/icon-data.ts';
import type { PreparedImages } from '../images/prepare-images.ts';
import { loadPage } from '../pages/index.ts';
import { PATH_SLOT_SCRIPT } from '../pages/path-slot.ts';
import { buildMetaPath } from '../routes/build-files.ts';
import { ERROR_STATUSES, errorPageFile } from '../routes/error-files.ts';
import { CALENDAR_FILE_EXTENSION } from '../routes/files.ts';
import { pathOf, type ResolvedRoute } from '../routes/match.ts';
import { SITEMAP_INDEX_PATH } from '../routes/redirects.ts';
import { isIndexable } from '../routes/table.ts';
import { assetsFromManifest, type ViteManifest } from './assets.ts';
import { type BoundedTasks, boundedTasks } from './bounded-tasks.ts';
import { buildIdOf, buildMetaJson, latestBuildJson } from './build-record.ts';
import { companionFilePaths, companionFiles } from './companion-files.ts';
import { sameEvent } from './ics.ts';
import { IMAGE_INDEX_FILE, imageSiteFiles } from './image-files.ts';
import { htmlFileOf, payloadFileOf } from './output-path.ts';
import { listPages } from './page-list.ts';
import { cpuMsSince, PAGES_PER_TASK, type PageRenderer, type RenderSetup } from './page-renderer.ts';
import { type PrecompressStats, sumStats } from './precompress.ts';
import { NO_COMPRESSION, needsCompressing, type PreparedFile, prepareFile, type SiteOutput } from './site-file.ts';
import { robotsTxt, SITEMAP_PAGES_PATH, sitemapIndex, sitemapUrlset } from './sitemap.ts';

export interface SiteInputs {
  readonly content: Content;
  readonly manifest: ViteManifest;
  readonly css: string;
  readonly icons: IconRegistry;
  readonly siteUrl: string;
  readonly today: string;
  readonly analyticsEndpoint: string | null;
  /** The images the pages draw, prepared for this content (src/images/prepare-images.ts); without them pages draw no images. */
  readonly images?: PreparedImages;
}

/** What drawing the pages of these inputs needs (for the renderer). */
export function renderSetupOf(inputs: SiteInputs): RenderSetup {
  return {
    manifest: inputs.manifest,
    css: inputs.css,
    analyticsEndpoint: inputs.analyticsEndpoint,
    siteUrl: inputs.siteUrl,
    icons: inputs.icons,
    images: inputs.images?.registry ?? null,
  };
}

/** The site as it is on disk, for an incremental build. */
export interface PreviousSite {
  /** The build it is (its builds/latest.json), or null when it has no build records. */
  readonly buildId: string | null;
  /** The data (as JSON) of every page it has, by path: from the pages' payloads. */
  readonly pageData: ReadonlyMap<string, string>;
  /** A file's bytes (path relative to the site root), or null when it has none. */
  readonly read: (file: string) => Uint8Array | null;
  /** The content it was built from: which calendar files and PDFs it has. */
  readonly content: Content;
}

export interface GeneratedSite {
  readonly buildId: string;
  readonly meta: BuildMeta;
  /** builds/latest.json: for the caller to write last, once everything it announces is there. */
  readonly latest: string;
  /** Files to remove: the pages (and payloads) that no longer exist, and companion and image files gone. */
  readonly deleted: readonly string[];
  /** Files written, builds/meta/{id}.json included unless the build is the previous site's again (by path, when the target is not fresh: for the caller to compress later). */
  readonly filesWritten: number;
  readonly written: readonly string[];
  /** The compressed variants written (in a fresh target). */
  readonly compressed: PrecompressStats;
  readonly pageCount: number;
  /** The data of each page drawn now, by path (incremental builds only: the next one compares with it). */
  readonly pageData: ReadonlyMap<string, string>;
  /** Wall time of the pages: loading, drawing, compressing and writing them. */
  readonly pagesMs: number;
  /** CPU time spent loading pages (this thread) and drawing them (summed over the renderer's threads). */
  readonly loadMs: number;
  readonly drawMs: number;
  /** The renderer's threads. */
  readonly threads: number;
}

/** Pages drawn at a time per renderer thread: enough to keep each busy while the main thread writes (two batches of page-renderer.ts). */
const PAGES_IN_FLIGHT = 2 * PAGES_PER_TASK;

const encoder = new TextEncoder();

function sameBytes(previous: Uint8Array, next: string | Uint8Array): boolean {
  const bytes = typeof next === 'string' ? encoder.encode(next) : next;
  return previous.length === bytes.length && previous.every((byte, index) => byte === bytes[index]);
}

/**
 * Whether the previous site's file says what `next` says: the same bytes, or for a
 * calendar file the same event (its stamp is the day it was made, which a new day does
 * not change; rewriting every calendar file each midnight would cost the whole site).
 */
function unchanged(file: string, previous: Uint8Array | null, next: string | Uint8Array): boolean {
  if (!previous) return false;
  return sameBytes(previous, next) || (file.endsWith(CALENDAR_FILE_EXTENSION) && typeof next === 'string' && sameEvent(previous, next));
}

export async function generateSite(
  inputs: SiteInputs,
  previous: PreviousSite | null,
  output: SiteOutput,
  renderer: PageRenderer,
  now = new Date(),
): Promise<GeneratedSite> {
  const tasks = boundedTasks(PAGES_IN_FLIGHT * Math.max(1, renderer.threads));
  try {
    return await writeSite(inputs, previous, output, renderer, tasks, now);
  } catch (error) {
    // Nothing may still be writing when the caller cleans up after a failure.
    await tasks.drain().catch(() => undefined);
    throw error;
  }
}

/**
 * Writes files to the output and counts them. Files come back prepared from the renderer
 * and are written here, by this thread alone (site-file.ts).
 */
function fileWriter(output: SiteOutput, renderer: PageRenderer) {
  const written: string[] = [];
  const totals = { files: 0, compressed: NO_COMPRESSION };
  const writePrepared = (prepared: PreparedFile) => {
    totals.compressed = sumStats(totals.compressed, output.write(prepared));
    totals.files++;
    if (!output.fresh) written.push(prepared.file);
  };
  const compress = output.fresh;
  // A file to compress goes to the renderer's threads; one that will not be compressed (most calendar files are under 1 KB) is not worth the trip.
  const write = async (file: string, data: string | Uint8Array) =>
    writePrepared(
      needsCompressing(compress, file, typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength)
        ? await renderer.file({ compress, file, data })
        : prepareFile(false, file, data),
    );
  return { compress, written, totals, writePrepared, write };
}

type FileWriter = ReturnType<typeof fileWriter>;

/** What drawing the pages did. */
interface PagesDrawn {
  /** Every page's path. */
  readonly paths: ReadonlySet<string>;
  readonly rendered: number;
  /** The pages drawn, for the build record: by path, hidden ones only counted. */
  readonly listed: readonly string[];
  readonly unlisted: number;
  readonly pageData: ReadonlyMap<string, string>;
  readonly pagesMs: number;
  readonly loadMs: number;
  readonly drawMs: number;
}

/** Pages: loaded here, drawn by the renderer a few at a time, written as they come back; those whose data did not change are left alone. */
async function drawPages(
  inputs: SiteInputs,
  pages: readonly ResolvedRoute[],
  previous: PreviousSite | null,
  redrawAll: boolean,
  buildId: string,
  files: FileWriter,
  renderer: PageRenderer,
  tasks: BoundedTasks,
): Promise<PagesDrawn> {
  const started = performance.now();
  const index = indexContent(inputs.content);
  const paths = new Set<string>();
  const listed: string[] = [];
  const pageData = new Map<string, string>();
  let rendered = 0;
  let unlisted = 0;
  let loadMs = 0;
  let drawMs = 0;
  for (const route of pages) {
    const path = pathOf(route);
    paths.add(path);
    const loading = process.threadCpuUsage();
    const data = loadPage(route, index, inputs.today, inputs.siteUrl);
    if (!data) throw new Error(`generate: the page list names ${path}, whose screen finds nothing`);
    const dataJson = JSON.stringify(data);
    loadMs += cpuMsSince(loading);
    if (previous && !redrawAll && previous.pageData.get(path) === dataJson) continue;
    rendered++;
    if (isIndexable(route.id)) listed.push(path);
    else unlisted++;
    if (previous) pageData.set(path, dataJson);
    await tasks.add(() =>
      renderer.page({ route, path, dataJson, buildId, compress: files.compress }).then((page) => {
        drawMs += page.drawMs;
        page.files.forEach(files.writePrepared);
      }),
    );
  }
  await tasks.drain();
  return { paths, rendered, listed, unlisted, pageData, pagesMs: performance.now() - started, loadMs, drawMs };
}

/** Error pages show no content: drawn for a site that has none yet. */
async function writeErrorPages(inputs: SiteInputs, previous: PreviousSite | null, buildId: string, files: FileWriter): Promise<void> {
  const render = {
    assets: assetsFromManifest(inputs.manifest, inputs.css, inputs.analyticsEndpoint, buildId),
    siteUrl: inputs.siteUrl,
    icons: inputs.icons,
  };
  for (const locale of LOCALES) {
    for (const status of ERROR_STATUSES) {
      const file = errorPageFile(locale, status);
      if (previous?.read(file)) continue;
      await files.write(
        file,
        status === 404
          ? renderErrorPage(locale, { statusCode: 404, path: `/${file}` }, render, PATH_SLOT_SCRIPT)
          : renderErrorPage(locale, { statusCode: status }, render),
      );
    }
  }
}

/** Other files: cheap to make, so made every time and written only when they differ. Returns them by file. */
async function writeOtherFiles(
  inputs: SiteInputs,
  pages: readonly ResolvedRoute[],
  previous: PreviousSite | null,
  files: FileWriter,
  tasks: BoundedTasks,
): Promise<ReadonlyMap<string, string | Uint8Array>> {
  const { content, siteUrl, today } = inputs;
  const others = new Map<string, string | Uint8Array>();
  others.set(SITEMAP_INDEX_PATH.slice(1), sitemapIndex(siteUrl));
  others.set(SITEMAP_PAGES_PATH.slice(1), sitemapUrlset(pages, siteUrl));
  others.set('robots.txt', robotsTxt(siteUrl, SITEMAP_INDEX_PATH));
  for (const [path, data] of await companionFiles(content, siteUrl, today)) others.set(path.slice(1), data);
  for (const [file, data] of others) {
    if (!previous || !unchanged(file, previous.read(file), data)) await tasks.add(() => files.write(file, data));
  }
  return others;
}

/** The previous site's files this one no longer has: pages (and payloads), companion files, images. */
function deletedFiles(
  previous: PreviousSite,
  paths: ReadonlySet<string>,
  others: ReadonlyMap<string, unknown>,
  imagesDeleted: readonly string[],
): string[] {
  return [
    ...[...previous.pageData.keys()].filter((path) => !paths.has(path)).flatMap((path) => [htmlFileOf(path), payloadFileOf(path)]),
    ...companionFilePaths(previous.content)
      .map((path) => path.slice(1))
      .filter((file) => !others.has(file)),
    ...imagesDeleted,
  ];
}

async function writeSite(
  inputs: SiteInputs,
  previous: PreviousSite | null,
  output: SiteOutput,
  renderer: PageRenderer,
  tasks: BoundedTasks,
  now: Date,
): Promise<GeneratedSite> {
  const { content, siteUrl, today } = inputs;
  const files = fileWriter(output, renderer);
  // Images: their files, and whether pages show them differently from the previous site (image-files.ts).
  const images = inputs.images ? imageSiteFiles(inputs.images, previous ? previous.read(IMAGE_INDEX_FILE) : undefined) : null;
  const buildId = buildIdOf({
    content,
    manifest: inputs.manifest,
    css: inputs.css,
    siteUrl,
    today,
    analyticsEndpoint: inputs.analyticsEndpoint,
    images: images?.signature,
  });
  const pages = listPages(content);
  const drawn = await drawPages(inputs, pages, previous, images?.changed ?? false, buildId, files, renderer, tasks);
  await writeErrorPages(inputs, previous, buildId, files);
  const others = await writeOtherFiles(inputs, pages, previous, files, tasks);
  for (const [file, data] of images?.files ?? []) await tasks.add(() => files.write(file, data));
  await tasks.drain();

  const meta: BuildMeta = {
    id: buildId,
    time: now.toISOString(),
    today,
    previous: previous?.buildId ?? null,
    changed: previous ? drawn.listed : 'all',
    unlisted: previous ? drawn.unlisted : 0,
    pagesRendered: drawn.rendered,
    durationMs: Math.round(drawn.pagesMs),
  };
  // A build with the previous site's id is that site again: its record stays as it is
  // (written again, it would name itself as its previous build and forget what it changed).
  if (previous?.buildId !== buildId) await files.write(buildMetaPath(buildId).slice(1), buildMetaJson(meta));
  return {
    buildId,
    meta,
    latest: latestBuildJson(meta),
    deleted: previous ? deletedFiles(previous, drawn.paths, others, images?.deleted ?? []) : [],
    filesWritten: files.totals.files,
    written: files.written,
    compressed: files.totals.compressed,
    pageCount: pages.length,
    pageData: drawn.pageData,
    pagesMs: drawn.pagesMs,
    loadMs: drawn.loadMs,
    drawMs: drawn.drawMs,
    threads: renderer.threads,
  };
}
