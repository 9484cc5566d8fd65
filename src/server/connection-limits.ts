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
import { ConfigError, type Env, wholeNumber } from '../config/env.ts';
import type { Logger } from './log.ts';
import { throttledLog } from './log-throttle.ts';

export interface ConnectionLimits {
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
};

/** How often Node looks for requests past their timeouts. */
const CHECK_INTERVAL_MS = 1_000;

export function connectionLimitsFromEnv(env: Env): ConnectionLimits {
  const limits = {
    headersTimeoutMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.headersTimeoutMs, 1_000, 600_000),
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.requestTimeoutMs, 1_000, 3_600_000),
    keepAliveTimeoutMs: wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs, 100, 600_000),
    maxConnections: wholeNumber(env, 'MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.maxConnections, 1, 1_000_000),
  };
  // Node refuses a headers timeout longer than the request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  return limits;
}

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
