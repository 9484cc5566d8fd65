/**
 * The three bundles of the build: the client (loader, islands, stylesheet, with its manifest,
 * into DIST_DIR (default dist), each text file with its compressed variants) and the SSR
 * bundle (the pre-render and its render pool's worker, into .build/ssr), both by
 * vite.config.ts; and the compiled server (src/server/main.ts and the worker it starts, into
 * .build/server as plain JavaScript for Node 22 or later, its packages left to node_modules),
 * which `npm run serve` runs.
 * Run by scripts/build.ts in a process of its own, so that the memory the bundler takes
 * is given back before the pages are made.
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { precompressDir } from '../src/generate/precompress.ts';
import { commandSettings } from './settings.ts';

const SERVER_OUT_DIR = '.build/server';

const root = resolve(import.meta.dirname, '..');
const outDir = commandSettings().DIST_DIR;

/** The server as JavaScript: no Vite plugins (no JSX or CSS in it), one file per entry and the shared chunks beside them (where the checkpoint and drawing workers are looked for). */
const server = () =>
  build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      target: 'node22',
      copyPublicDir: false,
      rolldownOptions: {
        input: {
          main: 'src/server/main.ts',
          'checkpoint-worker': 'src/server/database/checkpoint-worker.ts',
          'drawing-worker': 'src/server/drawing/drawing-worker.ts',
        },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });

await build({ root, logLevel: 'warn', build: { outDir } });
// Vite's own files (the client bundle, public/) get their compressed variants now; the
// pre-render compresses what it writes as it writes it.
const [compressed] = await Promise.all([precompressDir(outDir), build({ root, logLevel: 'warn', build: { ssr: true } }), server()]);
// The last line, for scripts/build.ts: what compressing achieved, and this process's peak memory.
console.log(JSON.stringify({ compressed, maxRssKb: process.resourceUsage().maxRSS }));
