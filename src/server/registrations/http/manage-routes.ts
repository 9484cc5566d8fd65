/**
 * GET and POST of MANAGE_PATH (src/registration-contract/contract.ts), in the registrations API: the
 * page behind a manage link, in the registration's language (the date's own page with the
 * registration instead of the form), and its forms' posts, which review a change or make
 * it (manage-actions.ts). A change made sends the browser on to the link's page, which
 * says it is done (post/redirect/get: a reload changes nothing). A link that opens nothing
 * gets a page of its own, in the visitor's language, that says nothing of any
 * registration. JSON in, JSON out for clients that post JSON. Every answer is `no-store`,
 * `noindex` and sends no referrer.
 */
import type { Context } from 'hono';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { MANAGE_PATH, TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import { FEEDBACK_ANCHOR } from '../../../registration-contract/feedback.ts';
import { MANAGE_ANCHOR, type ManageLinkProblem } from '../../../registration-contract/manage.ts';
import { MANAGE_TEXTS } from '../../../registration-contract/manage-messages.ts';
import type { FormOutcome, RenderFormResponse } from '../../../registration-contract/outcome.ts';
import { buildPath } from '../../../routes/match.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import type { Logger } from '../../log/log.ts';
import type { ManageAnswer } from '../use-cases/manage-answers.ts';
import { answerPage } from './answer-page.ts';
import { fallbackBackLink } from './fallback-page.ts';

/** The status of a link that opens nothing: unknown, or no longer valid. */
const PROBLEM_STATUS: Readonly<Record<ManageLinkProblem, 404 | 410>> = { unknown: 404, revoked: 410, expired: 410 };

/** The field a page's address carries after a change: which change was made. */
export const DONE_FIELD = 'done';

/** Where a browser goes once a change is made. */
export const donePath = (token: string, action: string) =>
  `${MANAGE_PATH}?${TOKEN_FIELD}=${encodeURIComponent(token)}&${DONE_FIELD}=${action}#${action === 'feedback' ? FEEDBACK_ANCHOR : MANAGE_ANCHOR}`;

/** A manage form's fields, from a form post or a JSON object of strings; empty when unreadable. */
export async function postedFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const body: unknown = type.startsWith('application/json')
    ? await c.req.json().catch(() => null)
    : await c.req.parseBody().catch(() => null);
  if (body === null || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export interface ManageAnswers {
  readonly renderFormResponse?: RenderFormResponse;
  readonly getContent: () => Content;
  readonly logger: Logger;
}

export function manageAnswers({ renderFormResponse, getContent, logger }: ManageAnswers) {
  const problemOutcome = (problem: ManageLinkProblem, locale: Locale): FormOutcome => ({
    kind: 'message',
    status: PROBLEM_STATUS[problem],
    title: MANAGE_TEXTS[locale].problemTitle,
    message: MANAGE_TEXTS[locale].problems[problem],
  });

  async function page(answer: Exclude<ManageAnswer, { kind: 'done' }>, visitor: Locale, done: string | undefined): Promise<string> {
    if (answer.kind === 'view') {
      const { locale, dateId, view } = answer;
      const input = { locale, dateId, form: 'manage' as const, outcome: { kind: 'manage', view } as const };
      return answerPage(renderFormResponse, logger, input, fallbackBackLink(getContent(), dateId, locale));
    }
    // A place given away through its own link: its link opens nothing now, and the page says the change was made.
    const outcome: FormOutcome =
      answer.problem === 'revoked' && done === 'substitute'
        ? { kind: 'message', status: 200, title: MANAGE_TEXTS[visitor].titlePlace, message: MANAGE_TEXTS[visitor].done.substitute }
        : problemOutcome(answer.problem, visitor);
    return answerPage(
      renderFormResponse,
      logger,
      { locale: visitor, dateId: 0, form: 'manage', outcome },
      { href: buildPath('seminars', visitor, {}), toDate: false },
    );
  }

  const statusOf = (answer: Exclude<ManageAnswer, { kind: 'done' }>, done: string | undefined) =>
    answer.kind === 'view' ? answer.status : answer.problem === 'revoked' && done === 'substitute' ? 200 : PROBLEM_STATUS[answer.problem];

  /** The answer to a browser (a page, or on to the link's page once a change is made) or to a JSON client. */
  return async function answer(c: Context, result: ManageAnswer, json: boolean, done?: string): Promise<Response> {
    const visitor = visitorLocale(c.req);
    if (result.kind === 'done') {
      if (!json) return c.redirect(donePath(result.token, result.action), 303);
      return c.json({ done: result.action, id: result.registrationId }, 200, LINK_HEADERS);
    }
    if (json) {
      if (result.kind === 'view') return c.json(result.view, result.status, LINK_HEADERS);
      const { message } = problemOutcome(result.problem, visitor) as Extract<FormOutcome, { kind: 'message' }>;
      return c.json({ error: result.problem, message }, PROBLEM_STATUS[result.problem], LINK_HEADERS);
    }
    return c.html(await page(result, visitor, done), statusOf(result, done), LINK_HEADERS);
  };
}
