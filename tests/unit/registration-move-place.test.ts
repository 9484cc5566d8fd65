/**
 * Whoever manages a whole registration moves one place of several on its own, through the whole
 * app on a real store: the place becomes a registration of its own on the later date (the same
 * booker, billing address and price as booked, its own reference and links, moved once
 * already), the first registration keeps its other places and says where the moved one went,
 * the seats follow, and the booker and the person moved get new confirmations. A move of every
 * place tells a booker who does not take part too.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { accountOf } from '../../src/server/registrations/rules/account.ts';
import { bookingPerson } from '../../src/server/registrations/rules/people.ts';
import { mailsOf, manageTokenOf, openManage, postManage } from '../support/manage-links.ts';
import { BOOKABLE_DATE_ID, BOOKER, colleague, validInput } from '../support/registration.ts';
import { closeStores, registerConfirmed, registrationApp, type TestApp } from '../support/registration-app.ts';

/** A later date of the bookable date's seminar (2027-03-09). */
const LATER_DATE_ID = 1007;
const NOW = Date.parse('2026-11-22T09:00:00.000Z');

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

/** Three colleagues (`jonas1@…` to `jonas3@…`), booked by Petra without taking part, or by the first of them. */
function threeColleagues(booker: typeof BOOKER | undefined) {
  const input = validInput({ email: 'jonas1@kunde.example' });
  return {
    ...input,
    ...(booker ? { booker } : {}),
    participants: [input.participants[0]!, colleague(2, 'jonas2@kunde.example'), colleague(3, 'jonas3@kunde.example')],
    locale: 'de',
  };
}

async function setup() {
  const { app, stores } = await registrationApp(content, { now: () => new Date(NOW), today: () => '2026-11-22' });
  const view = async (token: string) => (await (await openManage(app, token)).json()) as ManageView;
  return { app, stores, view };
}

/** The registration a place of `id` was moved to, by the change that moved it. */
async function movedTo(stores: Awaited<ReturnType<typeof setup>>['stores'], id: string) {
  const change = (await stores.changes.all()).find((item) => item.registrationId === id && item.details.movedTo);
  const reference = change?.details.movedTo;
  for (const other of (await stores.registrations.places()).keys()) {
    const registration = await stores.registrations.get(other);
    if (registration?.reference === reference) return registration!;
  }
  throw new Error(`no place of ${id} was moved`);
}

const move = (app: TestApp, token: string, position: number | 'all', step: 'review' | 'confirm') =>
  postManage(app, { token, action: 'transfer', toDateId: LATER_DATE_ID, position, step });

describe('a place moved on its own', () => {
  it('becomes a registration of its own on the later date, booked by the same booker at the same price', async () => {
    const { app, stores, view } = await setup();
    const id = await registerConfirmed(app, stores, threeColleagues(BOOKER));
    const token = await manageTokenOf(stores, id, 'booker');

    const review = (await (await move(app, token, 1, 'review')).json()) as ManageView;
    expect(review.review).toMatchObject({ action: 'transfer', position: 1, to: { dateId: LATER_DATE_ID } });
    expect((await move(app, token, 1, 'confirm')).status).toBe(200);

    const first = (await stores.registrations.get(id))!;
    const moved = await movedTo(stores, id);
    expect(moved).toMatchObject({ dateId: LATER_DATE_ID, status: 'confirmed', email: BOOKER.email, price: first.price });
    expect(moved.reference).not.toBe(first.reference);
    expect(moved.payload.participants.map(({ email }) => email)).toEqual(['jonas2@kunde.example']);
    expect(bookingPerson(moved.payload)).toMatchObject({ name: BOOKER.name, email: BOOKER.email, participates: false });
    expect(moved.payload.billing).toEqual(first.payload.billing);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, NOW)).toBe(2);
    expect(await stores.seats.forDate(LATER_DATE_ID, NOW)).toBe(1);

    // The first registration keeps the others and owes nothing for the place that went.
    const places = (await stores.registrations.places()).get(id)!;
    expect(places.map((place) => place.movedTo)).toEqual([null, moved.reference, null]);
    const account = accountOf(first.price, places);
    expect(account).toMatchObject({ booked: [0, 2], cancelled: [], moved: [1], fees: [] });
    const whole = await view(token);
    expect(whole.places.map(({ cancelled, movedTo }) => [cancelled, movedTo])).toEqual([
      [false, null],
      [true, moved.reference],
      [false, null],
    ]);
    expect(whole.transfer).toMatchObject({ open: true });

    // The booker and the person moved are told, each with their own link to the new registration.
    const mails = await mailsOf(stores, moved.id);
    expect(mails.map(({ kind, to }) => [kind, to])).toEqual([
      ['change-1-booker', BOOKER.email],
      ['change-1-participant-1', 'jonas2@kunde.example'],
      ['change-1-academy', 'team@academy.example'],
    ]);
    expect(mails[0]!.text).toContain('Guten Tag Petra Teamleitung,');
    expect(mails[0]!.text).toMatch(/Bisheriger Termin: /);
    const bookerLink = await view(await manageTokenOf(stores, moved.id, 'change-1-booker'));
    expect(bookerLink).toMatchObject({ whole: true, reference: moved.reference, booked: { start: '2027-03-09' } });
    expect(bookerLink.transfer).toEqual({ open: false, reason: 'used' });
    const own = await view(await manageTokenOf(stores, moved.id, 'change-1-participant-1'));
    expect(own).toMatchObject({ whole: false, places: [{ email: 'jonas2@kunde.example' }] });
    // Nothing was mailed about the first registration: its people stay as they were.
    expect((await mailsOf(stores, id)).filter(({ kind }) => kind.startsWith('change-'))).toEqual([]);
  });

  it('booked by the first participant, who stays, makes her the booker of the new registration', async () => {
    const { app, stores } = await setup();
    const id = await registerConfirmed(app, stores, threeColleagues(undefined));
    const token = await manageTokenOf(stores, id, 'participant');
    expect((await move(app, token, 2, 'confirm')).status).toBe(200);
    const moved = await movedTo(stores, id);
    expect(moved.payload.participants.map(({ email }) => email)).toEqual(['jonas3@kunde.example']);
    expect(bookingPerson(moved.payload)).toMatchObject({ email: 'jonas1@kunde.example', participates: false });
    expect((await mailsOf(stores, moved.id)).map(({ kind, to }) => [kind, to])).toEqual([
      ['change-1-booker', 'jonas1@kunde.example'],
      ['change-1-participant-1', 'jonas3@kunde.example'],
      ['change-1-academy', 'team@academy.example'],
    ]);
  });

  it('is not possible through a place’s own link, nor for a place no longer booked', async () => {
    const { app, stores } = await setup();
    const id = await registerConfirmed(app, stores, threeColleagues(BOOKER));
    const own = await manageTokenOf(stores, id, 'participant-2');
    expect((await move(app, own, 1, 'confirm')).status).toBe(409);
    const token = await manageTokenOf(stores, id, 'booker');
    await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' });
    expect((await move(app, token, 1, 'confirm')).status).toBe(409);
    expect(await stores.seats.forDate(LATER_DATE_ID, NOW)).toBe(0);
  });
});

describe('every place moved by a booker who does not take part', () => {
  it('tells her, with the link to every place', async () => {
    const { app, stores } = await setup();
    const id = await registerConfirmed(app, stores, threeColleagues(BOOKER));
    const token = await manageTokenOf(stores, id, 'booker');
    expect((await move(app, token, 'all', 'confirm')).status).toBe(200);
    expect((await stores.registrations.get(id))?.dateId).toBe(LATER_DATE_ID);
    const mails = (await mailsOf(stores, id)).filter(({ kind }) => kind.startsWith('change-1-'));
    expect(mails.map(({ to }) => to)).toEqual([
      BOOKER.email,
      'jonas1@kunde.example',
      'jonas2@kunde.example',
      'jonas3@kunde.example',
      'team@academy.example',
    ]);
    const whole = (await (await openManage(app, await manageTokenOf(stores, id, 'change-1-booker'))).json()) as ManageView;
    expect(whole).toMatchObject({ whole: true, booked: { start: '2027-03-09' } });
  });
});
