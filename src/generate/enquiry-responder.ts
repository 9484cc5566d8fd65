/**
 * The page that answers an enquiry posted without JavaScript, and the pages behind its
 * mail's link: the form's own page (the contact page, or the corporate page for an in-house
 * enquiry) drawn at request time with the form in the state the server reports. Part of the
 * SSR bundle (src/server/ssr-bundle.ts), so the server itself needs no React. The answers
 * about a link load no analytics call.
 */
import { renderPath } from '../document/render.tsx';
import { ENQUIRY_PAGES, type RenderEnquiryResponse } from '../enquiry-contract/outcome.ts';
import { buildPath } from '../routes/match.ts';
import { assetsFromManifest } from './assets.ts';
import { readClientAssets } from './client-assets.ts';
import type { FormResponderOptions } from './form-responder.ts';

export async function createEnquiryResponder(options: FormResponderOptions): Promise<RenderEnquiryResponse> {
  const { manifest, icons } = await readClientAssets(options.site().root);
  return async ({ locale, form, outcome }) => {
    const site = options.site();
    const result = renderPath(buildPath(ENQUIRY_PAGES[form], locale, {}), {
      content: site.content,
      assets: assetsFromManifest(manifest, null, site.buildId),
      siteUrl: options.siteUrl,
      stated: options.stated,
      icons,
      today: options.today(),
      enquiryOutcome: outcome,
    });
    return result.status === 200 ? result.html : null;
  };
}
