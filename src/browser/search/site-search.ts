/**
 * The site search in the header, an entry of its own: the loader imports it when a visitor
 * first focuses the search field (src/browser/search-trigger.ts), and it loads Pagefind and
 * the index of the page's language then, not before. Results appear below the field as the
 * visitor types (search-panel.ts); arrows move through them, Enter opens the one chosen (with
 * none chosen, the list of results: the seminar list with the words, and the pages found),
 * Escape closes the list. Without this script, or when nothing is
 * found, the field is a form that searches the seminar list (src/server/edge/seminar-search-route.ts).
 */
import { localeOfTag } from '../../i18n/locales.ts';
import { SEARCH_TEXTS } from '../../i18n/search-texts.ts';
import { type SearchPanel, searchPanel } from './search-panel.ts';
import { type PagefindResultData, resultView, type SearchResultView } from './search-results.ts';

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> } | null>;
}

/** Where the build writes Pagefind's files (src/generate/search-index.ts). */
const PAGEFIND_URL = '/pagefind/pagefind.js';
const MAX_RESULTS = 8;

async function loadPagefind(): Promise<Pagefind> {
  const pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
  // In this thread (no worker to download); no ranking by length: a seminar's page is long, its dates' pages short, and the seminar comes first.
  await pagefind.options({ noWorker: true, excerptLength: 24, ranking: { pageLength: 0 } });
  await pagefind.init();
  return pagefind;
}

/** The results chosen with the arrow keys: which one, moving round the list. */
function step(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (key === 'ArrowDown') return (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}

function onKey(event: KeyboardEvent, form: HTMLFormElement, panel: SearchPanel, state: SearchState): void {
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && state.views.length > 0) {
    event.preventDefault();
    panel.show(true);
    state.active = step(state.active, state.views.length, event.key);
    panel.choose(state.active);
  } else if (event.key === 'Escape' && panel.isOpen()) {
    event.preventDefault();
    panel.show(false);
    state.active = -1;
    panel.choose(-1);
  } else if (event.key === 'Enter' && state.query !== '' && state.active >= 0) {
    // The result chosen with the arrows opens; with none chosen, Enter submits the words to the list of results.
    event.preventDefault();
    const target = state.views[state.active];
    if (target) location.assign(target.href);
    else form.submit();
  }
}

interface SearchState {
  query: string;
  views: readonly SearchResultView[];
  active: number;
}

export function startSearch(form: HTMLFormElement): void {
  const input = form.querySelector('input') as HTMLInputElement;
  const texts = SEARCH_TEXTS[localeOfTag(document.documentElement.lang)];
  const panel = searchPanel(form, input, texts);
  const pagefind = loadPagefind();
  const state: SearchState = { query: '', views: [], active: -1 };

  const search = async (query: string): Promise<readonly SearchResultView[]> => {
    const results = (await (await pagefind).search(query))?.results ?? [];
    const views = (await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()))).map((data) => resultView(data, texts));
    // A slower, older search never overwrites a newer one.
    if (query !== state.query) return views;
    state.views = views;
    state.active = -1;
    panel.draw(views);
    panel.say(results.length === 0 ? texts.none(query) : texts.count(results.length));
    panel.show(true);
    return views;
  };

  const onInput = () => {
    state.query = input.value.trim();
    if (state.query === '') {
      state.views = [];
      panel.draw([]);
      panel.say('');
      panel.show(false);
      return;
    }
    search(state.query).catch(() => {
      panel.say(texts.failed);
      panel.show(true);
    });
  };
  input.addEventListener('input', onInput);
  input.addEventListener('keydown', (event) => onKey(event, form, panel, state));
  input.addEventListener('focus', () => panel.show(state.query !== ''));
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) panel.show(false);
  });
  // Pagefind and the index load while the visitor types; if they cannot, Enter still searches the seminar list.
  pagefind.catch(() => panel.say(texts.failed));
  // What was typed or pasted while this script loaded is searched for now.
  if (input.value.trim() !== '') onInput();
}
