/**
 * The two Vite bundles of the build (vite.config.ts): the client (loader, islands,
 * stylesheet, with its manifest, into DIST_DIR (default dist), each text file with its
 * compressed variants)
 * and the SSR bundle (the pre-render and its render pool's worker, into .build/ssr).
 * Run by scripts/build.ts in a process of its own, so that the memory the bundler takes
 * is given back before the pages are made.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { precompressDir } from '../src/generate/precompress.ts';
import { commandSettings } from './settings.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = commandSettings().DIST_DIR;
await build({ root, logLevel: 'warn', build: { outDir } });
// Vite's own files (the client bundle, public/) get their compressed variants now; the
// pre-render compresses what it writes as it writes it.
const [compressed] = await Promise.all([precompressDir(outDir), build({ root, logLevel: 'warn', build: { ssr: true } })]);
// The last line, for scripts/build.ts: what compressing achieved, and this process's peak memory.
console.log(JSON.stringify({ compressed, maxRssKb: process.resourceUsage().maxRSS }));
