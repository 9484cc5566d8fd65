/**
 * The access mail of a webinar day and the academy's alert, as composed: a participant who
 * joins online gets the day's own link and dial-in details (a later day's where it differs), in
 * their language; a participant on site, a day without details or a day the date does not have
 * gets none; the alert names the date and the day in German for the staff.
 */
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { accessAlertMail, accessMail } from '../../src/server/mail/access-mail.ts';
import { confirmedRegistration } from '../support/registration.ts';
import { TEST_MAIL_SETTINGS } from '../support/registration-app.ts';

const content = await loadContentCache('content-cache');
const NOW = new Date('2027-01-11T11:00:00.000Z');

/** A registration of one person for `dateId`, joining online or on site (a hybrid date asks). */
function registered(dateId: number, locale: 'de' | 'en', attendance?: 'online' | 'onSite') {
  const registration = confirmedRegistration('acc00000-0000-4000-8000-000000000001', 'anna@example.com', '2026-12-01T10:00:00.000Z');
  const [person] = registration.payload.participants;
  return {
    ...registration,
    dateId,
    locale,
    payload: { ...registration.payload, participants: [{ ...person!, ...(attendance ? { attendance } : {}) }] },
  };
}

describe('the access mail', () => {
  it("gives a webinar's participant the day's link and dial-in details, in their language", () => {
    const mail = accessMail(registered(1001, 'de'), 0, '2027-01-19', content, TEST_MAIL_SETTINGS, NOW)!;
    expect(mail.kind).toBe('access-1-1001-2027-01-19');
    expect(mail.subject).toMatch(/^Zugang: .+ am 19\. Januar 2027$/);
    const text = mail.text;
    expect(text).toContain('https://join.rackwise-academy.de/1001');
    expect(text).toContain('Meeting ID 418 220 561 903 · Passcode k3Tn8w');
    expect(text).not.toMatch(/persönlich/);
  });

  it('gives a hybrid day its own details where they differ, to those who join online only', () => {
    const online = registered(1030, 'en', 'online');
    const first = accessMail(online, 0, '2027-01-12', content, TEST_MAIL_SETTINGS, NOW)!.text;
    expect(first).toMatch(/https:\/\/join\.rackwise-academy\.de\/1030\s/);
    expect(first).not.toContain('/1030-2');
    const second = accessMail(online, 0, '2027-01-13', content, TEST_MAIL_SETTINGS, NOW)!;
    expect(second.text).toContain('https://join.rackwise-academy.de/1030-2');
    expect(second.attachments[0]!.content).toContain('LOCATION:https://join.rackwise-academy.de/1030-2');
    expect(accessMail(registered(1030, 'en', 'onSite'), 0, '2027-01-12', content, TEST_MAIL_SETTINGS, NOW)).toBeNull();
  });

  it('is none for a day without details, or a day the date does not have', () => {
    // 9 March 2027: the content has no access details for it yet.
    expect(accessMail(registered(1007, 'de'), 0, '2027-03-09', content, TEST_MAIL_SETTINGS, NOW)).toBeNull();
    expect(accessMail(registered(1001, 'de'), 0, '2027-01-20', content, TEST_MAIL_SETTINGS, NOW)).toBeNull();
  });
});

describe("the academy's alert", () => {
  it('names the date, the day and when its mails go, to the inbox', () => {
    const alert = accessAlertMail(1007, '2027-03-09', 12, content, TEST_MAIL_SETTINGS);
    expect(alert.entryId).toBe('date-1007');
    expect(alert.kind).toBe('access-missing-2027-03-09');
    expect(alert.to.address).toBe(TEST_MAIL_SETTINGS.academyInbox);
    expect(alert.text).toContain('Termin #1007');
    expect(alert.text).toContain('12 Uhr');
  });
});
