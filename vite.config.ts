/**
 * Vite builds two bundles (see scripts/build.ts):
 *  - client: the island loader, one chunk per island and the stylesheet, with a manifest;
 *  - SSR (`isSsrBuild`): src/generate/site-renderer.ts, which renders every page to HTML, and
 *    src/generate/render-worker.ts, the worker of its render pool (beside it as render-worker.js).
 * There is no HTML entry: pages are rendered by src/document.
 */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { STYLES_ENTRY } from './src/generate/assets.ts';
import { FRAME_ICONS, FRAME_ICONS_MODULE } from './src/icons/frame-icons.ts';
import { iconKey } from './src/icons/icon-data.ts';
import { resolveIcons } from './src/icons/resolve-icons.ts';
import { CHUNK_URLS_MODULE, LATER_CHUNKS, LOADER_ENTRY, TOAST_STORE_ENTRY } from './src/islands/registry.ts';

export const SSR_OUT_DIR = '.build/ssr';

/** The page frame's icons as a module (src/icons/frame-icons.ts), resolved as the build resolves the pages' icons. */
function frameIcons(): Plugin {
  const resolved = `\0${FRAME_ICONS_MODULE}`;
  return {
    name: 'frame-icons',
    resolveId: (id) => (id === FRAME_ICONS_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const registry = await resolveIcons(FRAME_ICONS, { apiUrl: process.env.ICON_API_URL });
      return `export default ${JSON.stringify(Object.fromEntries(FRAME_ICONS.map((name) => [name, registry.get(iconKey(name))])))};`;
    },
  };
}

/**
 * The URLs of the chunks the loader imports later (LATER_CHUNKS), as a module: in a build,
 * references the bundler resolves to the chunks' hashed files (and counts in the loader's
 * hash); on the development server, the source files. A URL the loader imports by a
 * variable gets no preload helper from Vite (1 KB the loader would otherwise carry).
 */
function chunkUrls(): Plugin {
  const resolved = `\0${CHUNK_URLS_MODULE}`;
  let building = false;
  return {
    name: 'chunk-urls',
    configResolved: (config) => {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === CHUNK_URLS_MODULE ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const emit = building && this.environment.config.consumer === 'client';
      const entries = Object.entries(LATER_CHUNKS).map(([name, entry]) => {
        const url = !emit
          ? JSON.stringify(`/${entry}`)
          : `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'chunk', id: entry, name })}`;
        return `${JSON.stringify(name)}: ${url}`;
      });
      return `export default {${entries.join(', ')}};`;
    },
  };
}

/**
 * The modules the bundle makes (the frame's icons, the loader's chunk URLs): every config that
 * loads the site's code needs them, the tests' too.
 */
export function bundleModules(): Plugin[] {
  return [frameIcons(), chunkUrls()];
}

export default defineConfig(
  ({ isSsrBuild }): UserConfig => ({
    plugins: [react(), tailwindcss(), ...bundleModules()],
    appType: 'custom',
    build: isSsrBuild
      ? {
          outDir: SSR_OUT_DIR,
          emptyOutDir: true,
          target: 'node22',
          copyPublicDir: false,
          rolldownOptions: {
            input: { 'site-renderer': 'src/generate/site-renderer.ts', 'render-worker': 'src/generate/render-worker.ts' },
          },
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          manifest: true,
          // The loader imports islands by URL; nothing needs Vite's preload helper or polyfill.
          modulePreload: false,
          target: 'es2022',
          rolldownOptions: {
            // Named inputs, so chunks read loader-*.js, theme-switcher-*.js, … in the network panel.
            input: {
              loader: LOADER_ENTRY,
              'toast-store': TOAST_STORE_ENTRY,
              styles: STYLES_ENTRY,
              ...LATER_CHUNKS,
            },
            // Entry chunks keep their exports (`hydrate`, the toast store's `toast`), which the loader calls.
            preserveEntrySignatures: 'exports-only' as const,
          },
        },
  }),
);
