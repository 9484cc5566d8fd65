/**
 * A seminar's exam as content states it and its page shows it: how it is taken, its questions,
 * duration, pass mark and retakes with their price, in both languages; described whole or not
 * at all, and a course without exam shows none.
 */
import { describe, expect, it } from 'vitest';
import { readRawContent } from '../../src/content/cache.ts';
import { type ContentError, validateContent } from '../../src/content/validate.ts';
import { renderPath } from '../../src/document/render.tsx';
import { buildPath } from '../../src/routes/match.ts';
import { testRenderOptions } from '../support/render-options.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const raw = (await readRawContent('content-cache')) as Record<string, Array<Record<string, unknown>>>;
const clone = () => structuredClone(raw);
const problemsOf = (data: Record<string, unknown>): string[] => {
  try {
    validateContent(data);
    return [];
  } catch (error) {
    return (error as ContentError).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
};

/** The text of the page's exam facts: from its heading to the end of their list. */
function examFacts(html: string): string {
  if (!html.includes('id="exam"')) return '';
  const start = html.lastIndexOf('<h3', html.indexOf('id="exam"'));
  return html
    .slice(start, html.indexOf('</dl>', start))
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

describe("a seminar's exam", () => {
  it('is on the page of every seminar of the shipped content, in both languages', async () => {
    const content = validateContent(raw);
    const options = await testRenderOptions(content, TEST_DAY);
    for (const seminar of content.seminars)
      for (const locale of ['de', 'en'] as const)
        expect(examFacts(renderPath(buildPath('seminar', locale, { slug: seminar.slug }), options).html), seminar.slug).not.toBe('');
  });

  it('says how it is taken, its questions, duration, pass mark and retakes with their price', async () => {
    const data = clone();
    const record = data.seminars!.find((seminar) => seminar.slug === 'en-50600-professional')!;
    Object.assign(record, {
      examFormat: 'written-with-case-study',
      examQuestions: 60,
      examMinutes: 150,
      examPassPercent: 70,
      examRetakes: 2,
      examRetakePrice: 190,
    });
    const options = await testRenderOptions(validateContent(data), TEST_DAY);
    const page = (locale: 'de' | 'en') =>
      examFacts(renderPath(buildPath('seminar', locale, { slug: 'en-50600-professional' }), options).html);
    expect(page('de')).toBe(
      'Die Prüfung Form Schriftlich: Multiple Choice und eine Fallstudie Fragen 60 Dauer 150 Minuten Bestanden ab 70\u00a0% der Punkte Wiederholung bis zu 2-mal möglich, je 190,00\u00a0€ zzgl. gesetzl. MwSt.',
    );
    expect(page('en')).toBe(
      'The exam Format In writing: multiple choice and a case study Questions 60 Duration 150 minutes Pass mark 70% of the points Retakes up to 2 times, €190.00 each plus applicable VAT',
    );
  });

  it('says one retake in the singular, and none where none is offered', async () => {
    const data = clone();
    const [once, never] = data.seminars!;
    Object.assign(once!, { examRetakes: 1, examRetakePrice: 90 });
    Object.assign(never!, { examRetakes: 0, examRetakePrice: null });
    const options = await testRenderOptions(validateContent(data), TEST_DAY);
    const page = (slug: unknown, locale: 'de' | 'en') =>
      examFacts(renderPath(buildPath('seminar', locale, { slug: String(slug) }), options).html);
    expect(page(once!.slug, 'de')).toContain('Wiederholung einmal möglich, für 90,00\u00a0€ zzgl. gesetzl. MwSt.');
    expect(page(once!.slug, 'en')).toContain('Retakes once, for €90.00 plus applicable VAT');
    expect(page(never!.slug, 'de')).toContain('Wiederholung nicht vorgesehen');
    expect(page(never!.slug, 'en')).toContain('Retakes not offered');
  });

  it('is not shown for a course without exam, which content says with no exam fields', async () => {
    const data = clone();
    const record = data.seminars![0]!;
    Object.assign(record, {
      examFormat: null,
      examQuestions: null,
      examMinutes: null,
      examPassPercent: null,
      examRetakes: null,
      examRetakePrice: null,
    });
    const options = await testRenderOptions(validateContent(data), TEST_DAY);
    const html = renderPath(buildPath('seminar', 'en', { slug: String(record.slug) }), options).html;
    expect(html).toContain('id="certificate"');
    expect(examFacts(html)).toBe('');
  });

  it('is described whole or not at all, with a retake price exactly where retakes are offered', () => {
    const partly = clone();
    const first = partly.seminars![0]!;
    first.examMinutes = null;
    const second = partly.seminars![1]!;
    Object.assign(second, { examFormat: null });
    const third = partly.seminars![2]!;
    Object.assign(third, { examRetakes: 0 });
    expect(problemsOf(partly)).toEqual([
      `seminars #${first.id} examMinutes: required with an exam`,
      `seminars #${second.id} examQuestions: only with an exam`,
      `seminars #${second.id} examMinutes: only with an exam`,
      `seminars #${second.id} examPassPercent: only with an exam`,
      `seminars #${second.id} examRetakes: only with an exam`,
      `seminars #${second.id} examRetakePrice: required where retakes are offered, and only there`,
      `seminars #${third.id} examRetakePrice: required where retakes are offered, and only there`,
    ]);
  });

  it('is read as none from a CMS that has no exam fields yet', () => {
    const data = clone();
    for (const seminar of data.seminars!)
      for (const field of ['examFormat', 'examQuestions', 'examMinutes', 'examPassPercent', 'examRetakes', 'examRetakePrice'])
        delete seminar[field];
    expect(validateContent(data).seminars.every((seminar) => seminar.examFormat === null)).toBe(true);
  });
});
