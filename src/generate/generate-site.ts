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
import { buildMetaPath } from '../routes/build-files.ts';
import { CALENDAR_FILE_EXTENSION, DID_DOCUMENT_PATH } from '../routes/files.ts';
import { SITEMAP_INDEX_PATH } from '../routes/redirects.ts';
import { type BoundedTasks, boundedTasks } from './bounded-tasks.ts';
import { buildIdOf, buildMetaJson, latestBuildJson } from './build-record.ts';
import { companionFilePaths, companionFiles } from './companion-files.ts';
import { drawPages, type FileWriter, fileWriter, writeErrorPages } from './draw-pages.ts';
import { sameEvent } from './ics.ts';
import { IMAGE_INDEX_FILE, imageSiteFiles } from './image-files.ts';
import { htmlFileOf, payloadFileOf } from './output-path.ts';
import { listPages } from './page-list.ts';
import { PAGES_PER_TASK, type PageRenderer } from './page-renderer.ts';
import type { PrecompressStats } from './precompress.ts';
import type { SiteOutput } from './site-file.ts';
import type { PreviousSite, SiteInputs } from './site-inputs.ts';
import { robotsTxt, SITEMAP_PAGES_PATH, sitemapIndex, sitemapUrlset } from './sitemap.ts';

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

/** Where a static host finds the academy's DID document (the server answers the same path itself). */
const DID_DOCUMENT_FILE = DID_DOCUMENT_PATH.slice(1);

/**
 * Files that need no page drawn (robots.txt, the DID document, the companion files): made
 * before the pages, while a pool's threads start, and written only when they differ. Returns them by file.
 */
async function writeOtherFiles(
  inputs: SiteInputs,
  previous: PreviousSite | null,
  files: FileWriter,
  tasks: BoundedTasks,
): Promise<Map<string, string | Uint8Array>> {
  const { content, siteUrl, today } = inputs;
  const others = new Map<string, string | Uint8Array>();
  others.set(SITEMAP_INDEX_PATH.slice(1), sitemapIndex(siteUrl));
  others.set('robots.txt', robotsTxt(siteUrl, SITEMAP_INDEX_PATH));
  if (inputs.didDocument) others.set(DID_DOCUMENT_FILE, `${JSON.stringify(inputs.didDocument, null, 2)}\n`);
  for (const [path, data] of await companionFiles(content, siteUrl, today, inputs.pdfShelf)) others.set(path.slice(1), data);
  for (const [file, data] of others) await writeIfChanged(file, data, previous, files, tasks);
  return others;
}

async function writeIfChanged(
  file: string,
  data: string | Uint8Array,
  previous: PreviousSite | null,
  files: FileWriter,
  tasks: BoundedTasks,
) {
  if (!previous || !unchanged(file, previous.read(file), data)) await tasks.add(() => files.write(file, data));
}

/** The previous site's files this one no longer has: pages (and payloads), companion files, images, a DID document whose keys are gone. */
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
    ...(others.has(DID_DOCUMENT_FILE) || previous.read(DID_DOCUMENT_FILE) === null ? [] : [DID_DOCUMENT_FILE]),
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
    siteUrl,
    today,
    analyticsEndpoint: inputs.analyticsEndpoint,
    images: images?.signature,
  });
  const pages = listPages(content);
  await writeErrorPages(inputs, previous, buildId, files, tasks);
  const others = await writeOtherFiles(inputs, previous, files, tasks);
  for (const [file, data] of images?.files ?? []) await tasks.add(() => files.write(file, data));
  const drawn = await drawPages(inputs, pages, previous, images?.changed ?? false, buildId, files, renderer, tasks);
  // The sitemap leaves out the pages that said, as they were loaded, not to be indexed.
  const sitemap = sitemapUrlset(pages, drawn.unindexed, siteUrl);
  others.set(SITEMAP_PAGES_PATH.slice(1), sitemap);
  await writeIfChanged(SITEMAP_PAGES_PATH.slice(1), sitemap, previous, files, tasks);
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
