/**
 * A page of the site drawn at request time with the server's answer on it (the certificate
 * check's verdict, the bookings behind a sign-in link): the page of `route` in the language
 * asked for, with the site being served now (its content and build) and the client assets read
 * once. Part of the SSR bundle.
 */
import { type RenderPathOptions, renderPath } from '../document/render.tsx';
import type { Locale } from '../i18n/locales.ts';
import { buildPath } from '../routes/match.ts';
import { assetsFromManifest } from './assets.ts';
import { readClientAssets } from './client-assets.ts';
import type { FormResponderOptions } from './form-responder.ts';

/** Draws the page of `route` in `locale` with what `extras` makes of `answer`. */
export async function answerPage<Answer>(
  options: FormResponderOptions,
  route: 'certificateCheck' | 'myBookings',
  extras: (answer: Answer) => Pick<RenderPathOptions, 'certificateCheck' | 'myBookings'>,
): Promise<(locale: Locale, answer: Answer) => string> {
  const { manifest, icons } = await readClientAssets(options.site().root);
  return (locale, answer) => {
    const site = options.site();
    return renderPath(buildPath(route, locale, {}), {
      content: site.content,
      assets: assetsFromManifest(manifest, null, site.buildId),
      siteUrl: options.siteUrl,
      stated: options.stated,
      icons,
      today: options.today(),
      ...extras(answer),
    }).html;
  };
}
