/**
 * POST /api/registrations as a Hono sub-app (mounted by src/server/app.ts). The request
 * passes, in order: the rate limit count, the body size limit, reading the body (JSON or
 * form post), the rate limit verdict, and registering. The contract is described in
 * src/registration/contract.ts. A body that asks for the waiting list
 * (src/registration/waitlist.ts) passes the same steps and is stored as a waiting-list entry.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Content } from '../../content/types.ts';
import { MAX_BODY_BYTES } from '../../registration/contract.ts';
import type { RenderFormResponse } from '../../registration/outcome.ts';
import { CLIENT_ABORT_STATUS, isClientAbort } from '../client-abort.ts';
import { clientAddress } from '../client-address.ts';
import { log as defaultLog, errorField, type Logger } from '../log.ts';
import type { MailComposer } from '../mail/compose.ts';
import { createRateLimiter, DEFAULT_RATE_LIMIT } from '../rate-limit.ts';
import { requestIdOf } from '../request-id.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { register } from './register.ts';
import { responseLocale } from './response-locale.ts';
import { createResponder } from './responses.ts';
import type { RegistrationStore } from './store.ts';
import { formatOf, readSubmission, type Submission, type SubmissionKind } from './submission.ts';

export interface RegistrationApiOptions {
  readonly store: RegistrationStore;
  /** The content as it is now (an editor's change counts from the next request). */
  readonly getContent: () => Content;
  /** Today in Germany, 'YYYY-MM-DD'. */
  readonly today: () => string;
  readonly now?: () => Date;
  readonly newId?: () => string;
  /** Requests per minute from one address; default DEFAULT_RATE_LIMIT. */
  readonly rateLimit?: number;
  /** Take the client address from X-Forwarded-For (set by a reverse proxy in front). */
  readonly trustProxy?: boolean;
  /** The site's page for a form post without JavaScript; the server's fallback page otherwise. */
  readonly renderFormResponse?: RenderFormResponse;
  /** Called once a registration or waiting-list entry is stored, e.g. to wake the outbox workers. */
  readonly onStored?: (id: string, kind: SubmissionKind) => void;
  /** The mails a new entry sends, queued with it (src/server/mail/); none when absent. */
  readonly mails?: MailComposer;
  /** Where the API's lines go; default the server's JSON log. */
  readonly logger?: Logger;
}

type ApiEnv = { Variables: { retryAfterSeconds: number; submission: Submission } };

export function createRegistrationApi(options: RegistrationApiOptions): Hono<ApiEnv> {
  const now = options.now ?? (() => new Date());
  const log = options.logger ?? defaultLog;
  const deps = {
    store: options.store,
    getContent: options.getContent,
    today: options.today,
    now,
    newId: options.newId ?? randomUUID,
    mails: options.mails,
  };
  const limiter = createRateLimiter({ limit: options.rateLimit ?? DEFAULT_RATE_LIMIT });
  const respond = createResponder({ getContent: options.getContent, renderFormResponse: options.renderFormResponse, logger: log });
  const headerContext = (c: { req: { header(name: string): string | undefined } }) => ({
    format: formatOf(c.req.header('content-type')),
    locale: responseLocale(undefined, c.req.header('accept-language')),
  });

  const api = new Hono<ApiEnv>();

  api.post(
    '/',
    async (c, next) => {
      c.set('retryAfterSeconds', limiter.hit(clientAddress(c, options.trustProxy ?? false), now().getTime()).retryAfterSeconds);
      await next();
    },
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => respond(c, headerContext(c), { kind: 'refused', code: 'tooLarge' }) }),
    async (c, next) => {
      const read = readSubmission({
        contentType: c.req.header('content-type'),
        acceptLanguage: c.req.header('accept-language'),
        idempotencyKey: c.req.header('idempotency-key'),
        body: await c.req.text(),
      });
      if (!read.ok) return respond(c, read, { kind: 'refused', code: read.reason });
      c.set('submission', read.submission);
      await next();
    },
    async (c, next) => {
      const seconds = c.get('retryAfterSeconds');
      if (seconds > 0) return respond(c, c.var.submission, { kind: 'refused', code: 'rateLimited', retryAfterSeconds: seconds });
      await next();
    },
    async (c) => {
      const { submission } = c.var;
      const result = submission.kind === 'waitlist' ? joinWaitlist(submission, deps) : register(submission, deps);
      if (result.kind === 'created' && result.stored) {
        log.info(submission.kind === 'waitlist' ? 'waiting-list entry stored' : 'registration stored', {
          id: result.id,
          dateId: result.dateId,
          requestId: requestIdOf(c),
        });
        options.onStored?.(result.id, submission.kind);
      }
      return respond(c, submission, result);
    },
  );

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
