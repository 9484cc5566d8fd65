/**
 * A seminar the editors flag fully booked: its dates are fully booked too, wherever they
 * are drawn or booked, so the flag and its dates agree (the card, the seminar's page, its
 * date pages with no form, the structured data and the server's check).
 */
import { describe, expect, it } from 'vitest';
import { readRawContent } from '../../src/content/cache.ts';
import { datesOf, indexContent } from '../../src/content/content-index.ts';
import { validateContent } from '../../src/content/validate.ts';
import { renderPath } from '../../src/document/render.tsx';
import { buildPath } from '../../src/routes/match.ts';
import { checkDate } from '../../src/server/registrations/rules/date-check.ts';
import { testRenderOptions } from '../support/render-options.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const raw = (await readRawContent('content-cache')) as Record<string, Array<Record<string, unknown>>>;
const flagged = structuredClone(raw);
const seminarRecord = flagged.seminars!.find((seminar) => seminar.slug === 'en-50600-grundlagen')!;
seminarRecord.fullyBooked = true;
const content = validateContent(flagged);
const seminar = content.seminars.find((item) => item.id === seminarRecord.id)!;
const dates = datesOf(indexContent(content), seminar.id);
const upcoming = dates.filter((date) => date.start >= TEST_DAY);

const options = await testRenderOptions(content, TEST_DAY);

describe('a seminar flagged fully booked', () => {
  it('has every date fully booked, and the other seminars keep theirs', () => {
    expect(upcoming.length).toBeGreaterThan(0);
    expect(dates.every((date) => date.fullyBooked)).toBe(true);
    expect(content.seminarDates.some((date) => date.seminarId !== seminar.id && !date.fullyBooked)).toBe(true);
  });

  it("is refused by the server's check of a date", () => {
    expect(checkDate(content, upcoming[0]!.id, TEST_DAY)).toEqual({ ok: false, reason: 'fullyBooked' });
  });

  it('shows the badge on its card, and its date pages offer no registration form', () => {
    const list = renderPath(buildPath('seminars', 'en', {}), options).html;
    const card = list.slice(list.indexOf(`/en/courses/${seminar.slug}"`) - 2000, list.indexOf(`/en/courses/${seminar.slug}"`));
    expect(card).toContain('Fully booked');
    const datePage = renderPath(buildPath('seminarDate', 'en', { slug: seminar.slug, dateId: String(upcoming[0]!.id) }), options).html;
    expect(datePage).toContain('This date is already fully booked');
    expect(datePage).not.toContain('data-island="registration-form"');
    const seminarPage = renderPath(buildPath('seminar', 'en', { slug: seminar.slug }), options).html;
    expect(seminarPage).not.toContain('InStock');
  });
});
