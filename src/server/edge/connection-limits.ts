/**
 * What a slow or broken client may hold of the server: the request headers must arrive
 * within HEADERS_TIMEOUT_MS (10 s), the whole request within REQUEST_TIMEOUT_MS (30 s),
 * an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS (5 s), at most
 * MAX_CONNECTIONS connections are open at once (Node closes any beyond at once), and at most
 * MAX_CONNECTIONS_PER_CLIENT of them from one client (an IPv4 address or an IPv6 /64; the
 * trusted proxies, which carry everyone's requests, excepted), so one client cannot take
 * every connection: one beyond is closed at once. Node
 * checks the two request timeouts every second here (its default is every 30 s, which
 * would let a client dribbling one header byte every 5 s hold a connection for a minute);
 * a request cut off gets the 408 page (malformed-requests.ts).
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { ConfigError, DEFAULT_SETTINGS, type Settings } from '../../config/settings.ts';
import type { Logger } from '../log/log.ts';
import { throttledLog } from '../log/log-throttle.ts';
import { clientOf, isTrustedProxy, plainAddress, type TrustedProxies } from './client-address.ts';

export interface ConnectionLimits {
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly maxConnections: number;
  readonly maxConnectionsPerClient: number;
}

/** How often Node looks for requests past their timeouts. */
const CHECK_INTERVAL_MS = 1_000;

export function connectionLimits(settings: Settings): ConnectionLimits {
  const limits = {
    headersTimeoutMs: settings.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: settings.MAX_CONNECTIONS,
    // One client never gets more than all.
    maxConnectionsPerClient: Math.min(settings.MAX_CONNECTIONS_PER_CLIENT, settings.MAX_CONNECTIONS),
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
    // Node's own answer to a request without Host is a bare 400; hostRequired() answers it instead.
    requireHostHeader: false,
  };
}

/** Caps the open connections, in all and per client; connections closed over a cap are logged once a minute. */
export function capConnections(server: Server, limits: ConnectionLimits, logger: Logger, proxies: TrustedProxies = null): void {
  server.maxConnections = limits.maxConnections;
  const refusals = throttledLog(logger);
  server.on('drop', () => refusals.warn('drop', 'connection refused: too many open connections', { max: limits.maxConnections }));
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '');
    if (peer === null || isTrustedProxy(peer, proxies)) return;
    const client = clientOf(peer);
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      refusals.warn('per-client', 'connection refused: too many open connections from one client', {
        max: limits.maxConnectionsPerClient,
      });
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
