/**
 * Puts a registration's item, as it stands, into the Directus `registrations` collection
 * (or an enquiry's into `enquiries`) with the site's token: an update of the item (its participants nested), or, for one the
 * CMS does not have yet, its creation under the entry's id. Either is idempotent, so a
 * delivery repeated after a lost answer changes nothing. Errors are described by status
 * and code only, never with the registration's data.
 */
import { REGISTRATIONS } from '../../content/directus/site-records.ts';
import { type DirectusTarget, directusRequest } from './request.ts';

export type ForwardResult = { ok: true } | { ok: false; error: string };
/** Deletes an entry's item (and, by the relation's cascade, its participants' items); one that is not there is deleted already. */
export type RemoveItem = (id: string, signal?: AbortSignal) => Promise<ForwardResult>;
export type Forward = (item: Readonly<Record<string, unknown>> & { readonly id: string }, signal?: AbortSignal) => Promise<ForwardResult>;

/** `collection`: the registrations' by default; the enquiries' for an enquiry. */
export function directusRemover(target: DirectusTarget, collection = REGISTRATIONS): RemoveItem {
  return async (id, signal) => {
    const path = `/items/${collection}/${encodeURIComponent(id)}`;
    const answer = await directusRequest(target, { method: 'DELETE', path, signal });
    if (answer.ok) return { ok: true };
    if (answer.status !== 403 && answer.status !== 404) return { ok: false, error: answer.error };
    // Directus answers 403 both for an item that is not there and for a delete the token may not make:
    // the item is gone only if the token, which may read it, cannot find it either.
    const read = await directusRequest(target, { method: 'GET', path: `${path}?fields=id`, signal });
    if (read.ok)
      return {
        ok: false,
        error: `${answer.error}: the site's account may not delete ${collection} (give its access policy the delete permission on ${collection} in Directus)`,
      };
    return read.status === 403 || read.status === 404 ? { ok: true } : { ok: false, error: read.error };
  };
}

export function directusForwarder(target: DirectusTarget, items = REGISTRATIONS): Forward {
  const collection = `/items/${items}`;
  return async ({ id, ...fields }, signal) => {
    const update = () =>
      directusRequest(target, { method: 'PATCH', path: `${collection}/${encodeURIComponent(id)}`, body: fields, signal });
    let answer = await update();
    // Directus answers 403 (not 404) for an item that is not there, so as not to tell.
    if (!answer.ok && (answer.status === 403 || answer.status === 404)) {
      answer = await directusRequest(target, { method: 'POST', path: collection, body: { id, ...fields }, signal });
      // Created meanwhile by another delivery: update it.
      if (!answer.ok && answer.status === 400 && answer.codes.includes('RECORD_NOT_UNIQUE')) answer = await update();
    }
    return answer.ok ? { ok: true } : { ok: false, error: answer.error };
  };
}
