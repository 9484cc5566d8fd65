/** The benchmark's content at scale: every seminar copied with a new id, a numbered slug and title, its dates with it. */
import { describe, expect, it } from 'vitest';
import { scaleContent } from '../../scripts/bench/scale-content.ts';
import { readRawContent } from '../../src/content/cache.ts';
import { validateContent } from '../../src/content/validate.ts';

const raw = await readRawContent('content-cache');

describe('scaleContent', () => {
  it('multiplies seminars and dates, keeps everything else, and stays valid content', () => {
    const scaled = validateContent(scaleContent(raw, 3));
    const base = validateContent(raw);
    expect(scaled.seminars).toHaveLength(base.seminars.length * 3);
    expect(scaled.seminarDates).toHaveLength(base.seminarDates.length * 3);
    expect(scaled.events).toEqual(base.events);
    expect(scaled.downloads).toEqual(base.downloads);
  });

  it('names copy k of a seminar "slug-k" and "title k", with new ids, and moves its dates with it', () => {
    const scaled = validateContent(scaleContent(raw, 3));
    const original = validateContent(raw).seminars[0]!;
    const copy = scaled.seminars.find((seminar) => seminar.slug === `${original.slug}-3`)!;
    expect(copy.translations.de.title).toBe(`${original.translations.de.title} 3`);
    expect(copy.translations.en.title).toBe(`${original.translations.en.title} 3`);
    expect(copy.id).not.toBe(original.id);
    const originalDates = scaled.seminarDates.filter((date) => date.seminarId === original.id);
    const copiedDates = scaled.seminarDates.filter((date) => date.seminarId === copy.id);
    expect(copiedDates.map((date) => date.start)).toEqual(originalDates.map((date) => date.start));
  });

  it('leaves the content as it is at scale 1 and refuses a factor that is no positive integer', () => {
    expect(scaleContent(raw, 1)).toEqual(raw);
    expect(() => scaleContent(raw, 0)).toThrow();
    expect(() => scaleContent(raw, 1.5)).toThrow();
  });
});
