/**
 * The enquiry forms' addresses on the server, and what the server tells the page renderer
 * after a post without JavaScript, so the site answers with its own page (the contact page,
 * or the corporate page for an in-house enquiry) showing the form again with the errors, or
 * where the enquiry stands. The renderer is injected into the server, which keeps it free of React.
 */
import type { Locale } from '../i18n/locales.ts';
import type { EnquiryKind, ReplyWay } from './schema.ts';

/** Where the forms post to (form-encoded or JSON). */
export const ENQUIRIES_PATH = '/api/enquiries';
/** The page behind the mail's link (GET, never confirms) and its button's post (confirms). */
export const ENQUIRY_CONFIRM_PATH = `${ENQUIRIES_PATH}/confirm`;
/** Where a browser goes after sending: the page that asks to confirm the address (a reload posts nothing). */
export const ENQUIRY_SENT_PATH = `${ENQUIRIES_PATH}/sent`;
/** The fragment of a form on its page, which the answers come back to. */
export const ENQUIRY_ANCHOR = 'enquiry';

/** The page each form is on. */
export const ENQUIRY_PAGES: Readonly<Record<EnquiryKind, 'corporateSolutions' | 'contact'>> = {
  inhouse: 'corporateSolutions',
  question: 'contact',
};

export type EnquiryOutcome =
  /** values: the form as posted, minus the honeypot; errors: localized, by field. */
  | { kind: 'invalid'; values: Record<string, string>; errors: Record<string, string> }
  /** message: localized (too many posts, too many waiting, not from this site, unreadable). */
  | { kind: 'refused'; status: number; message: string; values: Record<string, string> }
  /** The mail asking to confirm the address is on its way; its link works `hours` hours. */
  | { kind: 'sent'; hours: number }
  /** Behind the mail's link: one button that confirms (posting the token). */
  | { kind: 'confirm'; token: string; email: string }
  | { kind: 'confirmed'; reply: ReplyWay }
  /** A link that confirms nothing: expired, or unknown (or used already). */
  | { kind: 'problem'; expired: boolean };

/** The whole HTML page for an outcome, or null to let the server answer with its plain page. */
export type RenderEnquiryResponse = (input: { locale: Locale; form: EnquiryKind; outcome: EnquiryOutcome }) => Promise<string | null>;
