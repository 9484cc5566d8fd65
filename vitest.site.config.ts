/**
 * npm run test:site: checks of the built site in dist/ that need only its files, no
 * browser (html-validate, links, hreflang and canonical, JSON-LD). Run after the build;
 * npm test does.
 */
import { defineConfig } from 'vitest/config';
import { bundleModules } from './vite.config.ts';

export default defineConfig({
  plugins: bundleModules(),
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
