// @vitest-environment jsdom
/**
 * The text of the built pages as a reader, a screen reader or the search reads it: dates in
 * the one long format of their language ("19. Januar 2027", "January 19, 2027", never
 * "19.01.2027" or "Jan 19, 2027" beside them), and every fact's label apart from its value
 * ("Datum 17. Juni 2027", not "Datum17. Juni 2027").
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltSite } from '../support/built-site.ts';

const NUMERIC = /\b\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})?(?!\d)/g;
const SHORT_MONTH = /\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s\d/g;
const parser = new DOMParser();
const pages = loadBuiltSite()
  .pages.filter((page) => !page.isErrorPage)
  .map((page) => ({ path: page.path, document: parser.parseFromString(page.html, 'text/html') }));

describe('the text of the built pages', () => {
  it('writes dates in the one long format of its language', () => {
    const found = pages.flatMap(({ path, document }) => {
      const text = `${document.title} ${document.querySelector('main')!.textContent}`.replace(/\s+/g, ' ');
      return [...(text.match(NUMERIC) ?? []), ...(text.match(SHORT_MONTH) ?? [])].map((date) => `${path}: ${date}`);
    });
    expect(pages.length).toBeGreaterThan(150);
    expect(found).toEqual([]);
  });

  it("keeps each fact's label apart from its value", () => {
    const terms = pages.flatMap(({ path, document }) => [...document.querySelectorAll('main dt')].map((term) => ({ path, term })));
    const joined = terms
      .filter(({ term }) => !/^\s/.test(term.nextSibling?.textContent ?? ''))
      .map(({ path, term }) => `${path}: ${term.textContent}`);
    expect(terms.length).toBeGreaterThan(500);
    expect(joined).toEqual([]);
  });
});
