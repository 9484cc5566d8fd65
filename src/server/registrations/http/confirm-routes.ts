/**
 * GET and POST of CONFIRM_PATH (src/registration-contract/contract.ts), in the registrations API:
 * the page behind a confirmation mail's link, in the entry's language (the date's own
 * page, drawn by the site's renderer with the confirmation box instead of the form, or
 * the server's plain page), with one button that posts the token; and that post, which
 * confirms (confirm-entry.ts). A GET never confirms. Every answer is `no-store`,
 * `noindex` and sends no referrer, so the token in the address goes nowhere else.
 */
import type { Context } from 'hono';
import type { Locale } from '../../../i18n/locales.ts';
import { LINK_PROBLEM_CODES, linkProblemStatus } from '../../../registration-contract/answer-message.ts';
import { billingAddressLines } from '../../../registration-contract/billing-address.ts';
import { type EntryConfirmed, TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import type { FormOutcome, RenderFormResponse } from '../../../registration-contract/outcome.ts';
import { buildPath } from '../../../routes/match.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import type { Logger } from '../../log/log.ts';
import type { ConfirmView } from '../use-cases/confirm-entry.ts';
import { answerPage } from './answer-page.ts';
import { message } from './responses.ts';

export interface LinkAnswers {
  readonly renderFormResponse?: RenderFormResponse;
  /** How long a link works, as the page about an expired one says it. */
  readonly linkHours: number;
  readonly logger: Logger;
}

/** The token a confirmation post carries: a form field, or JSON `{ token }`; '' when none. */
export async function postedToken(c: Context): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    return typeof body?.token === 'string' ? body.token : '';
  }
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const token = form[TOKEN_FIELD];
  return typeof token === 'string' ? token : '';
}

/** The reference of a confirmed registration; null for a waiting-list entry (it has none). */
const referenceOf = (entry: object): string | null =>
  'reference' in entry && typeof entry.reference === 'string' ? entry.reference : null;

export function linkAnswers({ renderFormResponse, linkHours, logger }: LinkAnswers) {
  const problemMessage = (view: Extract<ConfirmView, { kind: 'problem' }>, locale: Locale) =>
    message({ kind: 'refused', code: LINK_PROBLEM_CODES[view.problem], params: { hours: linkHours, ...view.params } }, locale);

  function outcomeOf(view: ConfirmView, locale: Locale): FormOutcome {
    const waitlist = view.list === 'waitlist';
    if (view.kind === 'ask')
      return {
        kind: 'confirm',
        token: view.token,
        waitlist,
        email: view.entry.email,
        people: view.people,
        persons: view.persons,
        billing: view.billing ? billingAddressLines(locale, view.billing) : [],
      };
    if (view.kind === 'confirmed') return { kind: 'confirmed', reference: referenceOf(view.entry), waitlist };
    return { kind: 'linkProblem', problem: view.problem, waitlist, message: problemMessage(view, locale) };
  }

  async function page(view: ConfirmView, locale: Locale): Promise<string> {
    // A link of no entry has no date: the site draws its message on a page of its own.
    const input = { locale, dateId: view.entry?.dateId ?? 0, form: 'confirmation' as const, outcome: outcomeOf(view, locale) };
    return answerPage(renderFormResponse, logger, input, { href: buildPath('seminars', locale, {}), toDate: false });
  }

  const statusOf = (view: ConfirmView) => (view.kind === 'problem' ? linkProblemStatus(view.problem) : 200);

  /** The answer about a link: a page in the entry's language (else the browser's), or JSON for a JSON post. */
  return async function answer(c: Context, view: ConfirmView, json: boolean): Promise<Response> {
    const locale = view.entry?.locale ?? visitorLocale(c.req);
    if (!json) return c.html(await page(view, locale), statusOf(view), LINK_HEADERS);
    if (view.kind === 'problem') {
      const code = LINK_PROBLEM_CODES[view.problem];
      return c.json({ error: code, message: problemMessage(view, locale) }, statusOf(view), LINK_HEADERS);
    }
    const { id, dateId } = view.entry;
    const body: EntryConfirmed =
      view.list === 'waitlist' ? { id, dateId, confirmed: true, waitlist: true } : { id, dateId, confirmed: true };
    return c.json(view.kind === 'confirmed' ? body : { id, dateId, people: view.people }, 200, LINK_HEADERS);
  };
}
