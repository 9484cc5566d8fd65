/**
 * npm run test:site: checks of the built site that need only its files, no browser
 * (html-validate, links, hreflang and canonical, JSON-LD, the crawl), and servers on it. Run
 * after `npm run test:build`; npm test does. The checks that must hold on any day (every
 * sitemap page reached by links, no dead link, every page valid) run again on the site of
 * each of tests/support/site-days.ts, which the global setup builds from dist/.
 */
import { defineConfig } from 'vitest/config';
import { SITE_DAYS, siteDayDir } from './tests/support/site-days.ts';
import { onTestClock } from './tests/support/test-clock.ts';
import { bundleModules } from './vite.config.ts';

const EVERY_DAY = ['tests/site/crawl.test.ts', 'tests/site/pages.test.ts', 'tests/site/html-validate.test.ts'];

export default defineConfig({
  plugins: bundleModules(),
  test: {
    ...onTestClock(),
    environment: 'node',
    // The files of a worker share one module graph (the server, the SSR bundle, jsdom,
    // html-validate) instead of evaluating it again for each file.
    isolate: false,
    // Most files wait on a server they started or on its rebuilds, not on a core: three at a time
    // (Vitest's default on two cores is one).
    maxWorkers: 3,
    testTimeout: 60_000,
    // A server started or stopped in a hook, on a busy two-core machine, can take seconds.
    hookTimeout: 60_000,
    // expect.poll waits for what a server or process does by itself (a mail written, a socket
    // closed): its bound is for one that never does, not a measure. Vitest's default of one
    // second fails on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    globalSetup: ['tests/support/site-days-setup.ts'],
    projects: [
      { extends: true, test: { name: 'dist', include: ['tests/site/**/*.test.ts'] } },
      ...SITE_DAYS.map(({ name, day }) => ({
        extends: true,
        test: {
          name: `${day}: ${name}`,
          include: EVERY_DAY,
          env: { ...onTestClock().env, BUILT_SITE: siteDayDir(day), BUILT_SITE_DAY: day },
        },
      })),
    ],
  },
});
