/**
 * The settings of the server's connections (a group of src/config/settings.ts): how long a
 * request may take to arrive, how long an idle connection stays, and how many connections
 * the server and one client may have open.
 */
import { documented as d, wholeNumber } from './setting-types.ts';

export const CONNECTIONS = {
  HEADERS_TIMEOUT_MS: d(
    wholeNumber(10_000, 1_000, 600_000),
    'server',
    "a request's headers must arrive within this time, else 408 and the connection closes",
  ),
  REQUEST_TIMEOUT_MS: d(
    wholeNumber(30_000, 1_000, 3_600_000),
    'server',
    'the whole request (headers and body) must arrive within this time',
  ),
  KEEP_ALIVE_TIMEOUT_MS: d(wholeNumber(5_000, 100, 600_000), 'server', 'an idle keep-alive connection is closed after this time'),
  MAX_CONNECTIONS: d(
    wholeNumber(1_000, 1, 1_000_000),
    'server',
    'connections open at once; when all are taken, a new one closes the oldest of the client holding the most, if it holds more than the newcomer would, else the newcomer is closed (logged once a minute)',
  ),
  MAX_CONNECTIONS_PER_CLIENT: d(
    wholeNumber(128, 1, 1_000_000),
    'server',
    'connections open at once from one client (an IPv4 address or an IPv6 /64; the `TRUST_PROXY` proxies excepted); more are closed at once; `MAX_CONNECTIONS` when that is lower',
  ),
};
