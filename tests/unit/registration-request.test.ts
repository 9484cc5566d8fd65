/**
 * The small pure pieces around a registration request: the language of the answer, reading
 * the body, today's date in Germany, the server's settings, and the fallback page's escaping.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/settings.ts';
import { berlinDate } from '../../src/content/calendar.ts';
import { acceptedLanguages } from '../../src/http/accepted-languages.ts';
import { responseLocale } from '../../src/server/edge/response-locale.ts';
import { fallbackFormPage } from '../../src/server/registrations/http/fallback-page.ts';
import { fingerprintOf } from '../../src/server/registrations/rules/fingerprint.ts';
import { readSubmission } from '../../src/server/registrations/rules/submission.ts';
import { readServerConfig } from '../../src/server/server-config.ts';
import { escapeHtml } from '../../src/text/escape-html.ts';

describe('responseLocale', () => {
  it('takes a valid body locale first', () => {
    expect(responseLocale('en', 'de')).toBe('en');
    expect(responseLocale('de', 'en')).toBe('de');
  });
  it('else English only when the browser prefers English to German', () => {
    expect(responseLocale(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(responseLocale('fr', 'fr-FR, de;q=0.4, en;q=0.8')).toBe('en');
    expect(responseLocale(undefined, 'de;q=0.9, en;q=0.5')).toBe('de');
    expect(responseLocale(undefined, 'en;q=0, de')).toBe('de');
    expect(responseLocale(undefined, 'fr, es')).toBe('de');
    expect(responseLocale(undefined, undefined)).toBe('de');
  });
  it('orders languages by weight, keeping the header order among equals', () => {
    expect(acceptedLanguages('a;q=0.5, b, c;q=0.5, d;q=1, *;q=0.1, e;q=0')).toEqual(['b', 'd', 'a', 'c']);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('readSubmission', () => {
  const request = (contentType: string | undefined, body: string, extra: { idempotencyKey?: string; acceptLanguage?: string } = {}) =>
    readSubmission({ contentType, body, acceptLanguage: extra.acceptLanguage, idempotencyKey: extra.idempotencyKey });

  it('reads a JSON object with its locale, honeypot and key', () => {
    const result = request('application/json', '{"dateId":1,"locale":"en","extra_reference":""}', { idempotencyKey: 'abc' });
    expect(result).toEqual({
      ok: true,
      submission: {
        kind: 'registration',
        format: 'json',
        input: { dateId: 1, locale: 'en', extra_reference: '' },
        values: {},
        locale: 'en',
        honeypot: false,
        idempotencyKey: 'abc',
        claim: null,
      },
    });
  });

  it('reads a form post: nested input, flat values without the honeypot, first value of a repeated field', () => {
    const result = request(
      'application/x-www-form-urlencoded; charset=UTF-8',
      'dateId=7&participants.0.firstName=A&participants.0.firstName=B&extra_reference=http%3A%2F%2Fx&locale=en&consent=on',
    );
    expect(result.ok && result.submission).toMatchObject({
      format: 'form',
      input: { dateId: 7, participants: [{ firstName: 'A' }], consent: true },
      values: { dateId: '7', 'participants.0.firstName': 'A', locale: 'en', consent: 'on' },
      locale: 'en',
      honeypot: true,
    });
  });

  it('tells a waiting-list entry from a registration, as JSON and as a form post', () => {
    expect(request('application/json', '{"dateId":7,"waitlist":{"name":"A"}}')).toMatchObject({
      ok: true,
      submission: { kind: 'waitlist' },
    });
    expect(request('application/json', '{"dateId":7,"participants":[]}')).toMatchObject({ ok: true, submission: { kind: 'registration' } });
    const form = request(
      'application/x-www-form-urlencoded',
      'dateId=7&waitlist.name=A&waitlist.consent=on&participants.0.firstName=B&locale=en',
    );
    // Only the waiting list's own fields count; a stray registration field is ignored.
    expect(form.ok && form.submission).toMatchObject({ kind: 'waitlist', input: { dateId: 7, waitlist: { name: 'A', consent: true } } });
    expect(form.ok && form.submission.input).not.toHaveProperty('participants');
    // An unticked consent is simply absent from a form post: the section is still there, to be judged.
    const unticked = request('application/x-www-form-urlencoded', 'dateId=7&waitlist.name=A');
    expect(unticked.ok && unticked.submission.input).toEqual({ dateId: 7, waitlist: { name: 'A', consent: false } });
  });

  it('refuses other types, unreadable JSON and bad keys, in the browser’s language', () => {
    expect(request('text/plain', 'x', { acceptLanguage: 'en' })).toEqual({
      ok: false,
      reason: 'unsupportedType',
      format: null,
      locale: 'en',
    });
    expect(request(undefined, '')).toMatchObject({ ok: false, reason: 'unsupportedType' });
    expect(request('application/json', '[1]')).toMatchObject({ ok: false, reason: 'malformed', format: 'json', locale: 'de' });
    expect(request('application/json', '{}', { idempotencyKey: '' })).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('counts whitespace in the honeypot as empty', () => {
    expect(request('application/json', '{"extra_reference":"  "}')).toMatchObject({ ok: true, submission: { honeypot: false } });
    expect(request('application/json', '{"extra_reference":{}}')).toMatchObject({ ok: true, submission: { honeypot: true } });
  });
});

describe('berlinDate', () => {
  it('is the calendar date in Germany, not in UTC', () => {
    expect(berlinDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(berlinDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(berlinDate(new Date('2027-07-01T21:59:59Z'))).toBe('2027-07-01');
    expect(berlinDate(new Date('2027-07-01T22:00:00Z'))).toBe('2027-07-02');
  });
});

describe('fingerprintOf', () => {
  it('ignores key order and undefined values, and tells different values apart', () => {
    expect(fingerprintOf({ a: 1, b: { c: [1, 'x'], d: undefined } })).toBe(fingerprintOf({ b: { c: [1, 'x'] }, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: '1' }));
  });
});

describe('readServerConfig', () => {
  it('has defaults for everything', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4173, today: null, rateLimit: 10, trustProxy: null, directus: null });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.contentDir).toMatch(/\/content-cache$/);
  });

  it('forwards to Directus only with both URL and registration token', () => {
    expect(readServerConfig({ DIRECTUS_URL: 'http://cms:8055' }).directus).toBeNull();
    expect(readServerConfig({ DIRECTUS_URL: 'http://cms:8055', DIRECTUS_REGISTRATION_TOKEN: 't' }).directus).toEqual({
      url: 'http://cms:8055',
      token: 't',
    });
  });

  it('reads the rate limit, proxy trust and a fixed today', () => {
    const config = readServerConfig({ REGISTRATION_RATE_LIMIT: '500', TRUST_PROXY: '1', TODAY: '2027-01-01' });
    expect(config).toMatchObject({ rateLimit: 500, today: '2027-01-01' });
    // 1: a proxy on the same host.
    expect(config.trustProxy?.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(config.trustProxy?.check('::1', 'ipv6')).toBe(true);
    expect(config.trustProxy?.check('192.0.2.1', 'ipv4')).toBe(false);
    const named = readServerConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::7' }).trustProxy;
    expect(named?.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(named?.check('2001:db8::7', 'ipv6')).toBe(true);
    expect(named?.check('127.0.0.1', 'ipv4')).toBe(false);
    expect(() => readServerConfig({ TRUST_PROXY: 'nginx.local' })).toThrow(/TRUST_PROXY must be IP addresses or networks/);
  });

  it('writes mails into DATA_DIR/mail without SMTP_URL, and sends them with it', () => {
    expect(readServerConfig({ DATA_DIR: '/srv/academy' }).mail).toEqual({
      smtpUrl: null,
      from: 'Rackwise academy <anmeldung@rackwise-academy.de>',
      academyInbox: 'anmeldung@rackwise-academy.de',
      dir: '/srv/academy/mail',
    });
    const smtp = {
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'Academy <anmeldung@academy.example>',
      ACADEMY_INBOX: 'team@academy.example',
    };
    expect(readServerConfig(smtp).mail).toMatchObject({ smtpUrl: smtp.SMTP_URL, from: smtp.MAIL_FROM, academyInbox: smtp.ACADEMY_INBOX });
  });

  it('does not print the SMTP password when SMTP_URL is wrong', () => {
    expect(() =>
      readServerConfig({ SMTP_URL: 'http://user:secret@mail.example', MAIL_FROM: 'a@b.example', ACADEMY_INBOX: 'c@d.example' }),
    ).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL, got "http:\/\/…"$/);
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ REGISTRATION_RATE_LIMIT: '0' }, /REGISTRATION_RATE_LIMIT/],
    [{ TODAY: '1.1.2027' }, /TODAY/],
    [{ DIRECTUS_URL: 'cms:8055', DIRECTUS_REGISTRATION_TOKEN: 't' }, /DIRECTUS_URL/],
    [{ SMTP_URL: 'smtp://mail.example' }, /SMTP_URL needs MAIL_FROM .* and ACADEMY_INBOX/],
    [{ MAIL_FROM: 'Academy' }, /MAIL_FROM/],
    [{ ACADEMY_INBOX: 'team at academy' }, /ACADEMY_INBOX/],
  ])('stops with a clear message on %j', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(message);
  });
});

describe('fallback page', () => {
  it('escapes everything that could become markup', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    const html = fallbackFormPage({
      locale: 'en',
      outcome: { kind: 'rejected', status: 409, message: '<b>no</b>', values: {} },
      back: { href: '/en/courses?"><script>', toDate: false },
    });
    expect(html).toContain('&lt;b&gt;no&lt;/b&gt;');
    expect(html).toContain('href="/en/courses?&quot;&gt;&lt;script&gt;"');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-US">/);
  });
});
