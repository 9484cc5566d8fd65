/**
 * A quote's link, apart from HTTP. Its first opening (while the link works) proves the address:
 * the quote takes the next number of its series and holds its prices that day and
 * QUOTE_VALID_DAYS after it, and its PDF goes to that address with the academy's copy, in one
 * transaction. The link then shows the quote on its date's page, gives its PDF, and books it:
 * confirmed at once (the link proved the address), at the quote's prices, while it is valid, its
 * date takes bookings and seats last, once.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { rejectionMessage } from '../../../registration-contract/messages.ts';
import type { QuoteView } from '../../../registration-contract/quote.ts';
import { newReference } from '../../../registration-contract/reference.ts';
import { hashToken, TOKEN_PATTERN } from '../../gate/tokens.ts';
import { numberIn, seriesOf } from '../../invoices/rules/invoicing.ts';
import { checkDate } from '../../registrations/rules/date-check.ts';
import { fingerprintOf } from '../../registrations/rules/fingerprint.ts';
import { linksUntil, manageTokens } from '../../registrations/rules/manage-tokens.ts';
import type { StoredRegistration } from '../../registrations/rules/stored-entry.ts';
import { quoteMails } from '../rules/quote-mails.ts';
import { isNumbered, type NumberedQuote } from '../rules/quote-record.ts';
import { type IssuedQuote, issuedQuote, quoteState, quoteView, validUntilOf } from '../rules/quote-view.ts';
import type { QuoteDeps } from './quote-deps.ts';

/** What a quote's link shows: the quote on its date's page, or nothing (a link unknown, or run out before it was opened). */
export type QuotePage =
  | { readonly kind: 'view'; readonly dateId: number; readonly locale: Locale; readonly view: QuoteView }
  | { readonly kind: 'problem' };

/** What booking from a quote did: booked (the registration it became), or the quote's page saying why not. */
export type QuoteBooking = { readonly kind: 'booked'; readonly registrationId: string; readonly dateId: number } | QuotePage;

/** The quote behind a link's token, numbered (on its first opening, with its mails); null when the link opens none. */
async function openedQuote(deps: QuoteDeps, token: string): Promise<IssuedQuote | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const quote = await deps.quotes.byHash(hashToken(token));
  const now = deps.now().getTime();
  if (!quote || (quote.number === null && quote.linkUntil <= now)) return null;
  const content = deps.getContent();
  if (isNumbered(quote)) return issuedQuote(quote, content, deps.vatRules, deps.seller);
  const issuedOn = deps.today();
  const validUntil = validUntilOf(issuedOn, deps.settings.validDays);
  const series = seriesOf(deps.settings.prefix, issuedOn);
  const number = await deps.quotes.issue(quote, { series, issuedOn, validUntil, numberOf: (n) => numberIn(series, n) });
  const numbered: NumberedQuote = { ...quote, number, issuedOn, validUntil };
  const issued = issuedQuote(numbered, content, deps.vatRules, deps.seller);
  if (issued && deps.mailSettings) {
    const pdf = Buffer.from(await deps.drawPdf(issued.document)).toString('base64');
    await deps.stores.mail.enqueue(quoteMails(deps.mailSettings, content, issued, pdf, deps.quoteLink(token)), now);
  }
  return issued;
}

/** The quote's page as it stands today. */
async function pageOf(deps: QuoteDeps, issued: IssuedQuote, token: string, refusal: string | null = null): Promise<QuotePage> {
  const { quote } = issued;
  const bookable = checkDate(deps.getContent(), quote.registration.dateId, deps.today()).ok;
  const booked = quote.registrationId === null ? null : await deps.stores.registrations.get(quote.registrationId);
  const view = quoteView(issued, token, quoteState(quote, deps.today(), bookable), booked?.reference ?? null);
  return { kind: 'view', dateId: quote.registration.dateId, locale: quote.locale, view: { ...view, refusal } };
}

/** The page behind a quote's link; its first opening numbers it and mails it (run it in a transaction). */
export async function openQuote(deps: QuoteDeps, token: string): Promise<QuotePage> {
  const issued = await openedQuote(deps, token);
  return issued ? pageOf(deps, issued, token) : { kind: 'problem' };
}

/** The quote's PDF and its file name; null when the link opens no quote. */
export async function quotePdf(deps: QuoteDeps, token: string): Promise<{ name: string; body: Uint8Array } | null> {
  const issued = await openedQuote(deps, token);
  return issued && { name: `${issued.document.number}.pdf`, body: await deps.drawPdf(issued.document) };
}

/** Books the quote behind the link as it offers: its people and billing, at its prices (run it in a transaction). */
export async function bookQuote(deps: QuoteDeps, token: string): Promise<QuoteBooking> {
  const issued = await openedQuote(deps, token);
  if (!issued) return { kind: 'problem' };
  const { quote } = issued;
  const today = deps.today();
  const check = checkDate(deps.getContent(), quote.registration.dateId, today);
  if (quoteState(quote, today, check.ok) !== 'open' || !check.ok) return pageOf(deps, issued, token);
  const now = deps.now().getTime();
  const createdAt = new Date(now).toISOString();
  const { registration: payload } = quote;
  const registration: StoredRegistration = {
    id: deps.newId(),
    reference: newReference(),
    price: quote.price,
    dateId: payload.dateId,
    email: quote.email,
    locale: quote.locale,
    payload,
    createdAt,
    idempotencyKey: null,
    fingerprint: fingerprintOf(payload),
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: createdAt,
  };
  const { links, hashes } = manageTokens(payload.participants.length, deps.manageLink);
  const result = await deps.stores.registrations.bookProven(
    {
      registration,
      seats: { seats: check.date.seats, onSiteSeats: check.date.onSiteSeats },
      linksUntil: linksUntil(check.date),
      links: hashes,
      mails: (stored) => deps.mails?.registration(stored, links) ?? [],
      now,
    },
    deps.quotes.spend(quote.id, registration.id, now, today),
  );
  if (result.ok) return { kind: 'booked', registrationId: registration.id, dateId: payload.dateId };
  const requested = payload.participants.length;
  const refusal =
    result.reason === 'seats'
      ? result.left === 0
        ? rejectionMessage('fullyBooked', quote.locale)
        : rejectionMessage('notEnoughSeats', quote.locale, { left: result.left, requested })
      : result.reason === 'onSiteSeats'
        ? rejectionMessage('notEnoughOnSiteSeats', quote.locale, { left: result.left, requested })
        : result.reason === 'duplicate'
          ? rejectionMessage('duplicate', quote.locale, { email: quote.email })
          : null;
  // Booked or past meanwhile: the page says which.
  const fresh = refusal === null ? await deps.quotes.byHash(quote.hash) : null;
  return pageOf(deps, fresh && isNumbered(fresh) ? { ...issued, quote: fresh } : issued, token, refusal);
}
