/**
 * POST /api/registrations through the whole site app (app.request), on a real store in a
 * temporary folder and the real content-cache/: the answers of the contract in
 * src/registration-contract/contract.ts to valid, invalid and refused registrations. The guards
 * (rate limit, honeypot, Idempotency-Key) and form posts without JavaScript have files of
 * their own (registration-api-guards.test.ts, registration-form-post.test.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { MAX_BODY_BYTES } from '../../src/registration-contract/contract.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';
import { BOOKABLE_DATE_ID, FULLY_BOOKED_DATE_ID, validInput, withField } from '../support/registration.ts';
import { closeStore, closeStores, confirmByMail, postJson, registerConfirmed, registrationApp } from '../support/registration-app.ts';

let content: Content;

beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

afterEach(closeStores);

const setup = (options: Partial<RegistrationApiOptions> = {}) => registrationApp(content, options);

describe('a valid registration', () => {
  it('is stored pending, answered 201 with its id, date and the mail’s sender, and counts once its owner confirms it', async () => {
    const { app, stores, stored } = await setup();
    const response = await postJson(app, { ...validInput(), locale: 'en' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await response.json()) as { id: string; dateId: number };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      dateId: BOOKABLE_DATE_ID,
      confirmFrom: 'anmeldung@rackwise-academy.de',
    });
    const row = (await stores.registrations.get(body.id))!;
    expect(row).toMatchObject({ dateId: BOOKABLE_DATE_ID, email: 'erika.mustermann@example.com', locale: 'en', status: 'pending' });
    expect(row.heldUntil).toBeGreaterThan(Date.now());
    expect(Date.parse(row.createdAt)).not.toBeNaN();
    expect(row.payload.participants[0]!.lastName).toBe('Mustermann');
    expect(row.payload).not.toHaveProperty('locale');
    expect(stored).toEqual([body.id]);
    // Pending: not registered, not forwarded, only the "please confirm" mail.
    expect(await stores.registrations.count()).toBe(0);
    expect(await stores.forwards.pendingForwards()).toBe(0);
    expect((await stores.mail.records()).map(({ kind }) => kind)).toEqual(['confirm']);

    expect((await confirmByMail(app, stores, body.id)).status).toBe(200);
    expect(await stores.registrations.get(body.id)).toMatchObject({
      status: 'confirmed',
      heldUntil: null,
      confirmedAt: expect.any(String),
    });
    expect(await stores.registrations.count()).toBe(1);
    expect(await stores.forwards.pendingForwards()).toBe(1);
    expect(stored).toEqual([body.id, body.id]);
    expect((await stores.mail.records()).map(({ kind }) => kind)).toEqual(['confirm', 'participant', 'academy']);
  });

  it('accepts a charset parameter on the content type', async () => {
    const { app } = await setup();
    expect((await postJson(app, validInput(), { 'Content-Type': 'application/json; charset=UTF-8' })).status).toBe(201);
  });
});

describe('an invalid registration', () => {
  const broken = () => withField(withField(validInput(), 'participants.0.email', 'not-an-email'), 'billing.postalCode', '123');

  it('is answered 422 with messages by field path, in German by default', async () => {
    const { app, stores } = await setup();
    const response = await postJson(app, broken());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: {
        'participants.0.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
        'billing.postalCode': 'Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.',
      },
    });
    expect(await stores.registrations.count()).toBe(0);
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
    const { app, stores } = await setup();
    const response = await postJson(app, validInput({ dateId: 999_999 }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'unknownDate', message: expect.stringMatching(/Seminartermin/) });
    expect(await stores.registrations.count()).toBe(0);
  });

  it('a date whose seminar is gone is 404', async () => {
    const orphan = { ...content, seminars: content.seminars.filter((seminar) => seminar.id !== 1) };
    const { app } = await setup({ getContent: () => orphan });
    expect((await postJson(app, validInput())).status).toBe(404);
  });

  it('a fully booked date is 409, localized', async () => {
    expect(content.seminarDates.find((date) => date.id === FULLY_BOOKED_DATE_ID)?.fullyBooked).toBe(true);
    const { app, stores } = await setup();
    const response = await postJson(app, validInput({ dateId: FULLY_BOOKED_DATE_ID }), { 'Accept-Language': 'en' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'fullyBooked',
      message: 'Sorry, this date is fully booked. Please choose another date.',
    });
    expect(await stores.registrations.count()).toBe(0);
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

  it('a second registration of a registered address is answered like a first one, and its owner is told by mail', async () => {
    const { app, stores } = await setup();
    await registerConfirmed(app, stores, validInput());
    const again = await postJson(app, validInput({ email: 'Erika.Mustermann@EXAMPLE.com' }), { 'Accept-Language': 'en' });
    const fresh = await postJson(app, validInput({ email: 'someone.new@example.com' }), { 'Accept-Language': 'en' });
    expect(again.status).toBe(fresh.status);
    const [againBody, freshBody] = [(await again.json()) as { id: string }, (await fresh.json()) as { id: string }];
    expect({ ...againBody, id: 'x' }).toEqual({ ...freshBody, id: 'x' });
    expect((await stores.registrations.get(againBody.id))?.status).toBe('known');
    const mails = (await stores.mail.records()).filter(({ entryId }) => entryId === againBody.id);
    expect(mails.map(({ kind }) => kind)).toEqual(['known']);
    expect(await stores.registrations.count()).toBe(1);
    await registerConfirmed(app, stores, validInput({ dateId: 1003 }));
    expect(await stores.registrations.count()).toBe(2);
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
    const { app, stores } = await setup();
    await closeStore(stores);
    const response = await postJson(app, validInput(), { 'Accept-Language': 'en' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'serverError', message: 'Something went wrong. Please try again later.' });
  });
});
