/**
 * POST /api/registrations through the whole site app (app.request), on a real store in a
 * temporary folder and the real content-cache/: every answer of the contract in
 * src/registration/contract.ts, for JSON and for form posts without JavaScript.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { HONEYPOT_FIELD, MAX_BODY_BYTES } from '../../src/registration/contract.ts';
import { CHECKED, toFormFields } from '../../src/registration/form-data.ts';
import type { RenderFormResponse } from '../../src/registration/outcome.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/api.ts';
import { BOOKABLE_DATE_ID, FULLY_BOOKED_DATE_ID, validInput, withField } from '../support/registration.ts';
import { closeStore, closeStores, postForm, postJson, registrationApp } from '../support/registration-app.ts';

let content: Content;

beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

afterEach(closeStores);

const setup = (options: Partial<RegistrationApiOptions> = {}) => registrationApp(content, options);

const validForm = (overrides: Record<string, string> = {}) => ({
  ...toFormFields(validInput()),
  [HONEYPOT_FIELD]: '',
  locale: 'de',
  ...overrides,
});

describe('a valid registration', () => {
  it('is stored and answered 201 with its id and date', async () => {
    const { app, store, stored } = await setup();
    const response = await postJson(app, { ...validInput(), locale: 'en' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await response.json()) as { id: string; dateId: number };
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), dateId: BOOKABLE_DATE_ID });
    const row = store.get(body.id)!;
    expect(row).toMatchObject({ dateId: BOOKABLE_DATE_ID, email: 'erika.mustermann@example.com', locale: 'en', idempotencyKey: null });
    expect(Date.parse(row.createdAt)).not.toBeNaN();
    expect(row.payload.participants[0]!.lastName).toBe('Mustermann');
    expect(row.payload).not.toHaveProperty('locale');
    expect(stored).toEqual([body.id]);
    expect(store.pendingForwards()).toBe(1);
  });

  it('accepts a charset parameter on the content type', async () => {
    const { app } = await setup();
    expect((await postJson(app, validInput(), { 'Content-Type': 'application/json; charset=UTF-8' })).status).toBe(201);
  });
});

describe('an invalid registration', () => {
  const broken = () => withField(withField(validInput(), 'participants.0.email', 'not-an-email'), 'billing.postalCode', '123');

  it('is answered 422 with messages by field path, in German by default', async () => {
    const { app, store } = await setup();
    const response = await postJson(app, broken());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: {
        'participants.0.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
        'billing.postalCode': 'Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.',
      },
    });
    expect(store.count()).toBe(0);
  });

  it('in English when the browser prefers English to German', async () => {
    const { app } = await setup();
    const english = await postJson(app, broken(), { 'Accept-Language': 'fr-FR, en-US;q=0.8, de;q=0.5' });
    expect(((await english.json()) as { errors: Record<string, string> }).errors['participants.0.email']).toBe(
      'Please enter a valid email address, e.g. name@company.com.',
    );
    const german = await postJson(app, broken(), { 'Accept-Language': 'de-CH, en;q=0.9' });
    expect(((await german.json()) as { errors: Record<string, string> }).errors['participants.0.email']).toMatch(/^Bitte/);
  });

  it('in the language the body names, whatever the browser says', async () => {
    const { app } = await setup();
    const response = await postJson(app, { ...broken(), locale: 'en' }, { 'Accept-Language': 'de' });
    expect(((await response.json()) as { errors: Record<string, string> }).errors['participants.0.email']).toMatch(/^Please/);
    const invalidLocale = await postJson(app, { ...broken(), locale: 'fr' }, { 'Accept-Language': 'en' });
    expect(((await invalidLocale.json()) as { errors: Record<string, string> }).errors['participants.0.email']).toMatch(/^Please/);
  });

  it('names the limit of a field that is too long', async () => {
    const { app } = await setup();
    const response = await postJson(app, withField(validInput(), 'participants.0.firstName', 'x'.repeat(101)), { 'Accept-Language': 'en' });
    expect(await response.json()).toEqual({ errors: { 'participants.0.firstName': 'Please enter no more than 100 characters.' } });
  });
});

describe('refusals', () => {
  it('an unknown date is 404', async () => {
    const { app, store } = await setup();
    const response = await postJson(app, validInput({ dateId: 999_999 }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'unknownDate', message: expect.stringMatching(/Seminartermin/) });
    expect(store.count()).toBe(0);
  });

  it('a date whose seminar is gone is 404', async () => {
    const orphan = { ...content, seminars: content.seminars.filter((seminar) => seminar.id !== 1) };
    const { app } = await setup({ getContent: () => orphan });
    expect((await postJson(app, validInput())).status).toBe(404);
  });

  it('a fully booked date is 409, localized', async () => {
    expect(content.seminarDates.find((date) => date.id === FULLY_BOOKED_DATE_ID)?.fullyBooked).toBe(true);
    const { app, store } = await setup();
    const response = await postJson(app, validInput({ dateId: FULLY_BOOKED_DATE_ID }), { 'Accept-Language': 'en' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'fullyBooked',
      message: 'Sorry, this date is fully booked. Please choose another date.',
    });
    expect(store.count()).toBe(0);
  });

  it('a past date is 409, judged by today', async () => {
    const date = content.seminarDates.find((item) => item.id === BOOKABLE_DATE_ID)!;
    const dayAfter = new Date(Date.parse(`${date.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const onLastDay = await setup({ today: () => date.end });
    expect((await postJson(onLastDay.app, validInput())).status).toBe(201);
    const { app } = await setup({ today: () => dayAfter });
    const response = await postJson(app, validInput());
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe('past');
  });

  it('judges the content as it is at the time of the request', async () => {
    let current = content;
    const { app } = await setup({ getContent: () => current });
    expect((await postJson(app, validInput({ email: 'a@example.com' }))).status).toBe(201);
    current = {
      ...content,
      seminarDates: content.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, fullyBooked: true } : date)),
    };
    expect((await postJson(app, validInput({ email: 'b@example.com' }))).status).toBe(409);
  });

  it('a second registration of the same email for the same date is 409, whatever its case', async () => {
    const { app, store } = await setup();
    expect((await postJson(app, validInput())).status).toBe(201);
    const again = await postJson(app, validInput({ email: 'Erika.Mustermann@EXAMPLE.com' }), { 'Accept-Language': 'en' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'duplicate',
      message: 'A registration for this date has already been received from Erika.Mustermann@EXAMPLE.com.',
    });
    expect((await postJson(app, validInput({ dateId: 1003 }))).status).toBe(201);
    expect(store.count()).toBe(2);
  });

  it('a body over 32 KB is 413, with or without a Content-Length', async () => {
    const { app } = await setup();
    const big = JSON.stringify({ ...validInput(), remarks: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await postJson(app, big, { 'Content-Length': String(Buffer.byteLength(big)) });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toBe('tooLarge');
    const streamed = await app.request('/api/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const justUnder = JSON.stringify({ ...validInput(), remarks: 'ä'.repeat(1000) });
    expect(Buffer.byteLength(justUnder)).toBeLessThan(MAX_BODY_BYTES);
    expect((await postJson(app, justUnder)).status).toBe(201);
  });

  it('another content type is 415', async () => {
    const { app } = await setup();
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const response = await app.request('/api/registrations', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify(validInput()),
      });
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as { error: string }).error).toBe('unsupportedType');
    }
    expect((await app.request('/api/registrations', { method: 'POST', body: JSON.stringify(validInput()) })).status).toBe(415);
  });

  it('JSON that does not parse, or is no object, is 400', async () => {
    const { app } = await setup();
    for (const body of ['{"dateId": 1001,', '', '[]', 'null', '"text"', '42']) {
      const response = await postJson(app, body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: 'malformed', message: expect.any(String) });
    }
  });

  it('only POST is allowed', async () => {
    const { app } = await setup();
    const put = await app.request('/api/registrations', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
  });

  it('a store failure is a JSON 500, in the caller’s language', async () => {
    const { app, store } = await setup();
    closeStore(store);
    const response = await postJson(app, validInput(), { 'Accept-Language': 'en' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'serverError', message: 'Something went wrong. Please try again later.' });
  });
});

describe('rate limit', () => {
  it('refuses more than the limit per minute from one address with 429 and Retry-After', async () => {
    const { app } = await setup({ rateLimit: 3 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(app, validInput({ email: `r${i}@example.com` }))).status);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await postJson(app, validInput({ email: 'r4@example.com' }), { 'Accept-Language': 'en' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: 'rateLimited',
      message: 'Too many requests in a short time. Please try again in a minute.',
    });
  });

  it('counts refused requests too', async () => {
    const { app } = await setup({ rateLimit: 2 });
    await postJson(app, '{');
    await app.request('/api/registrations', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect((await postJson(app, validInput())).status).toBe(429);
  });

  it('behind a trusted proxy, counts each forwarded address on its own; otherwise ignores the header', async () => {
    const proxied = await setup({ rateLimit: 1, trustProxy: true });
    expect((await postJson(proxied.app, validInput({ email: 'a@example.com' }), { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(201);
    expect((await postJson(proxied.app, validInput({ email: 'b@example.com' }), { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(201);
    expect(
      (await postJson(proxied.app, validInput({ email: 'c@example.com' }), { 'X-Forwarded-For': '6.6.6.6, 198.51.100.2' })).status,
    ).toBe(429);
    const direct = await setup({ rateLimit: 1 });
    expect((await postJson(direct.app, validInput({ email: 'a@example.com' }), { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(201);
    expect((await postJson(direct.app, validInput({ email: 'b@example.com' }), { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(429);
  });
});

describe('honeypot', () => {
  it('a filled-in honeypot is answered like a success, and nothing is stored', async () => {
    const { app, store, stored } = await setup();
    const response = await postJson(app, { ...validInput(), [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), dateId: BOOKABLE_DATE_ID });
    const form = await postForm(app, validForm({ [HONEYPOT_FIELD]: 'http://spam.example' }));
    expect(form.status).toBe(201);
    expect(store.count()).toBe(0);
    expect(stored).toEqual([]);
  });

  it('even when the rest is garbage', async () => {
    const { app, store } = await setup();
    const response = await postJson(app, { [HONEYPOT_FIELD]: 'x', dateId: 'nope' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { dateId: number }).dateId).toBe(0);
    expect(store.count()).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and registration twice: the first id again, one row', async () => {
    const { app, store, stored } = await setup();
    const headers = { 'Idempotency-Key': 'a4f1c2e0-0000-4000-8000-000000000001' };
    const first = (await (await postJson(app, validInput(), headers)).json()) as { id: string };
    const retry = await postJson(
      app,
      { ...validInput(), participants: [{ ...validInput().participants[0]!, firstName: '  Erika ' }] },
      headers,
    );
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id: first.id, dateId: BOOKABLE_DATE_ID });
    expect(store.count()).toBe(1);
    expect(stored).toEqual([first.id]);
  });

  it('the first result even after the date has filled up', async () => {
    let current = content;
    const { app } = await setup({ getContent: () => current });
    const headers = { 'Idempotency-Key': 'k-1' };
    const first = (await (await postJson(app, validInput(), headers)).json()) as { id: string };
    current = { ...content, seminarDates: content.seminarDates.map((date) => ({ ...date, fullyBooked: true })) };
    expect(await (await postJson(app, validInput(), headers)).json()).toEqual({ id: first.id, dateId: BOOKABLE_DATE_ID });
  });

  it('the same key with a different registration is 409 idempotencyConflict, nothing stored', async () => {
    const { app, store } = await setup();
    const headers = { 'Idempotency-Key': 'k-2', 'Accept-Language': 'en' };
    expect((await postJson(app, validInput(), headers)).status).toBe(201);
    const other = await postJson(app, validInput({ email: 'someone.else@example.com' }), headers);
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: 'idempotencyConflict', message: expect.stringContaining('changed in the meantime') });
    expect(store.count()).toBe(1);
  });

  it('a key that is not 1–255 visible ASCII characters is 400', async () => {
    const { app } = await setup();
    for (const key of ['x'.repeat(256), 'with space', 'ümlaut']) {
      expect((await postJson(app, validInput(), { 'Idempotency-Key': key })).status, key).toBe(400);
    }
  });
});

describe('form posts without JavaScript', () => {
  it('a valid post is stored and answered 201 with a page naming the reference', async () => {
    const { app, store } = await setup();
    const response = await postForm(app, validForm({ 'invoiceContact.sameAsParticipant': CHECKED }));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const [row] = store.all();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('Vielen Dank für Ihre Anmeldung');
    expect(html).toContain(row!.id);
    expect(html).toContain('href="/seminare/');
  });

  it('an invalid post is 422, with every value escaped on the fallback page', async () => {
    const { app, store } = await setup();
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
    expect(store.count()).toBe(0);
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
    expect(ok.status).toBe(201);
    // The thank-you says where the confirmation goes.
    expect(calls[2]!.outcome).toEqual({ kind: 'registered', id: expect.any(String), email: 'erika.mustermann@example.com', people: 1 });
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
    expect(response.status).toBe(201);
    expect(await response.text()).toContain('Vielen Dank');
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
