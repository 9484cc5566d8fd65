/**
 * The request for feedback after a course, as composed: in the registration's language, the
 * link to the form on the place's page and the last day it takes answers; the materials named
 * only while they can still be downloaded, and only for a seminar that has them.
 */
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { feedbackMail } from '../../src/server/mail/feedback-mail.ts';
import { confirmedRegistration } from '../support/registration.ts';
import { TEST_MAIL_SETTINGS } from '../support/registration-app.ts';

const content = await loadContentCache('content-cache');
const LINK = 'https://www.rackwise-academy.de/api/registrations/manage?token=abc';

const registered = (dateId: number, locale: 'de' | 'en') => ({
  ...confirmedRegistration('fb000000-0000-4000-8000-000000000001', 'anna@example.com', '2026-12-01T10:00:00.000Z'),
  dateId,
  locale,
});

describe('the request for feedback', () => {
  // 1001: seminar 1 on 19 January 2027, whose materials stay open 30 days after it.
  const request = { link: LINK, until: '2027-02-18', materialDays: { before: 7, after: 30 }, today: '2027-01-20' };

  it('links the form and says until when it takes answers, and where the materials stay', () => {
    const mail = feedbackMail(registered(1001, 'en'), 0, content, TEST_MAIL_SETTINGS, request);
    expect(mail.kind).toBe('feedback-1-1001');
    expect(mail.subject).toMatch(/^How was it\? .+, January 19, 2027$/);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain(`${LINK}#feedback`);
    expect(text).toContain('You can give and change your rating until February 18, 2027.');
    expect(text).toContain('You can still download your course materials (PDF) until February 18, 2027');
  });

  it('names no materials once their days are over, nor for a seminar without any', () => {
    const closed = feedbackMail(registered(1001, 'de'), 0, content, TEST_MAIL_SETTINGS, {
      ...request,
      materialDays: { before: 7, after: 0 },
    });
    expect(closed.text).not.toContain('Seminarunterlagen');
    expect(closed.text).toContain('Seminar bewerten');
    // 1023: seminar 7, which has no downloads.
    const none = feedbackMail(registered(1023, 'de'), 0, content, TEST_MAIL_SETTINGS, { ...request, today: '2027-01-28' });
    expect(none.text).not.toContain('Seminarunterlagen');
  });
});
