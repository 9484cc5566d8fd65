/**
 * Turns the result of a registration request into the answer its sender understands: JSON
 * for the form's fetch, an HTML page for a form post without JavaScript and any other post
 * of a browser that asks for HTML (the site's renderer when it has one, else the fallback
 * page), both in the request's language and never cached.
 */
import type { Context } from 'hono';
import { findDate } from '../../content/content-index.ts';
import type { Content } from '../../content/types.ts';
import { formatList } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { REJECTION_STATUS, type RegistrationCreated } from '../../registration/contract.ts';
import { fieldErrors, type RejectionCode, rejectionMessage } from '../../registration/messages.ts';
import type { FormOutcome, RenderFormResponse } from '../../registration/outcome.ts';
import { buildPath } from '../../routes/match.ts';
import { log as defaultLog, errorField, type Logger } from '../log.ts';
import { prefersHtml } from '../wants-json.ts';
import type { RegisterResult } from './entry-result.ts';
import { type FallbackOutcome, fallbackFormPage } from './fallback-page.ts';
import { type SubmissionFormat, type SubmissionKind, submittedDateId } from './submission.ts';

export type Answer = RegisterResult;

/** What the answer needs to know about the request; a request refused before its body was read has no input or values. */
export interface AnswerContext {
  readonly format: SubmissionFormat | null;
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

/** The outcome the site's renderer may draw; refusals it has no page for (400, 403, 413, 415, 500) get none. */
function formOutcome(answer: Answer, locale: Locale, values: Record<string, string>, from: string): FormOutcome | null {
  if (answer.kind === 'created') {
    const email = formatList(locale, answer.emails.filter(Boolean));
    return { kind: answer.waitlist ? 'waitlisted' : 'registered', id: answer.id, email, from };
  }
  if (answer.kind === 'invalid') return { kind: 'invalid', values, errors: fieldErrors(answer.issues, locale) };
  const refusal = REJECTION_STATUS[answer.code];
  return refusal === 404 || refusal === 409 || refusal === 429
    ? { kind: 'rejected', status: refusal, message: message(answer, locale), values }
    : null;
}

export function createResponder({ getContent, mailFrom, renderFormResponse, logger: log = defaultLog }: ResponderOptions) {
  function backLink(dateId: number, locale: Locale): { href: string; toDate: boolean } {
    const found = findDate(getContent(), dateId);
    return found
      ? { href: buildPath('seminarDate', locale, { slug: found.seminar.slug, dateId: String(dateId) }), toDate: true }
      : { href: buildPath('seminars', locale, {}), toDate: false };
  }

  async function page(answer: Answer, context: AnswerContext): Promise<string> {
    const { locale } = context;
    const values = context.values ?? {};
    const dateId = submittedDateId(context.input);
    const outcome = formOutcome(answer, locale, values, mailFrom);
    if (outcome && renderFormResponse) {
      try {
        const html = await renderFormResponse({ locale, dateId, form: context.kind ?? 'registration', outcome });
        if (html !== null) return html;
      } catch (error) {
        log.error('registration page renderer failed', { error: errorField(error) });
      }
    }
    const fallback: FallbackOutcome =
      outcome && outcome.kind !== 'rejected'
        ? outcome
        : { kind: 'rejected', message: answer.kind === 'refused' ? message(answer, locale) : '' };
    return fallbackFormPage({ locale, outcome: fallback, back: backLink(dateId, locale), form: context.kind });
  }

  return async function respond(c: Context, context: AnswerContext, answer: Answer): Promise<Response> {
    // A browser's post that is not a form the API reads (a multipart or text/plain form, one too large to read) gets a page too.
    const browser = context.format === 'form' || (context.format === null && prefersHtml(c.req.header('accept')));
    if (browser) return c.html(await page(answer, context), status(answer), headers(answer));
    if (answer.kind === 'created') {
      const created: RegistrationCreated = answer.waitlist
        ? { id: answer.id, dateId: answer.dateId, waitlist: true, confirmFrom: mailFrom }
        : { id: answer.id, dateId: answer.dateId, confirmFrom: mailFrom };
      return c.json(created, 201, headers(answer));
    }
    if (answer.kind === 'invalid') return c.json({ errors: fieldErrors(answer.issues, context.locale) }, 422, headers(answer));
    return c.json({ error: answer.code, message: message(answer, context.locale) }, REJECTION_STATUS[answer.code], headers(answer));
  };
}
