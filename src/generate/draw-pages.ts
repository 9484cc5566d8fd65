/**
 * Drawing a site's pages (generate-site.ts puts the site together): every page is loaded
 * here and, when its data changed, drawn by the renderer a few at a time and written as it
 * comes back; the error pages are drawn for a site that has none yet. Files are written by
 * this thread alone (site-file.ts), counted as they go.
 */
import { indexContent } from '../content/content-index.ts';
import { renderErrorPage } from '../document/render.tsx';
import { LOCALES } from '../i18n/locales.ts';
import { loadPage } from '../pages/index.ts';
import { PATH_SLOT_SCRIPT } from '../pages/path-slot.ts';
import { ERROR_STATUSES, errorPageFile } from '../routes/error-files.ts';
import { pathOf, type ResolvedRoute } from '../routes/match.ts';
import { isIndexable } from '../routes/table.ts';
import { assetsFromManifest } from './assets.ts';
import type { BoundedTasks } from './bounded-tasks.ts';
import { cpuMsSince, type PageRenderer } from './page-renderer.ts';
import { sumStats } from './precompress.ts';
import { NO_COMPRESSION, needsCompressing, type PreparedFile, prepareFile, type SiteOutput } from './site-file.ts';
import { type PreviousSite, type SiteInputs, statedOf } from './site-inputs.ts';

/**
 * Writes files to the output and counts them. Files come back prepared from the renderer
 * and are written here, by this thread alone (site-file.ts).
 */
export function fileWriter(output: SiteOutput, renderer: PageRenderer) {
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

export type FileWriter = ReturnType<typeof fileWriter>;

/** What drawing the pages did. */
interface PagesDrawn {
  /** Every page's path. */
  readonly paths: ReadonlySet<string>;
  readonly rendered: number;
  /** The pages drawn, for the build record: by path, hidden ones only counted. */
  readonly listed: readonly string[];
  readonly unlisted: number;
  /** Pages of indexable routes that say they are not to be indexed (the sitemap leaves them out). */
  readonly unindexed: ReadonlySet<string>;
  readonly pageData: ReadonlyMap<string, string>;
  readonly pagesMs: number;
  readonly loadMs: number;
  readonly drawMs: number;
}

/** Pages: loaded here, drawn by the renderer a few at a time, written as they come back; those whose data did not change are left alone. */
export async function drawPages(
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
  const unindexed = new Set<string>();
  let loadMs = 0;
  let drawMs = 0;
  for (const route of pages) {
    const path = pathOf(route);
    paths.add(path);
    const loading = process.threadCpuUsage();
    const data = loadPage(route, index, { ...inputs, stated: statedOf(inputs), images: inputs.images?.registry ?? null });
    if (!data) throw new Error(`generate: the page list names ${path}, whose screen finds nothing`);
    if (data.head.indexable === false) unindexed.add(path);
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
  return { paths, rendered, listed, unlisted, unindexed, pageData, pagesMs: performance.now() - started, loadMs, drawMs };
}

/** Error pages show no content: drawn for a site that has none yet (in this thread; compressed on the pool, a few at a time). */
export async function writeErrorPages(
  inputs: SiteInputs,
  previous: PreviousSite | null,
  buildId: string,
  files: FileWriter,
  tasks: BoundedTasks,
): Promise<void> {
  const render = {
    assets: assetsFromManifest(inputs.manifest, inputs.analyticsEndpoint, buildId),
    siteUrl: inputs.siteUrl,
    academy: statedOf(inputs).academy,
    icons: inputs.icons,
  };
  for (const locale of LOCALES) {
    for (const status of ERROR_STATUSES) {
      const file = errorPageFile(locale, status);
      if (previous?.read(file)) continue;
      const html =
        status === 404
          ? renderErrorPage(locale, { statusCode: 404, path: `/${file}` }, render, PATH_SLOT_SCRIPT)
          : renderErrorPage(locale, { statusCode: status }, render);
      await tasks.add(() => files.write(file, html));
    }
  }
}
