/**
 * The site search's words in both languages: small enough for the search's own script
 * (src/browser/search), which picks them by the page's language, and read by the page
 * the search field submits to without JavaScript.
 */
import type { Locale } from './locales.ts';

/** The kinds of page the site search finds (the route table says which route is which). */
export const SEARCH_KINDS = ['seminar', 'date', 'trainer', 'event', 'job', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchTexts {
  /** What each kind of page is called in a result. */
  readonly kinds: Readonly<Record<SearchKind, string>>;
  readonly resultsLabel: string;
  readonly searching: string;
  readonly count: (count: number) => string;
  readonly none: (query: string) => string;
  readonly failed: string;
}

export const SEARCH_TEXTS: Readonly<Record<Locale, SearchTexts>> = {
  de: {
    kinds: { seminar: 'Seminar', date: 'Termin', trainer: 'Trainer', event: 'Veranstaltung', job: 'Stelle', page: 'Seite' },
    resultsLabel: 'Suchergebnisse',
    searching: 'Suche läuft …',
    count: (count) => `${count} Treffer`,
    none: (query) => `Keine Treffer für „${query}“`,
    failed: 'Die Suche ist gerade nicht verfügbar. Mit der Eingabetaste suchen Sie in der Seminarliste.',
  },
  en: {
    kinds: { seminar: 'Course', date: 'Date', trainer: 'Trainer', event: 'Event', job: 'Job', page: 'Page' },
    resultsLabel: 'Search results',
    searching: 'Searching …',
    count: (count) => (count === 1 ? '1 result' : `${count} results`),
    none: (query) => `No results for “${query}”`,
    failed: 'The search is not available right now. Press Enter to search the course list.',
  },
};
