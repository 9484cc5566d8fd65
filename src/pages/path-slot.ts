/**
 * The requested-path slot of the pre-rendered 404 pages. One 404 file serves every
 * unknown path, so the path is filled in per request: by the server (fillPathSlot), or on
 * a static host by PATH_SLOT_SCRIPT in the page itself.
 */
import { escapeHtml } from '../text/escape-html.ts';
import { INVISIBLE_CHARACTERS } from '../text/invisible-characters.ts';

export const PATH_SLOT_ATTRIBUTE = 'data-path-slot';

const SLOT = new RegExp(`(<code ${PATH_SLOT_ATTRIBUTE}="request">)[^<]*(</code>)`, 'g');

/**
 * Characters a page never shows as such: control characters (C0, DEL, C1), and the invisible and
 * bidirectional formatting ones (zero-width, marks, embeddings, isolates, the BOM).
 */
const UNSHOWN = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${INVISIBLE_CHARACTERS}]`, 'g');

/**
 * The path as a visitor typed it: percent-escapes decoded where they are valid UTF-8, except
 * those of characters a page never shows (UNSHOWN), which stay escaped.
 */
export function displayPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath).replace(UNSHOWN, encodeURIComponent);
  } catch {
    return rawPath;
  }
}

export function fillPathSlot(html: string, rawPath: string): string {
  const text = escapeHtml(displayPath(rawPath));
  return html.replace(SLOT, (_match, open: string, close: string) => open + text + close);
}

export const PATH_SLOT_SCRIPT = `document.querySelectorAll("[${PATH_SLOT_ATTRIBUTE}]").forEach(function(e){var p=location.pathname;try{p=decodeURIComponent(p).replace(${UNSHOWN.toString()},encodeURIComponent)}catch(_){}e.textContent=p})`;
