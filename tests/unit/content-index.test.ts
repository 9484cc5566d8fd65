/** The content index: items by key, a seminar's dates and a training path's seminars in order, found without scans. */
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { datesOf, findDate, indexContent } from '../../src/content/content-index.ts';
import type { Content } from '../../src/content/types.ts';

const content = await loadContentCache('content-cache');

describe('indexContent', () => {
  const index = indexContent(content);

  it('is built once per content', () => {
    expect(indexContent(content)).toBe(index);
    expect(indexContent({ ...content })).not.toBe(index);
  });

  it("finds items by id, slug and key, and holds every seminar's dates by start", () => {
    const seminar = content.seminars[3]!;
    expect(index.seminarBySlug.get(seminar.slug)).toBe(seminar);
    expect(index.seminarById.get(seminar.id)).toBe(seminar);
    const dates = datesOf(index, seminar.id);
    expect(dates.map((date) => date.id).sort()).toEqual(
      content.seminarDates
        .filter((date) => date.seminarId === seminar.id)
        .map((date) => date.id)
        .sort(),
    );
    expect(dates.map((date) => date.start)).toEqual([...dates.map((date) => date.start)].sort());
    expect(datesOf(index, 999_999)).toEqual([]);
    expect(index.sitePageByKey.get('terms')?.key).toBe('terms');
    for (const download of content.downloads) {
      if (download.hiddenPage) expect(index.downloadByHiddenPage.get(download.hiddenPage)).toBe(download);
    }
  });

  it("holds a training path's seminars in the order of their steps", () => {
    for (const [slug, seminars] of index.seminarsByTrainingPath) {
      expect(seminars.every((seminar) => seminar.trainingPath === slug)).toBe(true);
      const steps = seminars.map((seminar) => seminar.trainingPathPosition ?? 0);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
    }
    expect(index.seminarsByTrainingPath.get('data-center-specialist')?.length).toBe(
      content.seminars.filter((seminar) => seminar.trainingPath === 'data-center-specialist').length,
    );
  });
});

describe('findDate', () => {
  it('gives a date with its seminar, and nothing for an unknown date or one whose seminar is gone', () => {
    const date = content.seminarDates[0]!;
    expect(findDate(content, date.id)).toEqual({ date, seminar: content.seminars.find((seminar) => seminar.id === date.seminarId) });
    expect(findDate(content, 424242)).toBeUndefined();
    const orphaned: Content = { ...content, seminars: content.seminars.filter((seminar) => seminar.id !== date.seminarId) };
    expect(findDate(orphaned, date.id)).toBeUndefined();
  });
});
