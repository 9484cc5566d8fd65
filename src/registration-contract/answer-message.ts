/**
 * What an answer to a form post says when there is no date page to show it on (the post
 * named no date the site has, or could not be read): its status, a title and the message,
 * in one language. The site's renderer draws it in the site's layout
 * (src/generate/form-responder.ts); the server's plain page says the same
 * (src/server/registrations/http/fallback-page.ts).
 */
import type { Locale } from '../i18n/locales.ts';
import { CONFIRMATION_TEXTS, type LinkProblem } from './confirmation-messages.ts';
import { REJECTION_STATUS } from './contract.ts';
import { qualifiedFieldLabel } from './field-labels.ts';
import type { RejectionCode } from './messages.ts';
import type { FormOutcome, PostedForm } from './outcome.ts';
import { isWaitlistLabelPath, qualifiedWaitlistLabel } from './waitlist-messages.ts';

export const ANSWER_TEXTS = {
  de: {
    invalidTitle: 'Bitte prüfen Sie Ihre Angaben',
    invalid: 'Einige Angaben fehlen oder sind ungültig:',
    rejectedTitle: 'Anmeldung nicht möglich',
    waitlistRejectedTitle: 'Eintrag in die Warteliste nicht möglich',
    unknownEntryTitle: 'Diese Anmeldung kennen wir nicht',
    unknownEntry:
      'Unter dieser Adresse finden wir keine Anmeldung. Alles Wichtige steht in der E-Mail, die wir Ihnen nach dem Absenden geschickt haben; oder melden Sie sich auf unserer Website neu an.',
  },
  en: {
    invalidTitle: 'Please check your entries',
    invalid: 'Some entries are missing or not valid:',
    rejectedTitle: 'Registration not possible',
    waitlistRejectedTitle: 'Could not join the waiting list',
    unknownEntryTitle: 'We do not know this registration',
    unknownEntry:
      'We find no registration at this address. Everything you need is in the email we sent you after you submitted; or register again on our website.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The label of a field of either form, or null for a path neither form has. */
export function answerFieldLabel(path: string, locale: Locale): string | null {
  return isWaitlistLabelPath(path) ? qualifiedWaitlistLabel(path, locale) : qualifiedFieldLabel(path, locale);
}

export interface AnswerMessage {
  readonly status: number;
  readonly title: string;
  readonly message: string;
}

/** The refusal a link that confirms nothing is answered with: its message and its status (REJECTION_STATUS). */
export const LINK_PROBLEM_CODES = {
  unknown: 'unknownLink',
  used: 'usedLink',
  expired: 'expiredLink',
  replaced: 'replacedLink',
  noSeats: 'noSeats',
  noOnSiteSeats: 'noOnSiteSeats',
  duplicate: 'duplicate',
  past: 'past',
} as const satisfies Record<LinkProblem, RejectionCode>;

/** The status of the answer about a link that confirms nothing. */
export const linkProblemStatus = (problem: LinkProblem) => REJECTION_STATUS[LINK_PROBLEM_CODES[problem]];

/** The title of a refusal of `form`. */
export const rejectedTitle = (locale: Locale, form: PostedForm) =>
  form === 'waitlist' ? ANSWER_TEXTS[locale].waitlistRejectedTitle : ANSWER_TEXTS[locale].rejectedTitle;

/** A refusal, a form with errors, or a link that confirms nothing, as one message; null for an outcome that needs its date's page. */
export function answerMessage(locale: Locale, form: PostedForm, outcome: FormOutcome): AnswerMessage | null {
  if (outcome.kind === 'rejected')
    return { status: outcome.status, title: outcome.title ?? rejectedTitle(locale, form), message: outcome.message };
  if (outcome.kind === 'message') return { status: outcome.status, title: outcome.title, message: outcome.message };
  if (outcome.kind === 'linkProblem')
    return { status: linkProblemStatus(outcome.problem), title: CONFIRMATION_TEXTS[locale].problemTitle, message: outcome.message };
  if (outcome.kind !== 'invalid') return null;
  const problems = Object.entries(outcome.errors).map(([path, error]) => {
    const label = answerFieldLabel(path, locale);
    return label === null ? error : `${label}: ${error}`;
  });
  return { status: 422, title: ANSWER_TEXTS[locale].invalidTitle, message: `${ANSWER_TEXTS[locale].invalid} ${problems.join('; ')}` };
}
