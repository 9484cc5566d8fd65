/**
 * The webhook's shared secret, compared in constant time: both sides are hashed first, so
 * neither the content nor the length of the configured secret leaks through timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const REBUILD_SECRET_HEADER = 'X-Rebuild-Secret';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function secretMatches(expected: string, given: string | undefined | null): boolean {
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(expected), digest(given));
}
