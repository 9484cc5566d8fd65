/**
 * Draws one page from draft content for an editor's preview: the site's own page code at
 * the page's own path, rendered on request and never written anywhere. The page carries
 * `noindex` and a bar saying it is a preview, with the way to the other language's preview.
 * Part of the SSR bundle, which the server loads (src/server/ssr-bundle.ts).
 */
import type { StatedSettings } from '../config/stated-settings.ts';
import type { Content } from '../content/types.ts';
import { renderPath } from '../document/render.tsx';
import type { Locale } from '../i18n/locales.ts';
import { assetsFromManifest } from './assets.ts';
import { readClientAssets } from './client-assets.ts';

export interface PreviewRendererOptions {
  /** The site being served now: its directory (for the client assets) and build. */
  readonly site: () => { readonly root: string; readonly buildId: string | null };
  readonly siteUrl: string;
  readonly today: () => string;
  /** How long personal data is kept, as a previewed privacy page states it; default the settings' defaults. */
  readonly stated?: StatedSettings;
}

export interface PreviewPage {
  readonly content: Content;
  readonly path: string;
  /** The bar's words and its link to the same preview in the other language. */
  readonly bar: {
    readonly locale: Locale;
    readonly text: string;
    readonly otherLanguage: { readonly label: string; readonly href: string };
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The preview bar, first in the body: what this is, and the other language. */
function barHtml({ text, otherLanguage }: PreviewPage['bar']): string {
  const style = 'padding:.5rem 1rem;background:#7a4d00;color:#fff;font-weight:600';
  return `<div role="note" data-preview-bar="" style="${style}">${escapeHtml(text)} · <a href="${escapeHtml(otherLanguage.href)}" style="color:#fff">${escapeHtml(otherLanguage.label)}</a></div>`;
}

export async function createPreviewRenderer(options: PreviewRendererOptions) {
  const { manifest, icons } = await readClientAssets(options.site().root);
  return (page: PreviewPage): { status: number; html: string } => {
    // An editor's preview is nobody's page view, and its address carries a token: no analytics call.
    const assets = assetsFromManifest(manifest, null, options.site().buildId);
    const result = renderPath(page.path, {
      content: page.content,
      assets,
      siteUrl: options.siteUrl,
      icons,
      today: options.today(),
      stated: options.stated,
    });
    const html = result.html
      .replace('<head>', '<head><meta name="robots" content="noindex, nofollow"/>')
      .replace(/<body([^>]*)>/, (body) => `${body}${barHtml(page.bar)}`);
    return { status: result.status, html };
  };
}
