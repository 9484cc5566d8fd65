/**
 * Every file of the site for a content: the pages of both languages with their payloads,
 * the error pages, sitemap, robots.txt, calendar files and PDFs, the images' files
 * (image-files.ts), and the build records.
 * Pure apart from rendering: inputs in, files out; the caller writes them.
 *
 * Given the previous site, it is incremental: a page is rendered again only when its
 * payload says the content it was made of has changed (or the day has), other files are
 * returned only when their bytes differ, and the pages that no longer exist are listed
 * for deletion. Pages left alone keep the id of the build that rendered them.
 */
import type { Content } from '../content/types.ts';
import type { IconRegistry } from '../icons/icon-data.ts';
import { LOCALES } from '../i18n/locales.ts';
import { PATH_SLOT_SCRIPT } from '../render/path-slot.ts';
import { renderErrorPage, type RenderOptions } from '../render/render.tsx';
import { buildMetaPath } from '../routes/build-files.ts';
import { pathOf } from '../routes/match.ts';
import { isIndexable } from '../routes/table.ts';
import { SITEMAP_INDEX_PATH } from '../routes/redirects.ts';
import { assetsFromManifest, type ViteManifest } from './assets.ts';
import { type BuildMeta, buildIdOf, buildMetaJson, latestBuildJson } from './build-record.ts';
import { companionFiles } from './companion-files.ts';
import { htmlFileOf, payloadFileOf } from './output-path.ts';
import { listPages } from './page-list.ts';
import { type Dependencies, isAffected, trackContent } from './content-tracking.ts';
import { isStale, type PagePayload, payloadJson } from './payload.ts';
import { robotsTxt, SITEMAP_PAGES_PATH, sitemapIndex, sitemapUrlset } from './sitemap.ts';
import { renderTrackedPage } from './tracked-render.ts';
import type { PreparedImages } from '../images/prepare-images.ts';
import { IMAGE_INDEX_FILE, imageSiteFiles } from './image-files.ts';

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

/** The site as it is on disk, for an incremental build. */
export interface PreviousSite {
  /** The payload of every page it has, by path. */
  readonly payloads: ReadonlyMap<string, PagePayload>;
  /** A file's bytes (path relative to the site root), or null when it has none. */
  readonly read: (file: string) => Uint8Array | null;
  /** The content it was built from: which calendar files and PDFs it has. */
  readonly content: Content;
  /** What its error pages read (GeneratedSite.errorPages), when known. */
  readonly errorPages?: ReadonlyMap<string, Dependencies>;
}

export interface GeneratedSite {
  readonly buildId: string;
  readonly meta: BuildMeta;
  /** Files to write, by path relative to the site root; builds/latest.json is written last, apart. */
  readonly files: ReadonlyMap<string, string | Uint8Array>;
  readonly latest: string;
  /** Files to remove: the pages (and payloads) that no longer exist. */
  readonly deleted: readonly string[];
  readonly pageCount: number;
  readonly renderMs: number;
  /** What each error page read, for the next incremental build. */
  readonly errorPages: ReadonlyMap<string, Dependencies>;
}

const encoder = new TextEncoder();

function sameBytes(previous: Uint8Array | null, next: string | Uint8Array): boolean {
  if (!previous) return false;
  const bytes = typeof next === 'string' ? encoder.encode(next) : next;
  return previous.length === bytes.length && previous.every((byte, index) => byte === bytes[index]);
}

export function generateSite(inputs: SiteInputs, previous: PreviousSite | null = null, now = new Date()): GeneratedSite {
  const started = performance.now();
  const { content, siteUrl, today } = inputs;
  // Images: their files, and whether pages show them differently from the previous site (image-files.ts).
  const images = inputs.images ? imageSiteFiles(inputs.images, previous ? previous.read(IMAGE_INDEX_FILE) : undefined) : null;
  const buildId = buildIdOf({ content, manifest: inputs.manifest, css: inputs.css, siteUrl, today, analyticsEndpoint: inputs.analyticsEndpoint, images: images?.signature });
  const render: RenderOptions = { content, assets: assetsFromManifest(inputs.manifest, inputs.css, inputs.analyticsEndpoint, buildId), siteUrl, today, icons: inputs.icons, images: inputs.images?.registry };
  const files = new Map<string, string | Uint8Array>();
  const rendered: string[] = [];

  const pages = listPages(content);
  const paths = new Set<string>();
  const todayChanged = previous !== null && [...previous.payloads.values()].some((payload) => payload.today !== today);
  for (const page of pages) {
    const path = pathOf(page);
    paths.add(path);
    if (previous && !images?.changed && !isStale(previous.payloads.get(path) ?? null, content, today)) continue;
    const { html, payload } = renderTrackedPage(path, render, buildId);
    files.set(htmlFileOf(path), html);
    files.set(payloadFileOf(path), payloadJson(payload));
    rendered.push(path);
  }

  // Error pages: like pages, rendered again only when what they read has changed.
  const errorPages = new Map<string, Dependencies>();
  for (const locale of LOCALES) {
    const prefix = locale === 'en' ? 'en/' : '';
    for (const status of [404, 500] as const) {
      const file = `${prefix}${status}.html`;
      const known = previous?.errorPages?.get(file);
      if (known && !todayChanged && !isAffected(known, content)) {
        errorPages.set(file, known);
        continue;
      }
      const tracked = trackContent(content);
      const options = { ...render, content: tracked.content };
      files.set(file, status === 404 ? renderErrorPage(locale, { statusCode: 404, path: locale === 'en' ? '/en/404' : '/404' }, options, PATH_SLOT_SCRIPT) : renderErrorPage(locale, { statusCode: 500 }, options));
      errorPages.set(file, tracked.dependencies());
    }
  }

  // Other files: cheap to make, so made every time and kept only when they differ.
  const others = new Map<string, string | Uint8Array>();
  others.set(SITEMAP_INDEX_PATH.slice(1), sitemapIndex(siteUrl));
  others.set(SITEMAP_PAGES_PATH.slice(1), sitemapUrlset(pages, siteUrl));
  others.set('robots.txt', robotsTxt(siteUrl, SITEMAP_INDEX_PATH));
  for (const [path, data] of companionFiles(content, siteUrl, today)) others.set(path.slice(1), data);
  for (const [file, data] of others) {
    if (!previous || !sameBytes(previous.read(file), data)) files.set(file, data);
  }
  for (const [file, data] of images?.files ?? []) files.set(file, data);

  const deleted = previous
    ? [
        ...[...previous.payloads.keys()].filter((path) => !paths.has(path)).flatMap((path) => [htmlFileOf(path), payloadFileOf(path)]),
        ...[...companionFiles(previous.content, siteUrl, today).keys()].map((path) => path.slice(1)).filter((file) => !others.has(file)),
        ...(images?.deleted ?? []),
      ]
    : [];
  const renderMs = performance.now() - started;
  const renderedPaths = new Set(rendered);
  const meta: BuildMeta = {
    id: buildId,
    time: now.toISOString(),
    changed: previous ? pages.filter((page) => isIndexable(page.id) && renderedPaths.has(pathOf(page))).map(pathOf) : 'all',
    pagesRendered: rendered.length,
    durationMs: Math.round(renderMs),
  };
  files.set(buildMetaPath(buildId).slice(1), buildMetaJson(meta));
  return { buildId, meta, files, latest: latestBuildJson(meta), deleted, pageCount: pages.length, renderMs, errorPages };
}
