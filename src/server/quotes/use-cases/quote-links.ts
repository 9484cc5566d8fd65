/**
 * A quote's link, apart from HTTP. Opening it changes nothing: before its quote is issued it
 * shows the quote's prices with a button that issues it (the link's mail proved the address), as
 * long as the link works and the date takes bookings. The issue takes the next number of the
 * quote's series, holds its prices that day and QUOTE_VALID_DAYS after it, keeps its document, and
 * mails its PDF to that address with the academy's copy, in one transaction, once. Issued, the
 * link shows the quote as issued, gives its PDF, and books it: confirmed at once, at the quote's
 * prices, while it is valid, its date takes bookings, seats last and its code is not used up, once.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { rejectionMessage } from '../../../registration-contract/messages.ts';
import type { QuoteView } from '../../../registration-contract/quote.ts';
import { QUOTE_TEXTS } from '../../../registration-contract/quote-texts.ts';
import { newReference } from '../../../registration-contract/reference.ts';
import { hashToken, TOKEN_PATTERN } from '../../gate/tokens.ts';
import type { QuoteDocument } from '../../invoices/rules/invoice-document.ts';
import { numberIn, seriesOf } from '../../invoices/rules/invoicing.ts';
import { checkDate } from '../../registrations/rules/date-check.ts';
import { fingerprintOf } from '../../registrations/rules/fingerprint.ts';
import { linksUntil, manageTokens } from '../../registrations/rules/manage-tokens.ts';
import type { StoredRegistration } from '../../registrations/rules/stored-entry.ts';
import type { ClaimResult } from '../../registrations/store/claim-offer.ts';
import { codeUsedUp } from '../../registrations/use-cases/judged-booking.ts';
import { quoteMails } from '../rules/quote-mails.ts';
import { type IssuedRecord, isIssued, type StoredQuote } from '../rules/quote-record.ts';
import { quoteDocumentOf, quoteState, quoteView, validUntilOf } from '../rules/quote-view.ts';
import type { QuoteDeps } from './quote-deps.ts';

/** What a quote's link shows: the quote on its date's page, or nothing (a link unknown, or run out before its quote was issued). */
export type QuotePage =
  | { readonly kind: 'view'; readonly dateId: number; readonly locale: Locale; readonly view: QuoteView }
  | { readonly kind: 'problem' };

/** What booking from a quote did: booked (the registration it became), or the quote's page saying why not. */
export type QuoteBooking = { readonly kind: 'booked'; readonly registrationId: string; readonly dateId: number } | QuotePage;

/** The quote behind a link's token; null when the link opens none (unknown, or run out before its quote was issued). */
async function linkedQuote(deps: QuoteDeps, token: string): Promise<StoredQuote | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const quote = await deps.quotes.byHash(hashToken(token));
  if (!quote || (quote.number === null && quote.linkUntil <= deps.now().getTime())) return null;
  return quote;
}

/** The quote's page as it stands today; `refusal`: why booking it was refused just now. */
async function pageOf(deps: QuoteDeps, quote: StoredQuote, token: string, refusal: string | null = null): Promise<QuotePage> {
  const today = deps.today();
  const { dateId } = quote.registration;
  const state = quoteState(quote, today, checkDate(deps.getContent(), dateId, today).ok);
  // Before its issue, the prices it would be issued with today, and the last day it would hold.
  const dating = { number: '', issuedOn: today, validUntil: validUntilOf(today, deps.settings.validDays) };
  const document = isIssued(quote) ? quote.document : quoteDocumentOf(quote, deps.getContent(), deps.vatRules, deps.seller, dating);
  if (document === null) return { kind: 'problem' };
  const booked = quote.registrationId === null ? null : await deps.stores.registrations.get(quote.registrationId);
  const view = quoteView(quote, document, { token, state, reference: booked?.reference ?? null, refusal });
  return { kind: 'view', dateId, locale: quote.locale, view: isIssued(quote) ? view : { ...view, validUntil: dating.validUntil } };
}

/** The page behind a quote's link: it changes nothing. */
export async function showQuote(deps: QuoteDeps, token: string): Promise<QuotePage> {
  const quote = await linkedQuote(deps, token);
  return quote ? pageOf(deps, quote, token) : { kind: 'problem' };
}

/** Issues the quote behind the link, while its date takes bookings (run it in a transaction): its page then. */
export async function issueQuote(deps: QuoteDeps, token: string): Promise<QuotePage> {
  const quote = await linkedQuote(deps, token);
  if (!quote) return { kind: 'problem' };
  const today = deps.today();
  if (quote.number !== null || !checkDate(deps.getContent(), quote.registration.dateId, today).ok) return pageOf(deps, quote, token);
  const issuedOn = today;
  const validUntil = validUntilOf(issuedOn, deps.settings.validDays);
  const series = seriesOf(deps.settings.prefix, issuedOn);
  const documentOf = (number: string): QuoteDocument => {
    const document = quoteDocumentOf(quote, deps.getContent(), deps.vatRules, deps.seller, { number, issuedOn, validUntil });
    if (document === null) throw new Error(`quote ${quote.id}: its date left the content while it was issued`);
    return document;
  };
  const { record, fresh } = await deps.quotes.issue(quote, {
    series,
    issuedOn,
    validUntil,
    numberOf: (n) => numberIn(series, n),
    documentOf,
  });
  if (fresh) {
    const pdf = Buffer.from(await deps.drawPdf(record.document)).toString('base64');
    const mails = quoteMails(deps.mailSettings, deps.getContent(), record, pdf, deps.quoteLink(token));
    // The quote's own mail goes to the address its issue just proved: not capped as a stranger's.
    await deps.stores.mail.enqueue(mails, deps.now().getTime(), new Map([[record.id, record.email]]));
  }
  return pageOf(deps, record, token);
}

/** The issued quote's PDF and its file name; null when the link opens no issued quote. */
export async function quotePdf(deps: QuoteDeps, token: string): Promise<{ name: string; body: Uint8Array } | null> {
  const quote = await linkedQuote(deps, token);
  if (!quote || !isIssued(quote)) return null;
  return { name: `${quote.number}.pdf`, body: await deps.drawPdf(quote.document) };
}

/** Why the store refused a booking, in the quote's words; null when the quote was booked or ran out meanwhile (its page says which). */
function refusalOf(result: Exclude<ClaimResult, { ok: true }>, quote: StoredQuote): string | null {
  const { locale } = quote;
  const requested = quote.registration.participants.length;
  if (result.reason === 'seats')
    return result.left === 0
      ? rejectionMessage('fullyBooked', locale)
      : rejectionMessage('notEnoughSeats', locale, { left: result.left, requested });
  if (result.reason === 'onSiteSeats') return rejectionMessage('notEnoughOnSiteSeats', locale, { left: result.left, requested });
  if (result.reason === 'duplicate') return rejectionMessage('duplicate', locale, { email: quote.email });
  return null;
}

/** Whether a code the quote was priced with is used up now (another booking took its last use). */
async function codeGone(deps: QuoteDeps, quote: IssuedRecord, now: number): Promise<boolean> {
  const content = deps.getContent();
  for (const booked of quote.price.discounts) {
    const discount = content.discounts.find((item) => item.id === booked.id);
    if (discount && (await codeUsedUp(deps, discount, quote.registration.billing.company, now))) return true;
  }
  return false;
}

/** The registration an issued quote books: its people and billing, at its prices, confirmed at `now`. */
function bookedFrom(deps: QuoteDeps, quote: IssuedRecord, now: number): StoredRegistration {
  const createdAt = new Date(now).toISOString();
  const { registration: payload } = quote;
  return {
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
}

/** Books the issued quote behind the link as it offers (run it in a transaction). */
export async function bookQuote(deps: QuoteDeps, token: string): Promise<QuoteBooking> {
  const quote = await linkedQuote(deps, token);
  if (!quote) return { kind: 'problem' };
  const today = deps.today();
  const check = checkDate(deps.getContent(), quote.registration.dateId, today);
  if (!isIssued(quote) || quoteState(quote, today, check.ok) !== 'open' || !check.ok) return pageOf(deps, quote, token);
  const now = deps.now().getTime();
  if (await codeGone(deps, quote, now)) return pageOf(deps, quote, token, QUOTE_TEXTS[quote.locale].codeUsedUp);
  const registration = bookedFrom(deps, quote, now);
  const { links, hashes } = manageTokens(quote.registration.participants.length, deps.manageLink);
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
  if (result.ok) return { kind: 'booked', registrationId: registration.id, dateId: registration.dateId };
  const refusal = refusalOf(result, quote);
  // Booked or past meanwhile: the page says which.
  const fresh = refusal === null ? await deps.quotes.byHash(quote.hash) : null;
  return pageOf(deps, fresh ?? quote, token, refusal);
}
