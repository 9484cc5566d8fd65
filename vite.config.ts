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
import { iconKey } from './src/icons/icon-data.ts';
import { resolveIcons } from './src/icons/resolve-icons.ts';
import { ISLAND_ICON_NAMES, ISLAND_ICONS_MODULE } from './src/islands/island-icons.ts';
import { ISLAND_ENTRIES, LOADER_ENTRY, SEARCH_ENTRY, TOAST_STORE_ENTRY, UPDATE_NOTICE_ENTRY } from './src/islands/registry.ts';

export const SSR_OUT_DIR = '.build/ssr';

/** The islands' icons as a module (src/islands/island-icons.ts), resolved as the build resolves the pages' icons. */
function islandIcons(): Plugin {
  const resolved = `\0${ISLAND_ICONS_MODULE}`;
  return {
    name: 'island-icons',
    resolveId: (id) => (id === ISLAND_ICONS_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const registry = await resolveIcons(ISLAND_ICON_NAMES, { apiUrl: process.env.ICON_API_URL });
      const icons = Object.fromEntries(ISLAND_ICON_NAMES.map((name) => [name, registry.get(iconKey(name))]));
      return `export default ${JSON.stringify(icons)};`;
    },
  };
}

export default defineConfig(
  ({ isSsrBuild }): UserConfig => ({
    plugins: [react(), tailwindcss(), islandIcons()],
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
              'update-notice': UPDATE_NOTICE_ENTRY,
              'site-search': SEARCH_ENTRY,
              styles: STYLES_ENTRY,
              ...ISLAND_ENTRIES,
            },
            // Entry chunks keep their exports (`hydrate`, the toast store's `toast`), which the loader calls.
            preserveEntrySignatures: 'exports-only' as const,
          },
        },
  }),
);
