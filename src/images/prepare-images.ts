/**
 * Prepares every image the pages draw, before rendering: reads each source, its size and
 * placeholder, and, with the static provider, makes each variant its layouts need (webp,
 * with sharp). Everything made is cached by content hash (image-cache.ts), so a second
 * build with unchanged images does no image work. The result is the registry the pages
 * draw from and the files the site must hold.
 *
 * Which provider serves a source: `static` serves everything; `hosted` serves everything
 * through the optimiser (a file of the site is published as it is for the optimiser to
 * fetch); `directus` serves CMS assets, and files of the site stay static.
 *
 * Failure: a reference of no known form or on another host stops the build (a
 * content or configuration error). An image whose bytes or metadata cannot be read logs
 * an error and gets size 0; the build goes on.
 */

import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import type { ImageConfig } from './config.ts';
import { cacheFiles, isCached, readCacheJson, writeCacheFile } from './image-cache.ts';
import type { ImageRegistry, PreparedImage } from './image-data.ts';
import { widthsFor } from './image-set.ts';
import type { ImageStats } from './image-stats.ts';
import type { ImageLayout } from './layout.ts';
import { type LoadedSource, loadSource } from './load-source.ts';
import {
  directusImageUrl,
  hostedImageUrl,
  IMAGES_PATH,
  type ImageProviderName,
  staticOriginalPath,
  staticVariantPath,
} from './providers.ts';
import { type ImageMetadata, makeVariant, placeholderDataUri, readMetadata } from './sharp-image.ts';
import { assetUrl, type ImageSource, parseImageSource } from './source.ts';

export interface PreparedImages {
  readonly registry: ImageRegistry;
  /** Files of the site the images need, by path relative to the site root, read when asked. */
  readonly files: ReadonlyMap<string, () => Uint8Array>;
  readonly stats: ImageStats;
}

type CachedMetadata = ImageMetadata & { readonly placeholder: string | null };

interface Counters {
  variants: number;
  cacheHits: number;
  generated: number;
  metadataRead: number;
  failed: number;
}

/** Runs at most `count` tasks at once (sharp uses several threads per task already). */
function limiter(count: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= count) await new Promise<void>((start) => waiting.push(start));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

async function metadataOf(loaded: LoadedSource, config: ImageConfig, counters: Counters): Promise<CachedMetadata> {
  const file = cacheFiles.metadata(config.cacheDir, loaded.hash);
  const cached = await readCacheJson<CachedMetadata>(file);
  if (cached && cached.width > 0 && cached.height > 0 && (typeof cached.placeholder === 'string' || cached.placeholder === null))
    return cached;
  const bytes = await loaded.bytes();
  const metadata = await readMetadata(bytes);
  const result: CachedMetadata = { ...metadata, placeholder: await placeholderDataUri(bytes, metadata) };
  await writeCacheFile(file, JSON.stringify(result));
  counters.metadataRead++;
  return result;
}

/** The provider that serves a source: directus serves only CMS assets. */
function providerFor(config: ImageConfig, source: ImageSource): ImageProviderName {
  return config.provider === 'directus' && source.kind !== 'asset' ? 'static' : config.provider;
}

const sitePath = (path: string) => path.slice(1);

interface PreparedSource {
  readonly image: PreparedImage;
  readonly files: Map<string, () => Uint8Array>;
}

async function prepareSource(
  reference: string,
  layouts: readonly ImageLayout[],
  config: ImageConfig,
  run: ReturnType<typeof limiter>,
  counters: Counters,
): Promise<PreparedSource> {
  const source = parseImageSource(reference, config.cmsUrl);
  let loaded: LoadedSource | null = null;
  let metadata: CachedMetadata | null = null;
  try {
    loaded = await loadSource(source, config);
    metadata = await metadataOf(loaded, config, counters);
  } catch (error) {
    counters.failed++;
    console.error(
      `images: the metadata of ${JSON.stringify(reference)} cannot be read (${error instanceof Error ? error.message : String(error)}); its size is 0 and the build goes on`,
    );
  }
  const size = { width: metadata?.width ?? 0, height: metadata?.height ?? 0, scalable: metadata ? metadata.format === 'svg' : true };
  const widths = [...new Set(layouts.flatMap((layout) => widthsFor(size, layout)))].sort((a, b) => a - b);
  const files = new Map<string, () => Uint8Array>();
  const variants: Record<number, string> = {};
  let original: string | null = null;
  // A file of the site, published as it is (for the hosted optimiser to fetch, or for browsers when sharp cannot read it).
  const publishFile = (): string | null => {
    if (source.kind !== 'file' || !loaded) return null;
    const path = staticOriginalPath(loaded.hash, extname(source.path).slice(1));
    const file = join(config.imagesDir, source.path);
    files.set(sitePath(path), () => readFileSync(file));
    return path;
  };

  const provider = providerFor(config, source);
  if (provider === 'static') {
    if (loaded && metadata) {
      try {
        for (const width of widths) variants[width] = await staticVariant(loaded, metadata, width, config, run, counters, files);
      } catch (error) {
        counters.failed++;
        console.error(
          `images: the variants of ${JSON.stringify(reference)} cannot be made (${error instanceof Error ? error.message : String(error)}); it is left out`,
        );
        for (const key of Object.keys(variants)) delete variants[Number(key)];
        files.clear();
      }
    } else {
      original = publishFile();
    }
  } else if (provider === 'hosted') {
    const published = source.kind === 'file' ? publishFile() : null;
    const sourceUrl =
      source.kind === 'file'
        ? published && config.siteUrl + published
        : source.kind === 'asset'
          ? assetUrl(config.cmsUrl as string, source.id)
          : source.url;
    if (sourceUrl)
      for (const width of widths) variants[width] = hostedImageUrl(config.hostedUrl as string, sourceUrl, width, config.quality);
  } else if (source.kind === 'asset') {
    for (const width of widths) variants[width] = directusImageUrl(config.cmsUrl as string, source.id, width, config.quality);
  }
  return { image: { ...size, placeholder: metadata?.placeholder ?? null, variants, original }, files };
}

async function staticVariant(
  loaded: LoadedSource,
  metadata: ImageMetadata,
  width: number,
  config: ImageConfig,
  run: ReturnType<typeof limiter>,
  counters: Counters,
  files: Map<string, () => Uint8Array>,
): Promise<string> {
  const path = staticVariantPath(loaded.hash, width, config.quality);
  const cacheFile = cacheFiles.variant(config.cacheDir, path.slice(IMAGES_PATH.length));
  if (isCached(cacheFile)) {
    counters.cacheHits++;
  } else {
    await run(async () => writeCacheFile(cacheFile, await makeVariant(await loaded.bytes(), metadata, width, config.quality)));
    counters.generated++;
  }
  counters.variants++;
  files.set(sitePath(path), () => readFileSync(cacheFile));
  return path;
}

/** Prepares the images of `usages` (reference -> the layouts it is drawn in; see imageUsages()). */
export async function prepareImages(usages: ReadonlyMap<string, readonly ImageLayout[]>, config: ImageConfig): Promise<PreparedImages> {
  const counters: Counters = { variants: 0, cacheHits: 0, generated: 0, metadataRead: 0, failed: 0 };
  const run = limiter(Math.max(1, Math.min(4, availableParallelism())));
  const entries = [...usages];
  const prepared = await Promise.all(entries.map(([reference, layouts]) => prepareSource(reference, layouts, config, run, counters)));
  const registry = new Map<string, PreparedImage>();
  const files = new Map<string, () => Uint8Array>();
  entries.forEach(([reference], index) => {
    const result = prepared[index] as PreparedSource;
    registry.set(reference, result.image);
    for (const [file, read] of result.files) files.set(file, read);
  });
  return { registry, files, stats: { provider: config.provider, sources: entries.length, ...counters } };
}

/**
 * prepareImages for a long-running process (the server's rebuilds): when the images asked
 * for are the same references in the same layouts as last time, all of them files of the
 * site whose size and modification time are unchanged, the last result is returned at once,
 * without reading a file (one stat each). CMS assets are always asked for again (a
 * conditional request: the CMS says whether they changed).
 */
export function createImagePreparer(config: ImageConfig): (usages: ReadonlyMap<string, readonly ImageLayout[]>) => Promise<PreparedImages> {
  let last: { readonly key: string; readonly images: PreparedImages } | null = null;
  const keyOf = (usages: ReadonlyMap<string, readonly ImageLayout[]>): string | null => {
    const parts: unknown[] = [];
    for (const [reference, layouts] of usages) {
      let source: ImageSource;
      try {
        source = parseImageSource(reference, config.cmsUrl);
      } catch {
        return null;
      }
      if (source.kind !== 'file') return null;
      const stat = statSync(join(config.imagesDir, source.path), { throwIfNoEntry: false });
      parts.push([reference, layouts, stat ? [stat.size, stat.mtimeMs] : null]);
    }
    return JSON.stringify(parts);
  };
  return async (usages) => {
    const key = keyOf(usages);
    if (key !== null && last?.key === key) {
      const { stats } = last.images;
      return { ...last.images, stats: { ...stats, cacheHits: stats.variants, generated: 0, metadataRead: 0 } };
    }
    const images = await prepareImages(usages, config);
    last = key === null ? null : { key, images };
    return images;
  };
}
