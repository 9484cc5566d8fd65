/**
 * Starts the site server: `npm run serve` (after a build) or `npm start`.
 * Environment: HOST (default 127.0.0.1), PORT (default 4173), DIST_DIR (default ./dist).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}

const server = serve({ fetch: createApp({ distDir }).fetch, hostname: host, port }, (info) => {
  console.log(`Serving ${distDir} at http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
