/**
 * No page breaks a standard's number at a hyphen: in the text every built page draws
 * (its body, scripts and styles left out), "EN 50600-2-1" and the like carry
 * non-breaking hyphens, while addresses, page titles and structured data keep the plain one.
 */
import { describe, expect, it } from 'vitest';
import { transformBodyText } from '../../src/i18n/typography.ts';
import { groupByProblem, loadBuiltSite } from '../support/built-site.ts';

const site = loadBuiltSite();
/** A five-digit standard number followed by a plain hyphen and a part. */
const BREAKABLE = /\b\d{5}(?:[-\u2011](?:\d+|x)\b)*-(?:\d+|x)\b/g;

describe('standard numbers on every built page', () => {
  it('never break at a hyphen in drawn text', () => {
    const found: Array<{ page: string; problem: string }> = [];
    for (const page of site.pages) {
      transformBodyText(page.html, (text) => {
        for (const [number] of text.matchAll(BREAKABLE)) found.push({ page: page.path, problem: `"${number}" has a plain hyphen` });
        return text;
      });
    }
    expect(groupByProblem(found)).toEqual([]);
  });

  it('are drawn on many pages, with non-breaking hyphens, so the check above has something to check', () => {
    const drawn = site.pages.filter((page) => page.html.includes('50600\u20112'));
    expect(drawn.length).toBeGreaterThan(20);
  });
});
