/**
 * What goes into a page's <head>, computed as plain data: title, description, canonical
 * URL, hreflang alternates (de, en and x-default -> German) and robots. Pure, so the
 * rules are tested without rendering.
 */
import { formatTitle } from '../config/site.ts';
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales.ts';
import { rootRedirectScript } from '../i18n/root-redirect-script.ts';
import type { PageImage } from '../pages/types.ts';
import { alternatePaths, pathOf, type ResolvedRoute } from '../routes/match.ts';
import { isIndexable } from '../routes/table.ts';
import type { JsonLd } from '../seo/structured-data.ts';

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

export interface HeadModel {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  /**
   * Open Graph: og:type and og:locale (de_DE); null on error pages. The page in the other
   * language is named by the hreflang links (no og:locale:alternate repeats them).
   */
  readonly openGraph: {
    readonly type: 'website' | 'article';
    readonly locale: string;
  } | null;
  readonly jsonLd: readonly JsonLd[];
  /** The image the page is shared with (og:image), absolute, with its size and alt text; null for none. */
  readonly image: PageImage | null;
  readonly styles: string | null;
  /** Inline scripts that must run before the first paint (hashed by the CSP). */
  readonly headScripts: readonly string[];
  /** Absolute URL; null for error pages, which have no address of their own. */
  readonly canonical: string | null;
  readonly alternates: readonly Alternate[];
  readonly robots: string | null;
}

export interface HeadInput {
  readonly title: string | null;
  readonly description: string;
  readonly siteUrl: string;
  readonly ogType?: 'website' | 'article';
  readonly jsonLd?: readonly JsonLd[];
  readonly image?: PageImage;
  readonly styles?: string;
  /** False for a page kept only for the links to it: not indexed, its links still followed. */
  readonly indexable?: false;
}

const ogLocale = (locale: Locale) => LOCALE_INFO[locale].tag.replace('-', '_');

/** A page's hreflang alternates: each locale's URL, and x-default pointing to the German one. */
export function hreflangAlternates(route: ResolvedRoute, siteUrl: string): Alternate[] {
  const paths = alternatePaths(route.id, route.params);
  return [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE_INFO[locale].tag.slice(0, 2), href: siteUrl + paths[locale] })),
    { hreflang: 'x-default', href: siteUrl + paths.de },
  ];
}

export function routeHead(route: ResolvedRoute, input: HeadInput): HeadModel {
  return {
    lang: LOCALE_INFO[route.locale].tag,
    title: formatTitle(input.title),
    description: input.description,
    openGraph: {
      type: input.ogType ?? 'website',
      locale: ogLocale(route.locale),
    },
    jsonLd: input.jsonLd ?? [],
    image: input.image ?? null,
    styles: input.styles ?? null,
    // Language detection happens at the root only: deep links are never redirected.
    headScripts: route.id === 'home' && route.locale === 'de' ? [rootRedirectScript()] : [],
    canonical: input.siteUrl + pathOf(route),
    alternates: hreflangAlternates(route, input.siteUrl),
    robots: !isIndexable(route.id) ? 'noindex, nofollow' : input.indexable === false ? 'noindex' : null,
  };
}

export function errorHead(locale: Locale, input: Pick<HeadInput, 'title' | 'description'>): HeadModel {
  return {
    lang: LOCALE_INFO[locale].tag,
    title: formatTitle(input.title),
    description: input.description,
    openGraph: null,
    jsonLd: [],
    image: null,
    styles: null,
    headScripts: [],
    canonical: null,
    alternates: [],
    robots: 'noindex',
  };
}
