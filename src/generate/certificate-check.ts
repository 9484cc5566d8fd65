/**
 * The verification page drawn with its answer (src/pages/certificate-check.tsx): the server
 * finds the certificate (src/server/certificates/http/) and this draws the page with what the
 * register says, for a visitor without JavaScript as for everyone. Part of the SSR bundle
 * (src/server/ssr-bundle.ts). It loads no analytics call: the address holds a certificate's
 * number and check code.
 */
import type { CheckAnswer } from '../certificate-contract/certificate-check.ts';
import { renderPath } from '../document/render.tsx';
import type { Locale } from '../i18n/locales.ts';
import { buildPath } from '../routes/match.ts';
import { assetsFromManifest } from './assets.ts';
import { readClientAssets } from './client-assets.ts';
import type { FormResponderOptions } from './form-responder.ts';

/** Draws the verification page of `locale` with `answer`. */
export type RenderCertificateCheck = (locale: Locale, answer: CheckAnswer) => string;

export async function createCertificateCheck(options: FormResponderOptions): Promise<RenderCertificateCheck> {
  const { manifest, icons } = await readClientAssets(options.site().root);
  return (locale, answer) => {
    const site = options.site();
    return renderPath(buildPath('certificateCheck', locale, {}), {
      content: site.content,
      assets: assetsFromManifest(manifest, null, site.buildId),
      siteUrl: options.siteUrl,
      stated: options.stated,
      icons,
      today: options.today(),
      certificateCheck: answer,
    }).html;
  };
}
