/**
 * GET /zertifikate/pruefen?number=…&code=… and /en/certificates/verify?…: the verification page
 * with its answer (use-cases/check-certificate.ts), drawn at request time by the SSR bundle. The
 * page without a number or code is the built one. A check counts against the client's rate limit
 * like a registration (every server together on PostgreSQL); the answer is one visitor's, never
 * stored by a cache, never indexed, and its address (which holds the code) is sent to no one.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { CHECK_PARAMS, type CheckAnswer, MAX_CHECK_FIELD } from '../../../certificate-contract/certificate-check.ts';
import type { RenderCertificateCheck } from '../../../generate/certificate-check.ts';
import { LOCALES, localeOfPath } from '../../../i18n/locales.ts';
import { buildPath } from '../../../routes/match.ts';
import { clientAddress, type TrustedProxies } from '../../limits/client-address.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { DEFAULT_RATE_LIMIT } from '../../limits/window-limiter.ts';
import type { Certifying } from '../rules/certifying.ts';
import { type CheckRecords, checkCertificate } from '../use-cases/check-certificate.ts';

/** The verification page's addresses, in both languages. */
export const CHECK_PATHS = LOCALES.map((locale) => buildPath('certificateCheck', locale, {}));

export interface CheckRouteOptions {
  readonly records: CheckRecords;
  readonly certifying: Pick<Certifying, 'siteUrl' | 'issuer'>;
  readonly render: RenderCertificateCheck;
  readonly limits: RateLimits;
  readonly rateLimit?: number;
  readonly trustProxy: TrustedProxies;
  readonly now: () => number;
}

const field = (c: Context, name: string) => (c.req.query(name) ?? '').slice(0, MAX_CHECK_FIELD);

export function certificateCheckRoute(options: CheckRouteOptions): MiddlewareHandler {
  const limiter = options.limits('certificate checks', { limit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  return async (c, next) => {
    const typed = { number: field(c, CHECK_PARAMS.number), code: field(c, CHECK_PARAMS.code) };
    if (typed.number.trim() === '' && typed.code.trim() === '') return next();
    const decision = await limiter.hit(clientAddress(c, options.trustProxy), options.now());
    const answer: CheckAnswer = decision.allowed
      ? await checkCertificate(options.records, options.certifying, typed)
      : { kind: 'rateLimited', typed, retryAfterSeconds: decision.retryAfterSeconds };
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    if (!decision.allowed) c.header('Retry-After', String(decision.retryAfterSeconds));
    return c.html(options.render(localeOfPath(c.req.path), answer), decision.allowed ? 200 : 429);
  };
}
