/**
 * "My bookings": whoever books (the booker, or the first participant who booked) asks on the
 * page MY_BOOKINGS (routes: myBookings) for a sign-in link; the mail's link (BOOKINGS_PATH with
 * a token, a day long) shows every registration booked from that address, each with a way to
 * its page behind the manage link (BOOKINGS_OPEN_PATH mints one). No password: the mail proves
 * the address. The page's answers, as the server hands them to the page. Pure data.
 */
import { REGISTRATIONS_PATH, TOKEN_FIELD } from './contract.ts';

/** The sign-in link's address (GET with its token), and where the page's form posts the address. */
export const BOOKINGS_PATH = `${REGISTRATIONS_PATH}/bookings`;
/** Opens one registration of the list on its manage page (GET with the list's token and the registration's reference). */
export const BOOKINGS_OPEN_PATH = `${BOOKINGS_PATH}/open`;
export const BOOKINGS_EMAIL_FIELD = 'email';
export const BOOKINGS_REFERENCE_FIELD = 'reference';

/** One registration as the list shows it (amounts net EUR). */
export type BookingSummary = {
  readonly reference: string;
  readonly seminar: string;
  /** 'YYYY-MM-DD'. */
  readonly start: string;
  readonly end: string;
  readonly location: string | null;
  /** The places still booked, and the names of their people. */
  readonly people: readonly string[];
  /** Booked and ahead, over, or cancelled as a whole. */
  readonly state: 'ahead' | 'over' | 'cancelled';
  /** What it owes now, net; null for one stored without its price. */
  readonly due: number | null;
  /** A private person's: what it owes including VAT, as the invoice will say; else null. */
  readonly dueWithVat: number | null;
};

/** Where a registration of the list opens, through the list's token. */
export const bookingOpenPath = (token: string, reference: string) =>
  `${BOOKINGS_OPEN_PATH}?${TOKEN_FIELD}=${encodeURIComponent(token)}&${BOOKINGS_REFERENCE_FIELD}=${encodeURIComponent(reference)}`;

/** What the page shows beside its form: the link was sent (whether or not the address booked: nobody learns who did), the address was not one, the link does not work, or the list. */
export type MyBookingsAnswer =
  | { readonly kind: 'sent'; readonly email: string; readonly hours: number }
  | { readonly kind: 'invalid'; readonly email: string; readonly error: string }
  | { readonly kind: 'problem'; readonly message: string }
  | { readonly kind: 'list'; readonly token: string; readonly email: string; readonly bookings: readonly BookingSummary[] };
