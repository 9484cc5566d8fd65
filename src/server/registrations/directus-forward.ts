/**
 * Delivers one stored registration to the Directus `registrations` collection with the
 * create-only token. The registration's id is the item's primary key, so a delivery
 * repeated after a lost answer is refused as RECORD_NOT_UNIQUE: that counts as delivered.
 * Errors are described by status and code only, never with the registration's data.
 */
import type { StoredRegistration } from './store.ts';

export const FORWARD_TIMEOUT_MS = 10_000;

export type ForwardResult = { ok: true; alreadyThere: boolean } | { ok: false; error: string };
export type Forward = (registration: StoredRegistration, signal?: AbortSignal) => Promise<ForwardResult>;

export interface DirectusTarget {
  /** e.g. http://127.0.0.1:8055 */
  readonly url: string;
  readonly token: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/** The item as the collection stores it (see REGISTRATIONS_COLLECTION). */
export function directusItem(registration: StoredRegistration) {
  return {
    id: registration.id,
    seminar_date: registration.dateId,
    email: registration.email,
    payload: { ...registration.payload, locale: registration.locale },
    submitted_at: registration.createdAt,
  };
}

async function errorCodes(response: Response): Promise<string[]> {
  try {
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: unknown } }> };
    return (body.errors ?? []).map((error) => String(error.extensions?.code ?? '')).filter(Boolean);
  } catch {
    return [];
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? `${error.name}: ${cause.code}` : `${error.name}: ${error.message}`;
}

export function directusForwarder({ url, token, fetch: fetchImpl = fetch, timeoutMs = FORWARD_TIMEOUT_MS }: DirectusTarget): Forward {
  const endpoint = `${url.replace(/\/+$/, '')}/items/registrations`;
  return async (registration, signal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(directusItem(registration)),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (response.ok) {
        await response.body?.cancel();
        return { ok: true, alreadyThere: false };
      }
      const codes = await errorCodes(response);
      if (response.status === 400 && codes.includes('RECORD_NOT_UNIQUE')) return { ok: true, alreadyThere: true };
      return { ok: false, error: `HTTP ${response.status}${codes.length ? ` ${codes.join(',')}` : ''}` };
    } catch (error) {
      return { ok: false, error: describeFailure(error) };
    }
  };
}
