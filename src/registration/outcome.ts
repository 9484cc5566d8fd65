/**
 * What the server tells the page renderer after a form post without JavaScript (the
 * registration form, or the waiting-list form of a fully booked date), so the site can
 * answer with its own page: the thank-you text, or the form again with the visitor's
 * values and the errors. The renderer is injected into the server
 * (createServer({ renderFormResponse })), which keeps the server free of React.
 */
import type { Locale } from '../i18n/locales.ts';

/** The form that was posted. */
export type PostedForm = 'registration' | 'waitlist';

export type FormOutcome =
  /** email: where the confirmations go, as the page says it ('a@x.de, b@y.de und c@z.de'); people: how many get one. */
  | { kind: 'registered'; id: string; email: string; people: number }
  | { kind: 'waitlisted'; id: string; email: string }
  /** values: the flat form record as posted, minus the honeypot; errors: localized, by field path. */
  | { kind: 'invalid'; values: Record<string, string>; errors: Record<string, string> }
  /** message: localized, e.g. "this date is fully booked". */
  | { kind: 'rejected'; status: 404 | 409 | 429; message: string; values: Record<string, string> };

/** The whole HTML page for an outcome, or null to let the server answer with its plain fallback page. */
export type RenderFormResponse = (input: {
  locale: Locale;
  dateId: number;
  form: PostedForm;
  outcome: FormOutcome;
}) => Promise<string | null>;
