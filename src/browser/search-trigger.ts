/**
 * The loader's part of the site search: the search's script is imported on the first focus
 * of its field, and "/" pressed anywhere but in a field focuses it. Until then a page carries
 * no search code; if the script cannot load, the field stays a form that searches the
 * seminar list.
 */
import chunkUrls from 'virtual:chunk-urls';
import { SEARCH_FIELD_ID } from './search-field.ts';

type SiteSearch = typeof import('./search/site-search.ts');

export function armSearch(): void {
  const input = document.getElementById(SEARCH_FIELD_ID) as HTMLInputElement | null;
  const form = input?.form;
  if (!input || !form) return;
  input.addEventListener(
    'focus',
    () => void import(/* @vite-ignore */ chunkUrls['site-search']).then((search: SiteSearch) => search.startSearch(form)),
    { once: true },
  );
  document.addEventListener('keydown', (event) => {
    // Not while typing: in a field, a text area, a select or an editable element "/" is a character.
    if (event.key !== '/' || (event.target as Element).closest('input,textarea,select,[contenteditable]')) return;
    event.preventDefault();
    input.focus();
  });
}
