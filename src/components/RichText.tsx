// biome-ignore-all lint/security/noDangerouslySetInnerHtml: rich text is sanitized with an allow-list when the content is read (src/content/sanitize.ts)
/**
 * CMS rich text. Safe to inject: every rich-text field is sanitized with an allow-list
 * when the content is validated (src/content/sanitize.ts), before any page sees it. Its
 * headings break at the joints of their long words, as the page's own do.
 */
import { breakHeadingsAtJoints } from '../i18n/word-breaks.ts';

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: breakHeadingsAtJoints(html) }} />;
}
