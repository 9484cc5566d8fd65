/**
 * A post of the form's values (JSON, or a form post without JavaScript) read as a submission and
 * held to its client's rate limit, as the registration, its price and a quote are (api.ts,
 * quote-routes.ts): its submission, or the answer that refuses it (malformed, rate-limited) in the
 * format and language its sender understands.
 */
import type { Context } from 'hono';
import { readSubmission, type Submission } from '../rules/submission.ts';
import type { RegisterResult } from '../use-cases/entry-result.ts';
import type { AnswerContext } from './responses.ts';

/** How a refusal is answered (responses.ts), and what the headers tell of a post whose body could not be read. */
export interface Refusals {
  readonly respond: (
    c: Context,
    context: AnswerContext,
    answer: Extract<RegisterResult, { kind: 'refused' }>,
  ) => Response | Promise<Response>;
  readonly headerContext: (c: Context) => AnswerContext;
}

/** The post's submission (with its Idempotency-Key when `keyed`), or the answer that refuses it; `seconds`: its client's wait for the rate limit. */
export async function postedSubmission(
  c: Context,
  seconds: number,
  { respond, headerContext }: Refusals,
  keyed = false,
): Promise<{ readonly submission: Submission } | { readonly refused: Response }> {
  const read = readSubmission({
    contentType: c.req.header('content-type'),
    acceptLanguage: c.req.header('accept-language'),
    idempotencyKey: keyed ? c.req.header('idempotency-key') : undefined,
    body: await c.req.text(),
  });
  if (!read.ok) return { refused: await respond(c, headerContext(c), { kind: 'refused', code: read.reason }) };
  if (seconds > 0)
    return { refused: await respond(c, read.submission, { kind: 'refused', code: 'rateLimited', retryAfterSeconds: seconds }) };
  return { submission: read.submission };
}
