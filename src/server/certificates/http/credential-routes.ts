/**
 * The certificates' credentials on the web, under /api/credentials:
 * - GET /status/:list: a status list of the academy, signed (../use-cases/status-lists.ts),
 *   public to any verifier on any site and cached for a minute; a 404 for a list there is not,
 *   or while the academy has no key;
 * - GET /RWA-2027-00001.json?code=…: a valid certificate's Open Badges credential, for whoever
 *   has its number and check code (the verification page links it), found as the page finds the
 *   certificate (the same work for a wrong code as for an unknown number, the same 404; a
 *   revoked certificate's too), counted
 *   against the client's rate limit like a check, and kept by no cache.
 */
import { Hono } from 'hono';
import { CHECK_PARAMS, MAX_CHECK_FIELD } from '../../../certificate-contract/certificate-check.ts';
import { STATUS_LIST_PATH } from '../../credentials/status-list.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { clientAddress, type TrustedProxies } from '../../limits/client-address.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { DEFAULT_RATE_LIMIT } from '../../limits/window-limiter.ts';
import { type CheckRecords, typedCertificate } from '../use-cases/check-certificate.ts';
import type { StatusLists } from '../use-cases/status-lists.ts';

export const CREDENTIALS_PATH = '/api/credentials';

export interface CredentialRouteOptions {
  readonly lists: StatusLists;
  readonly records: CheckRecords;
  readonly limits: RateLimits;
  readonly rateLimit?: number;
  readonly trustProxy: TrustedProxies;
  readonly now: () => number;
}

export function credentialRoutes(options: CredentialRouteOptions): Hono {
  const routes = new Hono();
  routes.get(`${STATUS_LIST_PATH.slice(CREDENTIALS_PATH.length)}/:list{[1-9][0-9]{0,5}}`, async (c) => {
    const credential = await options.lists(Number(c.req.param('list')));
    if (!credential) return c.json({ error: 'no such status list' }, 404, { 'Cache-Control': 'no-store' });
    return c.body(JSON.stringify(credential), 200, {
      'Content-Type': 'application/ld+json',
      'Cache-Control': 'public, max-age=60',
      'Access-Control-Allow-Origin': '*',
    });
  });
  // The same limit as the verification page's checks: the same guessing it would allow.
  const limiter = options.limits('certificate checks', { limit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  routes.get('/:file{[A-Za-z0-9-]{1,40}\\.json}', async (c) => {
    const decision = await limiter.hit(clientAddress(c, options.trustProxy), options.now());
    if (!decision.allowed) return c.text('Too many requests', 429, { ...LINK_HEADERS, 'Retry-After': String(decision.retryAfterSeconds) });
    const typed = {
      number: c.req.param('file').replace(/\.json$/, ''),
      code: (c.req.query(CHECK_PARAMS.code) ?? '').slice(0, MAX_CHECK_FIELD),
    };
    const found = await typedCertificate(options.records, typed);
    const valid = found.kind === 'found' && found.record.revokedAt === null ? found.record : null;
    const credential = valid && (await options.records.credential(valid.id));
    if (!valid || !credential) return c.text('Not found', 404, LINK_HEADERS);
    return c.body(credential, 200, {
      ...LINK_HEADERS,
      'Content-Type': 'application/json',
      'Content-Disposition': `attachment; filename="${valid.document.number}.json"`,
    });
  });
  return routes;
}
