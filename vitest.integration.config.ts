/**
 * Integration tests (tests/integration): what needs a server on a socket, a child process, a
 * worker thread or a mail server of its own: the server's edge against slow and malformed
 * clients, shutdown, durability through `kill -9`, the commands, the mail delivery, the
 * migrations in a second process. The unit tests (vitest.config.ts) run none of these.
 */
import { defineConfig } from 'vitest/config';
import { onTestClock } from './tests/support/test-clock.ts';
import { bundleModules } from './vite.config.ts';

export default defineConfig({
  plugins: bundleModules(),
  test: {
    ...onTestClock(),
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    // Most of these tests wait on a server, a child process or a mail server, not on a core: three
    // files at a time on two cores took the tier from 344 s to 187 s (Vitest's default there is one).
    maxWorkers: 3,
    // A server or a process started on a busy two-core machine can take seconds.
    testTimeout: 60_000,
    // expect.poll waits for what a server or process does by itself (a mail written, a socket
    // closed): its bound is for one that never does, not a measure. Vitest's default of one
    // second fails on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 60_000,
  },
});
