/**
 * The server's own answer page to a form post without JavaScript, used when no site
 * renderer is configured or it declines: minimal, valid HTML in the visitor's language,
 * every value escaped, with a link back. The site's renderer (renderFormResponse) answers
 * with the real form instead.
 */

import { LOCALE_INFO, type Locale } from '../../i18n/locales.ts';
import { qualifiedFieldLabel } from '../../registration/messages.ts';
import type { PostedForm } from '../../registration/outcome.ts';
import { isWaitlistLabelPath, qualifiedWaitlistLabel, WAITLIST_TEXTS } from '../../registration/waitlist-messages.ts';
import { escapeHtml } from '../../text/escape-html.ts';

export type FallbackOutcome =
  | { kind: 'registered'; id: string; email: string; people: number }
  | { kind: 'waitlisted'; id: string; email: string }
  | { kind: 'invalid'; values: Readonly<Record<string, string>>; errors: Readonly<Record<string, string>> }
  | { kind: 'rejected'; message: string };

export interface FallbackPageInput {
  readonly locale: Locale;
  readonly outcome: FallbackOutcome;
  readonly back: { readonly href: string; readonly toDate: boolean };
  /** The form that was posted; a registration's unless told otherwise. */
  readonly form?: PostedForm;
}

const TEXTS = {
  de: {
    registeredTitle: 'Vielen Dank für Ihre Anmeldung',
    registered: 'Ihre Anmeldung ist bei uns eingegangen. Ihre Vorgangsnummer:',
    confirmation: 'Eine Bestätigung ist unterwegs an',
    confirmations: 'Jede Person erhält eine eigene Bestätigung:',
    invalidTitle: 'Bitte prüfen Sie Ihre Angaben',
    invalid: 'Einige Angaben fehlen oder sind ungültig:',
    entered: 'Ihre Eingabe:',
    goBack: 'Mit der Zurück-Funktion Ihres Browsers gelangen Sie zum Formular; Ihre Eingaben bleiben dort in der Regel erhalten.',
    rejectedTitle: 'Anmeldung nicht möglich',
    waitlistRejectedTitle: 'Eintrag in die Warteliste nicht möglich',
    backToDate: 'Zurück zum Seminartermin',
    toSeminars: 'Zur Seminarübersicht',
  },
  en: {
    registeredTitle: 'Thank you for registering',
    registered: 'We have received your registration. Your reference number:',
    confirmation: 'A confirmation is on its way to',
    confirmations: 'Each person gets a confirmation of their own:',
    invalidTitle: 'Please check your entries',
    invalid: 'Some entries are missing or not valid:',
    entered: 'You entered:',
    goBack: "Use your browser's back button to return to the form; your entries are usually still there.",
    rejectedTitle: 'Registration not possible',
    waitlistRejectedTitle: 'Could not join the waiting list',
    backToDate: 'Back to the course date',
    toSeminars: 'All courses',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The label of a field of either form, or null for a path neither form has. */
function labelOf(path: string, locale: Locale): string | null {
  return isWaitlistLabelPath(path) ? qualifiedWaitlistLabel(path, locale) : qualifiedFieldLabel(path, locale);
}

function errorList(locale: Locale, values: Readonly<Record<string, string>>, errors: Readonly<Record<string, string>>): string {
  const items = Object.entries(errors).map(([path, message]) => {
    const known = labelOf(path, locale);
    const label = known === null ? '' : `${escapeHtml(known)}: `;
    const value = values[path];
    const entered = value ? ` ${TEXTS[locale].entered} <q>${escapeHtml(value)}</q>` : '';
    return `<li>${label}${escapeHtml(message)}${entered}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

const confirmation = (locale: Locale, email: string, people = 1) =>
  email ? `<p>${people > 1 ? TEXTS[locale].confirmations : TEXTS[locale].confirmation} ${escapeHtml(email)}.</p>` : '';

function body(locale: Locale, outcome: FallbackOutcome, form: PostedForm): { title: string; html: string } {
  const texts = TEXTS[locale];
  switch (outcome.kind) {
    case 'registered':
      return {
        title: texts.registeredTitle,
        html: `<p>${texts.registered} <strong>${escapeHtml(outcome.id)}</strong></p>${confirmation(locale, outcome.email, outcome.people)}`,
      };
    case 'waitlisted': {
      const waitlist = WAITLIST_TEXTS[locale];
      return {
        title: waitlist.thanksTitle,
        html: `<p>${escapeHtml(waitlist.thanks)} <strong>${escapeHtml(outcome.id)}</strong></p>${confirmation(locale, outcome.email)}`,
      };
    }
    case 'invalid':
      return {
        title: texts.invalidTitle,
        html: `<p>${texts.invalid}</p>${errorList(locale, outcome.values, outcome.errors)}<p>${texts.goBack}</p>`,
      };
    case 'rejected':
      return {
        title: form === 'waitlist' ? texts.waitlistRejectedTitle : texts.rejectedTitle,
        html: `<p>${escapeHtml(outcome.message)}</p>`,
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
