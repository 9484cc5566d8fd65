/**
 * Icons the local set lacks, fetched once at build time from an Iconify-compatible icon API
 * (`{base}/{prefix}.json?icons={name}`; base from ICON_API_URL, default the public Iconify
 * API) with a timeout of ICON_FETCH_TIMEOUT_MS, and cached on disk so later builds make no
 * request. Any failure (timeout, network, HTTP error, bad JSON, no such icon, refused
 * markup) logs one warning naming the icon and yields null: the build goes on without it.
 */

import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getIconData } from '@iconify/utils';
import { DEFAULT_SETTINGS } from '../config/settings.ts';
import { writeFileAtomic } from '../files/write-atomic.ts';
import { type IconData, parseIconName } from './icon-data.ts';
import { type IconifyIconSet, iconFromSet, parseIconSet } from './icon-set.ts';

/** How long one icon request may take, answer included. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

export interface RemoteIconOptions {
  /** Base URL of the icon API (ICON_API_URL, which the build hands in); default the public Iconify API. */
  readonly apiUrl?: string;
  /** Where fetched icons are kept; default `.build/icon-cache` in the working directory. */
  readonly cacheDir?: string;
  /** Default ICON_FETCH_TIMEOUT_MS; tests may shorten it. */
  readonly timeoutMs?: number;
}

export function iconApiUrl(options: RemoteIconOptions = {}): string {
  return (options.apiUrl ?? DEFAULT_SETTINGS.ICON_API_URL).replace(/\/+$/, '');
}

export function iconCacheDir(options: RemoteIconOptions = {}): string {
  return options.cacheDir ?? resolve('.build/icon-cache');
}

/** The cache file of an icon: `{cacheDir}/{prefix}/{name}.json` (prefix and name are validated names). */
export function iconCacheFile(cacheDir: string, prefix: string, name: string): string {
  return join(cacheDir, prefix, `${name}.json`);
}

class IconFetchError extends Error {}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof IconFetchError) return error.message;
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause =
    error instanceof Error && error.cause instanceof Error ? ((error.cause as NodeJS.ErrnoException).code ?? error.cause.message) : null;
  const message = error instanceof Error ? error.message : String(error);
  return (cause ? `${message} (${cause})` : message).replace(/\s+/g, ' ');
}

/** The icon from its cache file, or null if there is none (or it is unreadable: then it is fetched again). */
async function readCached(file: string, name: string): Promise<IconData | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const set = parseIconSet(JSON.parse(text));
    return set && iconFromSet(set, name);
  } catch {
    return null;
  }
}

/** Writes the icon's cache file: a set of this one icon (aliases and set defaults resolved), the API's own format. */
async function writeCached(file: string, set: IconifyIconSet, name: string): Promise<void> {
  const icon = getIconData(set, name);
  if (!icon) throw new Error('the icon vanished from its set');
  const own: IconifyIconSet = { prefix: set.prefix, icons: { [name]: icon } };
  await writeFileAtomic(file, `${JSON.stringify(own)}\n`);
}

async function fetchIconSet(url: string, timeoutMs: number): Promise<IconifyIconSet> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new IconFetchError(`the API answered ${response.status}`);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new IconFetchError('the answer is not JSON');
  }
  const set = parseIconSet(json);
  if (!set) throw new IconFetchError('the answer is not an Iconify icon set');
  return set;
}

/**
 * One icon from the cache or, failing that, from the icon API (one request), e.g.
 * `mdi:home` or `lucide:some-newer-icon`. Null, after one console.warn, if it cannot be had.
 */
export async function remoteIcon(value: string, options: RemoteIconOptions = {}): Promise<IconData | null> {
  const parsed = parseIconName(value);
  if (!parsed) {
    console.warn(`icons: "${value}" is no valid icon name (prefix:name in lower-case letters, digits and dashes); it is left out`);
    return null;
  }
  const { prefix, name } = parsed;
  const file = iconCacheFile(iconCacheDir(options), prefix, name);
  const cached = await readCached(file, name);
  if (cached) return cached;

  const timeoutMs = options.timeoutMs ?? ICON_FETCH_TIMEOUT_MS;
  const url = `${iconApiUrl(options)}/${prefix}.json?icons=${name}`;
  try {
    const set = await fetchIconSet(url, timeoutMs);
    if (set.prefix !== prefix) throw new IconFetchError(`the answer is the icon set "${set.prefix}"`);
    const icon = iconFromSet(set, name);
    if (!icon)
      throw new IconFetchError(set.not_found?.includes(name) ? 'the API does not know it' : 'the answer has no usable icon of that name');
    try {
      await writeCached(file, set, name);
    } catch (error) {
      console.warn(
        `icons: "${prefix}:${name}" was fetched but could not be cached in ${file}: ${describeFailure(error, timeoutMs)}; the next build fetches it again`,
      );
    }
    return icon;
  } catch (error) {
    console.warn(
      `icons: "${prefix}:${name}" could not be loaded from ${url}: ${describeFailure(error, timeoutMs)}; it is left out of the pages`,
    );
    return null;
  }
}
