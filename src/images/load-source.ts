/**
 * The bytes of an image source and their content hash: a file of the site read from the
 * images folder, or a CMS asset fetched from the CMS (with its read token, within the
 * timeout). A CMS answer is kept in the cache with its ETag and Last-Modified, and asked
 * for again conditionally: an unchanged asset is a 304 and is not downloaded again.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageConfig } from './config.ts';
import { cacheFiles, contentHash, isCached, readCacheJson, writeCacheFile } from './image-cache.ts';
import { assetUrl, type ImageSource } from './source.ts';

export interface LoadedSource {
  readonly hash: string;
  readonly bytes: () => Promise<Uint8Array>;
}

/** The source's bytes cannot be had; the message says why. */
export class SourceUnavailable extends Error {
  override name = 'SourceUnavailable';
}

interface RemoteRecord {
  readonly hash: string;
  readonly etag: string | null;
  readonly lastModified: string | null;
}

async function loadFile(path: string, config: ImageConfig): Promise<LoadedSource> {
  const file = join(config.imagesDir, path);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new SourceUnavailable(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  return { hash: contentHash(bytes), bytes: async () => bytes };
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause =
    error instanceof Error && error.cause instanceof Error ? ((error.cause as NodeJS.ErrnoException).code ?? error.cause.message) : null;
  return `${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ''}`;
}

async function loadRemote(url: string, config: ImageConfig): Promise<LoadedSource> {
  const recordFile = cacheFiles.remote(config.cacheDir, url);
  const known = await readCacheJson<RemoteRecord>(recordFile);
  // Asked conditionally only while the bytes of the last answer are still in the cache.
  const record = known && isCached(cacheFiles.original(config.cacheDir, known.hash)) ? known : null;
  const headers: Record<string, string> = {};
  // The read token goes to the CMS's own scheme and host, never elsewhere.
  if (config.cmsToken && config.cmsUrl && new URL(url).origin === new URL(config.cmsUrl).origin)
    headers.authorization = `Bearer ${config.cmsToken}`;
  if (record?.etag) headers['if-none-match'] = record.etag;
  if (record?.lastModified) headers['if-modified-since'] = record.lastModified;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (error) {
    throw new SourceUnavailable(`cannot fetch ${url}: ${describe(error, config.timeoutMs)}`);
  }
  if (response.status === 304 && record) {
    const original = cacheFiles.original(config.cacheDir, record.hash);
    return { hash: record.hash, bytes: () => readFile(original) };
  }
  if (!response.ok) throw new SourceUnavailable(`${url} answered ${response.status}`);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new SourceUnavailable(`cannot fetch ${url}: ${describe(error, config.timeoutMs)}`);
  }
  const hash = contentHash(bytes);
  await writeCacheFile(cacheFiles.original(config.cacheDir, hash), bytes);
  const next: RemoteRecord = { hash, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
  await writeCacheFile(recordFile, JSON.stringify(next));
  return { hash, bytes: async () => bytes };
}

export function loadSource(source: ImageSource, config: ImageConfig): Promise<LoadedSource> {
  if (source.kind === 'file') return loadFile(source.path, config);
  if (source.kind === 'url') return loadRemote(source.url, config);
  if (config.cmsUrl === null) throw new SourceUnavailable('a CMS asset needs DIRECTUS_URL');
  return loadRemote(assetUrl(config.cmsUrl, source.id), config);
}
