/**
 * A date that has taken place (src/content/schedule.ts, hasTakenPlace): from the day after its
 * last, its page stays for the mails and manage links that lead there, but says so, is not to
 * be indexed, offers no form, and leads to the seminar's next dates or, with none ahead, to
 * the enquiry form; the seminar's page agrees. Until then, on its days too, it is upcoming.
 */
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { addDays } from '../../src/content/calendar.ts';
import { datesOf, indexContent } from '../../src/content/content-index.ts';
import { dateStatus, upcomingDates } from '../../src/content/schedule.ts';
import type { SeminarDate } from '../../src/content/types.ts';
import { renderPath } from '../../src/document/render.tsx';
import { ENQUIRY_ANCHOR } from '../../src/enquiry-contract/outcome.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';
import { REGISTRATIONS_PATH } from '../../src/registration-contract/contract.ts';
import { buildPath } from '../../src/routes/match.ts';
import { testRenderOptions } from '../support/render-options.ts';

const content = await loadContentCache('content-cache');
const index = indexContent(content);
const slugOf = (date: SeminarDate) => content.seminars.find((seminar) => seminar.id === date.seminarId)!.slug;
const byEnd = [...content.seminarDates].sort((a, b) => a.end.localeCompare(b.end));
const lastOf = (date: SeminarDate) => datesOf(index, date.seminarId).reduce((last, other) => (other.end > last.end ? other : last));
/** A bookable date whose seminar has dates after it, and the last date of some seminar. */
const withNext = byEnd.find((date) => !date.fullyBooked && !date.cancelled && lastOf(date).end > date.end)!;
const last = lastOf(byEnd.at(-1)!);

const draw = async (date: SeminarDate, today: string, locale: (typeof LOCALES)[number]) =>
  renderPath(buildPath('seminarDate', locale, { slug: slugOf(date), dateId: String(date.id) }), await testRenderOptions(content, today))
    .html;

describe('a date that has taken place', () => {
  it('is upcoming and bookable on its last day, past from the next', () => {
    expect(dateStatus(withNext, withNext.end)).toBe('bookable');
    expect(upcomingDates([withNext], withNext.end)).toEqual([withNext]);
    expect(dateStatus(withNext, addDays(withNext.end, 1))).toBe('past');
    expect(upcomingDates([withNext], addDays(withNext.end, 1))).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`keeps its page (${locale}), indexed with its form until its last day is over`, async () => {
      const html = await draw(withNext, withNext.end, locale);
      expect(html).not.toContain('name="robots"');
      expect(html).toContain('data-island="registration-form"');
      expect(html).toContain(`action="${REGISTRATIONS_PATH}#`);
      expect(html).not.toContain(MESSAGES[locale].seminarDate.past);
    });

    it(`then says so (${locale}): noindex, no form, a link to the seminar's next dates`, async () => {
      const html = await draw(withNext, addDays(withNext.end, 1), locale);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('data-island="registration-form"');
      expect(html).not.toContain(`action="${REGISTRATIONS_PATH}#`);
      expect(html).toContain(MESSAGES[locale].seminarDate.past);
      expect(html).toContain(`href="#other-dates"`);
      expect(html).toContain('id="other-dates"');
    });

    it(`leads to the enquiry form (${locale}) where its seminar has no date ahead, as the seminar's page does`, async () => {
      const after = addDays(last.end, 1);
      const html = await draw(last, after, locale);
      const enquiry = `href="${buildPath('contact', locale, {})}#${ENQUIRY_ANCHOR}"`;
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(MESSAGES[locale].seminarDate.pastNoDates);
      expect(html).toContain(enquiry);
      expect(html).not.toContain('id="other-dates"');
      const seminar = renderPath(buildPath('seminar', locale, { slug: slugOf(last) }), await testRenderOptions(content, after)).html;
      expect(seminar).toContain(MESSAGES[locale].seminar.noUpcomingDates);
      expect(seminar).toContain(enquiry);
      // Nothing to offer: no Course for search engines, as there was while its last date was ahead.
      expect(seminar).not.toContain('"@type":"Course"');
      const dates = renderPath(buildPath('seminarDates', locale, {}), await testRenderOptions(content, after)).html;
      expect(dates).toContain(MESSAGES[locale].dates.upcomingNone);
      expect(dates).toContain(enquiry);
      const before = renderPath(buildPath('seminar', locale, { slug: slugOf(last) }), await testRenderOptions(content, last.end)).html;
      expect(before).toContain('"@type":"Course"');
    });
  }
});
