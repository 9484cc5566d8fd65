/**
 * The address a request comes from, for the rate limit: the socket's peer, or, behind a
 * reverse proxy (TRUST_PROXY=1), the address that proxy appended to X-Forwarded-For: the
 * right-most entry, since everything left of it is whatever the client chose to send.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The right-most address of an X-Forwarded-For header, if any. */
export function lastForwardedAddress(header: string | undefined): string | undefined {
  const last = header?.split(',').at(-1)?.trim();
  return last ? last : undefined;
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = lastForwardedAddress(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket (app.request() in tests, another runtime): one shared bucket.
    return 'unknown';
  }
}
