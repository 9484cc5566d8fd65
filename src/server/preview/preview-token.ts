/**
 * The token of an editor's preview link: what it shows (a collection's item, in a version)
 * and until when, signed with the preview secret. The CMS's preview URL carries the secret
 * itself; the site answers it with a link carrying such a token instead, so the address an
 * editor's browser keeps, shares or leaks opens the draft for an hour and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const PREVIEW_TOKEN_MS = 60 * 60_000;

const signature = (secret: string, subject: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`${subject}\n${expiresAt}`).digest('base64url');

/**
 * What a token shows, as the text it signs: a collection's item in a version, each part whole
 * (JSON), so no two items and versions read the same (item `1@a` in version `b` is not item `1`
 * in version `a@b`).
 */
export function previewSubject(collection: string, id: string, version: string): string {
  return JSON.stringify([collection, id, version]);
}

/** `subject`: what the token shows (previewSubject). */
export function mintPreviewToken(secret: string, subject: string, now: number): string {
  const expiresAt = now + PREVIEW_TOKEN_MS;
  return `${expiresAt}.${signature(secret, subject, expiresAt)}`;
}

export function previewTokenValid(secret: string, token: string | undefined, subject: string, now: number): boolean {
  const match = /^(\d{13,})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  const expected = Buffer.from(signature(secret, subject, expiresAt));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
