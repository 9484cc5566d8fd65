/**
 * The pre-render step (the SSR bundle's entry): renders every page the content implies,
 * in both languages, plus the 404 and 500 pages, the sitemap and robots.txt, into dist/.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadContentCache } from '../content/cache.ts';
import { LOCALES } from '../i18n/locales.ts';
import { PATH_SLOT_SCRIPT } from '../render/path-slot.ts';
import { renderErrorPage, renderPath, type RenderOptions } from '../render/render.tsx';
import { buildMetaPath, LATEST_BUILD_PATH } from '../routes/build-files.ts';
import { pathOf } from '../routes/match.ts';
import { SITEMAP_INDEX_PATH } from '../routes/redirects.ts';
import { assetsFromManifest, STYLES_ENTRY, type ViteManifest } from './assets.ts';
import { buildIdOf, buildMetaJson, latestBuildJson } from './build-record.ts';
import { ICON_NAMES } from '../icons/icon-names.ts';
import { resolveIcons } from '../icons/resolve-icons.ts';
import { companionFiles } from './companion-files.ts';
import { htmlFileOf } from './output-path.ts';
import { listPages } from './page-list.ts';
import { robotsTxt, SITEMAP_PAGES_PATH, sitemapIndex, sitemapUrlset } from './sitemap.ts';

export interface PrerenderOptions {
  readonly outDir: string;
  readonly contentDir: string;
  readonly manifest: ViteManifest;
  readonly siteUrl: string;
  readonly today: string;
  /** Page-view analytics endpoint, or null for none. */
  readonly analyticsEndpoint?: string | null;
}

export interface PrerenderStats {
  readonly pages: number;
  readonly files: number;
  readonly renderMs: number;
  readonly buildId: string;
}

async function write(outDir: string, file: string, text: string | Uint8Array): Promise<void> {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderStats> {
  const content = await loadContentCache(options.contentDir);
  const css = await readFile(join(options.outDir, options.manifest[STYLES_ENTRY]?.file ?? 'missing.css'), 'utf8');
  const icons = await resolveIcons(ICON_NAMES);
  const analyticsEndpoint = options.analyticsEndpoint ?? null;
  const buildId = buildIdOf({ content, manifest: options.manifest, css, siteUrl: options.siteUrl, today: options.today, analyticsEndpoint });
  const assets = assetsFromManifest(options.manifest, css, analyticsEndpoint, buildId);
  const render: RenderOptions = { content, assets, siteUrl: options.siteUrl, today: options.today, icons };

  const pages = listPages(content);
  const started = performance.now();
  const files = new Map<string, string | Uint8Array>();
  for (const page of pages) {
    const path = pathOf(page);
    const result = renderPath(path, render);
    if (result.status !== 200) throw new Error(`pre-render: ${path} (${page.id}) rendered status ${result.status}`);
    files.set(htmlFileOf(path), result.html);
  }
  for (const locale of LOCALES) {
    const prefix = locale === 'en' ? 'en/' : '';
    const home = locale === 'en' ? '/en/404' : '/404';
    files.set(`${prefix}404.html`, renderErrorPage(locale, { statusCode: 404, path: home }, render, PATH_SLOT_SCRIPT));
    files.set(`${prefix}500.html`, renderErrorPage(locale, { statusCode: 500 }, render));
  }
  const renderMs = performance.now() - started;

  files.set(SITEMAP_INDEX_PATH.slice(1), sitemapIndex(options.siteUrl));
  files.set(SITEMAP_PAGES_PATH.slice(1), sitemapUrlset(pages, options.siteUrl));
  files.set('robots.txt', robotsTxt(options.siteUrl, SITEMAP_INDEX_PATH));
  for (const [path, data] of companionFiles(content, options.siteUrl, options.today)) files.set(path.slice(1), data);
  const meta = { id: buildId, time: new Date().toISOString(), changed: 'all' as const, pagesRendered: pages.length, durationMs: Math.round(renderMs) };
  files.set(buildMetaPath(buildId).slice(1), buildMetaJson(meta));
  await Promise.all([...files].map(([file, text]) => write(options.outDir, file, text)));
  // Last, once every page it names is on disk: open pages learn of the build from this file.
  await write(options.outDir, LATEST_BUILD_PATH.slice(1), latestBuildJson(meta));
  return { pages: pages.length, files: files.size + 1, renderMs, buildId };
}

// The server loads this bundle to answer registrations posted without JavaScript.
export { createFormResponder } from './form-responder.ts';
