// @vitest-environment jsdom
/**
 * Headings break only where a reader expects: every soft hyphen in a heading of a built page
 * sits at a joint src/i18n/word-breaks.ts lists, and every heading word long enough not to fit
 * a phone's line has one.
 */
import { describe, expect, it } from 'vitest';
import { breakAtJoints, LONG_WORD } from '../../src/i18n/word-breaks.ts';
import { loadBuiltSite } from '../support/built-site.ts';

const SOFT_HYPHEN = '\u00ad';
const parser = new DOMParser();
const headings = loadBuiltSite().pages.flatMap((page) =>
  [...parser.parseFromString(page.html, 'text/html').querySelectorAll('h1, h2, h3')].map((heading) => ({
    page: page.path,
    text: heading.textContent!,
  })),
);

describe('the headings of the built pages', () => {
  it('carry soft hyphens only at the joints of their compounds', () => {
    const elsewhere = headings.filter(({ text }) => breakAtJoints(text.replaceAll(SOFT_HYPHEN, '')) !== text);
    expect(headings.some(({ text }) => text.includes(SOFT_HYPHEN))).toBe(true);
    expect(elsewhere).toEqual([]);
  });

  it(`give every word of ${LONG_WORD} letters or more a joint to break at`, () => {
    const unbroken = new Set(
      headings.flatMap(({ text }) =>
        (text.match(/[\p{L}\u00ad]+/gu) ?? []).filter((word) => word.length >= LONG_WORD && !word.includes(SOFT_HYPHEN)),
      ),
    );
    expect([...unbroken]).toEqual([]);
  });
});
