/**
 * Staff sign in with their account in the CMS: the site asks Directus to log the address and
 * password in (`POST /auth/login`), and with the access token it gets, who the person is
 * (`/users/me`) and whether they may read the registrations (staff, not a visitor who happens
 * to have an account). The password goes to the CMS only and is kept nowhere; the token is
 * used for these two look-ups, and the CMS's session logged out after them.
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
  let refresh: string | null = null;
  try {
    const response = await fetchImpl(`${cmsUrl.replace(/\/+$/, '')}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(DIRECTUS_REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 400) return { kind: 'refused' };
    if (!response.ok) return { kind: 'unavailable' };
    const data = ((await response.json()) as { data?: { access_token?: unknown; refresh_token?: unknown } }).data;
    if (typeof data?.access_token !== 'string') return { kind: 'unavailable' };
    token = data.access_token;
    refresh = typeof data.refresh_token === 'string' ? data.refresh_token : null;
  } catch {
    return { kind: 'unavailable' };
  }
  try {
    return await whoSignedIn(cmsUrl, token, fetchImpl);
  } finally {
    // The CMS's session ends with the look-ups: the site keeps a session of its own.
    if (refresh) await logOut(cmsUrl, refresh, fetchImpl);
  }
}

/** Ends the CMS session a sign-in opened; a failure leaves it to run out on its own. */
async function logOut(cmsUrl: string, refreshToken: string, fetchImpl: typeof fetch): Promise<void> {
  await fetchImpl(`${cmsUrl.replace(/\/+$/, '')}/auth/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, mode: 'json' }),
    signal: AbortSignal.timeout(DIRECTUS_REQUEST_TIMEOUT_MS),
  }).catch(() => undefined);
}

/** Who the access token belongs to, when they may read the registrations. */
async function whoSignedIn(cmsUrl: string, token: string, fetchImpl: typeof fetch): Promise<SignInResult> {
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
