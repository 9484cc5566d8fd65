/**
 * What the server tells the page renderer after a form post without JavaScript (the
 * registration form, or the waiting-list form of a fully booked date), so the site can
 * answer with its own page: the thank-you text, or the form again with the visitor's
 * values and the errors. The renderer is injected into the server
 * (createServer({ renderFormResponse })), which keeps the server free of React.
 */
import type { Locale } from '../i18n/locales.ts';
import type { LinkProblem } from './confirmation-messages.ts';
import type { ManageView } from './manage.ts';
import type { QuoteView } from './quote.ts';

/**
 * The form that was posted; 'confirmation': the page behind a confirmation link, and the
 * answer to its button; 'manage': the page behind a manage link, and its forms; 'quote': the page behind a quote's link (quote.ts), and its button.
 */
/** A person an entry names, as the confirmation page shows them: and, at a hybrid date, how they attend. */
export type ConfirmedPerson = {
  readonly name: string;
  readonly attendance: 'onSite' | 'online' | null;
};

export type PostedForm = 'registration' | 'waitlist' | 'confirmation' | 'manage' | 'quote';

export type FormOutcome =
  /** email: where the "please confirm" mail went; from: the address it comes from. */
  | { kind: 'registered'; id: string; email: string; from: string }
  | { kind: 'waitlisted'; id: string; email: string; from: string }
  /**
   * The link's page: one button that confirms (posting the token); people: how many the registration names; persons: who,
   * and how each attends a hybrid date; billing: the address lines the invoice goes to (empty on the waiting list). What is
   * confirmed, seen before confirming.
   */
  | {
      kind: 'confirm';
      token: string;
      waitlist: boolean;
      email: string;
      people: number;
      persons: readonly ConfirmedPerson[];
      billing: readonly string[];
    }
  /** `reference`: the registration's, to quote (a waiting-list entry has none). */
  | { kind: 'confirmed'; reference: string | null; waitlist: boolean }
  /** message: localized, what went wrong and what to do. */
  | { kind: 'linkProblem'; problem: LinkProblem; waitlist: boolean; message: string }
  /** values: the flat form record as posted, minus the honeypot; errors: localized, by field path. */
  | { kind: 'invalid'; values: Record<string, string>; errors: Record<string, string> }
  /** message: localized, e.g. "this date is fully booked"; title: what a page of its own calls it (default: the refusal of the form). */
  | { kind: 'rejected'; status: number; message: string; values: Record<string, string>; title?: string }
  /** The page behind a waiting-list offer's link: the registration form filled in with the entry's values (flat, by path); token: the offer's. */
  | { kind: 'claim'; token: string; values: Record<string, string>; until: string }
  /** The page behind a manage link: the registration, and the changes it allows (src/registration-contract/manage.ts). */
  | { kind: 'manage'; view: ManageView }
  /** The page behind a quote's link: the quote, and whether it may be booked (src/registration-contract/quote.ts). */
  | { kind: 'quote'; view: QuoteView }
  /** A manage or claim link that shows nothing (unknown, no longer valid), or what was just done with it: a page of its own. */
  | { kind: 'message'; status: number; title: string; message: string };

/** The whole HTML page for an outcome, or null to let the server answer with its plain fallback page. */
export type RenderFormResponse = (input: {
  locale: Locale;
  dateId: number;
  form: PostedForm;
  outcome: FormOutcome;
}) => Promise<string | null>;
