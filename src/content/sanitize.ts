/**
 * Rich text from the CMS is untrusted: editors paste from anywhere. It is cleaned with an
 * allow-list (structure, emphasis, lists, tables, links) at pull time and again when the
 * build validates the cache. Scripts, styles, event handlers, iframes and every URL
 * scheme but http(s), mailto and tel are removed; external links get rel="noopener".
 */
import sanitizeHtml from 'sanitize-html';
import { memoized } from '../i18n/memo.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'abbr',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
};

/**
 * Texts cleaned before, by their raw HTML: every rebuild validates the whole content
 * again, and all but the edited texts are the ones it cleaned last time. Forgotten all at
 * once when full, so edits over a long run cannot fill it without end.
 */
const CLEANED_LIMIT = 50_000;
const cleaned = new Map<string, string>();

export function sanitizeRichText(html: string): string {
  if (cleaned.size >= CLEANED_LIMIT && !cleaned.has(html)) cleaned.clear();
  return memoized(cleaned, html, () => sanitizeHtml(html, OPTIONS).trim());
}
