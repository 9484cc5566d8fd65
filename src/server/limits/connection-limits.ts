/**
 * What a slow or broken client may hold of the server: the request headers must arrive
 * within HEADERS_TIMEOUT_MS (10 s), the whole request within REQUEST_TIMEOUT_MS (30 s),
 * an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS (5 s), at most
 * MAX_CONNECTIONS_PER_CLIENT connections are open from one client (an IPv4 address or an IPv6
 * /64; the trusted proxies, which carry everyone's requests, excepted): one beyond is closed at
 * once. Node checks the two request timeouts every second here (its default is every 30 s,
 * which would let a client dribbling one header byte every 5 s hold a connection for a
 * minute); a request cut off gets the 408 page (malformed-requests.ts).
 *
 * At most MAX_CONNECTIONS are open at once, and no set of clients can take them all from the
 * others: a connection that comes when all are taken closes the oldest connection of the
 * client holding the most, when that client holds more than the newcomer's would (a proxy's
 * are never closed so); else the newcomer is closed. And a connection the server has ended
 * (an error answer, `Connection: close`) is destroyed HALF_CLOSED_MS later whether or not the
 * client closes its side: a client that never does holds nothing.
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

/** How long a connection the server has ended stays, for its last bytes to reach the client. */
export const HALF_CLOSED_MS = 2_000;

/** The open connections of each client (a proxy's under its own address, PROXY and it), oldest first. */
type OpenConnections = Map<string, Set<Socket>>;

/** The prefix of a trusted proxy's key among the clients: its connections are never closed for another's. */
const PROXY = 'proxy ';
const isProxyKey = (client: string) => client.startsWith(PROXY);

/** The client to take a connection from for `newcomer`'s: the one holding the most, if it holds more than `newcomer` would. */
export function clientToYield(open: ReadonlyMap<string, { readonly size: number }>, newcomer: string, spared: (client: string) => boolean) {
  let heaviest: string | null = null;
  let most = (open.get(newcomer)?.size ?? 0) + 1;
  for (const [client, sockets] of open)
    if (client !== newcomer && !spared(client) && sockets.size > most) {
      heaviest = client;
      most = sockets.size;
    }
  return heaviest;
}

/** Caps the open connections, in all (fairly) and per client; connections closed over a cap are logged once a minute. */
export function capConnections(server: Server, limits: ConnectionLimits, logger: Logger, proxies: TrustedProxies = null): void {
  const refusals = throttledLog(logger);
  const open: OpenConnections = new Map();
  const clientOfSocket = new WeakMap<Socket, string>();
  let total = 0;
  const release = (socket: Socket) => {
    const client = clientOfSocket.get(socket);
    if (client === undefined) return;
    const held = open.get(client);
    if (!held?.delete(socket)) return;
    total--;
    if (held.size === 0) open.delete(client);
  };
  server.on('connection', (socket: Socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '') ?? '';
    const proxy = peer === '' || isTrustedProxy(peer, proxies);
    const client = proxy ? `${PROXY}${peer}` : clientOf(peer);
    const sockets = open.get(client) ?? new Set<Socket>();
    const full = !proxy && sockets.size >= limits.maxConnectionsPerClient;
    if (total >= limits.maxConnections) {
      const yielding = full ? null : clientToYield(open, client, isProxyKey);
      const oldest: Socket | undefined = yielding === null ? undefined : open.get(yielding)?.values().next().value;
      if (oldest === undefined) {
        refusals.warn('drop', 'connection refused: too many open connections', { max: limits.maxConnections });
        socket.destroy();
        return;
      }
      refusals.warn('yield', 'connection closed for another client: too many open connections', { max: limits.maxConnections });
      release(oldest);
      oldest.destroy();
    } else if (full) {
      refusals.warn('per-client', 'connection refused: too many open connections from one client', {
        max: limits.maxConnectionsPerClient,
      });
      socket.destroy();
      return;
    }
    clientOfSocket.set(socket, client);
    sockets.add(socket);
    open.set(client, sockets);
    total++;
    socket.once('close', () => release(socket));
    // Ended by the server (an error answer, Connection: close): gone soon, whatever the client does.
    socket.once('finish', () => setTimeout(() => socket.destroy(), HALF_CLOSED_MS).unref());
  });
}
