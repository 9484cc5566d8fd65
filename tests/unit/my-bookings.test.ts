/**
 * "My bookings" through the whole app on a real store: whoever booked asks for a sign-in link,
 * gets it by mail (and the same answer for an address nobody booked with, with no mail); the link
 * lists what was booked from the address and opens each registration on its manage page; a link
 * of another kind, an expired one or a wrong address opens nothing.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { BOOKINGS_PATH, bookingOpenPath, type MyBookingsAnswer } from '../../src/registration-contract/my-bookings.ts';
import { mailsOf, manageTokenOf, openManage } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { closeStores, postJson, registerConfirmed, registrationApp, type TestApp } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const LEAD = 'petra.teamleitung@kunde.example';
const BOOKER = { forOthers: true, name: 'Petra Teamleitung', email: LEAD, phone: '+49 69 5550100', company: 'Kunde AG' };
const LINK = new RegExp(`${BOOKINGS_PATH}\\?${TOKEN_FIELD}=([A-Za-z0-9_-]{43})`);

async function setup() {
  const clock = { now: Date.parse('2026-11-22T09:00:00.000Z') };
  const { app, stores } = await registrationApp(content, { now: () => new Date(clock.now), today: () => '2026-11-22' });
  const book = (dateId: number, email: string) =>
    registerConfirmed(app, stores, { ...validInput({ dateId, email }), booker: BOOKER, participants: [colleague(1, email)], locale: 'de' });
  const ids = [await book(1001, 'jonas1@kunde.example'), await book(1003, 'jonas2@kunde.example')];
  return { app, stores, clock, ids };
}

const ask = (app: TestApp, email: string) => postJson(app, { email, locale: 'en' }, { Accept: 'application/json' }, BOOKINGS_PATH);
const list = async (app: TestApp, token: string) =>
  app.request(`${BOOKINGS_PATH}?${TOKEN_FIELD}=${token}`, { headers: { Accept: 'application/json' } });

describe('my bookings', () => {
  it('mails a sign-in link to whoever booked, which lists every booking and opens each on its manage page', async () => {
    const { app, stores, ids } = await setup();
    const asked = await ask(app, 'Petra.Teamleitung@kunde.example');
    expect(await asked.json()).toEqual({ kind: 'sent', email: 'Petra.Teamleitung@kunde.example', hours: 24 });
    const [mail] = (await mailsOf(stores, ids[0]!)).filter(({ kind }) => kind.startsWith('bookings-'));
    expect(mail?.to).toBe('Petra.Teamleitung@kunde.example');
    expect(mail?.subject).toBe('Your link to your bookings');
    const token = LINK.exec(mail!.text)![1]!;

    const shown = (await (await list(app, token)).json()) as Extract<MyBookingsAnswer, { kind: 'list' }>;
    const references = await Promise.all(ids.map(async (id) => (await stores.registrations.get(id))!.reference));
    expect(shown).toMatchObject({ kind: 'list', email: LEAD });
    // Newest date first: Frankfurt in February, the webinar in January.
    expect(shown.bookings.map(({ reference, people, state }) => [reference, people, state])).toEqual([
      [references[1], ['Jonas1 Beispiel'], 'ahead'],
      [references[0], ['Jonas1 Beispiel'], 'ahead'],
    ]);

    const opened = await app.request(bookingOpenPath(token, references[0]!));
    expect(opened.status).toBe(303);
    const manage = new URL(opened.headers.get('location')!, 'https://x').searchParams.get(TOKEN_FIELD)!;
    expect(opened.headers.get('location')).toMatch(new RegExp(`^${MANAGE_PATH}\\?`));
    const view = (await (await openManage(app, manage)).json()) as ManageView;
    expect(view).toMatchObject({ whole: true, reference: references[0] });
  });

  it('answers an address nobody booked with as any other, and mails nothing; refuses one that is none', async () => {
    const { app, stores } = await setup();
    expect(await (await ask(app, 'nobody@example.com')).json()).toEqual({ kind: 'sent', email: 'nobody@example.com', hours: 24 });
    expect((await stores.mail.due(Number.MAX_SAFE_INTEGER, 1000)).filter(({ mail }) => mail.kind.startsWith('bookings-'))).toEqual([]);
    const wrong = await ask(app, 'kein-at-zeichen');
    expect(wrong.status).toBe(422);
  });

  it('opens nothing with a manage link, an expired link or another booker’s reference', async () => {
    const { app, stores, clock, ids } = await setup();
    const manage = await manageTokenOf(stores, ids[0]!, 'booker');
    expect((await list(app, manage)).status).toBe(404);
    await ask(app, LEAD);
    const [mail] = (await mailsOf(stores, ids[0]!)).filter(({ kind }) => kind.startsWith('bookings-'));
    const token = LINK.exec(mail!.text)![1]!;
    expect((await app.request(bookingOpenPath(token, 'ZZZZZZ'))).status).toBe(404);
    clock.now += 25 * 3_600_000;
    expect((await list(app, token)).status).toBe(404);
  });

  it('mails one sign-in link to an address every few minutes, however often someone asks', async () => {
    const { app, stores, clock, ids } = await setup();
    const sent = async () => (await mailsOf(stores, ids[0]!)).filter(({ kind }) => kind.startsWith('bookings-')).length;
    await ask(app, LEAD);
    await ask(app, LEAD);
    expect(await sent()).toBe(1);
    clock.now += 5 * 60_000;
    await ask(app, LEAD);
    expect(await sent()).toBe(2);
  });
});
