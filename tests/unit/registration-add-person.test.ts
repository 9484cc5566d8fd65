/**
 * Whoever manages a whole registration adds a person while its date has a seat, through the
 * whole app on a real store: reviewed, then made; the person gets a confirmation and a link of
 * their own, the booker a note; the seat is taken and the account owes one place more (a third
 * earning the group discount). A place's own link adds nobody, a company's person names their
 * company, and a full date takes nobody.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { mailsOf, manageTokenOf, openManage, postManage } from '../support/manage-links.ts';
import { BOOKABLE_DATE_ID, BOOKER, colleague, validInput } from '../support/registration.ts';
import { closeStores, registerConfirmed, registrationApp } from '../support/registration-app.ts';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const PERSON = {
  'substitute.salutation': 'mr',
  'substitute.firstName': 'Tom',
  'substitute.lastName': 'Neu',
  'substitute.email': 'tom.neu@kunde.example',
  'substitute.phone': '+49 69 5550199',
  'substitute.company': 'Kunde Rechenzentren AG',
  'substitute.jobTitle': 'Techniker',
};

async function setup(seats: number | null = 24) {
  const limited = {
    ...content,
    seminarDates: content.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, seats } : date)),
  };
  const { app, stores } = await registrationApp(limited, { now: () => new Date(NOW), today: () => '2026-11-22' });
  const input = validInput({ email: 'jonas1@kunde.example' });
  const id = await registerConfirmed(app, stores, {
    ...input,
    booker: BOOKER,
    participants: [input.participants[0]!, colleague(2, 'jonas2@kunde.example')],
    locale: 'de',
  });
  const view = async (token: string) => (await (await openManage(app, token)).json()) as ManageView;
  return { app, stores, id, view, token: await manageTokenOf(stores, id, 'booker') };
}

describe('a person added through the whole registration’s link', () => {
  it('is reviewed, then registered at the price as booked, with a link of their own; the booker is told', async () => {
    const { app, stores, id, view, token } = await setup();
    expect((await view(token)).add).toEqual({ open: true, hybrid: false });
    const review = (await (await postManage(app, { token, action: 'add', ...PERSON })).json()) as ManageView;
    expect(review.review).toMatchObject({ action: 'add', values: { firstName: 'Tom', email: 'tom.neu@kunde.example' } });
    expect((await stores.registrations.get(id))?.payload.participants).toHaveLength(2);
    expect((await postManage(app, { token, action: 'add', step: 'confirm', ...PERSON })).status).toBe(200);

    const stored = (await stores.registrations.get(id))!;
    expect(stored.payload.participants.map(({ email }) => email)).toEqual([
      'jonas1@kunde.example',
      'jonas2@kunde.example',
      'tom.neu@kunde.example',
    ]);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, NOW)).toBe(3);
    // Three places at 810 € now, the third with the shipped group discount of 10 % off its course fee of 690 €.
    expect((await view(token)).amountDue).toBe(3 * 810 - 69);
    const mails = (await mailsOf(stores, id)).filter(({ kind }) => kind.startsWith('change-1-'));
    expect(mails.map(({ kind, to }) => [kind, to])).toEqual([
      ['change-1-participant-3', 'tom.neu@kunde.example'],
      ['change-1-booker', BOOKER.email],
      ['change-1-academy', 'team@academy.example'],
    ]);
    // To an address nobody has proven: nobody named.
    expect(mails[0]!.text).toContain('Sie sind zu diesem Termin angemeldet worden.');
    const own = await view(await manageTokenOf(stores, id, 'change-1-participant-3'));
    expect(own).toMatchObject({ whole: false, places: [{ email: 'tom.neu@kunde.example' }] });
  });

  it('names their company where a company books, and is refused to a place’s own link', async () => {
    const { app, stores, id, token } = await setup();
    const without = await postManage(app, { token, action: 'add', ...PERSON, 'substitute.company': '' });
    expect(without.status).toBe(422);
    expect(((await without.json()) as ManageView).substituteForm).toMatchObject({
      position: null,
      errors: { 'substitute.company': 'Bitte füllen Sie dieses Feld aus.' },
    });
    const place = await manageTokenOf(stores, id, 'participant-2');
    expect((await postManage(app, { token: place, action: 'add', step: 'confirm', ...PERSON })).status).toBe(409);
    expect((await stores.registrations.get(id))?.payload.participants).toHaveLength(2);
  });

  it('finds no seat on a full date', async () => {
    const { app, view, token } = await setup(2);
    expect((await view(token)).add).toEqual({ open: false, reason: 'full' });
    const refused = await postManage(app, { token, action: 'add', step: 'confirm', ...PERSON });
    expect(refused.status).toBe(409);
  });

  it('takes nobody into a registration cancelled as a whole', async () => {
    const { app, view, token } = await setup();
    expect((await postManage(app, { token, action: 'cancel', position: 'all', step: 'confirm' })).status).toBe(200);
    expect((await view(token)).add).toEqual({ open: false, reason: 'closed' });
    expect((await postManage(app, { token, action: 'add', step: 'confirm', ...PERSON })).status).toBe(409);
  });
});
