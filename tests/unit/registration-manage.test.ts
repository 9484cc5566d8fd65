/**
 * A participant manages their registration through the private link in their confirmation
 * mail, through the whole app on a real store and the real content-cache/: the links (one
 * for the registration, one per place, kept only as hashes), the page (JSON here; the
 * browser tests draw it), cancelling a place or the whole registration at the fee the terms
 * set for the day, moving once to a later date (two moves racing for the last seat: one
 * wins, the other keeps its registration), naming a substitute, and links that open
 * nothing: unknown, given away, expired.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { hashToken } from '../../src/server/gate/tokens.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';
import { changesTable } from '../../src/server/registrations/store/changes-csv.ts';
import type { SeatChange } from '../../src/server/registrations/use-cases/offer-seats.ts';
import { mailsOf, manageTokenOf, openManage, postManage } from '../support/manage-links.ts';
import { BOOKABLE_DATE_ID, colleague, validInput } from '../support/registration.ts';
import { closeStores, registerConfirmed, registrationApp } from '../support/registration-app.ts';

/** A later date of the bookable date's seminar (2027-03-09), 24 seats. */
const LATER_DATE_ID = 1007;
const T0 = Date.parse('2026-11-22T09:00:00.000Z');

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const group = (size: number, email = 'erika@example.com') => {
  const input = validInput({ email });
  return {
    ...input,
    participants: [
      input.participants[0]!,
      ...Array.from({ length: size - 1 }, (_, index) => colleague(index + 2, `jonas${index + 2}.${email}`)),
    ],
  };
};

/** The app with a clock and a today the test moves, the later date limited to `laterSeats`. */
async function setup(laterSeats: number | null = 24, options: Partial<RegistrationApiOptions> = {}) {
  const clock = { now: T0, today: '2026-11-22' };
  const changed: Array<readonly SeatChange[]> = [];
  const limited = {
    ...content,
    seminarDates: content.seminarDates.map((date) => (date.id === LATER_DATE_ID ? { ...date, seats: laterSeats } : date)),
  };
  const app = await registrationApp(limited, {
    now: () => new Date(clock.now),
    today: () => clock.today,
    onChanged: (seats) => changed.push(seats),
    ...options,
  });
  const registerGroup = async (size = 3, email = 'erika@example.com', locale: 'de' | 'en' = 'en') =>
    registerConfirmed(app.app, app.stores, { ...group(size, email), locale });
  const view = async (token: string) => (await (await openManage(app.app, token)).json()) as ManageView;
  return { ...app, clock, changed, registerGroup, view };
}

describe('the confirmation mails', () => {
  it('carry the registration’s link to the address that registered and each place’s own link to its participant, kept only as hashes', async () => {
    const { stores, registerGroup } = await setup();
    const id = await registerGroup();
    const whole = await manageTokenOf(stores, id, 'participant');
    const second = await manageTokenOf(stores, id, 'participant-2');
    const third = await manageTokenOf(stores, id, 'participant-3');
    expect(new Set([whole, second, third]).size).toBe(3);
    expect(await stores.gate.token(hashToken(whole))).toMatchObject({ purpose: 'manage', entryId: id, position: null });
    expect(await stores.gate.token(hashToken(third))).toMatchObject({ purpose: 'manage', entryId: id, position: 2 });
    expect(await stores.gate.token(whole)).toBeUndefined();
    // Valid until the course has ended: midnight after its last day (2027-01-19) in Germany.
    expect((await stores.gate.token(hashToken(whole)))?.expiresAt).toBe(Date.parse('2027-01-19T23:00:00.000Z'));
  });
});

describe('the page behind a link', () => {
  it('shows the whole registration to the link of the address that registered, and only the own place to a place’s link', async () => {
    const { stores, registerGroup, view } = await setup();
    const id = await registerGroup();
    const whole = await view(await manageTokenOf(stores, id, 'participant'));
    const { reference } = (await stores.registrations.get(id))!;
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(whole).toMatchObject({ reference, whole: true, started: false, pricePerPlace: 810, cancelFee: { percent: 0, perPlace: 0 } });
    // The third place gets the shipped group discount: 10 % off its course fee of 690 €.
    expect(whole.amountDue).toBe(3 * 810 - 69);
    expect(whole.places.map((place) => place.name)).toEqual(['Dr. Erika Mustermann', 'Jonas2 Beispiel', 'Jonas3 Beispiel']);
    expect(whole.transfer).toMatchObject({ open: true });
    expect(whole.transfer.open && whole.transfer.options.map((option) => option.dateId)).toEqual([1007, 1008, 1009]);
    const place = await view(await manageTokenOf(stores, id, 'participant-2'));
    expect(place.places.map((item) => item.name)).toEqual(['Jonas2 Beispiel']);
    // What the registration owes is the business of whoever manages all of it.
    expect(place.amountDue).toBeNull();
    expect(place.transfer).toEqual({ open: false, reason: 'placeLink' });
  });

  it('says what cancelling costs on the day by the terms: free from 30 days before the start, half from 29, all from 14', async () => {
    const { stores, clock, registerGroup, view } = await setup();
    const token = await manageTokenOf(stores, await registerGroup(1), 'participant');
    const feeOn = async (today: string) => {
      clock.today = today;
      return (await view(token)).cancelFee;
    };
    // The date starts 2027-01-19 and costs 810 EUR in all.
    expect(await feeOn('2026-12-19')).toEqual({ percent: 0, perPlace: 0 });
    expect(await feeOn('2026-12-20')).toEqual({ percent: 0, perPlace: 0 });
    expect(await feeOn('2026-12-21')).toEqual({ percent: 50, perPlace: 405 });
    expect(await feeOn('2027-01-04')).toEqual({ percent: 50, perPlace: 405 });
    expect(await feeOn('2027-01-05')).toEqual({ percent: 100, perPlace: 810 });
  });
});

describe('cancelling', () => {
  it('of one place of three is reviewed first, then frees its seat at the day’s fee, with the mails, and the others stay', async () => {
    const { app, stores, clock, changed, registerGroup } = await setup();
    const id = await registerGroup();
    const token = await manageTokenOf(stores, id, 'participant');
    clock.today = '2026-12-21';
    const before = await stores.seats.forDate(BOOKABLE_DATE_ID, clock.now);
    const review = await postManage(app, { token, action: 'cancel', position: 1 });
    expect(review.status).toBe(200);
    expect(((await review.json()) as ManageView).review).toEqual({ action: 'cancel', positions: [1], percent: 50, fee: 405 });
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, clock.now)).toBe(before);
    const done = await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' });
    expect(await done.json()).toEqual({ done: 'cancel', id });
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, clock.now)).toBe(before - 1);
    expect(changed).toEqual([[{ dateId: BOOKABLE_DATE_ID, change: -1 }]]);
    expect((await stores.registrations.places()).get(id)?.map((place) => [place.cancelledAt !== null, place.fee])).toEqual([
      [false, null],
      [true, { percent: 50, amount: 405 }],
      [false, null],
    ]);
    const mails = (await mailsOf(stores, id)).filter((mail) => mail.kind.startsWith('change-1-'));
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['change-1-cancelled-1', 'jonas2.erika@example.com'],
      ['change-1-cancelled-2', 'erika@example.com'],
      ['change-1-academy', 'team@academy.example'],
    ]);
    // The account as it now stands: the two places left at the price as booked, and the fee; by
    // name to the one who registered, by number to the person cancelled (whose address nobody proved).
    expect(mails[1]!.text).toMatch(
      /Sum: +2 × €810\.00 = €1,620\.00\nCancellation fee: Jonas2 Beispiel: 50 % = €405\.00\nAmount due: +€2,025\.00 plus VAT/,
    );
    expect(mails[0]!.text).toMatch(/Cancelled: +Place 2\n[\s\S]*Cancellation fee: Place 2: 50 % = €405\.00/);
    expect(mails[0]!.text).not.toContain('Beispiel');
    expect(mails[2]!.text).toMatch(/Storniert: Jonas2 Beispiel\. Stornogebühr: 50 % des Gesamtpreises: 405,00\s€\./);
    expect(await stores.changes.all()).toMatchObject([{ registrationId: id, position: 1, kind: 'cancel', by: 'submitter' }]);
    // Cancelled already: asking again changes nothing.
    expect((await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' })).status).toBe(409);
  });

  it('through a place’s link reaches that place only', async () => {
    const { app, stores, registerGroup } = await setup();
    const id = await registerGroup();
    const token = await manageTokenOf(stores, id, 'participant-3');
    const other = await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' });
    expect(other.status).toBe(409);
    expect(((await other.json()) as ManageView).notice).toEqual({
      kind: 'refused',
      message: 'This change is not possible with this link.',
    });
    expect((await postManage(app, { token, action: 'cancel', position: 'all', step: 'confirm' })).status).toBe(409);
    expect((await postManage(app, { token, action: 'cancel', position: 2, step: 'confirm' })).status).toBe(200);
    expect((await stores.registrations.places()).get(id)?.map((place) => place.cancelledAt !== null)).toEqual([false, false, true]);
    expect((await mailsOf(stores, id)).find((mail) => mail.kind === 'change-1-academy')?.text).toContain('von der teilnehmenden Person');
  });

  it('of the whole registration cancels it as a whole', async () => {
    const { app, stores, registerGroup } = await setup();
    const id = await registerGroup(2);
    const token = await manageTokenOf(stores, id, 'participant');
    expect((await postManage(app, { token, action: 'cancel', position: 'all', step: 'confirm' })).status).toBe(200);
    expect((await stores.registrations.cancellations()).has(id)).toBe(true);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0)).toBe(0);
    const page = (await (await openManage(app, token)).json()) as ManageView;
    expect(page.places.every((place) => place.cancelled)).toBe(true);
    // Cancelled, the same people may register for the date again.
    const again = await registerGroup(2);
    expect((await stores.registrations.get(again))?.status).toBe('confirmed');
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0)).toBe(2);
  });
});

describe('moving to a later date', () => {
  it('moves every place left in one step, once, with new confirmations for the new date', async () => {
    const { app, stores, registerGroup } = await setup();
    const id = await registerGroup();
    const token = await manageTokenOf(stores, id, 'participant');
    await postManage(app, { token, action: 'cancel', position: 2, step: 'confirm' });
    const review = (await (await postManage(app, { token, action: 'transfer', toDateId: LATER_DATE_ID })).json()) as ManageView;
    expect(review.review).toMatchObject({ action: 'transfer', to: { dateId: LATER_DATE_ID, start: '2027-03-09' } });
    expect((await stores.registrations.get(id))?.dateId).toBe(BOOKABLE_DATE_ID);
    expect((await postManage(app, { token, action: 'transfer', toDateId: LATER_DATE_ID, step: 'confirm' })).status).toBe(200);
    expect((await stores.registrations.get(id))?.dateId).toBe(LATER_DATE_ID);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0)).toBe(0);
    expect(await stores.seats.forDate(LATER_DATE_ID, T0)).toBe(2);
    const mails = (await mailsOf(stores, id)).filter((mail) => mail.kind.startsWith('change-2-'));
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['change-2-participant-1', 'erika@example.com'],
      ['change-2-participant-2', 'jonas2.erika@example.com'],
      ['change-2-academy', 'team@academy.example'],
    ]);
    expect(mails[0]!.subject).toBe('Transfer confirmed: EN\u00a050600 Fundamentals, March 9, 2027');
    expect(mails[0]!.attachments[0]!.content).toContain('DTSTART:20270309T080000Z');
    // The old link and the new one both open the registration, now on its new date.
    const moved = (await (await openManage(app, token)).json()) as ManageView;
    expect(moved).toMatchObject({
      booked: { start: '2027-03-09' },
      movedFrom: { start: '2027-01-19' },
      transfer: { open: false, reason: 'used' },
    });
    expect((await openManage(app, await manageTokenOf(stores, id, 'change-2-participant-1'))).status).toBe(200);
    const again = await postManage(app, { token, action: 'transfer', toDateId: 1008, step: 'confirm' });
    expect(again.status).toBe(409);
    expect((await stores.registrations.get(id))?.dateId).toBe(LATER_DATE_ID);
  });

  it('is closed from 14 days before the start', async () => {
    const { app, stores, clock, registerGroup } = await setup();
    const token = await manageTokenOf(stores, await registerGroup(1), 'participant');
    clock.today = '2027-01-04';
    expect((await (await openManage(app, token)).json()) as ManageView).toMatchObject({ transfer: { open: true } });
    clock.today = '2027-01-05';
    expect((await (await openManage(app, token)).json()) as ManageView).toMatchObject({ transfer: { open: false, reason: 'tooLate' } });
    const refused = await postManage(app, { token, action: 'transfer', toDateId: LATER_DATE_ID, step: 'confirm' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ManageView).notice).toEqual({
      kind: 'refused',
      message: 'A registration can be moved only up to 15 days before the course starts.',
    });
  });

  it('of two registrations racing for the last seat: exactly one moves, the other is told the date is full and keeps its registration', async () => {
    const { app, stores, registerGroup } = await setup(1);
    const first = await registerGroup(1, 'anna@example.com');
    const second = await registerGroup(1, 'bernd@example.com');
    const move = async (id: string) =>
      postManage(app, {
        token: await manageTokenOf(stores, id, 'participant'),
        action: 'transfer',
        toDateId: LATER_DATE_ID,
        step: 'confirm',
      });
    const answers = await Promise.all([move(first), move(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers[0]!.status === 409 ? answers[0]! : answers[1]!;
    expect(((await loser.json()) as ManageView).notice).toEqual({
      kind: 'refused',
      message: 'Not enough seats are free on that date any more (0 left). Your registration is unchanged; please choose another date.',
    });
    expect([(await stores.registrations.get(first))?.dateId, (await stores.registrations.get(second))?.dateId].sort()).toEqual([
      BOOKABLE_DATE_ID,
      LATER_DATE_ID,
    ]);
    expect(await stores.seats.forDate(LATER_DATE_ID, T0)).toBe(1);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0)).toBe(1);
  });
});

const substitute = {
  'substitute.salutation': 'ms',
  'substitute.firstName': 'Clara',
  'substitute.lastName': 'Neumann',
  'substitute.email': 'clara@example.com',
  'substitute.phone': '+49 69 1234567',
  'substitute.company': 'Muster Rechenzentren GmbH',
  'substitute.jobTitle': 'Ingenieurin',
};

describe('naming a substitute', () => {
  it('checks the substitute with the registration’s schema, then gives the place away: the seat count stays, links follow', async () => {
    const { app, stores, registerGroup } = await setup();
    const id = await registerGroup();
    const token = await manageTokenOf(stores, id, 'participant-2');
    const invalid = await postManage(app, { token, action: 'substitute', position: 1, ...substitute, 'substitute.email': 'clara@' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as ManageView).substituteForm?.errors).toEqual({
      'substitute.email': 'Please enter a valid email address, e.g. name@company.com.',
    });
    const review = (await (await postManage(app, { token, action: 'substitute', position: 1, ...substitute })).json()) as ManageView;
    expect(review.review).toMatchObject({ action: 'substitute', position: 1, values: { firstName: 'Clara', email: 'clara@example.com' } });
    const seats = await stores.seats.forDate(BOOKABLE_DATE_ID, T0);
    expect((await postManage(app, { token, action: 'substitute', position: 1, step: 'confirm', ...substitute })).status).toBe(200);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0)).toBe(seats);
    expect((await stores.registrations.get(id))?.payload.participants[1]).toMatchObject({
      firstName: 'Clara',
      lastName: 'Neumann',
      email: 'clara@example.com',
    });
    expect(await stores.registrations.isRegistered(BOOKABLE_DATE_ID, 'clara@example.com')).toBe(true);
    expect(await stores.registrations.isRegistered(BOOKABLE_DATE_ID, 'jonas2.erika@example.com')).toBe(false);
    const mails = (await mailsOf(stores, id)).filter((mail) => mail.kind.startsWith('change-1-'));
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['change-1-participant-2', 'clara@example.com'],
      ['change-1-replaced', 'jonas2.erika@example.com'],
      // The first participant pays (the form named no other invoice contact): told who is registered now, and the amount.
      ['change-1-invoice', 'erika@example.com'],
      ['change-1-academy', 'team@academy.example'],
    ]);
    // Neither the substitute nor the person replaced proved their address: neither mail names anybody.
    expect(mails[0]!.text).toContain('You have been registered as a substitute for this date.');
    expect(mails[1]!.text).toContain('Your place for this date has been passed on to a substitute.');
    for (const mail of mails.slice(0, 2)) expect(mail.text).not.toMatch(/Beispiel|Neumann|Mustermann/);
    expect(mails[2]!.text).toMatch(/Registered: +Dr\. Erika Mustermann\n +Clara Neumann\n/);
    // The replaced person's link opens nothing now; the substitute's own one opens their place.
    expect((await openManage(app, token)).status).toBe(410);
    const theirs = (await (await openManage(app, await manageTokenOf(stores, id, 'change-1-participant-2'))).json()) as ManageView;
    expect(theirs.places.map((place) => place.name)).toEqual(['Clara Neumann']);
  });

  it('is refused for someone registered for the date already, and nothing changes', async () => {
    const { app, stores, registerGroup } = await setup();
    const id = await registerGroup(2);
    await registerGroup(1, 'clara@example.com');
    const token = await manageTokenOf(stores, id, 'participant');
    const refused = await postManage(app, { token, action: 'substitute', position: 1, step: 'confirm', ...substitute });
    expect(refused.status).toBe(409);
    expect((await stores.registrations.get(id))?.payload.participants[1]?.firstName).toBe('Jonas2');
  });
});

describe('the export of changes', () => {
  it('lists each change with its time, kind, who made it and what it did', async () => {
    const { app, stores, clock, registerGroup } = await setup();
    const id = await registerGroup();
    const token = await manageTokenOf(stores, id, 'participant');
    clock.today = '2026-12-21';
    await postManage(app, { token, action: 'cancel', position: 1, step: 'confirm' });
    clock.now += 60_000;
    await postManage(app, { token, action: 'transfer', toDateId: LATER_DATE_ID, step: 'confirm' });
    clock.now += 60_000;
    await postManage(app, {
      token: await manageTokenOf(stores, id, 'participant-3'),
      action: 'substitute',
      position: 2,
      step: 'confirm',
      ...substitute,
    });
    const { header, rows } = changesTable(await stores.changes.all(), await stores.offers.all(clock.now), { locale: 'en', content });
    expect(header).toEqual([
      'Time (UTC)',
      'Kind',
      'Registration ID',
      'Entry ID (waiting list)',
      'Person no.',
      'By',
      'Date ID',
      'Start',
      'Details',
    ]);
    expect(rows).toEqual([
      [
        new Date(T0).toISOString(),
        'Cancellation',
        id,
        '',
        '2',
        'person who registered',
        '1001',
        '2027-01-19',
        'people 2; fee 50 % = 405.00 EUR net',
      ],
      [
        new Date(T0 + 60_000).toISOString(),
        'Move',
        id,
        '',
        '',
        'person who registered',
        '1007',
        '2027-03-09',
        'from date 1001 (2027-01-19) to date 1007 (2027-03-09)',
      ],
      [
        new Date(T0 + 120_000).toISOString(),
        'Substitute',
        id,
        '',
        '3',
        'participant',
        '1007',
        '2027-03-09',
        'Clara Neumann <clara@example.com> instead of Jonas3 Beispiel <jonas3.erika@example.com>',
      ],
    ]);
  });
});

describe('a link that opens nothing', () => {
  it('answers in the visitor’s language and names no registration: unknown, malformed, or the course is over', async () => {
    const { app, stores, clock, registerGroup } = await setup();
    const token = await manageTokenOf(stores, await registerGroup(1), 'participant');
    for (const wrong of ['A'.repeat(43), 'short', `${token.slice(0, -1)}x`]) {
      const page = await openManage(app, wrong, { 'Accept-Language': 'de' });
      expect(page.status).toBe(404);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await page.text();
      expect(html).toContain('Diesen Link kennen wir nicht.');
      expect(html).not.toContain('Mustermann');
    }
    // The day after the course's materials closed (thirty days after it).
    clock.now = Date.parse('2027-02-18T23:00:00.000Z');
    const over = await openManage(app, token, { 'Accept-Language': 'en' });
    expect(over.status).toBe(410);
    expect(await over.text()).toContain('This link no longer works: the course is over.');
    expect((await postManage(app, { token, action: 'cancel', position: 0, step: 'confirm' })).status).toBe(410);
  });
});
