/**
 * The search field of the header. Without JavaScript it is a form that shows the seminars
 * whose texts hold the words (the seminar list, filtered by the server); the loader turns it
 * into the site search on its first focus (src/browser/search-trigger.ts), or on "/".
 */

import { SEARCH_FIELD_ID } from '../browser/search-field.ts';
import { usePage } from '../components/page-context.tsx';
import { kitStrings } from '../i18n/kit/index.ts';
import { LOCALE_INFO } from '../i18n/locales.ts';
import { FrameIcon } from '../icons/FrameIcon.tsx';
import { buildPath } from '../routes/match.ts';
import { SEARCH_PARAM } from '../routes/table.ts';

export function SearchForm() {
  const { locale, messages, search: searched } = usePage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some of the browsers the site supports; the role says the same
    <form role="search" action={buildPath('seminars', locale, {})} className="site-search">
      <input
        id={SEARCH_FIELD_ID}
        aria-label={messages.search.label}
        name={SEARCH_PARAM}
        type="search"
        className="input site-search-input"
        placeholder={kitStrings(LOCALE_INFO[locale].tag).searchPlaceholder}
        defaultValue={searched?.query}
        autoComplete="off"
        aria-keyshortcuts="/"
      />
      <button type="submit" className="site-search-button">
        <FrameIcon name="search" size={18} />
        <span className="sr-only">{messages.search.submit}</span>
      </button>
    </form>
  );
}
