/**
 * A staff member's session on the check-in pages, after signing in with their CMS account
 * (../../cms/staff-sign-in.ts): a cookie holding who they are and until when, signed with a key
 * of the database's own (HMAC-SHA-256), so any server on the same database accepts it and
 * nobody can make one. HttpOnly, SameSite=Strict, only for the staff pages' path, Secure on an
 * https site; it ends after STAFF_SESSION_HOURS or when the person signs out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StaffMember } from '../../cms/staff-sign-in.ts';

export const STAFF_SESSION_COOKIE = 'staff_session';
export const STAFF_SESSION_HOURS = 12;

interface Session extends StaffMember {
  /** ms since the epoch. */
  readonly until: number;
}

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** The cookie's value for `member`, valid from `now` for STAFF_SESSION_HOURS. */
export function sessionValue(key: Buffer, member: StaffMember, now: number): string {
  const body = Buffer.from(JSON.stringify({ ...member, until: now + STAFF_SESSION_HOURS * 3_600_000 } satisfies Session)).toString(
    'base64url',
  );
  return `${body}.${signature(key, body)}`;
}

/** Who the cookie's value names, when it is one this site signed and it has not ended at `now`. */
export function sessionMember(key: Buffer, value: string | undefined, now: number): StaffMember | null {
  const [body = '', signed = ''] = (value ?? '').split('.');
  const expected = Buffer.from(signature(key, body));
  const given = Buffer.from(signed);
  if (body === '' || expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Session>;
    if (typeof session.id !== 'string' || typeof session.name !== 'string' || typeof session.until !== 'number') return null;
    return session.until > now ? { id: session.id, name: session.name } : null;
  } catch {
    return null;
  }
}
