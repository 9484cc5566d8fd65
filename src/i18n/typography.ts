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
