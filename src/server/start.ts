import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { type Env, readSettings, settingsFromEnvironment } from '../config/settings.ts';
import { berlinDate } from '../content/calendar.ts';
import { findDate } from '../content/content-index.ts';
import { ENQUIRIES } from '../content/directus/enquiry-collection.ts';
import { INVOICES } from '../content/directus/invoice-collection.ts';
import type { RenderFormResponse } from '../registration-contract/outcome.ts';
import { createApp } from './app.ts';
import { appOptions } from './app-options.ts';
import { directusCertificateForwarder } from './cms/certificate-item.ts';
import { createOutboxWorker } from './cms/cms-worker.ts';
import { directusForwarder, directusRemover } from './cms/directus-forward.ts';
import { directusInvoiceForwarder } from './cms/invoice-item.ts';
import { checkDataFolder } from './database/data-folder.ts';
import { DEFAULT_GRACE_MS, gracefulCloser } from './edge/graceful-close.ts';
import { adaptorErrorHandler, clientErrorHandler, hostRequired } from './edge/malformed-requests.ts';
import { capConnections, serverOptions } from './limits/connection-limits.ts';
import { log as defaultLog, errorField, type Logger } from './log/log.ts';
import { openStores, type Stores } from './open-stores.ts';
import type { MailOutbox } from './outbox/mail-outbox.ts';
import { emlSender, smtpSender } from './outbox/mail-senders.ts';
import { createMailWorker } from './outbox/mail-worker.ts';
import { scheduleDayChanges } from './rebuild/day-change.ts';
import { REAL_TIMERS, type Timers } from './rebuild/hold-ends.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { LiveSite } from './rebuild/site-state.ts';
import { registrationEvents } from './registration-events.ts';
import type { SeatFollower } from './seat-changes.ts';
import { assertBuiltSite, openServedSite } from './served-site.ts';
import { type ServerConfig, serverConfig } from './server-config.ts';
import { siteRenderers } from './site-renderers.ts';
import { loadSsrBundle } from './ssr-bundle.ts';

export interface StartOptions {
  /** The settings' variables (tests hand them in); default: this process's environment. */
  readonly env?: Env;
  /** The site's page for a form post without JavaScript (else the server's plain page). */
  readonly renderFormResponse?: RenderFormResponse;
  /** How long close() waits for requests in flight before it cuts them off; default 10 s. */
  readonly shutdownGraceMs?: number;
  /** Where the server's own lines go (requests, start, shutdown); default JSON lines on stdout/stderr. */
  readonly logger?: Logger;
  /** The clock that says which day it is in Germany (unless TODAY fixes it) and when holds end; default the machine's. */
  readonly now?: () => Date;
  /** The timers of the midnight rebuild and of hold ends; default the machine's (a test passes fake ones with a fake clock). */
  readonly timers?: Timers;
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

/**
 * At start, one rebuild: the site served may be behind the day (built for an earlier one) or
 * the seats (a full build knows no registrations; seats may have been taken or cancelled
 * while the server was down). It draws only the pages whose data changed and publishes
 * nothing when none did.
 */
function catchUp(rebuilder: Rebuilder, builtFor: string | null, today: string, log: Logger): void {
  if (builtFor !== null && builtFor < today) log.info('the site was built for an earlier day: rebuilding', { builtFor, today });
  else log.info('checking the site against the seats taken', { today });
  rebuilder.request('start');
}

/** Rebuilds after every midnight in Germany at which the day changes. Returns the stop function. */
function keepDaysTrue(rebuilder: Rebuilder, today: () => string, now: () => Date, timers: Timers, log: Logger): () => void {
  return scheduleDayChanges({
    today,
    now,
    ...timers,
    onNewDay: (day) => {
      log.info('a new day: rebuilding', { today: day });
      rebuilder.request('midnight');
    },
  });
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((listening, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      listening((server.address() as { port: number }).port);
    });
  });
}

/** What the start log says of the webhook, the registrations and their mails. */
async function logStores(log: Logger, config: ServerConfig, stores: Stores, mailTarget: string): Promise<void> {
  if (!config.rebuildSecret) {
    log.warn('rebuild webhook off: set REBUILD_SECRET to let the CMS trigger rebuilds (the site is still rebuilt when the day changes)');
  }
  // Where PostgreSQL is, without the user and password its address may carry.
  const postgres = config.database && new URL(config.database.url);
  const where = postgres ? { postgres: `${postgres.host}${postgres.pathname}` } : {};
  log.info('registrations', {
    dataDir: resolve(config.dataDir),
    ...where,
    stored: await stores.registrations.count(),
    ...(config.directus ? { forwardedTo: config.directus.url, waiting: await stores.forwards.pendingForwards() } : {}),
  });
  log.info('mail', {
    to: mailTarget,
    from: config.mail.from,
    academyInbox: config.mail.academyInbox,
    waiting: await stores.mail.pending(),
  });
}

/** Every registration's mails, to an SMTP server or, without one, into .eml files. */
function mailDelivery(config: ServerConfig, mail: MailOutbox, now: () => number) {
  const { smtpUrl, from, dir } = config.mail;
  const mailSender = smtpUrl ? smtpSender(smtpUrl, from) : emlSender(dir, from);
  return { mailSender, mailWorker: createMailWorker({ outbox: mail, sender: mailSender, now }) };
}

/**
 * What makes the server rebuild by itself: once at start (the site may be behind the day
 * or the seats), after every midnight, and when another process changed registrations
 * (an operator cancelled one: the pages follow the freed seat, its mails go). Returns the stop function.
 */
function startRebuildTriggers(
  rebuilder: Rebuilder,
  seats: SeatFollower,
  watchOthers: Stores['watchOthers'],
  builtFor: string | null,
  today: () => string,
  now: () => Date,
  timers: Timers,
  log: Logger,
  othersWrote: () => void,
): () => void {
  catchUp(rebuilder, builtFor, today(), log);
  const stopDayChanges = keepDaysTrue(rebuilder, today, now, timers, log);
  const stopWatchingWriters = watchOthers(() => {
    seats.changedElsewhere();
    rebuilder.request('other-process');
    othersWrote();
  });
  return () => {
    stopDayChanges();
    stopWatchingWriters();
    seats.stop();
  };
}

/** The Node HTTP server of the app: its limits, and the answers to requests too malformed to reach the app. */
function httpServer(fetch: (request: Request) => Response | Promise<Response>, config: ServerConfig, siteRoot: () => string, log: Logger) {
  const listener = getRequestListener(fetch, { hostname: config.host, errorHandler: adaptorErrorHandler(config.headers, siteRoot, log) });
  const server = createServer(serverOptions(config.connections), hostRequired(listener, config.headers, siteRoot, log)).on(
    'clientError',
    clientErrorHandler(config.headers, siteRoot, log),
  );
  capConnections(server, config.connections, log, config.trustProxy);
  return server;
}

/** The worker that keeps the CMS's items as the entries stand (and deletes those of entries deleted), when there is a CMS. */
function cmsWorker(config: ServerConfig, stores: Stores, site: LiveSite, now: () => number, today: () => string) {
  if (!config.directus) return null;
  const { directus } = config;
  return createOutboxWorker({
    stores,
    forward: directusForwarder(directus),
    remove: directusRemover(directus),
    forwardInvoice: directusInvoiceForwarder(directus),
    forwardCertificate: directusCertificateForwarder(directus, (dateId) => findDate(site.current().content, dateId) !== undefined),
    forwardRefund: directusForwarder(directus, INVOICES),
    forwardPayment: directusForwarder(directus, INVOICES),
    enquiries: { forward: directusForwarder(directus, ENQUIRIES), remove: directusRemover(directus, ENQUIRIES) },
    content: () => site.current().content,
    now,
    today,
  });
}

const NO_BUNDLE =
  'no SSR bundle: rebuilds are off, so the pages stop following dates and seats (GET /readyz answers 503); form posts get the plain answer page';

/** The stores on the database the settings name; the server checkpoints SQLite's log in a worker thread, off its requests. */
const openServerStores = (config: ServerConfig, log: Logger) =>
  openStores({
    dataDir: config.dataDir,
    database: config.database,
    outbox: config.directus !== null,
    checkpointInBackground: true,
    mailCaps: { perAddress: config.confirmation.unprovenMailsPerAddress, perEntry: config.confirmation.unprovenMailsPerEntry },
    trouble: (message, error) => log.warn(message, { error: errorField(error) }),
  });

export async function startServer({
  env,
  renderFormResponse,
  shutdownGraceMs = DEFAULT_GRACE_MS,
  logger: log = defaultLog,
  now = () => new Date(),
  timers = REAL_TIMERS,
}: StartOptions = {}): Promise<RunningServer> {
  const config = serverConfig(env ? readSettings(env) : settingsFromEnvironment());
  assertBuiltSite(config.distDir);
  const { root, built, site } = await openServedSite(config);
  if (config.dataFolderInUse) await checkDataFolder(config.dataDir);
  const stores = await openServerStores(config, log);
  // The workers read the server's clock, the one entries are stored and queued with.
  const clockMs = () => now().getTime();
  const fixedToday = config.today;
  const today = fixedToday ? () => fixedToday : () => berlinDate(now());
  const worker = cmsWorker(config, stores, site, clockMs, today);
  const { mailSender, mailWorker } = mailDelivery(config, stores.mail, clockMs);
  const ssr = await loadSsrBundle(config.ssrBundle);
  if (!ssr) log.error(NO_BUNDLE, { bundle: config.ssrBundle });
  // The pages show the seats taken and the voices (src/content/bookings.ts): rebuilt ones, and the answers to form posts.
  const bookings = {
    taken: (dateIds?: readonly number[]) => stores.seats.perDate(clockMs(), dateIds),
    fewSeats: config.fewSeats,
    approved: () => stores.feedback.approved(),
  };
  const renderers = await siteRenderers({ ssr, config, site, root, today, bookings, renderFormResponse, log });
  const { rebuilder } = renderers;
  const events = registrationEvents({ config, stores, site, rebuilder, today, now, timers, log, mailWorker, outboxWorker: worker });
  const { seats, offerSeats } = events;

  const siteRoot = () => site.current().root;
  const workers = { mailWorker, cmsWorker: worker };
  const app = createApp(appOptions({ config, site, siteRoot, stores, today, now, ...renderers, ...events, ...workers, log }));

  const server = httpServer(app.fetch, config, siteRoot, log);
  const closer = gracefulCloser(server, log);
  const port = await listen(server, config.port, config.host);
  worker?.start();
  mailWorker.start();
  const stopRebuildTriggers =
    rebuilder && seats
      ? startRebuildTriggers(rebuilder, seats, stores.watchOthers, built.today, today, now, timers, log, events.othersWrote)
      : () => {};
  void offerSeats();
  void events.start();
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  log.info('listening', { url, siteRoot: root, hsts: config.headers.hsts });

  await logStores(log, config, stores, mailSender.target);

  return {
    port,
    url,
    site,
    rebuilder,
    async close() {
      await closer.close(shutdownGraceMs);
      stopRebuildTriggers();
      events.stop();
      // A rebuild that is writing a release finishes first.
      await rebuilder?.idle();
      await rebuilder?.close();
      await worker?.stop();
      await mailWorker.stop();
      mailSender.close();
      await stores.close();
    },
  };
}
