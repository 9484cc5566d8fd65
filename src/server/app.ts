/**
 * The site server as a Hono app: the registration API (when given its store and content),
 * redirects, static files from dist/, and the 404 and 500 pages with their status. Built by
 * a factory so tests drive it through app.request().
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { localeOfPath } from '../i18n/locales.ts';
import { IMAGES_PATH } from '../images/providers.ts';
import { fillPathSlot } from '../render/path-slot.ts';
import { REGISTRATIONS_PATH } from '../registration/contract.ts';
import { findRedirect } from '../routes/redirects.ts';
import { REBUILD_PATH } from './rebuild/routes.ts';
import { createRegistrationApi, type RegistrationApiOptions } from './registrations/api.ts';
import { securityHeaders } from './security-headers.ts';
import { canonicalSlashes, contentTypeOf, resolveStaticFile } from './static-files.ts';

export interface AppOptions {
  /** The built site (dist/); or siteRoot. */
  readonly distDir?: string;
  /** The directory of the site being served now, read once per request (rebuilds switch it). */
  readonly siteRoot?: () => string;
  /** POST /api/rebuild and its status (src/server/rebuild/routes.ts). */
  readonly rebuild?: Hono;
  /** Serve POST /api/registrations with this store and content; without it the path is a 405 like any page. */
  readonly registrations?: RegistrationApiOptions;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

async function readIfFile(file: string | null): Promise<Buffer | null> {
  if (!file) return null;
  try {
    return (await stat(file)).isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

function rawPathOf(url: string): string {
  return new URL(url).pathname;
}

export function createApp({ distDir, siteRoot, registrations, rebuild }: AppOptions): Hono<{ Variables: { root: string } }> {
  const rootNow = siteRoot ?? (() => distDir ?? 'dist');
  const app = new Hono<{ Variables: { root: string } }>();
  const errorPage = (root: string, path: string, status: 404 | 500) => join(root, localeOfPath(path) === 'en' ? 'en' : '', `${status}.html`);
  // The site directory of this request, fixed at its start: a rebuild that switches
  // directories meanwhile does not mix two sites into one answer.
  const rootOf = (c: { get(key: 'root'): string | undefined }) => c.get('root') ?? rootNow();

  app.use(async (c, next) => {
    c.set('root', rootNow());
    await next();
  });
  app.use(securityHeaders());
  if (registrations) app.route(REGISTRATIONS_PATH, createRegistrationApi(registrations));
  if (rebuild) app.route(REBUILD_PATH, rebuild);

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const rawPath = rawPathOf(c.req.url);
    const query = new URL(c.req.url).search;
    const canonical = canonicalSlashes(rawPath);
    if (canonical !== null) return c.redirect(canonical + query, 301);
    const redirect = findRedirect(rawPath);
    if (redirect) return c.redirect(redirect.to + query, redirect.status);

    const file = resolveStaticFile(rootOf(c), rawPath);
    const body = await readIfFile(file);
    if (!file || !body) return next();
    // Named by content hash: Vite's assets and the images made at build (src/images/providers.ts).
    const hashed = rawPath.startsWith('/assets/') || rawPath.startsWith(IMAGES_PATH);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': hashed ? IMMUTABLE : REVALIDATE,
    });
  });

  app.notFound(async (c) => {
    const rawPath = rawPathOf(c.req.url);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const template = await readFile(errorPage(rootOf(c), rawPath, 404), 'utf8');
    return c.html(fillPathSlot(template, rawPath), 404, { 'Cache-Control': 'no-store' });
  });

  app.onError(async (error, c) => {
    console.error(JSON.stringify({ level: 'error', msg: 'request failed', path: c.req.path, error: String(error) }));
    const page = await readIfFile(errorPage(rootOf(c), rawPathOf(c.req.url), 500));
    return c.html(page ? page.toString('utf8') : 'Internal Server Error', 500, { 'Cache-Control': 'no-store' });
  });

  return app;
}
