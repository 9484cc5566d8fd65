/**
 * Starts the whole server: reads the settings, loads the content, opens the registrations
 * store, starts the outbox worker when Directus forwarding is configured, and listens.
 * close() shuts it down in order: stop listening and finish open requests, stop the worker,
 * close the database. main.ts calls it; the site can pass its page renderer for form posts.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { loadContentCache } from '../content/cache.ts';
import { pullContent } from '../content/directus/pull.ts';
import type { Content } from '../content/types.ts';
import { LATEST_BUILD_PATH } from '../routes/build-files.ts';
import type { RenderFormResponse } from '../registration/outcome.ts';
import { createApp } from './app.ts';
import { createRebuilder, type Rebuilder } from './rebuild/rebuilder.ts';
import { currentRelease } from './rebuild/releases.ts';
import { createRebuildRoutes } from './rebuild/routes.ts';
import { liveSite, type LiveSite } from './site-state.ts';
import { loadSsrBundle } from './ssr-bundle.ts';
import { ConfigError, readServerConfig, type ServerConfig } from './config.ts';
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
  /** The site being served (it changes with each rebuild). */
  readonly site: LiveSite;
  /** The rebuild webhook's engine, when REBUILD_SECRET and the SSR bundle are there. */
  readonly rebuilder: Rebuilder | null;
  close(): Promise<void>;
}

const log = (entry: Record<string, unknown>) => console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

async function servedBuildId(root: string): Promise<string | null> {
  try {
    return (JSON.parse(await readFile(join(root, LATEST_BUILD_PATH), 'utf8')) as { id?: string }).id ?? null;
  } catch {
    return null;
  }
}

/** Where rebuilds get the content: the CMS when a read token is set, else the content folder (edited by hand). */
function contentLoader(config: ServerConfig): () => Promise<Content> {
  const source = config.contentSource;
  return source.kind === 'directus' ? () => pullContent(source) : () => loadContentCache(config.contentDir);
}

export async function startServer({ env = process.env, renderFormResponse }: StartOptions = {}): Promise<RunningServer> {
  const config = readServerConfig(env);
  if (!existsSync(resolve(config.distDir, 'index.html'))) {
    throw new ConfigError(`No built site in ${config.distDir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  }
  // A rebuild published since the last full build is where a restarted server continues.
  const release = await currentRelease(config.releasesDir);
  const root = release?.root ?? config.distDir;
  const site = liveSite({ root, content: release?.content ?? (await loadContentCache(config.contentDir)), buildId: await servedBuildId(root) });
  const store = openRegistrationStore({ dataDir: config.dataDir, outbox: config.directus !== null });
  const worker = config.directus ? createOutboxWorker({ store, forward: directusForwarder(config.directus) }) : null;
  const fixedToday = config.today;
  const today = fixedToday ? () => fixedToday : () => berlinDate(new Date());
  const ssr = await loadSsrBundle(config.ssrBundle);
  if (!ssr) log({ level: 'warn', msg: 'no SSR bundle: form posts get the plain answer page and rebuilds are off', bundle: config.ssrBundle });
  // Either needs a complete build (manifest, stylesheet); without one the server still serves what there is.
  const optional = async <T>(what: string, make: () => Promise<T>): Promise<T | undefined> =>
    make().catch((error: unknown) => {
      log({ level: 'warn', msg: `${what} unavailable`, error: String(error) });
      return undefined;
    });
  const formResponse =
    renderFormResponse ?? (ssr ? await optional('page renderer for form posts', () => ssr.createFormResponder({ site: site.current, siteUrl: config.siteUrl, analyticsEndpoint: config.analyticsEndpoint, today })) : undefined);
  const generator = ssr && config.rebuildSecret ? await optional('rebuilds', () => ssr.createSiteBuilder({ siteDir: root, siteUrl: config.siteUrl, analyticsEndpoint: config.analyticsEndpoint })) : undefined;
  const rebuilder = generator ? createRebuilder({ site, releasesDir: config.releasesDir, generator, loadContent: contentLoader(config), today, log }) : null;
  if (!config.rebuildSecret) log({ level: 'warn', msg: 'rebuild webhook off: set REBUILD_SECRET to let the CMS trigger rebuilds' });

  const app = createApp({
    siteRoot: () => site.current().root,
    rebuild: rebuilder && config.rebuildSecret ? createRebuildRoutes(rebuilder, config.rebuildSecret, log) : undefined,
    registrations: {
      store,
      getContent: () => site.current().content,
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
  console.log(`Serving ${root} at http://${shown}:${port}`);
  console.log(
    `Registrations: ${resolve(config.dataDir)}${config.directus ? `, forwarded to ${config.directus.url}` : ''} (${store.count()} stored${config.directus ? `, ${store.pendingForwards()} waiting for delivery` : ''})`,
  );

  return {
    port,
    url: `http://${shown}:${port}`,
    site,
    rebuilder,
    async close() {
      await new Promise<void>((closed) => server.close(() => closed()));
      // A rebuild that is writing a release finishes first.
      await rebuilder?.idle();
      await worker?.stop();
      store.close();
    },
  };
}
