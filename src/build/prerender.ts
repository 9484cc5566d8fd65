/**
 * The pre-render step (the SSR bundle's entry): writes the whole site for the content into
 * dist/ (generate-site.ts says what that is). The bundle also carries what the server
 * renders at run time: the answer to a form post, and incremental rebuilds.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadContentCache } from '../content/cache.ts';
import { ICON_NAMES } from '../icons/icon-names.ts';
import { resolveIcons } from '../icons/resolve-icons.ts';
import type { ImageConfig } from '../images/config.ts';
import type { ImageStats } from '../images/image-stats.ts';
import { prepareImages } from '../images/prepare-images.ts';
import { imageUsages } from '../images/site-images.ts';
import { LATEST_BUILD_PATH } from '../routes/build-files.ts';
import { STYLES_ENTRY, type ViteManifest } from './assets.ts';
import { generateSite } from './generate-site.ts';

export interface PrerenderOptions {
  readonly outDir: string;
  readonly contentDir: string;
  readonly manifest: ViteManifest;
  readonly siteUrl: string;
  readonly today: string;
  /** Page-view analytics endpoint, or null for none. */
  readonly analyticsEndpoint?: string | null;
  /** The image settings (src/images/config.ts). */
  readonly images: ImageConfig;
}

export interface PrerenderStats {
  readonly pages: number;
  readonly files: number;
  readonly renderMs: number;
  readonly buildId: string;
  readonly images: ImageStats;
}

async function write(outDir: string, file: string, text: string | Uint8Array): Promise<void> {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderStats> {
  const content = await loadContentCache(options.contentDir);
  const css = await readFile(join(options.outDir, options.manifest[STYLES_ENTRY]?.file ?? 'missing.css'), 'utf8');
  const [icons, images] = await Promise.all([resolveIcons(ICON_NAMES), prepareImages(imageUsages(content), options.images)]);
  const site = generateSite({ content, manifest: options.manifest, css, icons, images, siteUrl: options.siteUrl, today: options.today, analyticsEndpoint: options.analyticsEndpoint ?? null });
  await Promise.all([...site.files].map(([file, text]) => write(options.outDir, file, text)));
  // Last, once every page it names is on disk: open pages learn of the build from this file.
  await write(options.outDir, LATEST_BUILD_PATH.slice(1), site.latest);
  return { pages: site.pageCount, files: site.files.size + 1, renderMs: site.renderMs, buildId: site.buildId, images: images.stats };
}

// The server loads this bundle to answer registrations posted without JavaScript, and to rebuild.
export { createFormResponder } from './form-responder.ts';
export { createSiteBuilder } from './site-builder.ts';
