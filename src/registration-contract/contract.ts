/**
 * The HTTP contract of POST /api/registrations, for the form and the server.
 *
 * Request: `application/json` (the registration input, plus `locale` and the honeypot) or
 * `application/x-www-form-urlencoded` (the same fields flat, see form-data.ts), at most
 * MAX_BODY_BYTES. A body with a `waitlist` object (form fields `waitlist.…`) asks for a
 * place on a fully booked date's waiting list instead (src/registration-contract/waitlist.ts). An optional `Idempotency-Key` header (1–255 visible ASCII characters)
 * makes a retry safe: the same key with the same registration answers the first result.
 *
 * JSON answers:
 * - 201 RegistrationCreated (`waitlist: true` for a waiting-list entry)
 * - 422 ValidationFailed: messages by field path, in the request's language
 * - 400, 404, 409, 413, 415, 429, 500 RegistrationRefused (status by code: REJECTION_STATUS;
 *   429 with a Retry-After header in seconds). An Idempotency-Key seen before with a
 *   different registration is refused with 409 idempotencyConflict (not 422), so that every
 *   422 carries field errors and every other refusal one message.
 * A form post is answered with an HTML page and the same status.
 *
 * A 201 means stored, not registered: the entry counts once the owner of its address opens
 * the link of the "please confirm" mail (CONFIRM_PATH) and confirms. The answer is the
 * same whether the address was registered already (it is told so by mail instead), so it
 * tells nobody who is registered. POST CONFIRM_PATH answers 200 EntryConfirmed, or a
 * refusal: 404 unknownLink, 410 usedLink / expiredLink / replacedLink, 409 noSeats,
 * duplicate, past. Posts whose Origin or Sec-Fetch-Site names another site get 403 crossSite.
 */
import type { RejectionCode } from './messages.ts';

export const REGISTRATIONS_PATH = '/api/registrations';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/**
 * A field humans never see (the form hides it); a bot that fills it is told "registered"
 * and nothing is stored. Named so that browsers' autofill leaves it alone (a field called
 * "website" gets filled in for some visitors).
 */
export const HONEYPOT_FIELD = 'extra_reference';
/** The body field that chooses the language of the answer ('de' | 'en'). */
export const LOCALE_FIELD = 'locale';
export const MAX_BODY_BYTES = 32 * 1024;

export interface RegistrationCreated {
  readonly id: string;
  readonly dateId: number;
  /** Present on a waiting-list entry: it takes no seat, staff get in touch. */
  readonly waitlist?: true;
  /** The address the "please confirm" mail comes from: the entry counts once its link is confirmed. */
  readonly confirmFrom: string;
  /** Present when the registration claimed a waiting-list offer: it is confirmed already, no mail to confirm. */
  readonly confirmed?: true;
}

/** The page behind a confirmation mail's link (GET, `?token=`) and what its button posts to (form field `token`, or JSON `{ token }`). */
export const CONFIRM_PATH = `${REGISTRATIONS_PATH}/confirm`;
export const TOKEN_FIELD = 'token';

/** The link a confirmation mail carries. */
export const confirmLink = (siteUrl: string, token: string) => `${siteUrl}${CONFIRM_PATH}?${TOKEN_FIELD}=${token}`;

/**
 * The page behind a registration's manage link (GET, `?token=`): what was booked, and
 * cancelling, moving to another date and naming a substitute; its forms post to the
 * same address (src/registration-contract/manage.ts says what they carry).
 */
export const MANAGE_PATH = `${REGISTRATIONS_PATH}/manage`;

/** The private link a confirmation mail carries to manage the registration, or one participant's place. */
export const manageLink = (siteUrl: string, token: string) => `${siteUrl}${MANAGE_PATH}?${TOKEN_FIELD}=${token}`;

/**
 * The page behind a waiting-list offer's link (GET, `?token=`): the registration form,
 * filled in with what the entry gave; a registration posted with the link's token in
 * CLAIM_FIELD is confirmed at once (the link proved the address). Its form posts
 * `decline` here to let the seat go to the next person in line.
 */
export const CLAIM_PATH = `${REGISTRATIONS_PATH}/claim`;
export const CLAIM_FIELD = 'claim';
export const claimLink = (siteUrl: string, token: string) => `${siteUrl}${CLAIM_PATH}?${TOKEN_FIELD}=${token}`;

/**
 * GET RECEIVED_PATH/{id}: the thank-you address of an entry a browser posted without
 * JavaScript (the post answers 303 See Other to it), and of its confirmation: the date's
 * page saying what comes next, in the entry's language; a reload posts nothing.
 */
export const RECEIVED_PATH = `${REGISTRATIONS_PATH}/received`;
export const receivedPath = (id: string) => `${RECEIVED_PATH}/${encodeURIComponent(id)}`;

/** @public The body of a 200 to a confirmation posted as JSON (the API's contract, for its clients). */
export interface EntryConfirmed {
  readonly id: string;
  readonly dateId: number;
  readonly confirmed: true;
  readonly waitlist?: true;
}

/** @public The body of a 422 (the API's contract, for its clients). */
export interface ValidationFailed {
  readonly errors: Record<string, string>;
}

/** @public The body of a refusal (the API's contract, for its clients). */
export interface RegistrationRefused {
  readonly error: RejectionCode;
  readonly message: string;
}

/** The status that goes with each refusal. */
export const REJECTION_STATUS = {
  malformed: 400,
  unknownDate: 404,
  fullyBooked: 409,
  notEnoughSeats: 409,
  notEnoughOnSiteSeats: 409,
  past: 409,
  dateCancelled: 409,
  duplicate: 409,
  seatsAvailable: 409,
  idempotencyConflict: 409,
  noSeats: 409,
  noOnSiteSeats: 409,
  crossSite: 403,
  unknownLink: 404,
  usedLink: 410,
  expiredLink: 410,
  replacedLink: 410,
  offerEnded: 410,
  offerEmail: 409,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  capped: 429,
  serverError: 500,
} as const satisfies Record<RejectionCode, number>;
