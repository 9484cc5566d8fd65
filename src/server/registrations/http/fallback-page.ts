/**
 * The server's own answer page to a form post without JavaScript, used when no site
 * renderer is configured or it declines: minimal, valid HTML in the visitor's language,
 * every value escaped, with a link back. The site's renderer (renderFormResponse) answers
 * with the real form instead.
 */

import { bookingPagePath } from '../../../content/booking-page.ts';
import { findDate } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import { formatPrice, plural } from '../../../i18n/format.ts';
import { LOCALE_INFO, type Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { ANSWER_TEXTS, answerFieldLabel, rejectedTitle } from '../../../registration-contract/answer-message.ts';
import { CLAIM_TEXTS } from '../../../registration-contract/claim-messages.ts';
import { CONFIRMATION_TEXTS } from '../../../registration-contract/confirmation-messages.ts';
import { CONFIRM_PATH, TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import { ATTENDANCE_LABELS } from '../../../registration-contract/field-labels.ts';
import type { ManageView } from '../../../registration-contract/manage.ts';
import { MANAGE_TEXTS } from '../../../registration-contract/manage-messages.ts';
import type { ConfirmedPerson, FormOutcome, PostedForm } from '../../../registration-contract/outcome.ts';
import { type QuoteView, quotePdfPath } from '../../../registration-contract/quote.ts';
import { QUOTE_TEXTS } from '../../../registration-contract/quote-texts.ts';
import { buildPath } from '../../../routes/match.ts';
import { escapeHtml } from '../../../text/escape-html.ts';

/** Where the plain page leads back to: the date's page, else the seminars. */
export function fallbackBackLink(content: Content, dateId: number, locale: Locale): FallbackPageInput['back'] {
  const found = findDate(content, dateId);
  return found
    ? { href: bookingPagePath(locale, found.seminar, dateId), toDate: true }
    : { href: buildPath('seminars', locale, {}), toDate: false };
}

export interface FallbackPageInput {
  readonly locale: Locale;
  readonly outcome: FormOutcome;
  readonly back: { readonly href: string; readonly toDate: boolean };
  /** The form that was posted; a registration's unless told otherwise. */
  readonly form?: PostedForm;
}

const TEXTS = {
  de: {
    ...ANSWER_TEXTS.de,
    entered: 'Ihre Eingabe:',
    goBack: 'Mit der Zurück-Funktion Ihres Browsers gelangen Sie zum Formular; Ihre Eingaben bleiben dort in der Regel erhalten.',
    backToDate: 'Zurück zum Seminartermin',
    toSeminars: 'Zur Seminarübersicht',
  },
  en: {
    ...ANSWER_TEXTS.en,
    entered: 'You entered:',
    goBack: "Use your browser's back button to return to the form; your entries are usually still there.",
    backToDate: 'Back to the course date',
    toSeminars: 'All courses',
  },
} as const satisfies Record<Locale, Record<string, string>>;

function errorList(locale: Locale, values: Readonly<Record<string, string>>, errors: Readonly<Record<string, string>>): string {
  const items = Object.entries(errors).map(([path, message]) => {
    const known = answerFieldLabel(path, locale);
    const label = known === null ? '' : `${escapeHtml(known)}: `;
    const value = values[path];
    const entered = value ? ` ${TEXTS[locale].entered} <q>${escapeHtml(value)}</q>` : '';
    return `<li>${label}${escapeHtml(message)}${entered}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** The thank-you after a submission: look for our mail, and confirm. */
function checkMail(locale: Locale, outcome: { email: string; from: string }, waitlist: boolean): string {
  const texts = CONFIRMATION_TEXTS[locale];
  const text = interpolate(waitlist ? texts.checkMailWaitlist : texts.checkMail, { email: outcome.email, from: outcome.from });
  return `<p>${escapeHtml(text)}</p><p>${escapeHtml(texts.checkMailSpam)}</p>`;
}

/** The page behind a confirmation link: what is confirmed, and the one button that does it. */
function askToConfirm(locale: Locale, outcome: Extract<FormOutcome, { kind: 'confirm' }>): string {
  const texts = CONFIRMATION_TEXTS[locale];
  const text = outcome.waitlist
    ? interpolate(texts.askWaitlist, { email: outcome.email })
    : interpolate(texts.ask, { email: outcome.email, people: plural(locale, texts.people, outcome.people) });
  const attending = (person: ConfirmedPerson) => (person.attendance ? ` (${ATTENDANCE_LABELS[locale][person.attendance]})` : '');
  const persons = outcome.persons.map((person) => `<li>${escapeHtml(person.name + attending(person))}</li>`).join('');
  const billing =
    outcome.billing.length > 0 ? `<p>${escapeHtml(texts.billing)}:<br>${outcome.billing.map(escapeHtml).join('<br>')}</p>` : '';
  return `<p>${escapeHtml(text)}</p><ul>${persons}</ul>${billing}<form method="post" action="${CONFIRM_PATH}"><input type="hidden" name="${TOKEN_FIELD}" value="${escapeHtml(outcome.token)}"><button type="submit">${escapeHtml(outcome.waitlist ? texts.confirmWaitlist : texts.confirm)}</button></form>`;
}

/** The plain page of a manage link: what is booked; its changes need the site's page. */
function manageSummary(locale: Locale, view: ManageView): string {
  const texts = MANAGE_TEXTS[locale];
  const places = view.places.map((place) => `<li>${escapeHtml(place.name)}${place.cancelled ? ` (${texts.cancelledPlace})` : ''}</li>`);
  return `<p>${texts.reference}: <strong>${escapeHtml(view.reference)}</strong></p><ul>${places.join('')}</ul><p>${escapeHtml(texts.unavailable)}</p>`;
}

/** A quote without the site's page: its people and total, and once issued its PDF (which books nothing). */
function quoteSummary(locale: Locale, view: QuoteView): string {
  const texts = QUOTE_TEXTS[locale];
  const people = view.people.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  const pdf = view.number === null ? '' : `<p><a href="${escapeHtml(quotePdfPath(view.token))}">${texts.pdf}</a></p>`;
  return `<ul>${people}</ul><p>${texts.gross}: ${escapeHtml(formatPrice(locale, view.price.gross))}</p>${pdf}`;
}

function body(locale: Locale, outcome: FormOutcome, form: PostedForm): { title: string; html: string } {
  const texts = TEXTS[locale];
  const confirmation = CONFIRMATION_TEXTS[locale];
  switch (outcome.kind) {
    case 'registered':
      return { title: confirmation.checkMailTitle, html: checkMail(locale, outcome, false) };
    case 'waitlisted':
      return { title: confirmation.checkMailTitleWaitlist, html: checkMail(locale, outcome, true) };
    case 'confirm':
      return { title: outcome.waitlist ? confirmation.askTitleWaitlist : confirmation.askTitle, html: askToConfirm(locale, outcome) };
    case 'confirmed':
      return outcome.waitlist
        ? { title: confirmation.confirmedTitleWaitlist, html: `<p>${escapeHtml(confirmation.confirmedWaitlist)}</p>` }
        : {
            title: confirmation.confirmedTitle,
            html: `<p>${escapeHtml(confirmation.confirmed)}</p>${outcome.reference ? `<p>${escapeHtml(confirmation.reference)} <strong>${escapeHtml(outcome.reference)}</strong></p>` : ''}`,
          };
    case 'linkProblem':
      return { title: confirmation.problemTitle, html: `<p>${escapeHtml(outcome.message)}</p>` };
    case 'invalid':
      return {
        title: texts.invalidTitle,
        html: `<p>${texts.invalid}</p>${errorList(locale, outcome.values, outcome.errors)}<p>${texts.goBack}</p>`,
      };
    case 'rejected':
      return {
        title: outcome.title ?? rejectedTitle(locale, form),
        html: `<p>${escapeHtml(outcome.message)}</p>`,
      };
    case 'message':
      return { title: outcome.title, html: `<p>${escapeHtml(outcome.message)}</p>` };
    case 'claim':
      return { title: CLAIM_TEXTS[locale].title, html: `<p>${escapeHtml(CLAIM_TEXTS[locale].unavailable)}</p>` };
    case 'manage':
      return { title: MANAGE_TEXTS[locale].title, html: manageSummary(locale, outcome.view) };
    case 'quote':
      return {
        title:
          outcome.view.number === null
            ? QUOTE_TEXTS[locale].titleNew
            : interpolate(QUOTE_TEXTS[locale].title, { number: outcome.view.number }),
        html: quoteSummary(locale, outcome.view),
      };
  }
}

export function fallbackFormPage({ locale, outcome, back, form = 'registration' }: FallbackPageInput): string {
  const { title, html } = body(locale, outcome, form);
  const link = back.toDate ? TEXTS[locale].backToDate : TEXTS[locale].toSeminars;
  return [
    '<!doctype html>',
    `<html lang="${LOCALE_INFO[locale].tag}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${html}<p><a href="${escapeHtml(back.href)}">${link}</a></p></main></body>`,
    '</html>',
  ].join('\n');
}
