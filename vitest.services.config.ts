/**
 * npm run test:services: tests that need a system service or tool installed (Debian's nginx
 * with its brotli module, systemd's systemd-analyze, PostgreSQL), each starting and stopping
 * its own on a temporary folder. `.ci/run` installs the packages and runs them after `npm test`.
 * The nginx test reads the built site: run `npm run test:build` first. One file: `npm run
 * test:services -- nginx`.
 */
import { defineConfig } from 'vitest/config';
import { onTestClock } from './tests/support/test-clock.ts';
import { bundleModules } from './vite.config.ts';

export default defineConfig({
  plugins: bundleModules(),
  test: {
    ...onTestClock(),
    include: ['tests/services/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
