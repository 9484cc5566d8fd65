/** npm run test:cms: against a real Directus booted from cms/ (slow: a cold install compiles native modules). */
import { defineConfig } from 'vitest/config';
import { onTestClock } from './tests/support/test-clock.ts';
import { bundleModules } from './vite.config.ts';

export default defineConfig({
  plugins: bundleModules(),
  test: {
    ...onTestClock(),
    include: ['tests/cms/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
