/**
 * Who a request comes from, for the rate limit, the caps and the connection cap. The socket's
 * peer, or, when that peer is one of the trusted proxies (TRUST_PROXY), the address the proxy
 * appended to X-Forwarded-For: the right-most entry that is not itself a trusted proxy, since
 * everything left of it is whatever the client chose to send. A forwarded address from any
 * other peer is ignored. One client is one key: an IPv4 address (also when written as an
 * IPv4-mapped IPv6 address), or the /64 network of an IPv6 address, which is what one
 * household or one server is given.
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The proxies whose X-Forwarded-For is believed; null: none. */
export type TrustedProxies = BlockList | null;

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An address as one spelling: IPv4-mapped IPv6 as its IPv4 address, IPv6 lower case; null if it is no IP address. */
export function plainAddress(raw: string): string | null {
  const address = raw.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return address.toLowerCase().replace(/%.*$/, '');
  return null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail, which lies past the /64, counts as two zero groups). */
function ipv6Groups(address: string): number[] {
  const hex = address.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0');
  const [head = '', rest] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

/** The client an address counts as: an IPv4 address, or an IPv6 address's /64 network ('2001:db8:1:2::/64'). */
export function clientOf(address: string): string {
  const plain = plainAddress(address);
  if (plain === null) return address;
  if (isIP(plain) === 4) return plain;
  const network = ipv6Groups(plain)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}

/** The block list of the proxies `entries` name (addresses, or networks as address/prefix); null for none. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether a list names `address`. */
function listed(proxies: BlockList, address: string): boolean {
  return proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Whether `address` (one spelling: plainAddress) is one of the trusted proxies. */
export const isTrustedProxy = (address: string, proxies: TrustedProxies): boolean => proxies !== null && listed(proxies, address);

/** The client's address from the peer and the X-Forwarded-For header it sent. Pure. */
export function forwardedClient(peer: string | null, forwardedFor: string | undefined, proxies: TrustedProxies): string | null {
  if (peer === null || proxies === null || !listed(proxies, peer)) return peer;
  const entries = (forwardedFor ?? '').split(',').map(plainAddress);
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index];
    if (entry === null || entry === undefined) return peer;
    if (!listed(proxies, entry)) return entry;
  }
  return peer;
}

/** The socket's peer, one spelling; null without a Node socket (app.request() in tests, another runtime). */
function peerOf(c: Context): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined ? null : plainAddress(address);
  } catch {
    return null;
  }
}

/** Whether a request came through one of the trusted proxies (whose forwarded headers are believed). */
export function fromTrustedProxy(c: Context, proxies: TrustedProxies): boolean {
  const peer = peerOf(c);
  return peer !== null && isTrustedProxy(peer, proxies);
}

/** The host a request was sent to (the proxy's forwarded one when trusted). */
export const requestHost = (c: Context, proxies: TrustedProxies): string | undefined =>
  (fromTrustedProxy(c, proxies) && c.req.header('x-forwarded-host')) || c.req.header('host');

/** The key of the client a request comes from (clientOf); 'unknown' without a socket: one shared bucket. */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const address = forwardedClient(peerOf(c), c.req.header('x-forwarded-for'), proxies);
  return address === null ? 'unknown' : clientOf(address);
}
