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
import { iconStyles, STYLESHEET_ICONS } from './src/icons/icon-styles.ts';
import { resolveIcons } from './src/icons/resolve-icons.ts';
import { ISLAND_ENTRIES, LOADER_ENTRY, SEARCH_ENTRY, TOAST_STORE_ENTRY, UPDATE_NOTICE_ENTRY } from './src/islands/registry.ts';

export const SSR_OUT_DIR = '.build/ssr';

/** The page frame's icons as CSS masks at the end of the stylesheet (src/icons/icon-styles.ts), before Tailwind reads it. */
function iconStylesheet(): Plugin {
  return {
    name: 'icon-styles',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.split('?')[0]?.endsWith(`/${STYLES_ENTRY}`)) return null;
      const registry = await resolveIcons(STYLESHEET_ICONS, { apiUrl: process.env.ICON_API_URL });
      return `${code}\n${iconStyles(registry)}`;
    },
  };
}

export default defineConfig(
  ({ isSsrBuild }): UserConfig => ({
    plugins: [iconStylesheet(), react(), tailwindcss()],
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
