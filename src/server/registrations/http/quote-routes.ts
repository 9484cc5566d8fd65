/**
 * Quotes over HTTP (src/server/quotes/use-cases/): the form's values posted to QUOTE_PATH (the
 * API's cross-site check, rate limit and body limit apply) are answered with the link sent (JSON
 * for the form's fetch, a page for a post without JavaScript) or the form's errors and caps as a
 * registration's would be. The link (GET QUOTE_PATH) shows the quote on its date's page and
 * changes nothing; its button posts to QUOTE_ISSUE_PATH, which issues and mails it; QUOTE_PDF_PATH
 * gives the issued quote's PDF; QUOTE_BOOK_PATH books it. A browser goes on from a post to the
 * link's page, which says what happened. Answered as every private link is (LINK_HEADERS).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { DEFAULT_SETTINGS } from '../../../config/settings.ts';
import { vatRulesOf } from '../../../config/stated-settings.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { manageLink, TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import type { FormOutcome } from '../../../registration-contract/outcome.ts';
import { QUOTE_BOOK_PATH, QUOTE_ISSUE_PATH, QUOTE_PATH, QUOTE_PDF_PATH, quoteLink } from '../../../registration-contract/quote.ts';
import { QUOTE_TEXTS } from '../../../registration-contract/quote-texts.ts';
import { buildPath } from '../../../routes/match.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { formatOf } from '../../edge/post-format.ts';
import { requestIdOf } from '../../edge/request-id.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import { prefersHtml } from '../../edge/wants-json.ts';
import type { Logger } from '../../log/log.ts';
import type { QuoteDeps } from '../../quotes/use-cases/quote-deps.ts';
import { bookQuote, issueQuote, type QuotePage, quotePdf, showQuote } from '../../quotes/use-cases/quote-links.ts';
import { requestQuote } from '../../quotes/use-cases/quote-requests.ts';
import { submittedDateId } from '../rules/submission.ts';
import type { RegisterDeps, RegisterResult } from '../use-cases/entry-result.ts';
import { answerPage } from './answer-page.ts';
import type { QuoteOptions, RegistrationApiOptions } from './api-options.ts';
import { fallbackBackLink } from './fallback-page.ts';
import { postedFields } from './manage-routes.ts';
import { postedSubmission } from './posted-submission.ts';
import type { AnswerContext } from './responses.ts';

/** The sub-paths of the quotes' addresses below the registrations API. */
const within = (path: string) => path.slice('/api/registrations'.length);

type QuoteEnv = { Variables: { retryAfterSeconds: number } };

/** What the routes share with the rest of the API (api.ts). */
export interface QuoteRouteParts {
  readonly siteUrl: string;
  readonly log: Logger;
  /** What registering works with for a request (its client, the caps, the clock, the mails). */
  readonly deps: (c: Context) => RegisterDeps;
  /** A refusal or the form's errors, answered as a registration's (responses.ts). */
  readonly respond: (
    c: Context,
    context: AnswerContext,
    answer: Extract<RegisterResult, { kind: 'invalid' | 'refused' }>,
  ) => Response | Promise<Response>;
  readonly headerContext: (c: Context) => AnswerContext;
  /** A body larger than MAX_BODY_BYTES refused as too large. */
  readonly limitBody: MiddlewareHandler<QuoteEnv>;
}

/** What the quotes' use-cases work with for a request, from the API's options. */
function quoteDeps(options: RegistrationApiOptions, quotes: QuoteOptions, registering: RegisterDeps, siteUrl: string): QuoteDeps {
  return {
    ...quotes,
    stores: registering.stores,
    getContent: registering.getContent,
    today: registering.today,
    now: registering.now,
    newId: registering.newId,
    businessesOnly: registering.businessesOnly,
    client: registering.client,
    confirmation: registering.confirmation,
    vatRules: options.vatRules ?? vatRulesOf(DEFAULT_SETTINGS),
    quoteLink: (token) => quoteLink(siteUrl, token),
    manageLink: (token) => manageLink(siteUrl, token),
    mails: options.mails,
  };
}

const messageOutcome = (status: number, title: string, text: string): FormOutcome => ({ kind: 'message', status, title, message: text });

/**
 * Answers with the quote's page (on its date's page; `status` 409 when booking it was refused), or
 * the page that says the link opens nothing (404); JSON to a client that asks for it.
 */
const quoteAnswers =
  (options: RegistrationApiOptions, logger: Logger) =>
  async (c: Context, answer: QuotePage): Promise<Response> => {
    const json = !prefersHtml(c.req.header('accept'));
    if (answer.kind === 'problem') {
      const locale = visitorLocale(c.req);
      const texts = QUOTE_TEXTS[locale];
      if (json) return c.json({ error: 'unknownLink', message: texts.problem }, 404, LINK_HEADERS);
      const input = { locale, dateId: 0, form: 'quote' as const, outcome: messageOutcome(404, texts.problemTitle, texts.problem) };
      const back = { href: buildPath('seminars', locale, {}), toDate: false };
      return c.html(await answerPage(options.renderFormResponse, logger, input, back), 404, LINK_HEADERS);
    }
    const { locale, dateId, view } = answer;
    const status = view.refusal === null ? 200 : 409;
    if (json) return c.json(view, status, LINK_HEADERS);
    const input = { locale, dateId, form: 'quote' as const, outcome: { kind: 'quote', view } as const };
    const back = fallbackBackLink(options.getContent(), dateId, locale);
    return c.html(await answerPage(options.renderFormResponse, logger, input, back), status, LINK_HEADERS);
  };

/** The form's values posted for a quote: the link sent (JSON, or a page), or the form's errors and caps as a registration's. */
function requestRoute<Env extends QuoteEnv>(
  api: Hono<Env>,
  options: RegistrationApiOptions,
  deps: (c: Context) => QuoteDeps,
  parts: QuoteRouteParts,
): void {
  const { respond, limitBody } = parts;
  api.post(within(QUOTE_PATH), limitBody, async (c) => {
    const posted = await postedSubmission(c, c.var.retryAfterSeconds, parts);
    if ('refused' in posted) return posted.refused;
    const { submission } = posted;
    const answer = await requestQuote(submission, deps(c));
    if (answer.kind !== 'sent') return respond(c, submission, answer);
    // The link's mail goes out now, as after any change.
    options.onChanged?.([]);
    const { locale } = submission;
    const texts = QUOTE_TEXTS[locale];
    const said = interpolate(texts.sent, { email: answer.email, hours: answer.hours });
    if (formatOf(c.req.header('content-type')) === 'json') return c.json({ ...answer, message: said }, 202, LINK_HEADERS);
    // The date's page says so where the quote will show, with the form below for a booking now.
    const dateId = submittedDateId(submission.input);
    const input = { locale, dateId, form: 'quote' as const, outcome: messageOutcome(202, texts.sentTitle, said) };
    const back = fallbackBackLink(options.getContent(), dateId, locale);
    return c.html(await answerPage(options.renderFormResponse, parts.log, input, back), 202, LINK_HEADERS);
  });
}

export function quoteRoutes<Env extends QuoteEnv>(
  api: Hono<Env>,
  options: RegistrationApiOptions,
  quotes: QuoteOptions,
  parts: QuoteRouteParts,
): void {
  const deps = (c: Context) => quoteDeps(options, quotes, parts.deps(c), parts.siteUrl);
  const page = quoteAnswers(options, parts.log);
  const refusedByRate = (c: Context, seconds: number) =>
    seconds > 0 && parts.respond(c, parts.headerContext(c), { kind: 'refused', code: 'rateLimited', retryAfterSeconds: seconds });
  /** A browser goes on to the link's page, which says what happened: a reload posts nothing. */
  const onToLink = (c: Context, token: string) => c.redirect(quoteLink('', token), 303);
  requestRoute(api, options, deps, parts);
  api.get(within(QUOTE_PATH), async (c) => page(c, await showQuote(deps(c), c.req.query(TOKEN_FIELD) ?? '')));
  api.post(within(QUOTE_ISSUE_PATH), parts.limitBody, async (c) => {
    const refused = refusedByRate(c, c.var.retryAfterSeconds);
    if (refused) return refused;
    const token = (await postedFields(c))[TOKEN_FIELD] ?? '';
    const answer = await options.stores.committed(() => issueQuote(deps(c), token));
    // Its mails go out now.
    options.onChanged?.([]);
    if (answer.kind === 'view' && prefersHtml(c.req.header('accept'))) return onToLink(c, token);
    return page(c, answer);
  });
  api.get(within(QUOTE_PDF_PATH), async (c) => {
    const file = await quotePdf(deps(c), c.req.query(TOKEN_FIELD) ?? '');
    if (!file) return page(c, { kind: 'problem' });
    return c.body(new Uint8Array(file.body), 200, {
      ...LINK_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.name}"`,
    });
  });
  api.post(within(QUOTE_BOOK_PATH), parts.limitBody, async (c) => {
    const refused = refusedByRate(c, c.var.retryAfterSeconds);
    if (refused) return refused;
    const token = (await postedFields(c))[TOKEN_FIELD] ?? '';
    const answer = await options.stores.committed(() => bookQuote(deps(c), token));
    if (answer.kind !== 'booked') return page(c, answer);
    parts.log.info('registration booked from a quote', { id: answer.registrationId, dateId: answer.dateId, requestId: requestIdOf(c) });
    options.onStored?.(answer.registrationId, 'registration', true);
    if (formatOf(c.req.header('content-type')) === 'json') return c.json({ id: answer.registrationId }, 201, LINK_HEADERS);
    return onToLink(c, token);
  });
}
