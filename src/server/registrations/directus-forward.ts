/**
 * Delivers one stored registration to the Directus `registrations` collection with the
 * site's token. The registration's id is the item's primary key, so a delivery
 * repeated after a lost answer is refused as RECORD_NOT_UNIQUE: that counts as delivered.
 * Errors are described by status and code only, never with the registration's data.
 */
import { type DirectusTarget, directusRequest } from '../directus/request.ts';
import type { StoredRegistration } from './store.ts';

export type ForwardResult = { ok: true; alreadyThere: boolean } | { ok: false; error: string };
export type Forward = (registration: StoredRegistration, signal?: AbortSignal) => Promise<ForwardResult>;

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

export function directusForwarder(target: DirectusTarget): Forward {
  return async (registration, signal) => {
    const answer = await directusRequest(target, {
      method: 'POST',
      path: '/items/registrations',
      body: directusItem(registration),
      signal,
    });
    if (answer.ok) return { ok: true, alreadyThere: false };
    if (answer.status === 400 && answer.codes.includes('RECORD_NOT_UNIQUE')) return { ok: true, alreadyThere: true };
    return { ok: false, error: answer.error };
  };
}
