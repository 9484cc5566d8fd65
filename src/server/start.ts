/**
 * Starts the whole server: reads the settings, loads the content, opens the registrations
 * store, starts the outbox worker when Directus forwarding is configured, and listens.
 *
 * The site directory can be switched while the server runs: `setSiteRoot(dir)` on the
 * returned handle makes every request from then on read from `dir` (requests already
 * started finish from the directory they began with). A rebuild publishes a new release
 * directory and then calls it.
 *
 * close() shuts down in order: stop accepting connections, let requests in flight finish
 * (cut off after the grace period), stop the outbox worker, close the database. main.ts
 * calls it on SIGTERM and SIGINT; the site can pass its page renderer for form posts.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { loadContentCache } from '../content/cache.ts';
import type { RenderFormResponse } from '../registration/outcome.ts';
import { createApp } from './app.ts';
import { loadFormResponder } from './form-responder.ts';
import { ConfigError, readServerConfig } from './config.ts';
import { DEFAULT_GRACE_MS, gracefulCloser } from './graceful-close.ts';
import { log as defaultLog, type Logger } from './log.ts';
import { adaptorErrorHandler, clientErrorHandler } from './malformed-requests.ts';
import { berlinDate } from './registrations/date-check.ts';
import { directusForwarder } from './registrations/directus-forward.ts';
import { createOutboxWorker } from './registrations/outbox.ts';
import { openRegistrationStore } from './registrations/store.ts';

export interface StartOptions {
  /** Default: process.env */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The site's page for a form post without JavaScript (else the server's plain page). */
  readonly renderFormResponse?: RenderFormResponse;
  /** How long close() waits for requests in flight before it cuts them off; default 10 s. */
  readonly shutdownGraceMs?: number;
  /** Where the server's own lines go (requests, start, shutdown); default JSON lines on stdout/stderr. */
  readonly logger?: Logger;
}

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  /** The built site requests are answered from now (DIST_DIR at start). */
  siteRoot(): string;
  /** Answer requests from `dir` from now on. Throws, and changes nothing, if `dir` holds no built site (no index.html). */
  setSiteRoot(dir: string): void;
  close(): Promise<void>;
}

function assertBuiltSite(dir: string): void {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new ConfigError(`No built site in ${dir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  }
}

export async function startServer({ env = process.env, renderFormResponse, shutdownGraceMs = DEFAULT_GRACE_MS, logger: log = defaultLog }: StartOptions = {}): Promise<RunningServer> {
  const config = readServerConfig(env);
  assertBuiltSite(config.distDir);
  let siteRoot = config.distDir;
  const content = await loadContentCache(config.contentDir);
  const store = openRegistrationStore({ dataDir: config.dataDir, outbox: config.directus !== null });
  const worker = config.directus ? createOutboxWorker({ store, forward: directusForwarder(config.directus) }) : null;
  const fixedToday = config.today;
  const today = fixedToday ? () => fixedToday : () => berlinDate(new Date());
  const formResponse = renderFormResponse ?? (await loadFormResponder({ distDir: config.distDir, contentDir: config.contentDir, today, env }));

  const app = createApp({
    siteRoot: () => siteRoot,
    headers: config.headers,
    logger: log,
    registrations: {
      store,
      getContent: () => content,
      today,
      rateLimit: config.rateLimit,
      trustProxy: config.trustProxy,
      renderFormResponse: formResponse,
      onStored: () => worker?.wake(),
    },
  });

  const server = createServer(getRequestListener(app.fetch, { hostname: config.host, errorHandler: adaptorErrorHandler(config.headers, log) }));
  server.on('clientError', clientErrorHandler(config.headers, log));
  const closer = gracefulCloser(server, log);
  const port = await new Promise<number>((listening, fail) => {
    server.once('error', fail);
    server.listen(config.port, config.host, () => {
      server.off('error', fail);
      listening((server.address() as { port: number }).port);
    });
  });
  worker?.start();
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const url = `http://${shown}:${port}`;
  log.info('listening', { url, siteRoot, hsts: config.headers.hsts });
  log.info('registrations', {
    dataDir: resolve(config.dataDir),
    stored: store.count(),
    ...(config.directus ? { forwardedTo: config.directus.url, waiting: store.pendingForwards() } : {}),
  });

  return {
    port,
    url,
    siteRoot: () => siteRoot,
    setSiteRoot(dir) {
      const next = resolve(dir);
      assertBuiltSite(next);
      siteRoot = next;
      log.info('site root switched', { siteRoot });
    },
    async close() {
      await closer.close(shutdownGraceMs);
      await worker?.stop();
      store.close();
    },
  };
}
