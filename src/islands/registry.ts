/**
 * The four islands: the only parts of a page that ship React to the browser. Each name
 * maps to its client entry, which the Vite client build emits as a chunk of that name; the
 * loader imports it by the URL it finds in CHUNK_URLS_MODULE.
 */
export const ISLAND_ENTRIES = {
  'registration-form': 'src/islands/registration-form/entry.tsx',
  toaster: 'src/islands/toaster/entry.tsx',
  'theme-switcher': 'src/islands/theme-switcher/entry.tsx',
  'language-switcher': 'src/islands/language-switcher/entry.tsx',
} as const;

export type IslandName = keyof typeof ISLAND_ENTRIES;

/** The loader's own entry: the one script every page carries. */
export const LOADER_ENTRY = 'src/browser/loader.ts';

/**
 * The page's toast store, an entry of its own: islands and the update notice import it,
 * so it is never part of a page's first script.
 */
export const TOAST_STORE_ENTRY = 'src/islands/toaster/toast-store.ts';

/**
 * The update notice's polling, an entry of its own: the loader imports it once the first
 * check is due.
 */
export const UPDATE_NOTICE_ENTRY = 'src/browser/update-notice.ts';

/** The site search, an entry of its own: the loader imports it on the search field's first focus. */
export const SEARCH_ENTRY = 'src/browser/search/site-search.ts';

/** The chunks the loader imports later, by the names of the client build's inputs. */
export const LATER_CHUNKS = { ...ISLAND_ENTRIES, 'site-search': SEARCH_ENTRY, 'update-notice': UPDATE_NOTICE_ENTRY } as const;

/**
 * The module that gives the loader the URL of each of LATER_CHUNKS (`chunkUrls` in
 * vite.config.ts): the bundler writes the hashed URLs into the loader, so a page names only
 * the loader, and the loader's own hash changes with theirs.
 */
export const CHUNK_URLS_MODULE = 'virtual:chunk-urls';

/**
 * When an island hydrates:
 *   interaction - on the first pointer, focus, touch or key event inside it (the default: an
 *                 island without data-hydrate)
 *   event:NAME  - when a window event of that name fires (the toaster wakes on the first toast)
 * (No island hydrates at load, when idle or when visible: a content page loads no framework
 * code until a visitor touches it, and the loader carries no code for those cases.)
 */
export type HydrationTrigger = 'interaction' | `event:${string}`;

/** The window event that wakes the toaster island. */
export const TOAST_EVENT = 'academy:toast';
