/**
 * What every component of a page may know about the page it is on: its locale, the
 * interface texts in that locale, its route (null on error pages), and the academy's details.
 */

import { createContext, useContext } from 'react';
import type { AcademyContact } from '../config/academy-contact.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/messages.ts';
import type { SearchKind } from '../i18n/search-texts.ts';
import type { FinderSelection } from '../routes/finder-params.ts';
import type { ResolvedRoute } from '../routes/match.ts';

export interface PageContextValue {
  readonly locale: Locale;
  readonly messages: Messages;
  readonly route: ResolvedRoute | null;
  /** The academy's address, phone and mail address (settings), as the footer states them. */
  readonly academy: AcademyContact;
  /** The seminar list searched without JavaScript (src/generate/seminar-search.ts); absent elsewhere. */
  readonly search?: SeminarSearch | null;
  /** What the seminar finder shows chosen, from the list's address (none: all, by title). */
  readonly finder?: FinderSelection | null;
}

/** What the seminar list was searched for, and how many seminars hold the words (with none, the list shows them all). */
export interface SeminarSearch {
  readonly query: string;
  /** How many seminars hold every word. */
  readonly found: number;
  /** Their ids, best match first. */
  readonly ranking: readonly number[];
  /** The other pages that hold every word, best first. */
  readonly pages: ReadonlyArray<{ readonly href: string; readonly title: string; readonly kind: SearchKind }>;
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage: no <PageContextProvider> above this component');
  return page;
}
