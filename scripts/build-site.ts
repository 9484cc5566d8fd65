/**
 * The build (scripts/build.ts starts it): client bundle and SSR bundle (scripts/bundle.ts; the last ones again while nothing
 * they are made from changed, src/generate/bundle-cache.ts), the pre-render of every
 * page into dist/ with the images the pages draw (src/images), on a pool of worker threads,
 * each text file with a brotli variant beside it, and the deploy files
 * (dist/_redirects, dist/_headers, deploy/nginx.conf).
 * Environment: SITE_URL (origin for canonical links), BUILD_DATE (YYYY-MM-DD, defaults to
 * today: what counts as an upcoming date), CONTENT_DIR (default content-cache), DIST_DIR
 * (where the site goes, default dist; the deploy folder goes beside it); for the
 * headers in the deploy files HSTS, ANALYTICS_URL, IMAGE_ORIGINS (as the server reads them);
 * the image settings of src/images/config.ts (IMAGE_PROVIDER, IMAGE_HOSTED_URL,
 * IMAGE_QUALITY, DIRECTUS_URL, DIRECTUS_TOKEN, IMAGES_DIR), checked before anything is built.
 */

import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { statedSettings } from '../src/config/stated-settings.ts';
import { berlinDate } from '../src/content/calendar.ts';
import { nextFolder, removeLeftovers, swapIn } from '../src/files/swap-folder.ts';
import { bundleInputsHash, keepBundles, reuseBundles } from '../src/generate/bundle-cache.ts';
import type { RenderSetup } from '../src/generate/page-renderer.ts';
import { type PrecompressStats, sumStats } from '../src/generate/precompress.ts';
import { startRenderPool } from '../src/generate/render-pool.ts';
import type { prerenderSite as PrerenderSite } from '../src/generate/site-renderer.ts';
import { headerSettings } from '../src/http/header-settings.ts';
import { imageConfig } from '../src/images/config.ts';
import { imageStatsLine } from '../src/images/image-stats.ts';
import { siteDidDocument } from '../src/server/credentials/did-route.ts';
import { keysFileOf } from '../src/server/credentials/keys-file.ts';
import { commandSettings } from './settings.ts';

// React (externalized in the SSR bundle) picks its production or development build from
// NODE_ENV when first imported: pre-render with production React (development React
// renders the same HTML several times slower, with checks meant for the browser console).
process.env.NODE_ENV ??= 'production';

/** Every setting the build reads, checked before anything is built. */
function buildSettings() {
  const settings = commandSettings();
  return {
    outDir: settings.DIST_DIR,
    releasesDir: settings.RELEASES_DIR,
    contentDir: settings.CONTENT_DIR,
    // What counts as an upcoming date.
    today: settings.BUILD_DATE ?? berlinDate(new Date()),
    siteUrl: settings.SITE_URL,
    headers: headerSettings(settings),
    images: imageConfig(settings),
    iconApiUrl: settings.ICON_API_URL,
    analyticsEndpoint: settings.ANALYTICS_URL,
    // The privacy page states the periods the server keeps personal data for, from the same settings.
    stated: statedSettings(settings),
    // The build knows no registrations (the server, started on this site, draws the pages of dates with seats taken anew).
    fewSeats: { seats: settings.FEW_SEATS, percent: settings.FEW_SEATS_PERCENT },
    // The academy's keys (npm run credentials:key): their public halves are the DID document a static host serves.
    keysFile: keysFileOf(settings),
  };
}

const root = resolve(import.meta.dirname, '..');
const ssrOutDir = join(root, '.build/ssr');
/** Where the last client bundle is kept, with the hash of what it was made from. */
const bundleCacheDir = join(root, '.build/bundle-cache');

/** The bundles made anew, in a process of their own: what compressing the client bundle achieved, and its peak memory. */
function makeBundles(): { compressed: PrecompressStats; maxRssKb: number } {
  const bundled = execFileSync(process.execPath, [join(root, 'scripts/bundle.ts')], {
    cwd: root,
    env: { ...process.env, DIST_DIR: outDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(bundled.trim().split('\n').at(-1) ?? '{}') as { compressed: PrecompressStats; maxRssKb: number };
}

const started = performance.now();
const settings = buildSettings();
const { contentDir, siteUrl, today, headers, images, iconApiUrl, analyticsEndpoint, stated, fewSeats, keysFile } = settings;
// Beside the built site: deploy/ next to dist/.
const deployDir = join(dirname(settings.outDir), 'deploy');
// Built into a new folder beside the last build, swapped in at the end: deleting the last build's
// files first (as the bundler's emptying of its folder did) cost a third of a large build.
const outDir = nextFolder(settings.outDir);
await rm(outDir, { recursive: true, force: true });
removeLeftovers(settings.outDir);

// A full build is the site from now on: releases published by rebuilds since the last one go.
await rm(settings.releasesDir, { recursive: true, force: true });
// The bundles in a process of their own (scripts/bundle.ts), which prints what compressing the client
// bundle achieved; or, while nothing they are made from changed, the last ones again (bundle-cache.ts).
const bundling = performance.now();
const inputs = await bundleInputsHash(root, { ICON_API_URL: iconApiUrl, node: process.version, NODE_ENV: process.env.NODE_ENV ?? '' });
const reused = await reuseBundles(bundleCacheDir, inputs, outDir, [
  join(ssrOutDir, 'site-renderer.js'),
  join(root, '.build/server/main.js'),
]);
const bundle = reused ? { compressed: reused, maxRssKb: 0 } : makeBundles();
if (!reused) await keepBundles(bundleCacheDir, inputs, outDir, bundle.compressed);
const bundleMs = performance.now() - bundling;

// The render pool's threads load the renderer while this thread loads the SSR bundle and the content.
const pool = startRenderPool<RenderSetup>(join(ssrOutDir, 'render-worker.js'));
const { prerenderSite } = (await import(pathToFileURL(join(ssrOutDir, 'site-renderer.js')).href)) as {
  prerenderSite: typeof PrerenderSite;
};
// The academy's DID document, when it has a key (npm run credentials:key), for static hosts.
const didDocument = await siteDidDocument(keysFile, siteUrl);
const stats = await prerenderSite({
  outDir,
  contentDir,
  siteUrl,
  today,
  analyticsEndpoint,
  stated,
  images,
  iconApiUrl,
  fewSeats,
  didDocument,
  pool,
  pdfCache: { dir: join(root, '.build/pdf-cache'), version: inputs },
}).catch((error: unknown) => {
  // An image the content names on a host other than the CMS's: one clear line, no stack.
  if (!(error instanceof Error && error.name === 'ImageSourceError')) throw error;
  console.error(`build stopped: ${error.message}`);
  process.exit(1);
});
for (const warning of stats.warnings) console.warn(`content warning: ${warning}`);
console.log(imageStatsLine(stats.images));
// Imported here, not above: the redirect table loads the route matcher and with it React,
// which must see NODE_ENV first.
const { writeDeployFiles } = await import('../src/hosting/write-deploy-files.ts');
await writeDeployFiles({ siteDir: outDir, deployDir, headers });
await swapIn(settings.outDir);
const compressed = sumStats(bundle.compressed, stats.compressed);

const totalMs = performance.now() - started;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
// Render per page: the CPU time of loading a page (this thread) and drawing it (on the pool, whose
// threads share the work), what a page costs however busy the machine; the pages' wall time adds
// compressing and writing them, and whatever else the machine was doing.
const perPage = (ms: number) => `${(ms / stats.pages).toFixed(2)} ms/page`;
console.log(
  `built ${stats.pages} pages (${stats.files} files) for ${siteUrl}, dates from ${today}: ` +
    `render ${perPage(stats.loadMs + stats.drawMs / stats.threads)} (load ${perPage(stats.loadMs)}, draw ${perPage(stats.drawMs)} of CPU on ${stats.threads} threads); ` +
    `pages written in ${(stats.pagesMs / 1000).toFixed(1)} s (${perPage(stats.pagesMs)}); ` +
    `search index of ${stats.search.pages} pages in ${(stats.search.ms / 1000).toFixed(1)} s; bundles ${reused ? 'reused' : 'made'} in ${(bundleMs / 1000).toFixed(1)} s; total ${(totalMs / 1000).toFixed(1)} s, ` +
    `peak RSS ${Math.round(Math.max(bundle.maxRssKb, process.resourceUsage().maxRSS) / 1024)} MiB (bundler ${Math.round(bundle.maxRssKb / 1024)}, pages ${Math.round(process.resourceUsage().maxRSS / 1024)}); ` +
    `precompressed ${compressed.files} files: ${kb(compressed.originalBytes)} -> brotli ${kb(compressed.brotliBytes)}`,
);
