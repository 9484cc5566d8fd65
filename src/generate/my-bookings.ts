/**
 * The "my bookings" page drawn with its answer (src/pages/my-bookings.tsx): the server signs in
 * whoever booked through a mailed link (src/server/registrations/http/bookings-routes.ts) and this
 * draws the page with the link sent or the list behind it. Part of the SSR bundle
 * (src/server/ssr-bundle.ts). It loads no analytics call: its address holds a sign-in link's token.
 */
import { renderPath } from '../document/render.tsx';
import type { Locale } from '../i18n/locales.ts';
import type { MyBookingsAnswer } from '../registration-contract/my-bookings.ts';
import { buildPath } from '../routes/match.ts';
import { assetsFromManifest } from './assets.ts';
import { readClientAssets } from './client-assets.ts';
import type { FormResponderOptions } from './form-responder.ts';

/** Draws the "my bookings" page of `locale` with `answer`. */
export type RenderMyBookings = (locale: Locale, answer: MyBookingsAnswer) => string;

export async function createMyBookings(options: FormResponderOptions): Promise<RenderMyBookings> {
  const { manifest, icons } = await readClientAssets(options.site().root);
  return (locale, answer) => {
    const site = options.site();
    return renderPath(buildPath('myBookings', locale, {}), {
      content: site.content,
      assets: assetsFromManifest(manifest, null, site.buildId),
      siteUrl: options.siteUrl,
      stated: options.stated,
      icons,
      today: options.today(),
      myBookings: answer,
    }).html;
  };
}
