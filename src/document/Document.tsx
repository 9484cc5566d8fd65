/**
 * The HTML document around a page: head from a HeadModel, the linked stylesheet, the
 * colour-mode script that must run before first paint, and the island loader.
 */
// biome-ignore-all lint/security/noDangerouslySetInnerHtml: the document carries a page's own CSS (the finder's rules), the inline scripts (each allowed by its hash in the CSP) and the JSON-LD, all made at build from no visitor input
import type { ReactNode } from 'react';
import { ANALYTICS_META } from '../browser/analytics.ts';
import { BUILD_META } from '../browser/update-schedule.ts';
import { BRAND } from '../config/site.ts';
import { useAssets } from '../islands/assets.tsx';
import { themeInitScript } from '../islands/theme-switcher/theme.ts';
import type { PageImage } from '../pages/types.ts';
import { serializeJsonLd } from '../seo/structured-data.ts';
import type { HeadModel } from './head.ts';

/** og:image with its size and alt text. */
function SharedImageMeta({ image }: { image: PageImage }) {
  return (
    <>
      <meta property="og:image" content={image.url} />
      {image.width !== undefined && <meta property="og:image:width" content={String(image.width)} />}
      {image.height !== undefined && <meta property="og:image:height" content={String(image.height)} />}
      <meta property="og:image:alt" content={image.alt} />
    </>
  );
}

export function Document({ head, children }: { head: HeadModel; children: ReactNode }) {
  const assets = useAssets();
  return (
    <html lang={head.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.robots && <meta name="robots" content={head.robots} />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {head.openGraph && head.canonical && (
          <>
            <meta property="og:type" content={head.openGraph.type} />
            <meta property="og:site_name" content={`${BRAND} academy`} />
            <meta property="og:title" content={head.title} />
            <meta property="og:description" content={head.description} />
            <meta property="og:url" content={head.canonical} />
            <meta property="og:locale" content={head.openGraph.locale} />
            {head.image && <SharedImageMeta image={head.image} />}
            {/* X reads the title, description and image from og: when it finds no twitter: ones. */}
            <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
          </>
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="color-scheme" content="light dark" />
        {assets.analyticsEndpoint && <meta name={ANALYTICS_META} content={assets.analyticsEndpoint} />}
        {assets.buildId && <meta name={BUILD_META} content={assets.buildId} />}
        {head.headScripts.map((script) => (
          <script key={script} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />
        {assets.stylesheet !== null && <link rel="stylesheet" href={assets.stylesheet} />}
        {head.styles && <style dangerouslySetInnerHTML={{ __html: head.styles }} />}
        {head.jsonLd.map((data, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are drawn once, on the server, in a fixed order
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
        <script type="module" src={assets.loader} />
      </head>
      <body>{children}</body>
    </html>
  );
}
