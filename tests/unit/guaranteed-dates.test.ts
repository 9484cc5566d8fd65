/**
 * A date staff mark as guaranteed to run says so on its page and in every list of dates, in both
 * languages; one not marked, or called off, says nothing of it.
 */
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { renderPath } from '../../src/document/render.tsx';
import { testRenderOptions } from '../support/render-options.ts';

const content = await loadContentCache('content-cache');
const TODAY = '2026-11-22';

/** The badges atop a date's page (its other dates, listed below, may say it of themselves). */
const badges = (html: string) => /<div class="badge-row">.*?<\/div>/s.exec(html)?.[0] ?? '';

describe('a date guaranteed to run', () => {
  it('says so on its page and in the lists of dates; another date does not', async () => {
    const options = await testRenderOptions(content, TODAY);
    // Frankfurt, 16 to 18 February 2027, is marked; Munich, 11 to 13 May 2027, is not.
    expect(badges(renderPath('/seminare/en-50600-professional/1003', options)!.html)).toContain('Durchführung garantiert');
    expect(badges(renderPath('/en/courses/en-50600-professional/1003', options)!.html)).toContain('Guaranteed to run');
    expect(badges(renderPath('/seminare/en-50600-professional/1004', options)!.html)).not.toContain('Durchführung garantiert');
    const dates = renderPath('/seminartermine', options)!.html;
    expect(dates.match(/Durchführung garantiert/g)).toHaveLength(content.seminarDates.filter((date) => date.guaranteed).length);
  });

  it('says nothing of it once called off', async () => {
    const calledOff = {
      ...content,
      seminarDates: content.seminarDates.map((date) => (date.id === 1003 ? { ...date, cancelled: true } : date)),
    };
    const html = renderPath('/seminare/en-50600-professional/1003', await testRenderOptions(calledOff, TODAY))!.html;
    expect(badges(html)).toContain('Abgesagt');
    expect(badges(html)).not.toContain('Durchführung garantiert');
  });
});
