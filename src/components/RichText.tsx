/**
 * CMS rich text. Safe to inject: every rich-text field is sanitized with an allow-list
 * when the content is validated (src/content/sanitize.ts), before any page sees it.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div data-slot="rich-text" className={`prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
