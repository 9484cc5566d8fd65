/**
 * The sitemap: an index at SITEMAP_INDEX_PATH pointing at one urlset, in which every
 * indexable page lists its language alternates (xhtml:link hreflang). Hidden pages, and the
 * pages that say they are not to be indexed (a date that has taken place), are left out.
 * Pure string building; the build writes the files.
 */

import { hreflangAlternates } from '../document/head.ts';
import { pathOf, type ResolvedRoute } from '../routes/match.ts';
import { isIndexable } from '../routes/table.ts';
import { escapeHtml } from '../text/escape-html.ts';

export const SITEMAP_PAGES_PATH = '/sitemaps/pages.xml';

/** XML needs what HTML needs escaped (&#39; is valid XML too). */
const escapeXml = escapeHtml;

export function sitemapUrlset(pages: readonly ResolvedRoute[], unindexed: ReadonlySet<string>, siteUrl: string): string {
  const entries = pages
    .filter((page) => isIndexable(page.id) && !unindexed.has(pathOf(page)))
    .map((page) => {
      const links = hreflangAlternates(page, siteUrl).map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      );
      return `<url><loc>${escapeXml(siteUrl + pathOf(page))}</loc>${links.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(siteUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${escapeXml(siteUrl + SITEMAP_PAGES_PATH)}</loc></sitemap></sitemapindex>\n`;
}

export function robotsTxt(siteUrl: string, sitemapIndexPath: string): string {
  // Hidden download pages are kept out by noindex, not by Disallow, which would publish their slugs.
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${sitemapIndexPath}\n`;
}
