/**
 * What a search result shows, made from what Pagefind returns for it: the page's address
 * as the site writes it, its title, what kind of page it is (with the date and place of a
 * date), and the excerpt with the words found marked. Pure, so it is tested without a browser;
 * the excerpt becomes text nodes and <mark> elements, never HTML.
 */
import { SEARCH_KINDS, type SearchKind, type SearchTexts } from '../../i18n/search-texts.ts';

/** The part of Pagefind's result data the site uses. */
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}

export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

export interface SearchResultView {
  readonly href: string;
  readonly title: string;
  readonly kind: string;
  /** A date's when and where; null for other pages. */
  readonly details: string | null;
  readonly excerpt: readonly ExcerptPart[];
}

/** Pagefind names a page by its folder ('/seminare/x/'); the site's addresses have no trailing slash. */
export function pagePath(url: string): string {
  const path = url.replace(/index\.html$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Pagefind's excerpt (escaped text with <mark> around the words found) as parts to draw. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>');
      return { text: decode(marked ? part.slice(6, -7) : part), marked };
    });
}

const isKind = (kind: string | undefined): kind is SearchKind => SEARCH_KINDS.includes(kind as SearchKind);

export function resultView(data: PagefindResultData, texts: SearchTexts): SearchResultView {
  const { kind, date, place, title } = data.meta;
  return {
    href: pagePath(data.url),
    title: title ?? '',
    kind: texts.kinds[isKind(kind) ? kind : 'page'],
    details: date ? [date, place].filter(Boolean).join(' · ') : null,
    excerpt: excerptParts(data.excerpt),
  };
}
