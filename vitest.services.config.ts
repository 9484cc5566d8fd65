/**
 * npm run test:nginx, npm run test:postgres: tests that need a system service installed
 * (Debian's nginx with its brotli module; Debian's PostgreSQL), each starting and stopping
 * its own on a temporary folder. `.ci/run` installs the packages and runs them after `npm test`.
 * The nginx test reads the built site: run `npm run build` first.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/services/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
