/**
 * Staff sign in with their account in the CMS: the site asks Directus to log the address and
 * password in (`POST /auth/login`), and with the access token it gets, who the person is
 * (`/users/me`) and whether they may read the registrations (staff, not a visitor who happens
 * to have an account). The password goes to the CMS only and is kept nowhere; the token is
 * used for these two look-ups and forgotten.
 */
import { REGISTRATIONS } from '../../content/directus/site-records.ts';
import { DIRECTUS_REQUEST_TIMEOUT_MS, directusRequest } from './request.ts';

export interface StaffMember {
  /** The CMS's id of the person. */
  readonly id: string;
  /** As the CMS names them ("Jana Hoffmann"), else their address. */
  readonly name: string;
}

export type SignInResult =
  | { readonly kind: 'signedIn'; readonly member: StaffMember }
  /** The address and password do not open an account, or the account may not read registrations. */
  | { readonly kind: 'refused' }
  /** The CMS could not be asked. */
  | { readonly kind: 'unavailable' };

export async function staffSignIn(cmsUrl: string, email: string, password: string, fetchImpl: typeof fetch = fetch): Promise<SignInResult> {
  let token: string;
  try {
    const response = await fetchImpl(`${cmsUrl.replace(/\/+$/, '')}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(DIRECTUS_REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 400) return { kind: 'refused' };
    if (!response.ok) return { kind: 'unavailable' };
    const data = ((await response.json()) as { data?: { access_token?: unknown } }).data;
    if (typeof data?.access_token !== 'string') return { kind: 'unavailable' };
    token = data.access_token;
  } catch {
    return { kind: 'unavailable' };
  }
  const target = { url: cmsUrl, token, fetch: fetchImpl };
  const me = await directusRequest(target, { method: 'GET', path: '/users/me?fields=id,first_name,last_name,email' });
  if (!me.ok) return me.status === 401 || me.status === 403 ? { kind: 'refused' } : { kind: 'unavailable' };
  const person = me.data as { id?: unknown; first_name?: unknown; last_name?: unknown; email?: unknown } | null;
  const staff = await directusRequest(target, { method: 'GET', path: `/items/${REGISTRATIONS}?limit=0` });
  if (!staff.ok) return staff.status === 403 || staff.status === 401 ? { kind: 'refused' } : { kind: 'unavailable' };
  if (typeof person?.id !== 'string') return { kind: 'unavailable' };
  const name = [person.first_name, person.last_name].filter((part) => typeof part === 'string' && part.trim()).join(' ');
  return { kind: 'signedIn', member: { id: person.id, name: name || String(person.email ?? '') } };
}
