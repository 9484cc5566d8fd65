/**
 * Starts the whole server: reads the settings, loads the content, opens the registrations
 * store, starts the outbox worker when Directus forwarding is configured, and listens.
 * close() shuts it down in order: stop listening and finish open requests, stop the worker,
 * close the database. main.ts calls it; the site can pass its page renderer for form posts.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { loadContentCache } from '../content/cache.ts';
import type { RenderFormResponse } from '../registration/outcome.ts';
import { createApp } from './app.ts';
import { loadFormResponder } from './form-responder.ts';
import { ConfigError, readServerConfig } from './config.ts';
import { berlinDate } from './registrations/date-check.ts';
import { directusForwarder } from './registrations/directus-forward.ts';
import { createOutboxWorker } from './registrations/outbox.ts';
import { openRegistrationStore } from './registrations/store.ts';

export interface StartOptions {
  /** Default: process.env */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The site's page for a form post without JavaScript (else the server's plain page). */
  readonly renderFormResponse?: RenderFormResponse;
}

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

export async function startServer({ env = process.env, renderFormResponse }: StartOptions = {}): Promise<RunningServer> {
  const config = readServerConfig(env);
  if (!existsSync(resolve(config.distDir, 'index.html'))) {
    throw new ConfigError(`No built site in ${config.distDir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  }
  const content = await loadContentCache(config.contentDir);
  const store = openRegistrationStore({ dataDir: config.dataDir, outbox: config.directus !== null });
  const worker = config.directus ? createOutboxWorker({ store, forward: directusForwarder(config.directus) }) : null;
  const fixedToday = config.today;
  const today = fixedToday ? () => fixedToday : () => berlinDate(new Date());
  const formResponse = renderFormResponse ?? (await loadFormResponder({ distDir: config.distDir, contentDir: config.contentDir, today, env }));

  const app = createApp({
    distDir: config.distDir,
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

  let server: Server;
  const port = await new Promise<number>((listening, fail) => {
    server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => listening(info.port)) as Server;
    server.once('error', fail);
  });
  worker?.start();
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  console.log(`Serving ${config.distDir} at http://${shown}:${port}`);
  console.log(
    `Registrations: ${resolve(config.dataDir)}${config.directus ? `, forwarded to ${config.directus.url}` : ''} (${store.count()} stored${config.directus ? `, ${store.pendingForwards()} waiting for delivery` : ''})`,
  );

  return {
    port,
    url: `http://${shown}:${port}`,
    async close() {
      await new Promise<void>((closed) => server.close(() => closed()));
      await worker?.stop();
      store.close();
    },
  };
}
