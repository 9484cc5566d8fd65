/**
 * The verification page in both languages: the built page is a form that works without
 * JavaScript and stays out of search engines; drawn with an answer, it says valid, revoked with
 * the day, or unknown, and what the register says, or which field cannot be read. Its route
 * answers checks at request time, never cached, indexed or referred, and counts them against
 * the client's rate limit.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { CheckAnswer } from '../../src/certificate-contract/certificate-check.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { renderPath } from '../../src/document/render.tsx';
import { CHECK_PATHS, certificateCheckRoute } from '../../src/server/certificates/http/check-route.ts';
import { certifyingOf } from '../../src/server/certificates/rules/certifying.ts';
import type { CertificateRecord } from '../../src/server/certificates/store/certificate-records.ts';
import { localLimits } from '../../src/server/limits/rate-limits.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
const ASSETS = { stylesheet: '/assets/styles.css', loader: '/assets/loader.js', analytics: null, buildId: 'test' } as never;

function page(path: string, answer: CheckAnswer | null = null): string {
  const { status, html } = renderPath(path, {
    content,
    assets: ASSETS,
    siteUrl: 'https://www.rackwise-academy.de',
    icons: new Map() as never,
    today: TEST_DAY,
    certificateCheck: answer,
  });
  expect(status).toBe(200);
  return html;
}

const typed = { number: 'RWA-2027-00042', code: '7KQ2M-X9HFP' };
const links = {
  credential: '/api/credentials/RWA-2027-00042.json?code=7KQ2M-X9HFP',
  linkedIn: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Klimatisierung%20EN%2050600-2-3',
};
const certificate = {
  kind: 'seminar' as const,
  holder: 'Dr. Erika Mustermann',
  title: 'Klimatisierung EN 50600-2-3',
  from: '2027-01-26',
  to: '2027-01-27',
  issueDate: '2027-01-28',
};

describe('the verification page', () => {
  it('gives a credential pasted back as it was typed, to be sent again unchanged', () => {
    const text = '{"name":"Zertifikat: Klimatisierung EN 50600-2-3"}';
    const verdict = { kind: 'notGenuine' } as const;
    const html = page('/zertifikate/pruefen', {
      kind: 'credential',
      typed: { number: '', code: '' },
      given: { text, email: 'a@b.example' },
      verdict,
    });
    const area = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? '';
    expect(area.replaceAll('&quot;', '"')).toBe(text);
    expect(html).toContain('value="a@b.example"');
  });

  it('is built in both languages as a form sent by GET to itself and one for a credential sent by POST, kept out of search engines', () => {
    expect(CHECK_PATHS).toEqual(['/zertifikate/pruefen', '/en/certificates/verify']);
    for (const path of CHECK_PATHS) {
      const html = page(path);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      const form = /<form[^>]*method="get"[^>]*>/.exec(html.slice(html.indexOf('<main')))?.[0] ?? '';
      expect(form).toContain(`action="${path}"`);
      expect(html).toMatch(/<label for="check-number"[^>]*>[^<]+<\/label>/);
      expect(html).toMatch(/<input id="check-code"[^>]*name="code"/);
      const badgeForm = /<form[^>]*method="post"[^>]*>/.exec(html)?.[0] ?? '';
      expect(badgeForm).toContain(`action="${path}"`);
      expect(badgeForm.toLowerCase()).toContain('enctype="multipart/form-data"');
      for (const [id, name] of [
        ['badge-file', 'credentialFile'],
        ['badge-text', 'credential'],
        ['badge-email', 'holderEmail'],
      ]) {
        expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>[^<]+</label>`));
        expect(html).toMatch(new RegExp(`id="${id}"[^>]*name="${name}"`));
      }
      expect(html).not.toContain('role="status"');
    }
  });

  it('says valid with the holder, the certificate, the course dates and the day of issue', () => {
    const de = page('/zertifikate/pruefen', { kind: 'valid', typed, certificate, links });
    expect(de).toContain('Dieses Zertifikat ist gültig.');
    expect(de).toContain('Dr. Erika Mustermann');
    expect(de).toContain('Zertifikat „Klimatisierung EN');
    expect(de).toContain('26.–27. Januar 2027');
    expect(de).toContain('28. Januar 2027');
    expect(de).toContain('unbefristet');
    expect(de).toContain('value="RWA-2027-00042"');
    // The holder's take-aways: the credential to download and LinkedIn's link.
    expect(de).toContain(`href="${links.credential.replace('&', '&amp;')}"`);
    expect(de).toContain('Als Open Badge herunterladen (JSON)');
    expect(de).toContain(`href="${links.linkedIn.replaceAll('&', '&amp;')}"`);
    expect(de).toContain('Zu LinkedIn hinzufügen');
    const en = page('/en/certificates/verify', { kind: 'valid', typed, certificate: { ...certificate, kind: 'attendance' }, links });
    expect(en).toContain('This certificate is valid.');
    expect(en).toContain('Certificate of attendance “Klimatisierung EN');
    expect(en).not.toContain('indefinite');
    expect(en).toContain('Add to LinkedIn');
    const withoutCredential = page('/en/certificates/verify', { kind: 'valid', typed, certificate, links: { ...links, credential: null } });
    expect(withoutCredential).not.toContain('Download as Open Badge');
    expect(withoutCredential).toContain('Add to LinkedIn');
  });

  it('says revoked with the day (and nothing of a holder who was erased), or unknown', () => {
    expect(page('/zertifikate/pruefen', { kind: 'revoked', typed, certificate, revokedOn: '2027-03-02' })).toContain(
      'Dieses Zertifikat wurde am 2. März 2027 widerrufen und ist nicht mehr gültig.',
    );
    const erased = page('/en/certificates/verify', { kind: 'revoked', typed, certificate: null, revokedOn: '2027-03-02' });
    expect(erased).toContain('This certificate was revoked on March 2, 2027');
    expect(erased).not.toContain('Holder');
    expect(page('/en/certificates/verify', { kind: 'unknown', typed })).toContain(
      'We know of no certificate with this number and check code.',
    );
  });

  it('names the field it cannot read, beside what was typed', () => {
    const html = page('/zertifikate/pruefen', {
      kind: 'unreadable',
      typed: { number: 'RWA 42', code: typed.code },
      wrong: { number: true, code: false },
    });
    expect(html).toMatch(/<input id="check-number"[^>]*aria-invalid="true"[^>]*name="number"/);
    expect(html).toContain('id="check-number-error"');
    expect(html).not.toContain('id="check-code-error"');
    expect(html).toContain('value="RWA 42"');
  });
});

describe('its route', () => {
  const record = {
    document: { ...certificate, number: typed.number, checkCode: typed.code, locale: 'de', days: ['2027-01-26', '2027-01-27'] },
    revokedAt: null,
  } as unknown as CertificateRecord;

  function app(limit: number) {
    const routes = new Hono();
    routes.on(
      ['GET', 'HEAD'],
      CHECK_PATHS,
      certificateCheckRoute({
        records: {
          checkCodeOf: async (number) => (number === typed.number ? typed.code : undefined),
          byNumber: async (number) => (number === typed.number ? record : undefined),
          credential: async () => undefined,
        },
        certifying: certifyingOf(DEFAULT_SETTINGS),
        render: (locale, answer) => JSON.stringify({ locale, answer }),
        limits: localLimits,
        rateLimit: limit,
        trustProxy: null,
        now: () => 0,
      }),
    );
    routes.get('*', (c) => c.text('the built page'));
    return routes;
  }

  it('answers a check at request time, never cached, indexed or referred', async () => {
    const answer = await app(10).request('/en/certificates/verify?number=rwa%202027%2042&code=7kq2mx9hfp');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const body = JSON.parse(await answer.text());
    expect(body).toMatchObject({ locale: 'en', answer: { kind: 'valid', certificate: { holder: 'Dr. Erika Mustermann' } } });
  });

  it('serves the built page without a number or code', async () => {
    expect(await (await app(10).request('/zertifikate/pruefen')).text()).toBe('the built page');
  });

  it('refuses a client checking more than the limit in a minute, saying when to try again', async () => {
    const routes = app(2);
    for (let check = 0; check < 2; check++)
      expect((await routes.request(`/zertifikate/pruefen?number=RWA-2027-0000${check}&code=x`)).status).toBe(200);
    const refused = await routes.request('/zertifikate/pruefen?number=RWA-2027-00042&code=7KQ2M-X9HFP');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(JSON.parse(await refused.text()).answer).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 60 });
  });
});
