/**
 * GET RECEIVED_PATH/{id} (src/registration-contract/contract.ts): the thank-you address a form post
 * without JavaScript is sent on to once its entry is stored, and its confirmation once
 * confirmed. The date's page in the entry's language, drawn anew on each visit from what
 * the entry is now (please confirm, or confirmed), so a reload shows it again and posts
 * nothing. Like the link's pages: `no-store`, `noindex`, no referrer.
 */
import type { Context } from 'hono';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { ANSWER_TEXTS } from '../../../registration-contract/answer-message.ts';
import type { FormOutcome, PostedForm, RenderFormResponse } from '../../../registration-contract/outcome.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import type { Logger } from '../../log/log.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import { answerPage } from './answer-page.ts';
import { fallbackBackLink } from './fallback-page.ts';

export interface ReceivedPageOptions {
  readonly stores: Pick<RegistrationStores, 'registrations' | 'waitlist'>;
  /** The content as it is now: the plain page's link back to the date. */
  readonly getContent: () => Content;
  readonly renderFormResponse?: RenderFormResponse;
  /** The address the mails come from, as the thank-you names it. */
  readonly mailFrom: string;
  readonly logger: Logger;
}

interface Shown {
  readonly locale: Locale;
  readonly dateId: number;
  readonly form: PostedForm;
  readonly outcome: FormOutcome;
  readonly status: 200 | 404;
}

async function shownFor(stores: ReceivedPageOptions['stores'], id: string, mailFrom: string, fallbackLocale: Locale): Promise<Shown> {
  const registration = await stores.registrations.get(id);
  const entry = registration ?? (await stores.waitlist.get(id));
  if (!entry) {
    const { unknownEntry, unknownEntryTitle } = ANSWER_TEXTS[fallbackLocale];
    const outcome: FormOutcome = { kind: 'rejected', status: 404, message: unknownEntry, title: unknownEntryTitle, values: {} };
    return { locale: fallbackLocale, dateId: 0, form: 'registration', outcome, status: 404 };
  }
  const waitlist = registration === undefined;
  const { locale, dateId } = entry;
  if (entry.status === 'confirmed')
    return {
      locale,
      dateId,
      form: 'confirmation',
      outcome: { kind: 'confirmed', reference: registration?.reference ?? null, waitlist },
      status: 200,
    };
  const outcome: FormOutcome = { kind: waitlist ? 'waitlisted' : 'registered', id, email: entry.email, from: mailFrom };
  return { locale, dateId, form: waitlist ? 'waitlist' : 'registration', outcome, status: 200 };
}

export function receivedPage({ stores, getContent, renderFormResponse, mailFrom, logger }: ReceivedPageOptions) {
  return async function answer(c: Context): Promise<Response> {
    const { status, ...input } = await shownFor(stores, c.req.param('id') ?? '', mailFrom, visitorLocale(c.req));
    const html = await answerPage(renderFormResponse, logger, input, fallbackBackLink(getContent(), input.dateId, input.locale));
    return c.html(html, status, LINK_HEADERS);
  };
}
