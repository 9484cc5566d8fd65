/** Unit and component tests (tests/unit). Browser tests run in Playwright (tests/e2e). */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { onTestClock } from './tests/support/test-clock.ts';
import { bundleModules } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), ...bundleModules()],
  test: {
    ...onTestClock(),
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The files of a worker share one module graph instead of evaluating it again for each file
    // (about two thirds of the tier's time was imports): a file undoes what it stubs, mocks and
    // fakes in its own afterEach. Shuffled orders pass (`--sequence.shuffle.files`).
    isolate: false,
    // A component test's first render (jsdom and React warming up) can take seconds on a
    // busy two-core machine; the default 5 s made such a test fail for being slow.
    testTimeout: 20_000,
  },
});
