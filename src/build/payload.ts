/**
 * A page's payload ({page}/_payload.json, spec §7): which build rendered it, for which
 * day, and every content value it read while rendering (content-tracking.ts). The next
 * rebuild compares these values with the new content to decide whether the page must be
 * rendered again; an open page compares the build id to tell whether it is out of date.
 */
import type { Content } from '../content/types.ts';
import { type Dependencies, isAffected } from './content-tracking.ts';

export interface PagePayload {
  readonly path: string;
  /** The build that rendered the page (its <meta name="build-id">). */
  readonly build: string;
  /** The day the page was rendered for: what counted as upcoming, past and early-booking. */
  readonly today: string;
  readonly dependencies: Dependencies;
}

export function payloadJson(payload: PagePayload): string {
  return JSON.stringify(payload);
}

export function parsePayload(text: string): PagePayload | null {
  try {
    const value = JSON.parse(text) as Partial<PagePayload>;
    return typeof value.path === 'string' && typeof value.build === 'string' && typeof value.today === 'string' && value.dependencies && typeof value.dependencies === 'object'
      ? (value as PagePayload)
      : null;
  } catch {
    return null;
  }
}

/** Whether a page must be rendered again for `content` on `today`. */
export function isStale(payload: PagePayload | null, content: Content, today: string): boolean {
  return payload === null || payload.today !== today || isAffected(payload.dependencies, content);
}
