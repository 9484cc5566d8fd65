/** The id of the header's search field (src/layout/SearchForm.tsx), by which the loader finds it (search-trigger.ts). */
export const SEARCH_FIELD_ID = 'site-search';
