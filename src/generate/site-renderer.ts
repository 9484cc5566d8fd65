/**
 * The site renderer, the SSR bundle's entry (.build/ssr/site-renderer.js): `prerenderSite`
 * writes the whole site for the content into the directory the client bundle was built
 * into (generate-site.ts says what that is), drawing and compressing on a pool of worker
 * threads, one per core. The bundle also carries what the server renders at run time:
 * the answer to a form post, and incremental rebuilds.
 */

import { join } from 'node:path';
import { DEFAULT_SETTINGS } from '../config/settings.ts';
import { DEFAULT_STATED, type StatedSettings } from '../config/stated-settings.ts';
import { type FewSeats, withBookings } from '../content/bookings.ts';
import { loadContentCache } from '../content/cache.ts';
import { contentWarnings } from '../content/plausibility.ts';
import { ContentError, formatProblem } from '../content/validate.ts';
import { vatPlaceProblems } from '../content/vat-places.ts';
import type { ImageConfig } from '../images/config.ts';
import type { ImageStats } from '../images/image-stats.ts';
import { prepareImages } from '../images/prepare-images.ts';
import { imageUsages } from '../images/site-images.ts';
import { LATEST_BUILD_PATH } from '../routes/build-files.ts';
import { readClientAssets } from './client-assets.ts';
import { generateSite } from './generate-site.ts';
import { pooledRenderer, type RenderSetup } from './page-renderer.ts';
import { pdfShelf } from './pdf-shelf.ts';
import { type PrecompressStats, precompressDir, sumStats } from './precompress.ts';
import { type RenderPool, startRenderPool } from './render-pool.ts';
import { SEARCH_DIR, type SearchIndex, writeSearchIndex } from './search-index.ts';
import { siteDirectory, writeSiteFile } from './site-file.ts';
import { renderSetupOf, type SiteInputs } from './site-inputs.ts';

export interface PrerenderOptions {
  readonly outDir: string;
  readonly contentDir: string;
  readonly siteUrl: string;
  readonly today: string;
  /** Page-view analytics endpoint, or null for none. */
  readonly analyticsEndpoint?: string | null;
  /** How long personal data is kept, as the privacy page states it; default the settings' defaults. */
  readonly stated?: StatedSettings;
  /** The image settings (src/images/config.ts). */
  readonly images: ImageConfig;
  /** At this many free seats or fewer a date says how many are left. */
  readonly fewSeats?: FewSeats;
  /** The icon API asked for icons the local set lacks (ICON_API_URL). */
  readonly iconApiUrl?: string;
  /** The academy's DID document, for /.well-known/did.json; none while it has no key. */
  readonly didDocument?: object | null;
  /** A render pool started before the content was loaded (render-pool.ts), which this gives its setup and closes; by default one of its own. */
  readonly pool?: RenderPool<RenderSetup>;
  /** Where the download documents' PDFs are kept between builds, and the version of the code that draws them (pdf-shelf.ts). */
  readonly pdfCache?: { readonly dir: string; readonly version: string };
}

export interface PrerenderStats {
  /** What the content holds that no person would set (src/content/plausibility.ts), one line each. */
  readonly warnings: readonly string[];
  readonly pages: number;
  readonly files: number;
  /** Wall time of the pages (loading, drawing, compressing, writing), and the CPU time of loading and drawing them (generate-site.ts). */
  readonly pagesMs: number;
  readonly loadMs: number;
  readonly drawMs: number;
  readonly threads: number;
  readonly buildId: string;
  readonly images: ImageStats;
  /** The variants written beside the pages and other generated files. */
  readonly compressed: PrecompressStats;
  /** The site search's index, made from the pages written. */
  readonly search: Pick<SearchIndex, 'pages' | 'ms'>;
}

/** The pool's worker, built beside this entry of the SSR bundle (vite.config.ts). */
export const RENDER_WORKER_FILE = join(import.meta.dirname, 'render-worker.js');

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderStats> {
  const pool = options.pool ?? startRenderPool<RenderSetup>(RENDER_WORKER_FILE);
  try {
    return await prerenderWith(pool, options);
  } finally {
    await pool.close();
  }
}

async function prerenderWith(pool: RenderPool<RenderSetup>, options: PrerenderOptions): Promise<PrerenderStats> {
  const content = await loadContentCache(options.contentDir);
  const untaxed = vatPlaceProblems(content, (options.stated ?? DEFAULT_STATED).invoicing.vat.venues);
  if (untaxed.length > 0) throw new ContentError(untaxed);
  const [{ manifest, icons }, images] = await Promise.all([
    readClientAssets(options.outDir, { apiUrl: options.iconApiUrl }),
    prepareImages(imageUsages(content), options.images),
  ]);
  // No registrations here: a date whose seats are few by nature says so; the server adds those taken.
  const drawn = withBookings(
    content,
    new Map(),
    options.fewSeats ?? { seats: DEFAULT_SETTINGS.FEW_SEATS, percent: DEFAULT_SETTINGS.FEW_SEATS_PERCENT },
  );
  const inputs: SiteInputs = {
    content: drawn,
    manifest,
    icons,
    images,
    siteUrl: options.siteUrl,
    today: options.today,
    analyticsEndpoint: options.analyticsEndpoint ?? null,
    stated: options.stated,
    didDocument: options.didDocument ?? null,
    pdfShelf: options.pdfCache ? pdfShelf(options.pdfCache.dir, options.pdfCache.version) : undefined,
  };
  pool.setup(renderSetupOf(inputs));
  const output = siteDirectory(options.outDir, true);
  // The pool's threads are gone before the search index is made (its memory and the index's do not add up).
  const site = await generateSite(inputs, null, output, pooledRenderer(pool)).finally(() => pool.close());
  const search = await writeSearchIndex(options.outDir, content, options.today);
  const searchCompressed = await precompressDir(join(options.outDir, SEARCH_DIR));
  // Last, once every page it names is on disk: open pages learn of the build from this file.
  const latest = writeSiteFile(output, LATEST_BUILD_PATH.slice(1), site.latest);
  return {
    warnings: contentWarnings(content).map(formatProblem),
    pages: site.pageCount,
    files: site.filesWritten + 1,
    pagesMs: site.pagesMs,
    loadMs: site.loadMs,
    drawMs: site.drawMs,
    threads: site.threads,
    buildId: site.buildId,
    images: images.stats,
    compressed: sumStats(sumStats(site.compressed, latest), searchCompressed),
    search: { pages: search.pages, ms: search.ms },
  };
}

// The server loads this bundle to answer registrations posted without JavaScript, to rebuild, to draw editors' previews, the seminar list searched without JavaScript, certificates checked and the bookings behind a sign-in link.
export { createCertificateCheck } from './certificate-check.ts';
export { createEnquiryResponder } from './enquiry-responder.ts';
export { createFormResponder } from './form-responder.ts';
export { createMyBookings } from './my-bookings.ts';
export { createPreviewRenderer } from './preview-renderer.ts';
export { createSeminarSearch } from './seminar-search.ts';
export { createSiteBuilder } from './site-builder.ts';
