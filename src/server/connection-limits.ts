/**
 * What a slow or broken client may hold of the server: the request headers must arrive
 * within HEADERS_TIMEOUT_MS (10 s), the whole request within REQUEST_TIMEOUT_MS (30 s),
 * an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS (5 s), and at most
 * MAX_CONNECTIONS connections are open at once (Node closes any beyond at once). Node
 * checks the two request timeouts every second here (its default is every 30 s, which
 * would let a client dribbling one header byte every 5 s hold a connection for a minute);
 * a request cut off gets the 408 page (malformed-requests.ts).
 */
import type { Server, ServerOptions } from 'node:http';
import { ConfigError, DEFAULT_SETTINGS, type Settings } from '../config/settings.ts';
import type { Logger } from './log.ts';
import { throttledLog } from './log-throttle.ts';

export interface ConnectionLimits {
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly maxConnections: number;
}

/** How often Node looks for requests past their timeouts. */
const CHECK_INTERVAL_MS = 1_000;

export function connectionLimits(settings: Settings): ConnectionLimits {
  const limits = {
    headersTimeoutMs: settings.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: settings.MAX_CONNECTIONS,
  };
  // Node refuses a headers timeout longer than the request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  return limits;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = connectionLimits(DEFAULT_SETTINGS);

/** The options of http.createServer that carry the limits. */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

/** Caps the open connections; connections dropped over the cap are logged once a minute. */
export function capConnections(server: Server, limits: ConnectionLimits, logger: Logger): void {
  server.maxConnections = limits.maxConnections;
  const refusals = throttledLog(logger);
  server.on('drop', () => refusals.warn('drop', 'connection refused: too many open connections', { max: limits.maxConnections }));
}
