/**
 * GET and HEAD of the built site's files: the page or file for the path (static-files.ts),
 * its brotli or gzip variant when the browser accepts one and the build wrote it, with the
 * original's Content-Type, Content-Length, an ETag per variant (If-None-Match -> 304) and
 * the cache policy (hashed assets a year, everything else revalidated). Paths with no file
 * fall through to the 404 page, and so does a symbolic link in the site that leads outside
 * it: a file is served only if its real path (links resolved) is inside the site's real
 * path. (Hono's serveStatic does not check this, so the server serves files itself.)
 */

import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { cacheControlFor } from '../../http/cache-policy.ts';
import { ENCODING_SUFFIXES, type Encoding, isCompressible } from '../../http/compressible.ts';
import { acceptedEncodings } from './content-encoding.ts';
import { etagOf, ifNoneMatchHits } from './etag.ts';
import type { SiteRootVariables } from './site-root.ts';
import { contentTypeOf, resolveStaticFile } from './static-files.ts';

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null; // missing, a name too long, not a directory on the way, ...
  }
}

/** The real path of the site directory (a release may be reached through a link), for the last one asked. */
let knownRoot: { readonly root: string; readonly real: Promise<string> } | null = null;
function realRoot(root: string): Promise<string> {
  if (knownRoot?.root !== root) knownRoot = { root, real: realpath(root) };
  return knownRoot.real;
}

/** Whether `file` (which exists), its links resolved, lies inside `root`. */
async function insideSite(root: string, file: string): Promise<boolean> {
  try {
    const [realFile, realSite] = await Promise.all([realpath(file), realRoot(root)]);
    return realFile.startsWith(realSite + sep);
  } catch {
    return false;
  }
}

interface Chosen {
  readonly file: string;
  readonly stats: Stats;
  readonly encoding: Encoding | null;
}

/** The first accepted variant on disk that is not older than its file (a stale one is never sent), else the file. */
async function chooseVariant(root: string, file: string, stats: Stats, accepted: readonly Encoding[]): Promise<Chosen> {
  for (const encoding of accepted) {
    const variant = file + ENCODING_SUFFIXES[encoding];
    const variantStats = await fileStats(variant);
    if (variantStats && variantStats.mtimeMs >= stats.mtimeMs && (await insideSite(root, variant)))
      return { file: variant, stats: variantStats, encoding };
  }
  return { file, stats, encoding: null };
}

export function serveSiteFiles(): MiddlewareHandler<{ Variables: SiteRootVariables }> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const file = resolveStaticFile(c.var.siteRoot, path);
    const stats = file && (await fileStats(file));
    if (!file || !stats || !(await insideSite(c.var.siteRoot, file))) return next();

    const compressible = isCompressible(file);
    const chosen = compressible
      ? await chooseVariant(c.var.siteRoot, file, stats, acceptedEncodings(c.req.header('accept-encoding')))
      : { file, stats, encoding: null };
    const etag = etagOf(chosen.stats, chosen.encoding);
    const headers: Record<string, string> = {
      'Cache-Control': cacheControlFor(path),
      ETag: etag,
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    Object.assign(headers, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': String(chosen.stats.size),
      ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
    });
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    let body: Buffer;
    try {
      body = await readFile(chosen.file);
    } catch {
      return next(); // removed between stat and read
    }
    // The file changed between stat and read: send what was read, with its own length.
    headers['Content-Length'] = String(body.length);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
