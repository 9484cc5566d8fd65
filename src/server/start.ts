/**
 * Starts the whole server: reads the settings, loads the content, opens the registrations
 * store, starts the outbox worker when Directus forwarding is configured, and listens.
 *
 * The site directory changes while the server runs: a rebuild (POST /api/rebuild, when
 * REBUILD_SECRET is set) publishes a new release directory and switches `site` to it;
 * every request reads the directory once when it starts, so requests already running
 * finish from the directory they began with. A restarted server continues from the
 * newest release (RELEASES_DIR/current).
 *
 * close() shuts down in order: stop accepting connections, let requests in flight finish
 * (cut off after the grace period), stop the outbox worker, close the database. main.ts
 * calls it on SIGTERM and SIGINT; the site can pass its page renderer for form posts.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { ConfigError } from '../config/env.ts';
import { seatsLeft, seatsShown } from '../content/bookings.ts';
import { loadContentCache } from '../content/cache.ts';
import { berlinDate } from '../content/calendar.ts';
import { findDate } from '../content/content-index.ts';
import { pullContent } from '../content/directus/pull.ts';
import type { Content } from '../content/types.ts';
import { precompressFile } from '../generate/precompress.ts';
import type { RenderFormResponse } from '../registration/outcome.ts';
import { LATEST_BUILD_PATH } from '../routes/build-files.ts';
import { createApp } from './app.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { DEFAULT_GRACE_MS, gracefulCloser } from './graceful-close.ts';
import { log as defaultLog, type Logger } from './log.ts';
import { mailComposer } from './mail/compose.ts';
import { createMailWorker } from './mail/mail-worker.ts';
import { emlSender, smtpSender } from './mail/senders.ts';
import { adaptorErrorHandler, clientErrorHandler } from './malformed-requests.ts';
import { scheduleDayChanges } from './rebuild/day-change.ts';
import { createRebuilder, type Rebuilder } from './rebuild/rebuilder.ts';
import { currentRelease } from './rebuild/releases.ts';
import { createRebuildRoutes } from './rebuild/routes.ts';
import { directusForwarder } from './registrations/directus-forward.ts';
import { watchOtherWriters } from './registrations/other-writers.ts';
import { createOutboxWorker } from './registrations/outbox.ts';
import { openRegistrationStore } from './registrations/store.ts';
import type { SubmissionKind } from './registrations/submission.ts';
import { type LiveSite, liveSite } from './site-state.ts';
import { loadSsrBundle, renderWorkerOf } from './ssr-bundle.ts';

export interface StartOptions {
  /** Default: process.env */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The site's page for a form post without JavaScript (else the server's plain page). */
  readonly renderFormResponse?: RenderFormResponse;
  /** How long close() waits for requests in flight before it cuts them off; default 10 s. */
  readonly shutdownGraceMs?: number;
  /** Where the server's own lines go (requests, start, shutdown); default JSON lines on stdout/stderr. */
  readonly logger?: Logger;
  /** The clock that says which day it is in Germany (unless TODAY fixes it); default the machine's. */
  readonly now?: () => Date;
}

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  /** The site being served and the content it was made from; a rebuild replaces both at once. */
  readonly site: LiveSite;
  /** The rebuild webhook's engine, when REBUILD_SECRET and the SSR bundle are there. */
  readonly rebuilder: Rebuilder | null;
  close(): Promise<void>;
}

/** The id of the build a site directory holds, and the day it judged dates by (builds/latest.json). */
async function servedBuild(root: string): Promise<{ id: string | null; today: string | null }> {
  try {
    const latest = JSON.parse(await readFile(join(root, LATEST_BUILD_PATH), 'utf8')) as { id?: unknown; today?: unknown };
    return { id: typeof latest.id === 'string' ? latest.id : null, today: typeof latest.today === 'string' ? latest.today : null };
  } catch {
    return { id: null, today: null };
  }
}

/** Where rebuilds get the content: the CMS when a read token is set, else the content folder (edited by hand). */
function contentLoader(config: ServerConfig): () => Promise<Content> {
  const source = config.contentSource;
  return source.kind === 'directus' ? () => pullContent(source) : () => loadContentCache(config.contentDir);
}

/**
 * At start, one rebuild: the site served may be behind the day (built for an earlier one) or
 * the seats (a full build knows no registrations; seats may have been taken or cancelled
 * while the server was down). It draws only the pages whose data changed and publishes
 * nothing when none did.
 */
function catchUp(rebuilder: Rebuilder, builtFor: string | null, today: string, log: Logger): void {
  if (builtFor !== null && builtFor < today) log.info('the site was built for an earlier day: rebuilding', { builtFor, today });
  else log.info('checking the site against the seats taken', { today });
  rebuilder.request();
}

/** Rebuilds after every midnight in Germany at which the day changes. Returns the stop function. */
function keepDaysTrue(rebuilder: Rebuilder, today: () => string, now: () => Date, log: Logger): () => void {
  return scheduleDayChanges({
    today,
    now,
    onNewDay: (day) => {
      log.info('a new day: rebuilding', { today: day });
      rebuilder.request();
    },
  });
}

function assertBuiltSite(dir: string): void {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new ConfigError(`No built site in ${dir}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  }
}

export async function startServer({
  env = process.env,
  renderFormResponse,
  shutdownGraceMs = DEFAULT_GRACE_MS,
  logger: log = defaultLog,
  now = () => new Date(),
}: StartOptions = {}): Promise<RunningServer> {
  const config = readServerConfig(env);
  assertBuiltSite(config.distDir);
  // A rebuild published since the last full build is where a restarted server continues.
  const release = await currentRelease(config.releasesDir);
  const root = release?.root ?? config.distDir;
  const built = await servedBuild(root);
  const site = liveSite({ root, content: release?.content ?? (await loadContentCache(config.contentDir)), buildId: built.id });
  const store = openRegistrationStore({ dataDir: config.dataDir, outbox: config.directus !== null });
  const worker = config.directus ? createOutboxWorker({ store, forward: directusForwarder(config.directus) }) : null;
  // Every registration's mails, to an SMTP server or, without one, into .eml files.
  const mailSender = config.mail.smtpUrl ? smtpSender(config.mail.smtpUrl, config.mail.from) : emlSender(config.mail.dir, config.mail.from);
  const mailWorker = createMailWorker({ outbox: store.mail, sender: mailSender });
  const fixedToday = config.today;
  const today = fixedToday ? () => fixedToday : () => berlinDate(now());
  const ssr = await loadSsrBundle(config.ssrBundle);
  if (!ssr) log.warn('no SSR bundle: form posts get the plain answer page and rebuilds are off', { bundle: config.ssrBundle });
  // Either needs a complete build (manifest, stylesheet); without one the server still serves what there is.
  const optional = async <T>(what: string, make: () => Promise<T>): Promise<T | undefined> =>
    make().catch((error: unknown) => {
      log.warn(`${what} unavailable`, { error: String(error) });
      return undefined;
    });
  // The pages show the seats taken (src/content/bookings.ts): rebuilt ones, and the answers to form posts.
  const bookings = { taken: () => store.seatsTaken(), fewSeats: config.fewSeats };
  const formResponse =
    renderFormResponse ??
    (ssr
      ? await optional('page renderer for form posts', () =>
          ssr.createFormResponder({
            site: site.current,
            siteUrl: config.siteUrl,
            analyticsEndpoint: config.analyticsEndpoint,
            today,
            bookings,
          }),
        )
      : undefined);
  // Rebuilds keep the site true as days pass, webhook or not (rebuild/day-change.ts).
  const generator = ssr
    ? await optional('rebuilds', () =>
        ssr.createSiteBuilder({
          siteDir: root,
          siteUrl: config.siteUrl,
          analyticsEndpoint: config.analyticsEndpoint,
          workerFile: renderWorkerOf(config.ssrBundle),
        }),
      )
    : undefined;
  const rebuilder = generator
    ? createRebuilder({
        site,
        releasesDir: config.releasesDir,
        generator,
        loadContent: contentLoader(config),
        today,
        bookings,
        log,
        afterWrite: async (file) => void (await precompressFile(file)),
      })
    : null;
  // The pages follow the seats: a registration that leaves few or none free rebuilds them.
  const afterStored = (id: string, kind: SubmissionKind) => {
    mailWorker.wake();
    if (kind !== 'registration') return;
    worker?.wake();
    const dateId = store.get(id)?.dateId;
    const date = dateId === undefined ? undefined : findDate(site.current().content, dateId)?.date;
    if (rebuilder && date && seatsShown(seatsLeft(date, store.countForDate(date.id)), config.fewSeats)) rebuilder.request();
  };
  if (!config.rebuildSecret)
    log.warn('rebuild webhook off: set REBUILD_SECRET to let the CMS trigger rebuilds (the site is still rebuilt when the day changes)');

  const siteRoot = () => site.current().root;
  const app = createApp({
    siteRoot,
    headers: config.headers,
    logger: log,
    rebuild: rebuilder && config.rebuildSecret ? createRebuildRoutes(rebuilder, config.rebuildSecret, log) : undefined,
    registrations: {
      store,
      getContent: () => site.current().content,
      today,
      rateLimit: config.rateLimit,
      trustProxy: config.trustProxy,
      renderFormResponse: formResponse,
      now,
      onStored: afterStored,
      mails: mailComposer(() => site.current().content, { siteUrl: config.siteUrl, academyInbox: config.mail.academyInbox }),
    },
  });

  const server = createServer(
    getRequestListener(app.fetch, { hostname: config.host, errorHandler: adaptorErrorHandler(config.headers, siteRoot, log) }),
  );
  server.on('clientError', clientErrorHandler(config.headers, siteRoot, log));
  const closer = gracefulCloser(server, log);
  const port = await new Promise<number>((listening, fail) => {
    server.once('error', fail);
    server.listen(config.port, config.host, () => {
      server.off('error', fail);
      listening((server.address() as { port: number }).port);
    });
  });
  worker?.start();
  mailWorker.start();
  if (rebuilder) catchUp(rebuilder, built.today, today(), log);
  const stopDayChanges = rebuilder ? keepDaysTrue(rebuilder, today, now, log) : () => {};
  // Another process changed registrations (an operator cancelled one): the pages follow the freed seat.
  const stopWatchingWriters = rebuilder ? watchOtherWriters(store.changedElsewhere, () => rebuilder.request()) : () => {};
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const url = `http://${shown}:${port}`;
  log.info('listening', { url, siteRoot: root, hsts: config.headers.hsts });
  log.info('registrations', {
    dataDir: resolve(config.dataDir),
    stored: store.count(),
    ...(config.directus ? { forwardedTo: config.directus.url, waiting: store.pendingForwards() } : {}),
  });
  log.info('mail', {
    to: mailSender.target,
    from: config.mail.from,
    academyInbox: config.mail.academyInbox,
    waiting: store.mail.pending(),
  });

  return {
    port,
    url,
    site,
    rebuilder,
    async close() {
      await closer.close(shutdownGraceMs);
      stopDayChanges();
      stopWatchingWriters();
      // A rebuild that is writing a release finishes first.
      await rebuilder?.idle();
      await rebuilder?.close();
      await worker?.stop();
      await mailWorker.stop();
      mailSender.close();
      store.close();
    },
  };
}
