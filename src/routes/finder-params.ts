/**
 * The seminar finder's choices as the seminar list's address carries them
 * (`/seminare?topic=cooling&city=Hamburg&sort=price`): its form sends them, the server draws
 * the list with them chosen (src/server/edge/seminar-search-route.ts). '' is "all" (and for `sort`,
 * the list's own order by title).
 */
export const FINDER_PARAMS = ['format', 'language', 'month', 'topic', 'level', 'city', 'sort'] as const;

export type FinderSelection = { readonly [Name in (typeof FINDER_PARAMS)[number]]: string };

export const NO_SELECTION: FinderSelection = { format: '', language: '', month: '', topic: '', level: '', city: '', sort: '' };
