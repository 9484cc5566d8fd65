/**
 * The page of this site a post came from, by its Referer: its language, and the date
 * when it is a date's page (or an event's that registers with the form). An answer that cannot read the post's body (too large, of
 * another type) still comes in the language of the page the visitor was on, with its
 * date's form. Another site's page, or none, tells nothing.
 */

import { indexContent } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { matchRoute } from '../../../routes/match.ts';

export interface ReferringPage {
  readonly locale: Locale;
  /** The date of a date's page, else 0 (as submittedDateId answers for none). */
  readonly dateId: number;
}

export function referringPage(referer: string | undefined, host: string | undefined, content: Content): ReferringPage | null {
  if (!referer || !host || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.host !== host) return null;
  const route = matchRoute(url.pathname);
  if (!route) return null;
  const dateId =
    route.id === 'seminarDate'
      ? Number(route.params.dateId)
      : route.id === 'event'
        ? (indexContent(content).eventById.get(route.params.eventId)?.dateId ?? 0)
        : 0;
  return { locale: route.locale, dateId: Number.isSafeInteger(dateId) && dateId > 0 ? dateId : 0 };
}
