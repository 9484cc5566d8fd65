/**
 * POST /api/registrations as an ordinary form post without JavaScript, through the whole
 * site app on a real store and the real content-cache/: the answer pages and statuses.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { HONEYPOT_FIELD, MAX_BODY_BYTES } from '../../src/registration-contract/contract.ts';
import { CHECKED } from '../../src/registration-contract/form-data.ts';
import type { RenderFormResponse } from '../../src/registration-contract/outcome.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';
import { BOOKABLE_DATE_ID, FULLY_BOOKED_DATE_ID, validForm } from '../support/registration.ts';
import { closeStores, confirmByMail, postForm, registrationApp } from '../support/registration-app.ts';

let content: Content;

beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

afterEach(closeStores);

const setup = (options: Partial<RegistrationApiOptions> = {}) => registrationApp(content, options);

describe('form posts without JavaScript', () => {
  it('a valid post is stored and sent on (303) to its thank-you address, a page asking to confirm by mail that a reload shows again', async () => {
    const { app, stores } = await setup();
    const posted = await app.request('/api/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(validForm({ 'invoiceContact.sameAsParticipant': CHECKED })).toString(),
    });
    expect(posted.status).toBe(303);
    const address = posted.headers.get('location')!;
    expect(address).toBe(`/api/registrations/received/${(await stores.registrations.everyEntry())[0]!.id}`);
    const response = await app.request(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    const [row] = await stores.registrations.everyEntry();
    expect(row?.status).toBe('pending');
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('Bitte bestätigen Sie Ihre Anmeldung');
    expect(html).toContain('E-Mail an erika.mustermann@example.com geschickt, Absender anmeldung@rackwise-academy.de');
    // Nothing is confirmed yet: no reference to quote, and the internal id is not shown.
    expect(html).not.toContain(row!.id);
    expect(html).toContain('href="/seminare/');
    // A reload: the same page, and nothing posted again.
    expect(await (await app.request(address)).text()).toBe(html);
    expect(await stores.registrations.everyEntry()).toHaveLength(1);
  });

  it("the thank-you address of a confirmed entry says it is confirmed; an unknown one is 404 in the browser's language", async () => {
    const { app, stores } = await setup();
    const received = await postForm(app, validForm({ locale: 'en' }));
    expect(await received.text()).toContain('Please confirm your registration');
    const [entry] = await stores.registrations.everyEntry();
    const confirmed = await confirmByMail(app, stores, entry!.id);
    expect(confirmed.status).toBe(200);
    const page = await confirmed.text();
    expect(page).toContain('Your registration is confirmed');
    // The reference to quote, now it counts; never the internal id.
    expect(page).toContain(`<strong>${(await stores.registrations.get(entry!.id))!.reference}</strong>`);
    expect(page).not.toContain(entry!.id);
    const unknown = await app.request('/api/registrations/received/no-such-entry', { headers: { 'Accept-Language': 'en' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('We do not know this registration');
  });

  it('an invalid post is 422, with every value escaped on the fallback page', async () => {
    const { app, stores } = await setup();
    const response = await postForm(
      app,
      validForm({
        'participants.0.firstName': '<script>alert("x")</script>',
        'participants.0.email': '"><img src=x onerror=alert(1)>',
        locale: 'en',
      }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('Participant: Email address: Please enter a valid email address');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|<script/);
    expect(await stores.registrations.count()).toBe(0);
  });

  it('gives the site’s renderer the outcome, the flat values without the honeypot, and the localized errors', async () => {
    const calls: Array<Parameters<RenderFormResponse>[0]> = [];
    const renderFormResponse: RenderFormResponse = async (input) => {
      calls.push(input);
      return `<!doctype html><p>${input.outcome.kind}</p>`;
    };
    const { app } = await setup({ renderFormResponse });
    const invalid = await postForm(app, validForm({ 'participants.0.phone': '12', [HONEYPOT_FIELD]: '' }), { 'Accept-Language': 'en' });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toBe('<!doctype html><p>invalid</p>');
    expect(calls[0]).toEqual({
      locale: 'de',
      dateId: BOOKABLE_DATE_ID,
      form: 'registration',
      outcome: {
        kind: 'invalid',
        values: expect.objectContaining({ 'participants.0.phone': '12', locale: 'de' }),
        errors: { 'participants.0.phone': expect.stringMatching(/^Bitte geben Sie eine Telefonnummer/) },
      },
    });
    expect(calls[0]!.outcome.kind === 'invalid' && calls[0]!.outcome.values).not.toHaveProperty(HONEYPOT_FIELD);

    const full = await postForm(app, validForm({ dateId: String(FULLY_BOOKED_DATE_ID), locale: 'en' }));
    expect(full.status).toBe(409);
    expect(calls[1]).toEqual({
      locale: 'en',
      dateId: FULLY_BOOKED_DATE_ID,
      form: 'registration',
      outcome: {
        kind: 'rejected',
        status: 409,
        message: 'Sorry, this date is fully booked. Please choose another date.',
        values: expect.objectContaining({ dateId: String(FULLY_BOOKED_DATE_ID) }),
      },
    });

    const ok = await postForm(app, validForm());
    expect(ok.status).toBe(200);
    // The thank-you says where the "please confirm" mail went, and where it comes from.
    expect(calls[2]!.outcome).toEqual({
      kind: 'registered',
      id: expect.any(String),
      email: 'erika.mustermann@example.com',
      from: 'anmeldung@rackwise-academy.de',
    });
  });

  it('falls back to its own page when the renderer declines or fails', async () => {
    const declines = await setup({ renderFormResponse: async () => null });
    expect(await (await postForm(declines.app, validForm({ dateId: '999999' }))).text()).toContain('Anmeldung nicht möglich');
    const fails = await setup({
      renderFormResponse: async () => {
        throw new Error('render failed');
      },
    });
    const response = await postForm(fails.app, validForm());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Bitte bestätigen Sie Ihre Anmeldung');
  });

  it("a post over 32 KB gets a page with status 413 in the visitor's language", async () => {
    const { app } = await setup();
    const response = await postForm(app, validForm({ remarks: 'x'.repeat(MAX_BODY_BYTES) }), { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('The request is too large.');
    expect(await (await postForm(app, validForm({ remarks: 'x'.repeat(MAX_BODY_BYTES) }))).text()).toContain('Die Anfrage ist zu groß.');
  });

  it("a browser's post of a form the API does not read (multipart, text/plain) gets a page with status 415; a fetch gets JSON", async () => {
    const { app } = await setup();
    const browser = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Language': 'de-DE' };
    for (const type of ['multipart/form-data; boundary=x', 'text/plain']) {
      const response = await app.request('/api/registrations', {
        method: 'POST',
        headers: { ...browser, 'Content-Type': type },
        body: '--x--',
      });
      expect(response.status, type).toBe(415);
      expect(response.headers.get('content-type'), type).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<html lang="de-DE">');
      expect(html).toContain('Dieses Datenformat wird nicht unterstützt.');
    }
    const fetched = await app.request('/api/registrations', {
      method: 'POST',
      headers: { Accept: '*/*', 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(fetched.status).toBe(415);
    expect(await fetched.json()).toMatchObject({ error: 'unsupportedType' });
  });

  it('a rate-limited post gets the page with status 429 and Retry-After', async () => {
    const { app } = await setup({ rateLimit: 1 });
    await postForm(app, validForm());
    const response = await postForm(app, validForm({ 'participants.0.email': 'other@example.com' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.text()).toContain('Zu viele Anfragen');
  });
});
