/**
 * Confirmation by the owner of the address, through the whole app (app.request) on a real
 * store and the real content-cache/, with a clock the test moves: the link's page (a GET
 * never confirms; no-stores, noindex, no referrer; in the registration's language), its
 * button's post, a link used twice, expired, unknown or replaced by a newer submission,
 * the seats a pending registration holds until its hold ends, and a confirmation after
 * the hold ended (seats still free, or gone: the waiting list is offered).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { CONFIRM_PATH } from '../../src/registration-contract/contract.ts';
import { ATTENDANCE_LABELS } from '../../src/registration-contract/field-labels.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';
import { BOOKABLE_DATE_ID, HYBRID_DATE_ID, validInput } from '../support/registration.ts';
import { closeStores, confirmByMail, confirmTokenOf, LOCAL_PROXY, postJson, registrationApp } from '../support/registration-app.ts';

import { storedRows } from '../support/test-store.ts';

const T0 = Date.parse('2026-11-22T09:00:00.000Z');
const MINUTE = 60_000;

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

/** The app on a clock the test moves, the bookable date limited to `seats`. */
async function setup(seats: number | null = 16, options: Partial<RegistrationApiOptions> = {}) {
  const clock = { now: T0 };
  const limited = {
    ...content,
    seminarDates: content.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, seats } : date)),
  };
  const app = await registrationApp(limited, { now: () => new Date(clock.now), ...options });
  const submit = async (email: string, locale: 'de' | 'en' = 'de') => {
    const response = await postJson(app.app, { ...validInput({ email }), locale });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const openLink = (token: string, headers: Record<string, string> = {}) => app.app.request(`${CONFIRM_PATH}?token=${token}`, { headers });
  return { ...app, clock, submit, openLink };
}

describe('the link in the "please confirm" mail', () => {
  it('opens a page in the registration’s language naming who is registered, with one button; the GET confirms nothing', async () => {
    const { stores, submit, openLink } = await setup();
    const id = await submit('erika@example.com', 'en');
    const token = await confirmTokenOf(stores, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let look = 0; look < 3; look++) {
      const page = await openLink(token, { 'Accept-Language': 'de' });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await page.text();
      expect(html).toContain('<html lang="en-US">');
      expect(html).toContain('Please confirm the registration of one person for this date, sent with the email address erika@example.com.');
      // What is confirmed, seen before confirming: who the registration names, and the address the invoice goes to.
      expect(html).toContain(
        '<ul><li>Dr. Erika Mustermann</li></ul><p>Invoice to:<br>Muster Rechenzentren GmbH<br>Musterstraße 1<br>10115 Berlin<br>Germany<br>DE123456789</p>',
      );
      expect(html).toContain(`<form method="post" action="${CONFIRM_PATH}"><input type="hidden" name="token" value="${token}">`);
      expect(html).toContain('Confirm registration with obligation to pay</button>');
    }
    expect((await stores.registrations.get(id))?.status).toBe('pending');
    expect(await stores.registrations.count()).toBe(0);
    expect((await stores.mail.records()).map(({ kind }) => kind)).toEqual(['confirm']);
  });

  it('names how each person attends a hybrid date before confirming', async () => {
    const { app, stores, openLink } = await setup();
    const input = validInput({ dateId: HYBRID_DATE_ID });
    const people = [
      { ...input.participants[0]!, attendance: 'onSite' as const },
      { ...input.participants[0]!, firstName: 'Jonas', email: 'jonas@example.com', attendance: 'online' as const },
    ];
    const response = await postJson(app, { ...input, participants: people, locale: 'de' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const html = await (await openLink(await confirmTokenOf(stores, id))).text();
    const { onSite, online } = ATTENDANCE_LABELS.de;
    expect(html).toContain(`<ul><li>Dr. Erika Mustermann (${onSite})</li><li>Dr. Jonas Mustermann (${online})</li></ul><p>Rechnung an:`);
  });

  it('is kept only as a hash: the database holds no token', async () => {
    const { stores, submit } = await setup();
    const id = await submit('erika@example.com');
    const token = await confirmTokenOf(stores, id);
    expect(await stores.gate.token(token)).toBeUndefined();
    expect(JSON.stringify(await stores.registrations.get(id))).not.toContain(token);
  });

  it('confirms once; a second use and an unknown link say so plainly, in the registration’s language', async () => {
    const { app, stores, submit, openLink } = await setup();
    const id = await submit('erika@example.com', 'en');
    const token = await confirmTokenOf(stores, id);
    const confirmed = await confirmByMail(app, stores, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('cache-control')).toBe('no-store');
    const html = await confirmed.text();
    expect(html).toContain('Your registration is confirmed');
    expect((await stores.registrations.get(id))?.status).toBe('confirmed');

    const again = await confirmByMail(app, stores, id);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This link has been used already: the registration is confirmed.');
    const looked = await openLink(token);
    expect(looked.status).toBe(410);
    expect(await looked.text()).toContain('This link has been used already');
    expect((await stores.mail.records()).filter(({ kind }) => kind === 'participant')).toHaveLength(1);

    const unknown = await openLink('A'.repeat(43), { 'Accept-Language': 'de' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Diesen Bestätigungslink kennen wir nicht.');
    expect((await openLink('not-a-token')).status).toBe(404);
  });

  it('answers a JSON post with the entry, and refusals as the API’s errors', async () => {
    const { app, stores, submit } = await setup();
    const id = await submit('erika@example.com');
    const token = await confirmTokenOf(stores, id);
    const post = () =>
      app.request(CONFIRM_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id, dateId: BOOKABLE_DATE_ID, confirmed: true });
    const second = await post();
    expect(second.status).toBe(410);
    expect(await second.json()).toMatchObject({ error: 'usedLink' });
  });

  it('expires after 24 hours, saying how to register again', async () => {
    const { app, stores, clock, submit, openLink } = await setup();
    const id = await submit('erika@example.com');
    const token = await confirmTokenOf(stores, id);
    clock.now = T0 + 24 * 60 * MINUTE;
    const page = await openLink(token);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Dieser Link ist abgelaufen: Er galt 24 Stunden. Bitte melden Sie sich auf dieser Seite neu an');
    expect((await confirmByMail(app, stores, id)).status).toBe(410);
    // Nothing is deleted: the entry stays, unconfirmed, with its times.
    expect(await stores.registrations.get(id)).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      createdAt: new Date(T0).toISOString(),
    });
  });

  it('of an earlier submission of the same address for the date is replaced by the newer one’s', async () => {
    const { app, stores, submit, openLink } = await setup();
    const first = await submit('erika@example.com');
    const firstToken = await confirmTokenOf(stores, first);
    const second = await submit('Erika@Example.com');
    // One registration: the earlier one no longer holds seats.
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0)).toBe(1);
    expect((await stores.registrations.get(first))?.status).toBe('superseded');
    const old = await openLink(firstToken);
    expect(old.status).toBe(410);
    expect(await old.text()).toContain('Bitte verwenden Sie den Link aus der neuesten E-Mail.');
    expect((await confirmByMail(app, stores, second)).status).toBe(200);
    expect(await stores.registrations.count()).toBe(1);
  });

  it('of a visitor’s pending registration is not replaced by someone else’s submission with the same address', async () => {
    const { app, stores } = await setup(16, { trustProxy: LOCAL_PROXY });
    const post = async (client: string) => {
      const response = await postJson(app, { ...validInput({ email: 'erika@example.com' }), locale: 'de' }, { 'X-Forwarded-For': client });
      return ((await response.json()) as { id: string }).id;
    };
    const visitors = await post('192.0.2.1');
    const someoneElses = await post('198.51.100.66');
    expect([(await stores.registrations.get(visitors))?.status, (await stores.registrations.get(someoneElses))?.status]).toEqual([
      'pending',
      'pending',
    ]);
    expect((await confirmByMail(app, stores, visitors)).status).toBe(200);
    // The address is registered now: the other one cannot be confirmed as well.
    expect((await confirmByMail(app, stores, someoneElses)).status).toBe(409);
    expect(await stores.registrations.count()).toBe(1);
  });
});

describe('seats while pending', () => {
  it('are held for 60 minutes, then free again; a confirmation after the hold still succeeds while seats are free', async () => {
    const { app, stores, clock, submit } = await setup(2);
    const id = await submit('erika@example.com');
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0 + 59 * MINUTE)).toBe(1);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, T0 + 60 * MINUTE)).toBe(0);
    expect(await stores.seats.nextHoldEnd(T0)).toBe(T0 + 60 * MINUTE);
    expect(await stores.seats.holdsEnded(T0, T0 + 60 * MINUTE)).toEqual([{ dateId: BOOKABLE_DATE_ID, seats: 1 }]);
    clock.now = T0 + 90 * MINUTE;
    expect((await confirmByMail(app, stores, id)).status).toBe(200);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID, clock.now)).toBe(1);
  });

  it('once the hold is over and the seats are gone, a confirmation is refused and offers the waiting list', async () => {
    const { app, stores, clock, submit } = await setup(1);
    const late = await submit('late@example.com', 'en');
    clock.now = T0 + 61 * MINUTE;
    const other = await submit('quick@example.com');
    expect((await confirmByMail(app, stores, other)).status).toBe(200);
    const refused = await confirmByMail(app, stores, late);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain('not enough seats are free any more. You can join the waiting list or choose another date.');
    expect((await stores.registrations.get(late))?.status).toBe('pending');
    expect(await stores.registrations.count()).toBe(1);
  });

  it('take the seats of a confirmation within the hold, whatever else happened since', async () => {
    const { app, stores, submit } = await setup(1);
    const id = await submit('erika@example.com');
    // The one seat is held: nobody else gets it.
    const blocked = await postJson(app, { ...validInput({ email: 'other@example.com' }), locale: 'en' });
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toMatchObject({ error: 'fullyBooked' });
    expect((await confirmByMail(app, stores, id)).status).toBe(200);
  });

  describe('what the link leaves behind', () => {
    it('a sent mail keeps no text: not the link of one to confirm or to manage, nor the details of the academy’s copy', async () => {
      const { app, stores, submit, dataDir } = await setup();
      const id = await submit('erika@example.com');
      expect((await confirmByMail(app, stores, id)).status).toBe(200);
      for (const { id: mailId } of await stores.mail.due(Number.MAX_SAFE_INTEGER, 100))
        await stores.mail.markSent(mailId, new Date(T0).toISOString());
      const messages = await storedRows<{ kind: string; message: string }>(
        dataDir,
        'SELECT kind, message FROM mail_outbox WHERE entry_id = $1 ORDER BY rowid',
        id,
      );
      expect(messages.map(({ kind }) => kind)).toEqual(['confirm', 'participant', 'academy']);
      expect(messages.map(({ message }) => message)).toEqual(['{}', '{}', '{}']);
    });

    it('of a registration an operator cancelled while it was pending confirms nothing', async () => {
      const { app, stores, submit } = await setup();
      const id = await submit('erika@example.com', 'en');
      expect(await stores.registrations.cancel(id, new Date(T0).toISOString())).toBe('cancelled');
      const answer = await confirmByMail(app, stores, id);
      expect(answer.status).toBe(404);
      expect((await stores.registrations.get(id))?.status).toBe('pending');
      expect(await stores.registrations.count()).toBe(0);
    });

    it('of a waiting-list entry for a date that has taken place since confirms nothing', async () => {
      let today = '2026-11-22';
      const late = await registrationApp(content, { today: () => today });
      const response = await postJson(late.app, {
        dateId: 1002,
        waitlist: { name: 'Jonas Weber', email: 'jonas@example.com', phone: '+49 40 555 0199', company: 'Hafen GmbH', consent: true },
        locale: 'en',
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      today = '2026-12-09';
      const answer = await confirmByMail(late.app, late.stores, id);
      expect(answer.status).toBe(409);
      expect(await answer.text()).toContain('This date has already taken place');
      expect(await late.stores.waitlist.all()).toEqual([]);
    });
  });
});
