/**
 * Every number a built page states about participants or trainers is the content's: a "at most N
 * participants" on a seminar's pages is the most seats of that seminar's dates, anywhere else the
 * most seats in a room of any in-person or hybrid date; "N trainers" is the trainers with a profile;
 * and no page claims a most for webinars while a webinar has no limit (src/content/stated-facts.ts).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { indexContent } from '../../src/content/content-index.ts';
import { seminarFacts, siteFacts } from '../../src/content/stated-facts.ts';
import { transformBodyText } from '../../src/i18n/typography.ts';
import { groupByProblem, loadBuiltSite } from '../support/built-site.ts';

const content = await loadContentCache(resolve(import.meta.dirname, '../../content-cache'));
const index = indexContent(content);
const site = siteFacts(index);
const pages = loadBuiltSite().pages.filter((page) => !page.isErrorPage);

/** What a page says, its body's text with every space (non-breaking ones too) made plain. */
function textOf(html: string): string {
  const parts: string[] = [];
  transformBodyText(html, (text) => {
    parts.push(text);
    return text;
  });
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** The seminar a page belongs to (its page, its dates' pages), by its address. */
const seminarOfPath = (path: string) => {
  const slug = /^(?:\/en\/courses|\/seminare)\/([^/]+)/.exec(path)?.[1];
  return slug === undefined ? undefined : index.seminarBySlug.get(slug);
};

/** Each statement a page may make, and the number it must state there (undefined: none may be stated). */
const STATEMENTS: ReadonlyArray<{
  readonly what: string;
  readonly pattern: RegExp;
  readonly expected: (path: string) => number | undefined;
}> = [
  {
    what: 'the most participants',
    pattern: /(?:höchstens|maximal|bis zu|at most|no more than|up to)\s+(\d+)\s+(?:Teilnehmende|Teilnehmer|participants)/gi,
    expected: (path) => {
      const seminar = seminarOfPath(path);
      return seminar ? seminarFacts(index, seminar.id)['max-participants'] : site['max-participants-onsite'];
    },
  },
  { what: 'the most in webinars', pattern: /(\d+)\s+(?:in Webinaren|in webinars)/gi, expected: () => site['max-participants-online'] },
  {
    what: 'the trainers',
    pattern: /\b(\d{1,3})\s+(?:Trainerinnen und Trainern?|Trainer(?:innen)?|trainers)(?!\p{L})/giu,
    expected: () => site['trainer-count'],
  },
];

describe('the numbers the built pages state', () => {
  const found = pages.flatMap((page) => {
    const text = textOf(page.html);
    return STATEMENTS.flatMap(({ what, pattern, expected }) =>
      [...text.matchAll(pattern)].map((match) => ({ page: page.path, what, stated: Number(match[1]), expected: expected(page.path) })),
    );
  });

  it('are the content’s: the seats of the dates, the trainers with a profile', () => {
    const wrong = found
      .filter(({ stated, expected }) => stated !== expected)
      .map(({ page, what, stated, expected }) => ({ page, problem: `${what}: states ${stated}, the content ${expected ?? 'knows none'}` }));
    expect(groupByProblem(wrong)).toEqual([]);
  });

  it('are stated at all: on seminar pages, the about page and in both languages, so the check above has something to check', () => {
    expect(new Set(found.filter(({ what }) => what === 'the most participants').map(({ page }) => page)).size).toBeGreaterThanOrEqual(4);
    expect(found.filter(({ what }) => what === 'the trainers').map(({ page }) => page)).toEqual(
      expect.arrayContaining(['/ueber-uns', '/en/about-us']),
    );
  });
});
