/**
 * POST /zertifikate/pruefen and /en/certificates/verify: an Open Badges credential checked
 * (../use-cases/check-credential.ts), from the page's second form: its file uploaded, or its
 * content pasted, and the holder's address if typed. The answer is the page drawn again with
 * the verdict and what was typed (a file cannot be given back). A check counts against the
 * client's rate limit like one by number (counted before the body is read); a post another
 * site's page makes a browser send is refused, unread; nothing given is stored or logged; the
 * answer is never cached or indexed. A body above 40 KB is refused with the same page's words.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { CheckAnswer } from '../../../certificate-contract/certificate-check.ts';
import {
  CREDENTIAL_FIELDS,
  type CredentialVerdict,
  MAX_CREDENTIAL_CHARS,
  MAX_EMAIL_CHARS,
  type TypedCredential,
} from '../../../certificate-contract/credential-check.ts';
import type { RenderCertificateCheck } from '../../../generate/certificate-check.ts';
import { localeOfPath } from '../../../i18n/locales.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { clientAddress, requestHost, type TrustedProxies } from '../../limits/client-address.ts';
import { isCrossSite } from '../../limits/cross-site.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { DEFAULT_RATE_LIMIT } from '../../limits/window-limiter.ts';
import { type CredentialCheckDeps, checkCredential } from '../use-cases/check-credential.ts';

/** The most a post may carry: a credential's file and text (16 KB at most each is read), and an address. */
const MAX_BODY_BYTES = 40 * 1024;

export interface CredentialCheckRouteOptions {
  readonly check: CredentialCheckDeps;
  readonly render: RenderCertificateCheck;
  readonly limits: RateLimits;
  readonly rateLimit?: number;
  readonly trustProxy: TrustedProxies;
  /** The site's origin (SITE_URL), whose pages may post here. */
  readonly siteUrl: string;
  readonly now: () => number;
}

const NO_NUMBER = { number: '', code: '' };
const NOTHING_GIVEN = { text: '', email: '' };

/** What the form gave: the file's text, else the pasted text, and the address. */
async function given(c: Context): Promise<{ credential: string; typed: TypedCredential }> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const field = (name: string, max: number) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, max) : '');
  const typed = { text: field(CREDENTIAL_FIELDS.text, MAX_CREDENTIAL_CHARS), email: field(CREDENTIAL_FIELDS.email, MAX_EMAIL_CHARS) };
  const file = body[CREDENTIAL_FIELDS.file];
  const fromFile = file instanceof File && file.size > 0 ? (await file.text()).slice(0, MAX_CREDENTIAL_CHARS) : '';
  return { credential: fromFile || typed.text, typed };
}

export function credentialCheckRoute(options: CredentialCheckRouteOptions): MiddlewareHandler {
  const limiter = options.limits('certificate checks', { limit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  const siteHost = new URL(options.siteUrl).host;
  const answer = (c: Context, found: CheckAnswer, status: 200 | 403 | 413 | 429) => {
    for (const [name, value] of Object.entries(LINK_HEADERS)) c.header(name, value);
    return c.html(options.render(localeOfPath(c.req.path), found), status);
  };
  const refused = (c: Context, verdict: CredentialVerdict, status: 403 | 413) =>
    answer(c, { kind: 'credential', typed: NO_NUMBER, given: NOTHING_GIVEN, verdict }, status);
  // Counted and judged by its headers before its body is read.
  const guard: MiddlewareHandler = async (c, next) => {
    const decision = await limiter.hit(clientAddress(c, options.trustProxy), options.now());
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return answer(c, { kind: 'rateLimited', typed: NO_NUMBER, retryAfterSeconds: decision.retryAfterSeconds }, 429);
    }
    const headers = {
      secFetchSite: c.req.header('sec-fetch-site'),
      origin: c.req.header('origin'),
      host: requestHost(c, options.trustProxy),
    };
    if (isCrossSite(headers, siteHost)) return refused(c, { kind: 'elsewhere' }, 403);
    await next();
  };
  return every(
    guard,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refused(c, { kind: 'unreadable' }, 413) }),
    async (c: Context) => {
      const { credential, typed } = await given(c);
      const verdict = await checkCredential(options.check, credential, typed.email);
      return answer(c, { kind: 'credential', typed: NO_NUMBER, given: typed, verdict }, 200);
    },
  );
}
