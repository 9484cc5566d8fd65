/**
 * POST /api/registrations through the whole site app, on a real store and the real
 * content-cache/: the guards in front of storing (the rate limit, the honeypot, the
 * Idempotency-Key).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { HONEYPOT_FIELD } from '../../src/registration-contract/contract.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';
import { BOOKABLE_DATE_ID, validForm, validInput } from '../support/registration.ts';
import { closeStores, LOCAL_PROXY, postJson, registrationApp } from '../support/registration-app.ts';

let content: Content;

beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

afterEach(closeStores);

const setup = (options: Partial<RegistrationApiOptions> = {}) => registrationApp(content, options);

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
    const proxied = await setup({ rateLimit: 1, trustProxy: LOCAL_PROXY });
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

/** Where the "please confirm" mail comes from, as a 201 names it (MAIL_FROM's default). */
const SENDER = 'anmeldung@rackwise-academy.de';

describe('honeypot', () => {
  it('a filled-in honeypot is answered like a success, and nothing is stored', async () => {
    const { app, stores, stored } = await setup();
    const response = await postJson(app, { ...validInput(), [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), dateId: BOOKABLE_DATE_ID, confirmFrom: SENDER });
    // A form post is sent on to a thank-you address like a stored one's.
    const form = await app.request('/api/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(validForm({ [HONEYPOT_FIELD]: 'http://spam.example' })).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/api\/registrations\/received\/[0-9a-f-]{36}$/);
    expect(await stores.registrations.everyEntry()).toEqual([]);
    expect(await stores.mail.records()).toEqual([]);
    expect(stored).toEqual([]);
  });

  it('even when the rest is garbage', async () => {
    const { app, stores } = await setup();
    const response = await postJson(app, { [HONEYPOT_FIELD]: 'x', dateId: 'nope' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { dateId: number }).dateId).toBe(0);
    expect(await stores.registrations.count()).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('the same key and registration twice: the first id again, one row', async () => {
    const { app, stores, stored } = await setup();
    const headers = { 'Idempotency-Key': 'a4f1c2e0-0000-4000-8000-000000000001' };
    const first = (await (await postJson(app, validInput(), headers)).json()) as { id: string };
    const retry = await postJson(
      app,
      { ...validInput(), participants: [{ ...validInput().participants[0]!, firstName: '  Erika ' }] },
      headers,
    );
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id: first.id, dateId: BOOKABLE_DATE_ID, confirmFrom: SENDER });
    expect(await stores.registrations.everyEntry()).toHaveLength(1);
    expect(await stores.mail.records()).toHaveLength(1);
    expect(stored).toEqual([first.id]);
  });

  it('the first result even after the date has filled up', async () => {
    let current = content;
    const { app } = await setup({ getContent: () => current });
    const headers = { 'Idempotency-Key': 'k-1' };
    const first = (await (await postJson(app, validInput(), headers)).json()) as { id: string };
    current = { ...content, seminarDates: content.seminarDates.map((date) => ({ ...date, fullyBooked: true })) };
    expect(await (await postJson(app, validInput(), headers)).json()).toEqual({
      id: first.id,
      dateId: BOOKABLE_DATE_ID,
      confirmFrom: SENDER,
    });
  });

  it('the same key with a different registration is 409 idempotencyConflict, nothing stored', async () => {
    const { app, stores } = await setup();
    const headers = { 'Idempotency-Key': 'k-2', 'Accept-Language': 'en' };
    expect((await postJson(app, validInput(), headers)).status).toBe(201);
    const other = await postJson(app, validInput({ email: 'someone.else@example.com' }), headers);
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: 'idempotencyConflict', message: expect.stringContaining('changed in the meantime') });
    expect(await stores.registrations.everyEntry()).toHaveLength(1);
  });

  it('a key that is not 1–255 visible ASCII characters is 400', async () => {
    const { app } = await setup();
    for (const key of ['x'.repeat(256), 'with space', 'ümlaut']) {
      expect((await postJson(app, validInput(), { 'Idempotency-Key': key })).status, key).toBe(400);
    }
  });
});
