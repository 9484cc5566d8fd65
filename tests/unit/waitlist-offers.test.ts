/**
 * The waiting list moves by itself, through the whole app on a real store and the real
 * content-cache/ with a clock the test moves: a seat freed by a cancellation is offered to
 * the first entry in line at once (mail with a claim link; the seat held for it); a claim
 * in time registers without a further confirmation step; a claim after 48 hours is refused
 * and the next sweep (what the server's watcher runs when the offer ends) offers the seat
 * to the next entry; releasing an offer passes it on; nothing is offered for a date that
 * has begun.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { CLAIM_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import { offerFreedSeats } from '../../src/server/registrations/use-cases/offer-seats.ts';
import { mailsOf, manageTokenOf, postManage } from '../support/manage-links.ts';
import { validInput } from '../support/registration.ts';
import {
  closeStores,
  confirmByMail,
  postJson,
  registerConfirmed,
  registrationApp,
  TEST_MAIL_SETTINGS,
} from '../support/registration-app.ts';
import { storedRows } from '../support/test-store.ts';

/** Seminar 1's date of 9 March 2027, limited to one seat here. */
const DATE_ID = 1007;
const T0 = Date.parse('2026-11-22T09:00:00.000Z');
const HOUR = 3_600_000;

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

async function setup() {
  const clock = { now: T0, today: '2026-11-22' };
  const oneSeat = { ...content, seminarDates: content.seminarDates.map((date) => (date.id === DATE_ID ? { ...date, seats: 1 } : date)) };
  const app = await registrationApp(oneSeat, { now: () => new Date(clock.now), today: () => clock.today });
  const { stores } = app;
  const registered = await registerConfirmed(app.app, stores, {
    ...validInput({ email: 'erika@example.com', dateId: DATE_ID }),
    locale: 'en',
  });
  const wait = async (name: string, email: string, locale: 'de' | 'en' = 'en') => {
    const response = await postJson(app.app, {
      dateId: DATE_ID,
      waitlist: { name, email, phone: '+49 40 5550199', company: 'Hafen GmbH', consent: true },
      locale,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await confirmByMail(app.app, stores, id)).status).toBe(200);
    return id;
  };
  const first = await wait('Jonas Weber', 'jonas@example.com');
  const second = await wait('Mia Schulz', 'mia@example.com', 'de');
  const sweep = () =>
    offerFreedSeats({
      stores,
      getContent: () => oneSeat,
      today: () => clock.today,
      now: () => new Date(clock.now),
      siteUrl: TEST_MAIL_SETTINGS.siteUrl,
      offerMs: DEFAULT_CONFIRMATION_SETTINGS.offerMs,
      mails: undefined,
    });
  /** Frees the one seat: the registration is cancelled through its manage link. */
  const cancel = async () =>
    expect(
      (
        await postManage(app.app, {
          token: await manageTokenOf(stores, registered, 'participant'),
          action: 'cancel',
          position: 0,
          step: 'confirm',
        })
      ).status,
    ).toBe(200);
  return { ...app, clock, first, second, sweep, cancel };
}

/** The claim token in an entry's offer mail. */
async function claimTokenOf(stores: Parameters<typeof mailsOf>[0], entryId: string): Promise<string> {
  const mail = (await mailsOf(stores, entryId)).find((item) => item.kind === 'offer');
  const token = mail?.text.match(new RegExp(`${CLAIM_PATH}\\?${TOKEN_FIELD}=([A-Za-z0-9_-]{43})`))?.[1];
  if (!token) throw new Error(`no offer mail for ${entryId}`);
  return token;
}

const claimWith = (email: string, claim: string) => ({ ...validInput({ email, dateId: DATE_ID }), locale: 'en', claim });

describe('a freed seat on a date with a waiting list', () => {
  it('is offered to the first entry at once and held for it; claiming in time registers without a further step', async () => {
    const { app, stores, first, second, cancel, dataDir } = await setup();
    await cancel();
    const offer = (await mailsOf(stores, first)).find((mail) => mail.kind === 'offer');
    expect(offer).toMatchObject({ to: 'jonas@example.com', subject: 'A seat is free: EN\u00a050600 Fundamentals, March 9, 2027' });
    expect(offer?.text).toContain('We hold it for you until November 24, 2026 at 10:00 AM (German time)');
    expect((await mailsOf(stores, second)).some((mail) => mail.kind === 'offer')).toBe(false);
    const token = await claimTokenOf(stores, first);
    // Once sent, the offer's text (it holds the claim link) is dropped from the outbox, as the confirmation links' are.
    for (const { id: mailId, mail } of await stores.mail.due(Number.MAX_SAFE_INTEGER, 100))
      if (mail.kind === 'offer') await stores.mail.markSent(mailId, new Date(T0).toISOString());
    expect(await storedRows(dataDir, "SELECT message FROM mail_outbox WHERE kind = 'offer'")).toEqual([{ message: '{}' }]);
    // Held: the date still shows no free seat, and nobody else can take it.
    expect(await stores.seats.forDate(DATE_ID, T0)).toBe(1);
    expect((await postJson(app, { ...validInput({ email: 'someone@example.com', dateId: DATE_ID }), locale: 'en' })).status).toBe(409);

    const claim = claimWith('jonas@example.com', token);
    const claimed = await postJson(app, claim, { 'Idempotency-Key': 'claim-1' });
    expect(claimed.status).toBe(201);
    const { id, confirmed } = (await claimed.json()) as { id: string; confirmed?: boolean };
    expect(confirmed).toBe(true);
    // A retry (the answer was lost) gets the same answer: registered, confirmed.
    const retried = await postJson(app, claim, { 'Idempotency-Key': 'claim-1' });
    expect(await retried.json()).toMatchObject({ id, confirmed: true });
    expect(await stores.registrations.get(id)).toMatchObject({ status: 'confirmed', dateId: DATE_ID });
    expect(await stores.seats.forDate(DATE_ID, T0)).toBe(1);
    // No "please confirm": the confirmation, with its manage link, goes out at once.
    expect((await mailsOf(stores, id)).map((mail) => mail.kind)).toEqual(['participant', 'academy']);
    expect((await stores.offers.all(T0)).map((item) => [item.entryId, item.status, item.registrationId])).toEqual([[first, 'claimed', id]]);
    // Used: the link claims nothing more, and its page says so without naming anyone.
    expect((await postJson(app, claimWith('jonas@example.com', token))).status).toBe(410);
    const used = await app.request(`${CLAIM_PATH}?${TOKEN_FIELD}=${token}`, { headers: { 'Accept-Language': 'de' } });
    expect(used.status).toBe(410);
    const page = await used.text();
    expect(page).toContain('Dieses Angebot gilt nicht mehr');
    expect(page).not.toContain('Jonas');
  });

  it('claimed after 48 hours is refused, and the next entry gets the offer', async () => {
    const { app, stores, clock, first, second, cancel, sweep } = await setup();
    await cancel();
    const token = await claimTokenOf(stores, first);
    clock.now = T0 + 48 * HOUR;
    const late = await postJson(app, claimWith('jonas@example.com', token));
    expect(late.status).toBe(410);
    expect(((await late.json()) as { error: string }).error).toBe('offerEnded');
    expect((await sweep()).map((offer) => offer.entryId)).toEqual([second]);
    expect((await stores.offers.all(clock.now)).map((offer) => [offer.entryId, offer.status])).toEqual([
      [first, 'expired'],
      [second, 'open'],
    ]);
  });

  it('must be claimed with the address it was offered to', async () => {
    const { app, stores, first, cancel } = await setup();
    await cancel();
    const answer = await postJson(app, claimWith('someone.else@example.com', await claimTokenOf(stores, first)));
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toContain('The seat was offered to jonas@example.com.');
  });

  it('released by the entry goes to the next one in line', async () => {
    const { app, stores, first, second, cancel } = await setup();
    await cancel();
    const released = await app.request(CLAIM_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
      body: new URLSearchParams({ [TOKEN_FIELD]: await claimTokenOf(stores, first) }).toString(),
    });
    expect(released.status).toBe(200);
    expect(await released.text()).toContain('The seat goes to the next person on the waiting list');
    expect((await stores.offers.all(T0)).map((offer) => [offer.entryId, offer.status])).toEqual([
      [first, 'declined'],
      [second, 'open'],
    ]);
    expect((await mailsOf(stores, second)).find((mail) => mail.kind === 'offer')?.subject).toBe(
      'Ein Platz ist frei: EN\u00a050600 Grundlagen am 9. März 2027',
    );
  });

  it('is not offered once the date has begun', async () => {
    const { stores, clock, cancel, sweep } = await setup();
    clock.today = '2027-03-09';
    await cancel().catch(() => undefined);
    expect(await sweep()).toEqual([]);
    expect(await stores.offers.all(clock.now)).toEqual([]);
  });

  it('opens a page for its link that names nobody when the link is unknown', async () => {
    const { app } = await setup();
    const page = await app.request(`${CLAIM_PATH}?${TOKEN_FIELD}=${'A'.repeat(43)}`, { headers: { 'Accept-Language': 'de' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('Diesen Link kennen wir nicht.');
  });
});
