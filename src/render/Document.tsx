/**
 * The HTML document around a page: head from a HeadModel, the inlined stylesheet, the
 * colour-mode script that must run before first paint, and the island loader.
 */
import type { ReactNode } from 'react';
import { themeInitScript } from '../islands/theme-switcher/theme.ts';
import { useAssets } from './assets.tsx';
import type { HeadModel } from './head.ts';

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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />
        {assets.inlineCss !== null && <style dangerouslySetInnerHTML={{ __html: assets.inlineCss }} />}
        <script type="module" src={assets.loader} />
      </head>
      <body>{children}</body>
    </html>
  );
}
