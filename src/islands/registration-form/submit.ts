/**
 * Sends a registration to the API and says what came of it, in the form's terms. Each
 * registration attempt carries an Idempotency-Key: sending the same values again (after a
 * network failure, say) reuses the key, so the server stores the registration once
 * however often the visitor presses the button.
 */
import type { Locale } from '../../i18n/locales.ts';
import { type BookingPrice, PRICE_PATH } from '../../registration-contract/booking-price.ts';
import { IDEMPOTENCY_KEY_HEADER, LOCALE_FIELD, REGISTRATIONS_PATH } from '../../registration-contract/contract.ts';
import { QUOTE_PATH } from '../../registration-contract/quote.ts';

export type SubmitResult =
  /** from: the address the "please confirm" mail comes from; confirmed: it claimed a waiting-list offer and counts already. */
  | { readonly kind: 'registered'; readonly id: string; readonly from: string; readonly confirmed: boolean }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'refused'; readonly status: number; readonly message: string }
  | { readonly kind: 'network' };

/** Reads an answer of the registrations API; anything unexpected is a refusal with the server's words if it sent some. */
export async function resultOf(response: Response): Promise<SubmitResult> {
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    confirmFrom?: unknown;
    confirmed?: unknown;
    errors?: unknown;
    message?: unknown;
  } | null;
  if (response.status === 201 && typeof body?.id === 'string')
    return {
      kind: 'registered',
      id: body.id,
      from: typeof body.confirmFrom === 'string' ? body.confirmFrom : '',
      confirmed: body.confirmed === true,
    };
  if (response.status === 422 && body?.errors && typeof body.errors === 'object')
    return { kind: 'invalid', errors: body.errors as Record<string, string> };
  return { kind: 'refused', status: response.status, message: typeof body?.message === 'string' ? body.message : '' };
}

export async function submitRegistration(
  values: object,
  locale: Locale,
  idempotencyKey: string,
  send: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await send(REGISTRATIONS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      body: JSON.stringify({ ...values, [LOCALE_FIELD]: locale }),
    });
  } catch {
    return { kind: 'network' };
  }
  return resultOf(response);
}

export type PriceResult = { readonly kind: 'priced'; readonly price: BookingPrice } | Exclude<SubmitResult, { kind: 'registered' }>;

/** Posts the form's values as JSON to `path`, asking for JSON back: the response, or null when the network failed. */
async function postValues(path: string, values: object, locale: Locale, send: typeof fetch): Promise<Response | null> {
  try {
    return await send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...values, [LOCALE_FIELD]: locale }),
    });
  } catch {
    return null;
  }
}

/** An answer other than the one hoped for: the form's errors, or a refusal with the server's words. */
async function otherwise(response: Response): Promise<Exclude<SubmitResult, { kind: 'registered' }>> {
  const result = await resultOf(response);
  return result.kind === 'registered' ? { kind: 'refused', status: response.status, message: '' } : result;
}

/** Asks what the values would cost (PRICE_PATH), before they are sent: the price, or their errors (a code nobody knows, say). */
export async function priceRegistration(values: object, locale: Locale, send: typeof fetch = fetch): Promise<PriceResult> {
  const response = await postValues(PRICE_PATH, values, locale, send);
  if (response === null) return { kind: 'network' };
  if (response.status !== 200) return otherwise(response);
  const price = (await response.json().catch(() => null)) as BookingPrice | null;
  return price && typeof price.net === 'number' ? { kind: 'priced', price } : { kind: 'refused', status: 200, message: '' };
}

export type QuoteResult = { readonly kind: 'quoted'; readonly message: string } | Exclude<SubmitResult, { kind: 'registered' }>;

/** Asks for a quote of the values (QUOTE_PATH): the server's words that its link is on its way, or their errors. */
export async function requestQuote(values: object, locale: Locale, send: typeof fetch = fetch): Promise<QuoteResult> {
  const response = await postValues(QUOTE_PATH, values, locale, send);
  if (response === null) return { kind: 'network' };
  if (response.status !== 202) return otherwise(response);
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { kind: 'quoted', message: typeof body?.message === 'string' ? body.message : '' };
}

/** The key of an attempt: the previous one while the values are the same, else a new one. */
export function attemptKey(
  previous: { readonly key: string; readonly values: string } | null,
  values: object,
  newKey: () => string = () => crypto.randomUUID(),
): { key: string; values: string } {
  const serialized = JSON.stringify(values);
  return previous && previous.values === serialized ? { key: previous.key, values: serialized } : { key: newKey(), values: serialized };
}
