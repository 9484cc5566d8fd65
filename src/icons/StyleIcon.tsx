/**
 * An icon drawn by the stylesheet (src/icons/icon-styles.ts): decorative, hidden from assistive
 * technology, sized by CSS (1.25rem unless the component's rules say otherwise). Needs no icon
 * registry, so islands draw it in the browser as the server does.
 */
import type { StylesheetIconName } from './icon-styles.ts';

export function StyleIcon({ name, className }: { readonly name: StylesheetIconName; readonly className?: string }) {
  return <span className={`icon icon-${name}${className ? ` ${className}` : ''}`} aria-hidden="true" />;
}
