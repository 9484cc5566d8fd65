/**
 * Starts the site server: `npm run serve` (after a build) or `npm start`. Settings are
 * environment variables (see src/server/config.ts and the README): HOST, PORT, DIST_DIR,
 * DATA_DIR, CONTENT_DIR, TODAY, REGISTRATION_RATE_LIMIT, TRUST_PROXY, DIRECTUS_URL with
 * DIRECTUS_REGISTRATION_TOKEN. SIGTERM and SIGINT shut it down cleanly.
 */
import { ConfigError } from './config.ts';
import { startServer } from './start.ts';

try {
  const server = await startServer();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
