/**
 * Turns the result of a registration request into the answer its sender understands: JSON
 * for the form's fetch, an HTML page for a form post without JavaScript and any other post
 * of a browser that asks for HTML (the site's renderer when it has one, else the fallback
 * page), both in the request's language and never cached.
 */
import type { Context } from 'hono';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { REJECTION_STATUS, type RegistrationCreated, receivedPath } from '../../../registration-contract/contract.ts';
import { fieldErrors, type RejectionCode, rejectionMessage } from '../../../registration-contract/messages.ts';
import type { FormOutcome, RenderFormResponse } from '../../../registration-contract/outcome.ts';
import type { PostFormat } from '../../edge/post-format.ts';
import { prefersHtml } from '../../edge/wants-json.ts';
import { log as defaultLog, type Logger } from '../../log/log.ts';
import { type SubmissionKind, submittedDateId } from '../rules/submission.ts';
import type { RegisterResult } from '../use-cases/entry-result.ts';
import { answerPage } from './answer-page.ts';
import { fallbackBackLink } from './fallback-page.ts';

export type Answer = RegisterResult;

/** What the answer needs to know about the request; a request refused before its body was read has no input or values. */
export interface AnswerContext {
  readonly format: PostFormat | null;
  /** The form a browser posted (a registration when the body could not be read). */
  readonly kind?: SubmissionKind;
  readonly locale: Locale;
  readonly input?: unknown;
  readonly values?: Record<string, string>;
}

export interface ResponderOptions {
  readonly getContent: () => Content;
  /** The address the "please confirm" mail comes from, as the thank-you names it. */
  readonly mailFrom: string;
  readonly renderFormResponse?: RenderFormResponse;
  /** Where a failing renderer is logged; default the server's JSON log. */
  readonly logger?: Logger;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function status(answer: Answer): 201 | 422 | (typeof REJECTION_STATUS)[RejectionCode] {
  return answer.kind === 'created' ? 201 : answer.kind === 'invalid' ? 422 : REJECTION_STATUS[answer.code];
}

function headers(answer: Answer): Record<string, string> {
  return answer.kind === 'refused' && answer.retryAfterSeconds
    ? { ...NO_STORE, 'Retry-After': String(answer.retryAfterSeconds) }
    : NO_STORE;
}

export function message(answer: Extract<Answer, { kind: 'refused' }>, locale: Locale): string {
  const seconds = answer.retryAfterSeconds;
  const wait: Record<string, number> = seconds === undefined ? {} : { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
  return rejectionMessage(answer.code, locale, { ...answer.params, ...wait });
}

/** The outcome the site's renderer draws: the form again with the errors or the refusal (a stored entry's page is its thank-you address). */
function formOutcome(answer: Exclude<Answer, { kind: 'created' }>, locale: Locale, values: Record<string, string>): FormOutcome {
  if (answer.kind === 'invalid') return { kind: 'invalid', values, errors: fieldErrors(answer.issues, locale) };
  return { kind: 'rejected', status: REJECTION_STATUS[answer.code], message: message(answer, locale), values };
}

export function createResponder({ getContent, mailFrom, renderFormResponse, logger: log = defaultLog }: ResponderOptions) {
  async function page(answer: Exclude<Answer, { kind: 'created' }>, context: AnswerContext): Promise<string> {
    const { locale } = context;
    const dateId = submittedDateId(context.input);
    const outcome = formOutcome(answer, locale, context.values ?? {});
    const form = context.kind ?? 'registration';
    return answerPage(renderFormResponse, log, { locale, dateId, form, outcome }, fallbackBackLink(getContent(), dateId, locale));
  }

  return async function respond(c: Context, context: AnswerContext, answer: Answer): Promise<Response> {
    // A browser's post that is not a form the API reads (a multipart or text/plain form, one too large to read) gets a page too.
    const browser = context.format === 'form' || (context.format === null && prefersHtml(c.req.header('accept')));
    // A stored entry sends the browser on to its thank-you address (post/redirect/get): a reload there posts nothing.
    if (browser) {
      if (answer.kind === 'created') return c.redirect(receivedPath(answer.id), 303);
      return c.html(await page(answer, context), status(answer), headers(answer));
    }
    if (answer.kind === 'created') {
      const created: RegistrationCreated = answer.waitlist
        ? { id: answer.id, dateId: answer.dateId, waitlist: true, confirmFrom: mailFrom }
        : { id: answer.id, dateId: answer.dateId, confirmFrom: mailFrom, ...(answer.confirmed ? { confirmed: true as const } : {}) };
      return c.json(created, 201, headers(answer));
    }
    if (answer.kind === 'invalid') return c.json({ errors: fieldErrors(answer.issues, context.locale) }, 422, headers(answer));
    return c.json({ error: answer.code, message: message(answer, context.locale) }, REJECTION_STATUS[answer.code], headers(answer));
  };
}
