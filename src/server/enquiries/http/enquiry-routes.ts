/**
 * The enquiry forms' routes (mounted at ENQUIRIES_PATH by src/server/app.ts), over what
 * ../use-cases/enquiring.ts does: POST / stores an enquiry pending and mails its sender a link;
 * GET /confirm shows what the link would send (never confirms: mail scanners follow links);
 * POST /confirm sends it to the academy (its inbox and the CMS). A post passes, in order: the cross-site check, the rate limit, the body
 * size, the schema. Whatever the address, a valid post gets the same answer (the mail is on
 * its way): nobody learns from the site whether an address wrote before. A bot that filled the
 * hidden field is told the same, and nothing is kept.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ENQUIRY_ANCHOR, ENQUIRY_SENT_PATH, type EnquiryOutcome, type RenderEnquiryResponse } from '../../../enquiry-contract/outcome.ts';
import { ENQUIRY_HONEYPOT, ENQUIRY_KINDS, type Enquiry, type EnquiryKind, enquirySchema } from '../../../enquiry-contract/schema.ts';
import { ENQUIRY_TEXTS, type EnquiryTexts } from '../../../enquiry-contract/texts.ts';
import { isLocale, type Locale } from '../../../i18n/locales.ts';
import { LOCALE_FIELD, MAX_BODY_BYTES, TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { formatOf } from '../../edge/post-format.ts';
import { requestIdOf } from '../../edge/request-id.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import type { ConfirmationSettings } from '../../gate/confirmation-settings.ts';
import { clientAddress, requestHost, type TrustedProxies } from '../../limits/client-address.ts';
import { isCrossSite } from '../../limits/cross-site.ts';
import { localLimits, type RateLimits } from '../../limits/rate-limits.ts';
import { DEFAULT_RATE_LIMIT } from '../../limits/window-limiter.ts';
import { errorField, type Logger } from '../../log/log.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import { enquiryErrors, postedValues } from '../rules/posted-enquiry.ts';
import type { EnquiryStore } from '../store/enquiry-store.ts';
import { confirmEnquiry, type Enquiring, type GateStores, linkHours, submitEnquiry, viewEnquiry } from '../use-cases/enquiring.ts';
import { type Answering, answer } from './enquiry-answers.ts';

export interface EnquiryRoutesOptions {
  readonly stores: GateStores;
  readonly enquiries: EnquiryStore;
  readonly mailSettings: MailSettings;
  readonly confirmation: ConfirmationSettings;
  readonly render?: RenderEnquiryResponse;
  readonly trustProxy?: TrustedProxies;
  /** Requests per minute from one address; default DEFAULT_RATE_LIMIT. */
  readonly rateLimit?: number;
  /** Where the requests per client count (every server together on PostgreSQL: Stores.limits); default this process's memory. */
  readonly limits?: RateLimits;
  readonly now?: () => Date;
  readonly logger: Logger;
  /** Called once an enquiry is stored or confirmed: its mails (and its item) wait in the outboxes. */
  readonly onStored?: () => void;
}

const formOf = (value: unknown): EnquiryKind => (ENQUIRY_KINDS.includes(value as EnquiryKind) ? (value as EnquiryKind) : 'question');

/** What the routes share, made once from the options. */
function routeParts(options: EnquiryRoutesOptions) {
  const { mailSettings, logger } = options;
  const answering: Answering = { render: options.render, logger };
  const now = options.now ?? (() => new Date());
  const enquiring: Enquiring = { ...options, now };
  const trustProxy = options.trustProxy ?? null;
  const limiter = (options.limits ?? localLimits)('enquiries', { limit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  return {
    options,
    enquiring,
    answering,
    hours: linkHours(options.confirmation),
    client: (c: Context) => clientAddress(c, trustProxy),
    /** How long a client over its requests per minute waits (this one counted); 0 when it is not. */
    waitFor: async (c: Context) => (await limiter.hit(clientAddress(c, trustProxy), now().getTime())).retryAfterSeconds,
    crossSite: (c: Context) => {
      const headers = { secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: requestHost(c, trustProxy) };
      return isCrossSite(headers, new URL(mailSettings.siteUrl).host);
    },
    /** A refusal: with what was typed, so nothing is lost, and when to try again (Retry-After) where that is known. */
    refuse: (c: Context, at: Answered, code: RefusalCode, status: number, values = {}, retryAfterSeconds = 0) =>
      answer(c, answering, {
        ...at,
        outcome: { kind: 'refused', status, message: ENQUIRY_TEXTS[at.locale].refused[code], values },
        headers: retryAfterSeconds > 0 ? { 'Retry-After': String(retryAfterSeconds) } : {},
      }),
  };
}

type RefusalCode = keyof EnquiryTexts['refused'];
/** What an answer is given: its language, its form, and whether the caller posted JSON. */
type Answered = { locale: Locale; form: EnquiryKind; json: boolean };
type Parts = ReturnType<typeof routeParts>;

/** Stores a valid enquiry pending, with its mail; the answer is the same whatever the address. */
async function submit(c: Context, parts: Parts, values: Record<string, string>, at: Answered) {
  const { options, answering, hours } = parts;
  const { logger } = options;
  const sent = () =>
    at.json
      ? answer(c, answering, { ...at, outcome: { kind: 'sent', hours } })
      : c.redirect(`${ENQUIRY_SENT_PATH}?form=${at.form}&${LOCALE_FIELD}=${at.locale}#${ENQUIRY_ANCHOR}`, 303);
  // A bot that filled the hidden field is told the same, and nothing is kept.
  if (values[ENQUIRY_HONEYPOT]) return sent();
  const parsed = enquirySchema.safeParse({ ...values, kind: at.form, locale: at.locale });
  if (!parsed.success)
    return answer(c, answering, { ...at, outcome: { kind: 'invalid', values, errors: enquiryErrors(parsed.error.issues, at.locale) } });
  const stored = await submitEnquiry(parts.enquiring, parsed.data, parts.client(c));
  if (stored.kind === 'capped') {
    logger.warn('enquiry refused: a cap was reached', { retryAfter: stored.retryAfterSeconds, requestId: requestIdOf(c) });
    return parts.refuse(c, at, 'capped', 429, values, stored.retryAfterSeconds);
  }
  logger.info('enquiry stored', { id: stored.id, form: at.form, requestId: requestIdOf(c) });
  options.onStored?.();
  return sent();
}

function postRoute(app: Hono, parts: Parts, limit: MiddlewareHandler): void {
  app.post('/', limit, async (c) => {
    const json = formatOf(c.req.header('content-type')) === 'json';
    const values = await postedValues(c, json);
    const locale: Locale = isLocale(values[LOCALE_FIELD]) ? values[LOCALE_FIELD] : visitorLocale(c.req);
    const at = { locale, form: formOf(values.kind), json };
    if (parts.crossSite(c)) return parts.refuse(c, at, 'crossSite', 403);
    const wait = await parts.waitFor(c);
    if (wait > 0) return parts.refuse(c, at, 'rateLimited', 429, values, wait);
    return submit(c, parts, values, at);
  });
  app.get('/sent', (c) => {
    const asked = c.req.query(LOCALE_FIELD);
    const locale: Locale = isLocale(asked) ? asked : visitorLocale(c.req);
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    return answer(c, parts.answering, {
      locale,
      form: formOf(c.req.query('form')),
      json: false,
      outcome: { kind: 'sent', hours: parts.hours },
      headers,
    });
  });
}

/** The page of a link: in the enquiry's language on its form's page; an unknown link's in the visitor's. */
const linkAnswer = (c: Context, parts: Parts, outcome: EnquiryOutcome, found: Enquiry | null, json: boolean) =>
  answer(c, parts.answering, {
    locale: found?.locale ?? visitorLocale(c.req),
    form: found?.kind ?? 'question',
    outcome,
    json,
    headers: { ...LINK_HEADERS },
  });

function confirmRoutes(app: Hono, parts: Parts, limit: MiddlewareHandler): void {
  const { logger } = parts.options;
  app.get('/confirm', async (c) => {
    const token = c.req.query(TOKEN_FIELD) ?? '';
    const seen = await viewEnquiry(parts.enquiring, token);
    if (seen.kind === 'problem')
      return linkAnswer(c, parts, { kind: 'problem', expired: seen.expired }, seen.enquiry?.enquiry ?? null, false);
    const { enquiry } = seen.enquiry;
    return linkAnswer(c, parts, { kind: 'confirm', token, email: enquiry.email }, enquiry, false);
  });
  app.post('/confirm', limit, async (c) => {
    const json = formatOf(c.req.header('content-type')) === 'json';
    const token = (await postedValues(c, json))[TOKEN_FIELD] ?? '';
    const at = { locale: visitorLocale(c.req), form: 'question' as const, json };
    if (parts.crossSite(c)) return parts.refuse(c, at, 'crossSite', 403);
    const wait = await parts.waitFor(c);
    if (wait > 0) return parts.refuse(c, at, 'rateLimited', 429, {}, wait);
    const done = await confirmEnquiry(parts.enquiring, token);
    if (done.kind === 'problem')
      return linkAnswer(c, parts, { kind: 'problem', expired: done.expired }, done.enquiry?.enquiry ?? null, json);
    logger.info('enquiry confirmed', { id: done.enquiry.id, requestId: requestIdOf(c) });
    parts.options.onStored?.();
    return linkAnswer(c, parts, { kind: 'confirmed', reply: done.enquiry.enquiry.reply }, done.enquiry.enquiry, json);
  });
}

export function createEnquiryRoutes(options: EnquiryRoutesOptions): Hono {
  const parts = routeParts(options);
  const app = new Hono();
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Payload Too Large', 413) });
  postRoute(app, parts, limit);
  confirmRoutes(app, parts, limit);
  app.onError((error, c) => {
    options.logger.error('enquiry request failed', { requestId: requestIdOf(c), error: errorField(error) });
    const json = !(c.req.header('accept') ?? '').includes('text/html');
    return parts.refuse(c, { locale: visitorLocale(c.req), form: 'question', json }, 'serverError', 500);
  });
  return app;
}
