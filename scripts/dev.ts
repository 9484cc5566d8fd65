/**
 * npm run dev: Vite in middleware mode. Pages are rendered per request by the same
 * render() as the build (loaded through Vite, so edits apply on reload); islands and the
 * stylesheet are served by Vite with HMR. Redirects behave as on the real server. Images
 * are prepared for each page as the build does (cached in .build/image-cache) and their
 * files served from there.
 * Environment: PORT (default 5173), CONTENT_DIR (default content-cache), the image settings
 * of src/images/config.ts.
 */
import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import type { loadContentCache as LoadContentCache } from '../src/content/cache.ts';
import type { renderPath as RenderPath } from '../src/document/render.tsx';
import { STYLES_ENTRY } from '../src/generate/assets.ts';
import { imageConfig } from '../src/images/config.ts';
import { type PreparedImages, prepareImages } from '../src/images/prepare-images.ts';
import { IMAGES_PATH } from '../src/images/providers.ts';
import { imageUsages } from '../src/images/site-images.ts';
import type { PageAssets } from '../src/islands/assets.tsx';
import { LOADER_ENTRY } from '../src/islands/registry.ts';
import { findRedirect } from '../src/routes/redirects.ts';
import { canonicalAddress, contentTypeOf } from '../src/server/edge/static-files.ts';
import { commandSettings } from './settings.ts';

const root = resolve(import.meta.dirname, '..');
const settings = commandSettings({ PORT: '5173' });
const port = settings.PORT;
const contentDir = settings.CONTENT_DIR;

const assets: PageAssets = {
  loader: `/${LOADER_ENTRY}`,
  stylesheet: null,
};
// In development the stylesheet is a module Vite serves with HMR, not a linked file.
const devHead = `<script type="module" src="/${STYLES_ENTRY}"></script>`;

const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
// Icons are resolved once at start, as the build does before rendering.
const { resolveIcons } = (await vite.ssrLoadModule('/src/icons/resolve-icons.ts')) as typeof import('../src/icons/resolve-icons.ts');
const { ICON_NAMES } = (await vite.ssrLoadModule('/src/icons/icon-names.ts')) as typeof import('../src/icons/icon-names.ts');
const icons = await resolveIcons(ICON_NAMES);
const imageSettings = imageConfig(settings, `http://localhost:${port}`);
// The images of the last page rendered, whose files the browser asks for next.
let images: PreparedImages | null = null;

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const canonical = canonicalAddress(url.pathname);
      const redirectTo = findRedirect(canonical ?? url.pathname)?.to ?? canonical;
      if (redirectTo) {
        res.writeHead(301, { Location: redirectTo + url.search }).end();
        return;
      }
      const { renderPath } = (await vite.ssrLoadModule('/src/document/render.tsx')) as { renderPath: typeof RenderPath };
      const { loadContentCache } = (await vite.ssrLoadModule('/src/content/cache.ts')) as { loadContentCache: typeof LoadContentCache };
      const content = await loadContentCache(contentDir);
      if (url.pathname.startsWith(IMAGES_PATH)) {
        images ??= await prepareImages(imageUsages(content), imageSettings);
        const read = images.files.get(url.pathname.slice(1));
        if (read) res.writeHead(200, { 'Content-Type': contentTypeOf(url.pathname) }).end(read());
        else res.writeHead(404).end();
        return;
      }
      images = await prepareImages(imageUsages(content), imageSettings);
      const result = renderPath(url.pathname, {
        content,
        assets,
        siteUrl: `http://localhost:${port}`,
        today: new Date().toISOString().slice(0, 10),
        icons,
        images: images.registry,
      });
      const html = await vite.transformIndexHtml(url.pathname, result.html.replace('</head>', `${devHead}</head>`));
      res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String((error as Error).stack ?? error));
    }
  });
});

server.listen(port, '127.0.0.1', () => console.log(`Dev server at http://127.0.0.1:${port}`));
