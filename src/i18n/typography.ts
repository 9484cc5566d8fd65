/**
 * Names of standards stay on one line: "EN 50600", "DIN EN 50600-2-4", "ISO/IEC 22237",
 * "IEC 60364" and the like get a non-breaking space (U+00A0) between their parts, so a
 * line never ends in "EN" with "50600" on the next. Content texts pass through it when they
 * are read (src/content/schema.ts); the interface texts are written with it
 * (src/i18n/messages.ts, checked by tests/unit/messages.test.ts).
 */

/** A standards body's prefix followed by a space and a number, or by more prefixes and a number ("DIN EN ISO 9001"). */
const NORM_NAME_SPACE = /\b(DIN|EN|IEC|ISO|ISO\/IEC|VDE|VdS) (?=(?:(?:EN|IEC|ISO|ISO\/IEC|VDE) )*\d)/g;

export function keepNormNamesTogether(text: string): string {
  return text.replace(NORM_NAME_SPACE, '$1\u00a0');
}

/** A standard's number with its parts ("50600-2-1", "22237-1", "50600-4-x"). */
const STANDARD_NUMBER = /\b\d{5}(?:-(?:\d+|x)\b)+/g;

/**
 * "EN 50600-2-1" never breaks at its hyphens: they become non-breaking hyphens (U+2011).
 * For drawn text only: a page's body (src/document/render.tsx) and what an island draws in
 * the browser (the registration review's seminar title); the content, the addresses, the
 * page titles and the structured data keep the plain hyphen people search for and copy.
 */
export function keepStandardNumbersTogether(text: string): string {
  return text.replace(STANDARD_NUMBER, (number) => number.replaceAll('-', '\u2011'));
}

/** The text between the tags of an HTML body, scripts, styles and what a visitor typed into a text area left out, through `transform`. */
export function transformBodyText(html: string, transform: (text: string) => string): string {
  const body = html.indexOf('<body');
  if (body < 0) return html;
  const drawn = html
    .slice(body)
    .replace(
      /(<script\b[^>]*>[\s\S]*?<\/script>|<style\b[^>]*>[\s\S]*?<\/style>|<textarea\b[^>]*>[\s\S]*?<\/textarea>|<[^>]*>)|([^<]+)/g,
      (_match, tag, text) => (tag === undefined ? transform(text) : tag),
    );
  return html.slice(0, body) + drawn;
}
