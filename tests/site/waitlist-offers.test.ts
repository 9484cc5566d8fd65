/**
 * The waiting list moves by itself in the running server, over a real socket, with a
 * clock and timers the test moves: a date's one seat is cancelled through its manage link
 * and offered to the first person waiting (their offer mail is written); nobody claims it,
 * and when the clock passes the end of the 48 hours the server, by itself, offers the seat
 * to the next person (their mail is written), while the date's page keeps the seat held.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../scripts/bench/manual-clock.ts';
import { CONFIRM_PATH, MANAGE_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { confirmLinkIn } from '../support/confirm-link.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { validInput } from '../support/registration.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { writtenMail } from '../support/written-mail.ts';

/** 9 March 2027, limited to one seat in this test's copy of the content. */
const DATE_ID = 1007;
const HOUR = 3_600_000;
const clock = manualClock(Date.parse('2026-12-01T11:00:00Z'));

let work: string;
let server: RunningServer;

/** A mail the server wrote, once it is there. */
const written = (id: string, kind: string) => writtenMail(join(work, 'data'), id, kind, 15_000);

const post = (path: string, body: object) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Posts an entry and confirms it through its mail: its id. */
async function confirmed(body: object): Promise<string> {
  const answer = await post(REGISTRATIONS_PATH, { ...body, locale: 'en' });
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  const token = new URL(confirmLinkIn(await written(`${id}`, `confirm`))).searchParams.get(TOKEN_FIELD)!;
  expect((await post(CONFIRM_PATH, { token })).status).toBe(200);
  return id;
}

const waiting = (name: string, email: string) => ({
  dateId: DATE_ID,
  waitlist: { name, email, phone: '+49 40 5550199', company: 'Hafen GmbH', consent: true },
});

beforeAll(async () => {
  work = await workWithContent('offers-site-');
  const datesFile = join(work, 'content', 'seminar-dates.json');
  const dates = JSON.parse(await readFile(datesFile, 'utf8')) as Array<{ id: number; seats: number | null }>;
  for (const date of dates) if (date.id === DATE_ID) date.seats = 1;
  await writeFile(datesFile, JSON.stringify(dates, null, 2));
  server = await startServer({
    env: { ...siteEnv(work), REGISTRATION_RATE_LIMIT: '1000' },
    now: () => new Date(clock.now()),
    timers: clock.timers,
  });
  await server.rebuilder?.idle();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('an offer nobody claims', () => {
  it('passes to the next person waiting once its 48 hours are over', async () => {
    const registered = await confirmed(validInput({ email: 'anna@example.com', dateId: DATE_ID }));
    const first = await confirmed(waiting('Jonas Weber', 'jonas@example.com'));
    const second = await confirmed(waiting('Mia Schulz', 'mia@example.com'));
    const token = manageTokenIn((await written(`${registered}`, `participant`)).text ?? '');
    expect((await post(MANAGE_PATH, { token, action: 'cancel', position: '0', step: 'confirm' })).status).toBe(200);
    expect((await written(`${first}`, `offer`)).subject).toBe('A seat is free: EN\u00a050600 Fundamentals, March 9, 2027');
    expect(existsSync(join(work, 'data', 'mail', `${second}.offer.eml`))).toBe(false);

    await clock.advanceTo(clock.now() + 48 * HOUR + 1000);
    expect((await written(`${second}`, `offer`)).text).toContain('We hold it for you until');
    const stores = await openSqliteStores({ dataDir: join(work, 'data'), outbox: false });
    try {
      expect((await stores.offers.all(clock.now())).map((offer) => [offer.entryId, offer.status])).toEqual([
        [first, 'expired'],
        [second, 'open'],
      ]);
      // Still held, now for the second person: the date has no free seat.
      expect(await stores.seats.forDate(DATE_ID, clock.now())).toBe(1);
    } finally {
      await stores.close();
    }
  });
});
