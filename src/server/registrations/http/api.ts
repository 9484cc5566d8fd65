/**
 * POST /api/registrations and the confirmation link (GET and POST /api/registrations/confirm)
 * as a Hono sub-app (mounted by src/server/app.ts). A post passes, in order: the
 * cross-site check (403), the rate limit count, the body size limit, reading the body
 * (JSON or form post), the rate limit verdict, and registering (or joining a waiting list,
 * src/registration-contract/waitlist.ts), which stores the entry for its owner to confirm. A
 * browser's form post that stored an entry, or confirmed one, goes on to the entry's
 * thank-you address (GET /api/registrations/received/{id}, received-page.ts). The
 * contract is described in src/registration-contract/contract.ts.
 */
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_MAIL_FROM, mailboxAddress } from '../../../config/academy.ts';
import { DEFAULT_SETTINGS } from '../../../config/settings.ts';
import { DEFAULT_SITE_URL } from '../../../config/site.ts';
import { vatRulesOf } from '../../../config/stated-settings.ts';
import {
  confirmLink,
  LOCALE_FIELD,
  MAX_BODY_BYTES,
  manageLink,
  receivedPath,
  TOKEN_FIELD,
} from '../../../registration-contract/contract.ts';
import { BOOKINGS_PATH } from '../../../registration-contract/my-bookings.ts';
import { CLIENT_ABORT_STATUS, isClientAbort } from '../../edge/client-abort.ts';
import { formatOf } from '../../edge/post-format.ts';
import { requestIdOf } from '../../edge/request-id.ts';
import { responseLocale } from '../../edge/response-locale.ts';
import { prefersHtml } from '../../edge/wants-json.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../gate/confirmation-settings.ts';
import { clientAddress, requestHost } from '../../limits/client-address.ts';
import { isCrossSite } from '../../limits/cross-site.ts';
import { localLimits } from '../../limits/rate-limits.ts';
import { DEFAULT_RATE_LIMIT } from '../../limits/window-limiter.ts';
import { log as defaultLog, errorField } from '../../log/log.ts';
import { throttledLog } from '../../log/log-throttle.ts';
import type { Submission } from '../rules/submission.ts';
import { confirmEntry, viewLink } from '../use-cases/confirm-entry.ts';
import type { RegisterDeps } from '../use-cases/entry-result.ts';
import { postFeedback } from '../use-cases/feedback-answers.ts';
import { joinWaitlist } from '../use-cases/join-waitlist.ts';
import { postLink, showLink } from '../use-cases/manage-actions.ts';
import { offerFreedSeatsOrLog, withOffers } from '../use-cases/offer-seats.ts';
import { priceBooking } from '../use-cases/price-booking.ts';
import { register } from '../use-cases/register.ts';
import { linkDeps, type RegistrationApiOptions } from './api-options.ts';
import { bookingsRoutes } from './bookings-routes.ts';
import { claimRoutes } from './claim-routes.ts';
import { linkAnswers, postedToken } from './confirm-routes.ts';
import { documentRoute } from './document-route.ts';
import { DONE_FIELD, manageAnswers, postedFields } from './manage-routes.ts';
import { postedSubmission } from './posted-submission.ts';
import { quoteRoutes } from './quote-routes.ts';
import { receivedPage } from './received-page.ts';
import { referringPage } from './referring-page.ts';
import { type AnswerContext, createResponder } from './responses.ts';

type ApiEnv = { Variables: { retryAfterSeconds: number; submission: Submission } };

/** What the API's routes share, made once from the options. */
function apiParts(options: RegistrationApiOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.logger ?? defaultLog;
  const trustProxy = options.trustProxy ?? null;
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const confirmation = options.confirmation ?? DEFAULT_CONFIRMATION_SETTINGS;
  const refusals = throttledLog(log);
  return {
    options,
    now,
    log,
    trustProxy,
    siteUrl,
    refusals,
    client: (c: Context) => clientAddress(c, trustProxy),
    deps: (c: Context): RegisterDeps => ({
      stores: options.stores,
      getContent: options.getContent,
      today: options.today,
      now,
      newId: options.newId ?? randomUUID,
      mails: options.mails,
      client: options.stores.gate.clientKey(clientAddress(c, trustProxy)),
      confirmation,
      confirmLink: (token) => confirmLink(siteUrl, token),
      manageLink: (token) => manageLink(siteUrl, token),
      businessesOnly: options.businessesOnly,
    }),
    limiter: (options.limits ?? localLimits)('registrations', { limit: options.rateLimit ?? DEFAULT_RATE_LIMIT }),
    respond: createResponder({
      getContent: options.getContent,
      mailFrom: options.mailFrom ?? mailboxAddress(DEFAULT_MAIL_FROM),
      renderFormResponse: options.renderFormResponse,
      logger: log,
    }),
    answerLink: linkAnswers({ renderFormResponse: options.renderFormResponse, linkHours: confirmation.linkMs / 3_600_000, logger: log }),
    answerManage: manageAnswers({ renderFormResponse: options.renderFormResponse, getContent: options.getContent, logger: log }),
    ...linkDeps(options, now, siteUrl, confirmation),
    answerReceived: receivedPage({
      stores: options.stores,
      getContent: options.getContent,
      renderFormResponse: options.renderFormResponse,
      mailFrom: options.mailFrom ?? mailboxAddress(DEFAULT_MAIL_FROM),
      logger: log,
    }),
    /** What the headers tell of a post whose body is not read: its format, and the language and date of the page it came from. */
    headerContext: (c: Context): AnswerContext => {
      const from = referringPage(c.req.header('referer'), requestHost(c, trustProxy), options.getContent());
      return {
        format: formatOf(c.req.header('content-type')),
        locale: from?.locale ?? responseLocale(undefined, c.req.header('accept-language')),
        input: from && from.dateId > 0 ? { dateId: from.dateId } : undefined,
      };
    },
  };
}

/** A post's body at most MAX_BODY_BYTES; a larger one is refused as too large, in the answer its sender understands. */
const limitedBody = ({ respond, headerContext }: ReturnType<typeof apiParts>) =>
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => respond(c, headerContext(c), { kind: 'refused', code: 'tooLarge' }) });

type ApiParts = ReturnType<typeof apiParts> & { readonly limitBody: ReturnType<typeof limitedBody> };

/** Every post: refused when another site makes a visitor's browser send it (before anything is read), and counted against its client's rate limit. */
function guardPosts(api: Hono<ApiEnv>, { siteUrl, trustProxy, refusals, client, respond, headerContext, limiter, now }: ApiParts): void {
  api.post('*', async (c, next) => {
    const headers = { secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: requestHost(c, trustProxy) };
    if (!isCrossSite(headers, new URL(siteUrl).host)) return next();
    refusals.warn(`cross-site ${client(c)}`, 'post from another site refused', { origin: headers.origin ?? null });
    return respond(c, headerContext(c), { kind: 'refused', code: 'crossSite' });
  });
  api.post('*', async (c, next) => {
    c.set('retryAfterSeconds', (await limiter.hit(client(c), now().getTime())).retryAfterSeconds);
    await next();
  });
}

/** The page behind a confirmation link (GET: never confirms) and its button's post (confirms). */
function confirmRoutes(api: Hono<ApiEnv>, { options, now, log, deps, respond, answerLink, headerContext }: ApiParts): void {
  api.get('/confirm', async (c) => answerLink(c, await viewLink(options.stores, c.req.query(TOKEN_FIELD) ?? '', now().getTime()), false));
  api.post(
    '/confirm',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: async (c) => answerLink(c, await viewLink(options.stores, '', 0), false) }),
    async (c) => {
      const json = formatOf(c.req.header('content-type')) === 'json';
      if (c.var.retryAfterSeconds > 0)
        return respond(c, headerContext(c), { kind: 'refused', code: 'rateLimited', retryAfterSeconds: c.var.retryAfterSeconds });
      const token = await postedToken(c);
      const view = await options.stores.committed(() => confirmEntry(options.stores, token, deps(c)));
      if (view.kind === 'confirmed') {
        const what = view.list === 'waitlist' ? 'waiting-list entry confirmed' : 'registration confirmed';
        log.info(what, { id: view.entry.id, requestId: requestIdOf(c) });
        options.onStored?.(view.entry.id, view.list, true);
        // A browser goes on to the entry's own address, which says it is confirmed: a reload posts nothing.
        if (!json) return c.redirect(receivedPath(view.entry.id), 303);
      }
      return answerLink(c, view, json);
    },
  );
}

/** The page behind a manage link (GET: never changes anything) and its forms' posts (review a change, or make it). */
function manageRoutes(
  api: Hono<ApiEnv>,
  { options, log, respond, headerContext, answerManage, manageDeps, offerDeps, limitBody }: ApiParts,
): void {
  api.get('/manage', async (c) => {
    const done = c.req.query(DONE_FIELD);
    const json = !prefersHtml(c.req.header('accept'));
    return answerManage(c, await showLink(manageDeps(), c.req.query(TOKEN_FIELD) ?? '', done), json, done);
  });
  documentRoute(api, manageDeps);
  api.post('/manage', limitBody, async (c) => {
    if (c.var.retryAfterSeconds > 0)
      return respond(c, headerContext(c), { kind: 'refused', code: 'rateLimited', retryAfterSeconds: c.var.retryAfterSeconds });
    const json = formatOf(c.req.header('content-type')) === 'json';
    const fields = await postedFields(c);
    const result = await options.stores.committed(() => postLink(manageDeps(), fields));
    if (result.kind === 'done') {
      log.info('registration changed', { id: result.registrationId, change: result.action, requestId: requestIdOf(c) });
      // A freed seat goes to the waiting list at once.
      const offers = await offerFreedSeatsOrLog(offerDeps(), log, { requestId: requestIdOf(c) });
      options.onChanged?.(withOffers(result.seats, offers));
    }
    return answerManage(c, result, json);
  });
  // A participant's feedback after the course, through their place's link.
  api.post('/manage/feedback', limitBody, async (c) => {
    if (c.var.retryAfterSeconds > 0)
      return respond(c, headerContext(c), { kind: 'refused', code: 'rateLimited', retryAfterSeconds: c.var.retryAfterSeconds });
    const json = formatOf(c.req.header('content-type')) === 'json';
    const fields = await postedFields(c);
    const token = fields[TOKEN_FIELD] ?? '';
    const deps = manageDeps();
    const result = await postFeedback(deps, token, fields, await showLink(deps, token, undefined));
    if (result.kind === 'done') log.info('feedback given', { id: result.registrationId, requestId: requestIdOf(c) });
    return answerManage(c, result, json);
  });
}

/** A submission: read, within the rate limit, stored for its owner to confirm (or refused). */
function submissionRoute(api: Hono<ApiEnv>, { options, log, deps, respond, headerContext, refusals, client, limitBody }: ApiParts): void {
  api.post(
    '/',
    limitBody,
    async (c, next) => {
      const posted = await postedSubmission(c, c.var.retryAfterSeconds, { respond, headerContext }, true);
      if ('refused' in posted) return posted.refused;
      c.set('submission', posted.submission);
      await next();
    },
    async (c) => {
      const { submission } = c.var;
      const registerDeps = deps(c);
      const result = await options.stores.committed(() =>
        submission.kind === 'waitlist' ? joinWaitlist(submission, registerDeps) : register(submission, registerDeps),
      );
      if (result.kind === 'created' && result.stored) {
        const what = submission.kind === 'waitlist' ? 'waiting-list entry stored' : 'registration stored';
        log.info(what, { id: result.id, dateId: result.dateId, requestId: requestIdOf(c) });
        options.onStored?.(result.id, submission.kind, result.confirmed ?? false);
      }
      if (result.kind === 'refused' && result.code === 'capped')
        refusals.warn(`capped ${client(c)}`, 'registration refused: a cap was reached', { retryAfter: result.retryAfterSeconds });
      return respond(c, submission, result);
    },
  );
}

/** What a registration would cost (PRICE_PATH): the form's values priced as their invoices would be, or their errors. */
function priceRoute(api: Hono<ApiEnv>, { options, deps, respond, headerContext, limitBody }: ApiParts): void {
  const vatRules = options.vatRules ?? vatRulesOf(DEFAULT_SETTINGS);
  api.post('/price', limitBody, async (c) => {
    const posted = await postedSubmission(c, c.var.retryAfterSeconds, { respond, headerContext });
    if ('refused' in posted) return posted.refused;
    const { submission } = posted;
    const answer = await options.stores.committed(() => priceBooking(submission, deps(c), vatRules));
    return answer.kind === 'priced' ? c.json(answer.price, 200, { 'Cache-Control': 'no-store' }) : respond(c, submission, answer);
  });
}

export function createRegistrationApi(options: RegistrationApiOptions): Hono<ApiEnv> {
  const shared = apiParts(options);
  const parts: ApiParts = { ...shared, limitBody: limitedBody(shared) };
  const { log, respond, headerContext } = parts;
  const api = new Hono<ApiEnv>();
  guardPosts(api, parts);
  confirmRoutes(api, parts);
  api.get('/received/:id', parts.answerReceived);
  manageRoutes(api, parts);
  const claims = claimRoutes({
    deps: parts.offerDeps,
    renderFormResponse: options.renderFormResponse,
    logger: log,
    onReleased: (dateId, offers) => options.onChanged?.(withOffers([{ dateId, change: -1 }], offers)),
  });
  api.get('/claim', claims.show);
  api.post('/claim', parts.limitBody, claims.release);
  priceRoute(api, parts);
  bookingsRoutes(api, options, () => ({
    ...parts.manageDeps(),
    bookingsLink: (token, locale) => `${parts.siteUrl}${BOOKINGS_PATH}?${TOKEN_FIELD}=${token}&${LOCALE_FIELD}=${locale}`,
    linkMs: (options.confirmation ?? DEFAULT_CONFIRMATION_SETTINGS).linkMs,
  }));
  if (options.quotes) quoteRoutes(api, options, options.quotes, parts);
  submissionRoute(api, parts);
  api.all('/', (c) => c.json({ error: 'methodNotAllowed' }, 405, { Allow: 'POST' }));
  api.onError((error, c) => {
    if (isClientAbort(error)) {
      log.warn('registration request aborted by the client', { id: requestIdOf(c), status: CLIENT_ABORT_STATUS });
      return respond(c, headerContext(c), { kind: 'refused', code: 'malformed' });
    }
    log.error('registration request failed', { id: requestIdOf(c), error: errorField(error) });
    return respond(c, headerContext(c), { kind: 'refused', code: 'serverError' });
  });
  return api;
}
