/**
 * The page that answers a registration or waiting-list entry posted without JavaScript:
 * the page of the date (a seminar date's, or the event's it is the booking of), rendered at request time with the form in the state the
 * server reports (the thank-you, or the visitor's values with the errors), and with the
 * seats taken at that moment. A post that names no date the site has (or could not be
 * read) gets a page of the site's layout that says what went wrong (answer-message.ts). These
 * pages answer private links (confirm, manage, claim, received: their addresses carry a token
 * or an entry's id), so they load no analytics call. Part of the SSR bundle, which the
 * server loads (src/server/ssr-bundle.ts, src/server/site-renderers.ts), so the server itself needs no React.
 */
import { DEFAULT_STATED, type StatedSettings } from '../config/stated-settings.ts';
import { bookingPagePath } from '../content/booking-page.ts';
import { type Bookings, drawnForDates } from '../content/bookings.ts';
import { bookableAlongside, findDate } from '../content/content-index.ts';
import type { Content } from '../content/types.ts';
import { renderErrorPage, renderPath } from '../document/render.tsx';
import { answerMessage } from '../registration-contract/answer-message.ts';
import type { RenderFormResponse } from '../registration-contract/outcome.ts';
import { assetsFromManifest } from './assets.ts';
import { readClientAssets } from './client-assets.ts';

export interface FormResponderOptions {
  /** The site being served now (it changes with each rebuild): its directory, content and build. */
  readonly site: () => { readonly root: string; readonly content: Content; readonly buildId: string | null };
  readonly siteUrl: string;
  /** What the pages state of the settings (src/config/stated-settings.ts); default the settings' defaults. */
  readonly stated?: StatedSettings;
  /** Today at request time: a date that has passed since the build shows as past. */
  readonly today: () => string;
  /** The seats taken at request time, so a date that has filled since the last rebuild shows as full; none when absent. */
  readonly bookings?: Bookings;
}

export async function createFormResponder(options: FormResponderOptions): Promise<RenderFormResponse> {
  // A content rebuild keeps the client assets: they are read once.
  const { manifest, icons } = await readClientAssets(options.site().root);

  return async ({ locale, dateId, form, outcome }) => {
    const site = options.site();
    const { buildId } = site;
    // The page belongs to the build being served, so its update notice compares with that build.
    const assets = assetsFromManifest(manifest, null, buildId);
    const shown = findDate(site.content, dateId);
    if (!shown) {
      const answer = answerMessage(locale, form, outcome);
      if (!answer) return null;
      const props = { statusCode: answer.status, statusMessage: answer.title, description: answer.message };
      return renderErrorPage(locale, props, {
        assets,
        siteUrl: options.siteUrl,
        academy: (options.stated ?? DEFAULT_STATED).academy,
        icons,
      });
    }
    // The page shows its seminar's dates (an event's page its own): only their seats are counted.
    const dateIds = bookableAlongside(site.content, dateId).map(({ id }) => id);
    const content = await drawnForDates(site.content, options.bookings, dateIds);
    const found = findDate(content, dateId);
    if (!found) return null;
    const path = bookingPagePath(locale, found.seminar, dateId);
    const result = renderPath(path, {
      content,
      assets,
      siteUrl: options.siteUrl,
      stated: options.stated,
      icons,
      today: options.today(),
      formOutcome: { dateId, form, outcome },
    });
    return result.status === 200 ? result.html : null;
  };
}
