/**
 * Quotes over HTTP (src/server/quotes/use-cases/): the form's values posted to QUOTE_PATH (the
 * API's cross-site check, rate limit and body limit apply) are answered with the link sent (JSON
 * for the form's fetch, a page for a post without JavaScript) or the form's errors as a
 * registration's would be; the link (GET QUOTE_PATH) shows the quote on its date's page, numbering
 * and mailing it when first opened; QUOTE_PDF_PATH gives its PDF; QUOTE_BOOK_PATH books it, and a
 * browser goes on to the link's page, which then says it was booked. Answered as every private
 * link is (LINK_HEADERS).
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { DEFAULT_SETTINGS } from '../../../config/settings.ts';
import { vatRulesOf } from '../../../config/stated-settings.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { manageLink, TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import type { FormOutcome } from '../../../registration-contract/outcome.ts';
import { QUOTE_BOOK_PATH, QUOTE_PATH, QUOTE_PDF_PATH, quoteLink } from '../../../registration-contract/quote.ts';
import { QUOTE_TEXTS } from '../../../registration-contract/quote-texts.ts';
import { buildPath } from '../../../routes/match.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { formatOf } from '../../edge/post-format.ts';
import { requestIdOf } from '../../edge/request-id.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import { prefersHtml } from '../../edge/wants-json.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../gate/confirmation-settings.ts';
import type { Logger } from '../../log/log.ts';
import type { QuoteDeps } from '../../quotes/use-cases/quote-deps.ts';
import { bookQuote, openQuote, type QuotePage, quotePdf } from '../../quotes/use-cases/quote-links.ts';
import { requestQuote } from '../../quotes/use-cases/quote-requests.ts';
import { readSubmission } from '../rules/submission.ts';
import type { RegisterResult } from '../use-cases/entry-result.ts';
import { answerPage } from './answer-page.ts';
import type { QuoteOptions, RegistrationApiOptions } from './api-options.ts';
import { fallbackBackLink } from './fallback-page.ts';
import { postedFields } from './manage-routes.ts';
import type { AnswerContext } from './responses.ts';

/** The sub-paths of the quotes' addresses below the registrations API. */
const within = (path: string) => path.slice('/api/registrations'.length);

/** What the routes share with the rest of the API (api.ts). */
export interface QuoteRouteParts {
  readonly now: () => Date;
  readonly siteUrl: string;
  readonly log: Logger;
  /** A refusal or the form's errors, answered as a registration's (responses.ts). */
  readonly respond: (
    c: Context,
    context: AnswerContext,
    answer: Extract<RegisterResult, { kind: 'invalid' | 'refused' }>,
  ) => Response | Promise<Response>;
  readonly headerContext: (c: Context) => AnswerContext;
  /** A body larger than MAX_BODY_BYTES refused as too large. */
  readonly limitBody: MiddlewareHandler<{ Variables: { retryAfterSeconds: number } }>;
}

/** What the quotes' use-cases work with, from the API's options. */
function quoteDeps(options: RegistrationApiOptions, quotes: QuoteOptions, now: () => Date, siteUrl: string): QuoteDeps {
  return {
    ...quotes,
    stores: options.stores,
    getContent: options.getContent,
    today: options.today,
    now,
    newId: options.newId ?? randomUUID,
    businessesOnly: options.businessesOnly,
    vatRules: options.vatRules ?? vatRulesOf(DEFAULT_SETTINGS),
    linkMs: (options.confirmation ?? DEFAULT_CONFIRMATION_SETTINGS).linkMs,
    quoteLink: (token) => quoteLink(siteUrl, token),
    manageLink: (token) => manageLink(siteUrl, token),
    mails: options.mails,
  };
}

const messageOutcome = (status: number, title: string, text: string): FormOutcome => ({ kind: 'message', status, title, message: text });
const seminars = (locale: Locale) => ({ href: buildPath('seminars', locale, {}), toDate: false });

/** Answers with the quote's page (on its date's page), or the page that says the link opens nothing; JSON to a client that asks for it. */
const quoteAnswers =
  (options: RegistrationApiOptions, logger: Logger) =>
  async (c: Context, answer: QuotePage): Promise<Response> => {
    const json = !prefersHtml(c.req.header('accept'));
    if (answer.kind === 'problem') {
      const locale = visitorLocale(c.req);
      const texts = QUOTE_TEXTS[locale];
      if (json) return c.json({ error: 'unknownLink', message: texts.problem }, 404, LINK_HEADERS);
      const input = { locale, dateId: 0, form: 'quote' as const, outcome: messageOutcome(404, texts.problemTitle, texts.problem) };
      return c.html(await answerPage(options.renderFormResponse, logger, input, seminars(locale)), 404, LINK_HEADERS);
    }
    const { locale, dateId, view } = answer;
    if (json) return c.json(view, 200, LINK_HEADERS);
    const input = { locale, dateId, form: 'quote' as const, outcome: { kind: 'quote', view } as const };
    const back = fallbackBackLink(options.getContent(), dateId, locale);
    return c.html(await answerPage(options.renderFormResponse, logger, input, back), 200, LINK_HEADERS);
  };

/** The form's values posted for a quote: the link sent (JSON, or a page), or the form's errors as a registration's. */
function requestRoute<Env extends { Variables: { retryAfterSeconds: number } }>(
  api: Hono<Env>,
  options: RegistrationApiOptions,
  deps: () => QuoteDeps,
  { log: logger, respond, headerContext, limitBody }: QuoteRouteParts,
): void {
  api.post(within(QUOTE_PATH), limitBody, async (c) => {
    const read = readSubmission({
      contentType: c.req.header('content-type'),
      acceptLanguage: c.req.header('accept-language'),
      idempotencyKey: undefined,
      body: await c.req.text(),
    });
    if (!read.ok) return respond(c, headerContext(c), { kind: 'refused', code: read.reason });
    const { submission } = read;
    const seconds = c.var.retryAfterSeconds;
    if (seconds > 0) return respond(c, submission, { kind: 'refused', code: 'rateLimited', retryAfterSeconds: seconds });
    const answer = await options.stores.committed(() => requestQuote(submission, deps()));
    if (answer.kind !== 'sent') return respond(c, submission, answer);
    // The link's mail goes out now, as after any change.
    options.onChanged?.([]);
    const { locale } = submission;
    const texts = QUOTE_TEXTS[locale];
    const said = interpolate(texts.sent, { email: answer.email, hours: answer.hours });
    if (formatOf(c.req.header('content-type')) === 'json') return c.json({ ...answer, message: said }, 202, LINK_HEADERS);
    const outcome = messageOutcome(202, texts.sentTitle, said);
    const html = await answerPage(options.renderFormResponse, logger, { locale, dateId: 0, form: 'quote', outcome }, seminars(locale));
    return c.html(html, 202, LINK_HEADERS);
  });
}

export function quoteRoutes<Env extends { Variables: { retryAfterSeconds: number } }>(
  api: Hono<Env>,
  options: RegistrationApiOptions,
  quotes: QuoteOptions,
  parts: QuoteRouteParts,
): void {
  const deps = () => quoteDeps(options, quotes, parts.now, parts.siteUrl);
  const page = quoteAnswers(options, parts.log);
  requestRoute(api, options, deps, parts);
  api.get(within(QUOTE_PATH), async (c) => {
    const answer = await options.stores.committed(() => openQuote(deps(), c.req.query(TOKEN_FIELD) ?? ''));
    // Its first opening queued its mails: they go out now.
    options.onChanged?.([]);
    return page(c, answer);
  });
  api.get(within(QUOTE_PDF_PATH), async (c) => {
    const file = await options.stores.committed(() => quotePdf(deps(), c.req.query(TOKEN_FIELD) ?? ''));
    if (!file) return c.text('Not found', 404, LINK_HEADERS);
    return c.body(new Uint8Array(file.body), 200, {
      ...LINK_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.name}"`,
    });
  });
  api.post(within(QUOTE_BOOK_PATH), parts.limitBody, async (c) => {
    const token = (await postedFields(c))[TOKEN_FIELD] ?? '';
    if (c.var.retryAfterSeconds > 0)
      return parts.respond(c, parts.headerContext(c), { kind: 'refused', code: 'rateLimited', retryAfterSeconds: c.var.retryAfterSeconds });
    const answer = await options.stores.committed(() => bookQuote(deps(), token));
    if (answer.kind !== 'booked') return page(c, answer);
    parts.log.info('registration booked from a quote', { id: answer.registrationId, dateId: answer.dateId, requestId: requestIdOf(c) });
    options.onStored?.(answer.registrationId, 'registration', true);
    if (formatOf(c.req.header('content-type')) === 'json') return c.json({ id: answer.registrationId }, 201, LINK_HEADERS);
    // A browser goes on to the link's page, which says it was booked: a reload posts nothing.
    return c.redirect(quoteLink('', token), 303);
  });
}
