/**
 * Feedback's pure rules: a form post read as an answer or as localized messages by field
 * (src/registration-contract/feedback.ts), and the days a date takes answers and is asked for
 * them (src/server/registrations/rules/feedback-rules.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { sessionsOf } from '../../src/content/sessions.ts';
import type { Content, SeminarDate } from '../../src/content/types.ts';
import { COMMENT_MAX, readFeedback } from '../../src/registration-contract/feedback.ts';
import { feedbackDueDates, feedbackOpen, ratedTrainers } from '../../src/server/registrations/rules/feedback-rules.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

describe('a feedback form post', () => {
  const trainers = ['sabine-wendt', 'markus-berger'];

  it('gives the course rating, the trainers rated, the comment and the consent to quote it', () => {
    const read = readFeedback(
      { course: '4', 'trainer-sabine-wendt': '5', 'trainer-markus-berger': '', comment: ' Klare Beispiele.\r\nGern wieder. ', quote: 'on' },
      trainers,
      'de',
    );
    expect(read).toEqual({
      ok: true,
      answer: { course: 4, trainers: [{ trainerId: 'sabine-wendt', rating: 5 }], comment: 'Klare Beispiele.\nGern wieder.', quote: true },
    });
  });

  it('quotes nothing without a comment, and ignores fields of trainers the date does not have', () => {
    const read = readFeedback({ course: '3', quote: 'on', 'trainer-someone-else': '1' }, trainers, 'en');
    expect(read).toEqual({ ok: true, answer: { course: 3, trainers: [], comment: '', quote: false } });
  });

  it('names what is wrong in the visitor’s language: no course rating, a rating off the scale, a comment too long', () => {
    const read = readFeedback({ course: '6', 'trainer-sabine-wendt': '0', comment: 'x'.repeat(COMMENT_MAX + 1) }, trainers, 'en');
    expect(read).toEqual({
      ok: false,
      errors: {
        course: 'Please rate the course from 1 to 5.',
        'trainer-sabine-wendt': 'Please choose 1 to 5, or leave the rating empty.',
        comment: `Please shorten your comment to ${COMMENT_MAX} characters at most.`,
      },
    });
    expect(readFeedback({}, [], 'de')).toEqual({ ok: false, errors: { course: 'Bitte bewerten Sie das Seminar mit 1 bis 5.' } });
  });
});

describe('the days a date takes feedback', () => {
  const date = (id: number) => content.seminarDates.find((each) => each.id === id) as SeminarDate;

  it('open when its last session ends and close after FEEDBACK_DAYS, German time', () => {
    // 1006: a webinar on 2 and 3 February 2027.
    const last = date(1006);
    const session = sessionsOf(last).at(-1)!;
    expect(session.day).toBe('2027-02-03');
    const ends = Date.parse(`2027-02-03T${session.end}:00+01:00`);
    expect(feedbackOpen(last, 30, ends - 1)).toBe(false);
    expect(feedbackOpen(last, 30, ends)).toBe(true);
    expect(feedbackOpen(last, 30, Date.parse('2027-03-05T22:59:59Z'))).toBe(true);
    expect(feedbackOpen(last, 30, Date.parse('2027-03-05T23:00:00Z'))).toBe(false);
    // A date the academy called off takes none.
    expect(feedbackOpen({ ...last, cancelled: true }, 30, ends)).toBe(false);
  });

  it('are asked for from the day after the last day while they take answers, never for a date called off', () => {
    expect(feedbackDueDates(content, '2027-02-03', 30)).not.toContain(1006);
    expect(feedbackDueDates(content, '2027-02-04', 30)).toContain(1006);
    expect(feedbackDueDates(content, '2027-03-05', 30)).toContain(1006);
    expect(feedbackDueDates(content, '2027-03-06', 30)).not.toContain(1006);
    const calledOff = { ...content, seminarDates: content.seminarDates.map((each) => ({ ...each, cancelled: each.id === 1006 })) };
    expect(feedbackDueDates(calledOff, '2027-02-04', 30)).not.toContain(1006);
  });

  it('rate the trainers who teach the date', () => {
    const rated = ratedTrainers(content, 1006);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every(({ id, name }) => content.trainers.some((trainer) => trainer.id === id && trainer.name === name))).toBe(true);
    expect(ratedTrainers(content, 999_999)).toEqual([]);
  });
});
