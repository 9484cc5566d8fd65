/**
 * The initials an avatar shows when its image is missing: the first letter of each of the
 * first two words, upper-cased. "Letter" means a whole user-perceived character (a
 * grapheme, after NFC normalisation), so 'Émile Zola' gives 'ÉZ' whether the É is one code
 * point or E plus a combining accent, and letters outside the BMP stay whole. Words are
 * separated by any whitespace; a word without a letter or digit ('&', '–', an emoji) is
 * skipped. No usable word gives ''.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

function firstLetter(word: string): string {
  for (const { segment } of graphemes.segment(word)) {
    if (LETTER_OR_DIGIT.test(segment)) return segment.toUpperCase();
  }
  return '';
}

export function initialsOf(text: string): string {
  return text
    .normalize('NFC')
    .split(/\s+/u)
    .map(firstLetter)
    .filter((letter) => letter !== '')
    .slice(0, 2)
    .join('');
}
