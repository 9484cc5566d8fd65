/**
 * "My bookings", apart from HTTP: whoever booked asks for a sign-in link with their address; if
 * anything was booked from it, the link goes there (a token a day long, on the oldest such
 * registration), and the answer is the same either way, so nobody learns who booked. The link
 * lists every confirmed registration booked from the address (its seminar, dates, people still
 * booked, state and what it owes), and opens each on its manage page with a new whole link.
 */
import { findDate } from '../../../content/content-index.ts';
import { hasTakenPlace } from '../../../content/schedule.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { manageLink as managePath } from '../../../registration-contract/contract.ts';
import type { BookingSummary, MyBookingsAnswer } from '../../../registration-contract/my-bookings.ts';
import { MY_BOOKINGS_TEXTS } from '../../../registration-contract/my-bookings-texts.ts';
import { emailField } from '../../../registration-contract/text-fields.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '../../gate/tokens.ts';
import { owedWithVat } from '../../invoices/rules/documents.ts';
import { accountOf } from '../rules/account.ts';
import type { Place } from '../rules/change-records.ts';
import { linksUntil } from '../rules/manage-tokens.ts';
import { fullName } from '../rules/people.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import type { ManageDeps } from './manage-answers.ts';

export interface BookingsDeps extends Pick<ManageDeps, 'stores' | 'getContent' | 'today' | 'now' | 'mails' | 'vatRules'> {
  /** The sign-in link of a token, opening in `locale`. */
  readonly bookingsLink: (token: string, locale: Locale) => string;
  /** How long a sign-in link works (ms). */
  readonly linkMs: number;
}

/** The least time between two sign-in mails to one address. */
export const SIGN_IN_MAIL_GAP_MS = 5 * 60_000;

/** Asks for the sign-in link of `typed`: sent (or, when nothing was booked from it, said to be), or the address is not one. */
export async function requestBookingsLink(deps: BookingsDeps, typed: string, locale: Locale): Promise<MyBookingsAnswer> {
  const parsed = emailField.safeParse(typed);
  if (!parsed.success) return { kind: 'invalid', email: typed, error: MY_BOOKINGS_TEXTS[locale].invalid };
  const email = parsed.data;
  const hours = Math.round(deps.linkMs / 3_600_000);
  const [first] = await deps.stores.registrations.bookedBy(email);
  const now = deps.now().getTime();
  // One sign-in mail to an address every few minutes, however often someone asks: nobody floods its inbox.
  const last = first ? await deps.stores.gate.lastBookingsLink(first.id) : null;
  if (first && deps.mails && (last === null || now - last >= SIGN_IN_MAIL_GAP_MS)) {
    const token = newToken();
    await deps.stores.gate.insertBookingsToken(token.hash, first.id, now, now + deps.linkMs);
    const mail = deps.mails.bookingsLink({
      entryId: first.id,
      locale,
      address: email,
      href: deps.bookingsLink(token.token, locale),
      hours,
      at: now,
    });
    await deps.stores.mail.enqueue([mail], now);
  }
  return { kind: 'sent', email, hours };
}

/** The address a sign-in token stands for, while it works; null for one unknown, of another kind, or expired. */
async function signedIn(deps: BookingsDeps, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await deps.stores.gate.token(hashToken(token));
  if (row?.purpose !== 'bookings' || row.expiresAt <= deps.now().getTime()) return null;
  return (await deps.stores.registrations.get(row.entryId))?.email ?? null;
}

/** A private person's amount due including VAT (EUR), as the invoices will say it; null for a company's. */
function withVatOf(deps: BookingsDeps, registration: StoredRegistration, places: readonly Place[]): number | null {
  if (!registration.payload.consumer || !deps.vatRules) return null;
  const totals = owedWithVat(registration, places, deps.getContent(), deps.vatRules);
  return totals && totals.gross / 100;
}

async function summaryOf(deps: BookingsDeps, registration: StoredRegistration): Promise<BookingSummary | null> {
  const found = findDate(deps.getContent(), registration.dateId);
  const places = (await deps.stores.changes.booking(registration.id))?.places ?? [];
  if (!found) return null;
  const account = accountOf(registration.price, places);
  const people = account.booked.map((position) => registration.payload.participants[position]);
  const { date, seminar } = found;
  return {
    reference: registration.reference,
    seminar: seminar.translations[registration.locale].title,
    start: date.start,
    end: date.end,
    location: date.location,
    people: people.flatMap((person) => (person ? [fullName(person)] : [])),
    state: account.booked.length === 0 ? 'cancelled' : hasTakenPlace(date, deps.today()) ? 'over' : 'ahead',
    due: account.total === null ? null : account.total / 100,
    dueWithVat: withVatOf(deps, registration, places),
  };
}

/** The list behind a sign-in link, newest date first; a problem when the link does not work. */
export async function listBookings(deps: BookingsDeps, token: string, locale: Locale): Promise<MyBookingsAnswer> {
  const email = await signedIn(deps, token);
  if (email === null) return { kind: 'problem', message: MY_BOOKINGS_TEXTS[locale].problem };
  const summaries = await Promise.all(
    (await deps.stores.registrations.bookedBy(email)).map((registration) => summaryOf(deps, registration)),
  );
  const bookings = summaries.filter((summary) => summary !== null).sort((a, b) => b.start.localeCompare(a.start));
  return { kind: 'list', token, email, bookings };
}

/** Where one registration of the list opens: its manage page behind a new whole link; null when the link or the reference is not one. */
export async function openBooking(deps: BookingsDeps, token: string, reference: string, siteUrl: string): Promise<string | null> {
  const email = await signedIn(deps, token);
  if (email === null) return null;
  const registration = (await deps.stores.registrations.bookedBy(email)).find((item) => item.reference === reference);
  const date = registration && findDate(deps.getContent(), registration.dateId)?.date;
  if (!registration || !date) return null;
  const link = newToken();
  const now = deps.now().getTime();
  await deps.stores.gate.insertManageToken(link.hash, registration.id, null, now, Math.max(linksUntil(date), now + deps.linkMs));
  return managePath(siteUrl, link.token);
}
