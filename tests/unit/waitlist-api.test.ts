/**
 * Joining a fully booked date's waiting list through POST /api/registrations (the whole
 * app, a real stores, the real content-cache/): stored apart from registrations, answered
 * 201 with `waitlist: true`, refused where a waiting list makes no sense, validated with
 * the shared schema, as JSON and as a form post without JavaScript.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { HONEYPOT_FIELD } from '../../src/registration-contract/contract.ts';
import type { RenderFormResponse } from '../../src/registration-contract/outcome.ts';
import type { WaitlistInput } from '../../src/registration-contract/waitlist.ts';
import { BOOKABLE_DATE_ID, FULLY_BOOKED_DATE_ID, validInput } from '../support/registration.ts';
import {
  closeStores,
  confirmByMail,
  LOCAL_PROXY,
  postForm,
  postJson,
  registerConfirmed,
  registrationApp,
} from '../support/registration-app.ts';

let content: Content;

beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

afterEach(closeStores);

function entry(overrides: { email?: string; dateId?: number } = {}): WaitlistInput {
  return {
    dateId: overrides.dateId ?? FULLY_BOOKED_DATE_ID,
    waitlist: {
      name: ' Jonas Weber ',
      email: overrides.email ?? 'jonas.weber@example.com',
      phone: '+49 40 555 0199',
      company: 'Hafen Colocation GmbH',
      consent: true,
    },
  };
}

const entryForm = (overrides: Record<string, string> = {}) => ({
  dateId: String(FULLY_BOOKED_DATE_ID),
  locale: 'de',
  [HONEYPOT_FIELD]: '',
  'waitlist.name': 'Jonas Weber',
  'waitlist.email': 'jonas.weber@example.com',
  'waitlist.phone': '+49 40 555 0199',
  'waitlist.company': 'Hafen Colocation GmbH',
  'waitlist.consent': 'on',
  ...overrides,
});

/** The content with the bookable date limited to `seats`. */
function withSeats(seats: number): Content {
  return { ...content, seminarDates: content.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, seats } : date)) };
}

describe('a waiting-list entry for a fully booked date', () => {
  it('is stored apart from the registrations and answered 201 with waitlist: true', async () => {
    const { app, stores, stored } = await registrationApp(content);
    const response = await postJson(app, { ...entry(), locale: 'en' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { id: string };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      dateId: FULLY_BOOKED_DATE_ID,
      waitlist: true,
      confirmFrom: 'anmeldung@rackwise-academy.de',
    });
    // Pending until its owner confirms: only the "please confirm" mail.
    expect((await stores.waitlist.get(body.id))?.status).toBe('pending');
    expect(await stores.waitlist.all()).toEqual([]);
    expect((await stores.mail.records()).map(({ kind }) => kind)).toEqual(['confirm']);
    expect((await confirmByMail(app, stores, body.id)).status).toBe(200);
    expect((await stores.mail.records()).map(({ kind }) => kind)).toEqual(['confirm', 'waitlist', 'waitlistAcademy']);
    expect(await stores.waitlist.all()).toEqual([
      expect.objectContaining({
        id: body.id,
        dateId: FULLY_BOOKED_DATE_ID,
        email: 'jonas.weber@example.com',
        locale: 'en',
        payload: {
          dateId: FULLY_BOOKED_DATE_ID,
          waitlist: {
            name: 'Jonas Weber',
            email: 'jonas.weber@example.com',
            phone: '+49 40 555 0199',
            company: 'Hafen Colocation GmbH',
            consent: true,
          },
        },
      }),
    ]);
    expect(await stores.registrations.count()).toBe(0);
    expect(await stores.seats.forDate(FULLY_BOOKED_DATE_ID)).toBe(0);
    // The server hears of it (to send its mails); the CMS shows it as a waiting-list entry.
    expect(stored).toEqual([body.id, body.id]);
    expect(await stores.forwards.dueForwards(Number.MAX_SAFE_INTEGER, 10)).toMatchObject([{ entryId: body.id }]);
    expect((await stores.registrations.entryState(body.id))?.kind).toBe('waitlist');
  });

  it('is taken for a date whose seats are all taken, and refused while seats are free', async () => {
    const { app, stores } = await registrationApp(withSeats(1));
    const early = await postJson(app, { ...entry({ dateId: BOOKABLE_DATE_ID }), locale: 'en' });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: 'seatsAvailable',
      message: 'Seats are available for this date again. Please register directly.',
    });
    // A seat held by a pending registration is taken while the hold lasts.
    expect((await postJson(app, validInput({ email: 'first@example.com' }))).status).toBe(201);
    const late = await postJson(app, entry({ dateId: BOOKABLE_DATE_ID }));
    expect(late.status).toBe(201);
    const { id } = (await late.json()) as { id: string };
    expect(await stores.waitlist.get(id)).toMatchObject({ dateId: BOOKABLE_DATE_ID, status: 'pending' });
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(1);
  });

  it('answers an address already waiting or registered like a new one, and tells its owner by mail', async () => {
    const { app, stores } = await registrationApp(withSeats(1), { trustProxy: LOCAL_PROXY });
    const first = (await (await postJson(app, entry())).json()) as { id: string };
    await confirmByMail(app, stores, first.id);
    const again = await postJson(app, { ...entry({ email: 'Jonas.Weber@Example.com' }), locale: 'de' });
    const fresh = await postJson(app, { ...entry({ email: 'new.person@example.com' }), locale: 'de' });
    expect(again.status).toBe(201);
    const [againBody, freshBody] = [(await again.json()) as { id: string }, (await fresh.json()) as { id: string }];
    expect({ ...againBody, id: '' }).toEqual({ ...freshBody, id: '' });
    expect((await stores.waitlist.get(againBody.id))?.status).toBe('known');
    // The same person may wait for another full date; someone registered for it is told so instead.
    await registerConfirmed(app, stores, validInput({ email: 'first@example.com' }));
    const other = (await (await postJson(app, entry({ dateId: BOOKABLE_DATE_ID }))).json()) as { id: string };
    expect((await stores.waitlist.get(other.id))?.status).toBe('pending');
    // From another client: one client's unconfirmed entries are capped across dates.
    const registered = (await (
      await postJson(app, entry({ dateId: BOOKABLE_DATE_ID, email: 'first@example.com' }), { 'X-Forwarded-For': '192.0.2.44' })
    ).json()) as { id: string };
    expect((await stores.waitlist.get(registered.id))?.status).toBe('known');
    const kinds = async (id: string) => (await stores.mail.records()).filter((record) => record.entryId === id).map(({ kind }) => kind);
    expect([await kinds(againBody.id), await kinds(registered.id)]).toEqual([['known'], ['known']]);
  });

  it('refuses an unknown date (404) and a date that has taken place (409)', async () => {
    const { app } = await registrationApp(content);
    expect((await postJson(app, entry({ dateId: 999_999 }))).status).toBe(404);
    const { app: later } = await registrationApp(content, { today: () => '2026-12-09' });
    const past = await postJson(later, entry());
    expect(past.status).toBe(409);
    expect(await past.json()).toMatchObject({ error: 'past' });
  });

  it('is checked with the shared schema: errors by field path, in the language asked for', async () => {
    const { app, stores } = await registrationApp(content);
    const input = entry();
    const response = await postJson(app, {
      ...input,
      waitlist: { ...input.waitlist, email: 'not an address', name: '  ', consent: false },
      locale: 'en',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: {
        'waitlist.name': 'Please fill in this field.',
        'waitlist.email': 'Please enter a valid email address, e.g. name@company.com.',
        'waitlist.consent': 'Please confirm that we may contact you about a free seat.',
      },
    });
    expect(await stores.waitlist.all()).toEqual([]);
  });

  it('answers a retry under the same Idempotency-Key with the first entry, and a changed entry under it with 409', async () => {
    const { app, stores } = await registrationApp(content);
    const first = (await (await postJson(app, entry(), { 'Idempotency-Key': 'wait-1' })).json()) as { id: string };
    const retry = await postJson(app, entry(), { 'Idempotency-Key': 'wait-1' });
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ id: first.id, dateId: FULLY_BOOKED_DATE_ID, waitlist: true, confirmFrom: expect.any(String) });
    const changed = await postJson(app, entry({ email: 'other@example.com' }), { 'Idempotency-Key': 'wait-1' });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ error: 'idempotencyConflict' });
    expect(await stores.waitlist.get(first.id)).toBeDefined();
    expect(await stores.mail.records()).toHaveLength(1);
  });

  it('tells a bot that filled the hidden field it is on the list, and keeps nothing', async () => {
    const { app, stores } = await registrationApp(content);
    const response = await postJson(app, { ...entry(), [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ waitlist: true });
    expect(await stores.waitlist.all()).toEqual([]);
  });
});

describe('the waiting-list form without JavaScript', () => {
  it('gives the site’s renderer the waiting-list form’s outcome: thank-you, errors with the values, or the refusal', async () => {
    const calls: Array<Parameters<RenderFormResponse>[0]> = [];
    const renderFormResponse: RenderFormResponse = async (input) => {
      calls.push(input);
      return `<!doctype html><p>${input.form} ${input.outcome.kind}</p>`;
    };
    const { app, stores } = await registrationApp(content, { renderFormResponse });
    const ok = await postForm(app, entryForm());
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('<!doctype html><p>waitlist waitlisted</p>');
    expect(calls[0]).toEqual({
      locale: 'de',
      dateId: FULLY_BOOKED_DATE_ID,
      form: 'waitlist',
      outcome: { kind: 'waitlisted', id: expect.any(String), email: 'jonas.weber@example.com', from: 'anmeldung@rackwise-academy.de' },
    });
    const waitlisted = calls[0]!.outcome;
    expect(waitlisted.kind === 'waitlisted' && (await stores.waitlist.get(waitlisted.id))?.status).toBe('pending');

    const invalid = await postForm(app, entryForm({ 'waitlist.email': 'x@', 'waitlist.consent': '', locale: 'en' }));
    expect(invalid.status).toBe(422);
    expect(calls[1]).toEqual({
      locale: 'en',
      dateId: FULLY_BOOKED_DATE_ID,
      form: 'waitlist',
      outcome: {
        kind: 'invalid',
        values: expect.objectContaining({ 'waitlist.email': 'x@', 'waitlist.name': 'Jonas Weber' }),
        errors: {
          'waitlist.email': expect.stringMatching(/^Please enter a valid email/),
          'waitlist.consent': 'Please confirm that we may contact you about a free seat.',
        },
      },
    });

    const bookable = await postForm(app, entryForm({ dateId: String(BOOKABLE_DATE_ID), 'waitlist.email': 'new@example.com' }));
    expect(bookable.status).toBe(409);
    expect(calls[2]).toMatchObject({
      form: 'waitlist',
      outcome: { kind: 'rejected', status: 409, message: 'Für diesen Termin sind wieder Plätze frei. Bitte melden Sie sich direkt an.' },
    });
  });

  it('answers with the server’s own page when there is no site renderer', async () => {
    const { app } = await registrationApp(content);
    const ok = await postForm(app, entryForm({ locale: 'en' }));
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('<title>Please confirm your entry');
    expect(html).toContain('we have sent an email to jonas.weber@example.com, from anmeldung@rackwise-academy.de.');
    const invalid = await postForm(app, entryForm({ 'waitlist.phone': '12' }));
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('Warteliste: Telefon: Bitte geben Sie eine Telefonnummer');
  });
});
