/**
 * The seminar list searched without JavaScript: the header's search field submits its
 * words to the seminar list (`/seminare?q=…`), and the server answers with the list drawn
 * at request time with only the seminars that hold every word (src/content/seminar-words.ts),
 * or, when none does, with all of them and a note saying so. Seats are counted as on the
 * date pages that answer form posts. Part of the SSR bundle (src/server/site-renderers.ts).
 */

import { drawnContent } from '../content/bookings.ts';
import { queryWords, seminarsWithWords } from '../content/seminar-words.ts';
import { renderPath } from '../document/render.tsx';
import type { Locale } from '../i18n/locales.ts';
import type { FinderSelection } from '../routes/finder-params.ts';
import { buildPath } from '../routes/match.ts';
import { assetsFromManifest } from './assets.ts';
import { readClientAssets } from './client-assets.ts';
import type { FormResponderOptions } from './form-responder.ts';
import { foundPages } from './found-pages.ts';

/** What it draws with: the same as the answers to form posts (the served site, its address, today, the seats taken), and the analytics call of a public page. */
export type SeminarSearchOptions = FormResponderOptions & { readonly analyticsEndpoint?: string | null };

/** Draws the seminar list of `locale` for the words of `query` (none: the whole list) with the finder's `selection` chosen. */
export type RenderSeminarSearch = (
  locale: Locale,
  query: string,
  selection?: FinderSelection | null,
  list?: 'seminars' | 'seminarDates',
) => Promise<string>;

export async function createSeminarSearch(options: SeminarSearchOptions): Promise<RenderSeminarSearch> {
  const { manifest, icons } = await readClientAssets(options.site().root);
  return async (locale, query, selection = null, list = 'seminars') => {
    const site = options.site();
    const words = queryWords(query);
    const matching = seminarsWithWords(site.content, locale, words);
    const found = matching.seminars.length;
    const ranking = matching.seminars.map((seminar) => seminar.id);
    const pages = foundPages(site.content, locale, words);
    const content = await drawnContent(found > 0 ? matching : site.content, options.bookings);
    return renderPath(buildPath(list, locale, {}), {
      content,
      assets: assetsFromManifest(manifest, options.analyticsEndpoint ?? null, site.buildId),
      siteUrl: options.siteUrl,
      stated: options.stated,
      icons,
      today: options.today(),
      search: words.length > 0 ? { query, found, ranking, pages } : null,
      finder: selection,
    }).html;
  };
}
