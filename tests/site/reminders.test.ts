/**
 * Reminders before a course, on the built site over a real socket, with a clock and timers
 * the test moves: a group of three registers for a date a week and a day ahead and one of
 * them cancels through the manage link; when the clock passes midnight into the reminder
 * day (seven days before the start), each of the two still registered gets one reminder in
 * the registration's language, with the venue's address, each day's hours in German time, the
 * trainer and the calendar file (the same hours and address); the one who cancelled gets none; and a restart sends none again.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../scripts/bench/manual-clock.ts';
import { berlinDayStart } from '../../src/content/calendar.ts';
import { CONFIRM_PATH, MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import type { RunningServer } from '../../src/server/start.ts';
import { confirmLinkIn } from '../support/confirm-link.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { startOnClock, workWithContent } from '../support/site-server.ts';
import { writtenMail } from '../support/written-mail.ts';

/** In-person in Hamburg, 26–27 January 2027. */
const DATE_ID = 1023;
/** Noon on 18 January 2027 in Germany: the day before the reminder day. */
const clock = manualClock(Date.parse('2027-01-18T11:00:00Z'));

let work: string;
let server: RunningServer;
const mailDir = () => join(work, 'data', 'mail');

const start = async () => {
  server = await startOnClock(work, clock);
};

/** A mail the server wrote, once it is there. */
const written = (id: string, kind: string) => writtenMail(join(work, 'data'), id, kind, 15_000);

const reminderFiles = async () => (await readdir(mailDir())).filter((name) => name.includes('.reminder-')).sort();

beforeAll(async () => {
  work = await workWithContent('reminders-site-');
  await start();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the reminder day', () => {
  let id: string;

  it('is not here yet: a group of three registers, one of them cancels, no reminder goes out', async () => {
    const input = validInput({ email: 'anna@example.com', dateId: DATE_ID });
    const body = {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'ben@example.com'), colleague(3, 'carl@example.com')],
      locale: 'en',
    };
    const posted = await fetch(`${server.url}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(posted.status).toBe(201);
    ({ id } = (await posted.json()) as { id: string });
    const token = new URL(confirmLinkIn(await written(`${id}`, `confirm`))).searchParams.get(TOKEN_FIELD)!;
    const confirmed = await fetch(`${server.url}${CONFIRM_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);
    const manage = manageTokenIn((await written(`${id}`, `participant-2`)).text ?? '');
    const cancelled = await fetch(`${server.url}${MANAGE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: manage, action: 'cancel', position: '1', step: 'confirm' }),
    });
    expect(cancelled.status).toBe(200);
    await written(`${id}`, `change-1-cancelled-1`);
    expect(await reminderFiles()).toEqual([]);
  });

  it('sends one reminder to each participant still registered once the clock passes midnight, none to the one who cancelled', async () => {
    await clock.advanceTo(berlinDayStart('2027-01-19') + 2000);
    const first = await written(`${id}`, `reminder-1-${DATE_ID}`);
    // The new day also redrew the site, and says what asked for it.
    await server.rebuilder?.idle();
    expect(server.rebuilder?.status().lastSuccess?.triggers).toEqual(['midnight']);
    const third = await written(`${id}`, `reminder-3-${DATE_ID}`);
    expect(await reminderFiles()).toEqual([`${id}.reminder-1-${DATE_ID}.eml`, `${id}.reminder-3-${DATE_ID}.eml`]);
    expect(first.subject).toMatch(/^Reminder: .+, January 26, 2027$/);
    expect(first.text).toContain('Your course begins in 7 days.');
    // The venue's address, each day's hours and the trainer, as the date's page and its calendar file give them.
    const text = first.text!.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Venue: Konferenzzentrum Hammerbrook, Nordkanalstraße 28, 20097 Hamburg. Please arrive by 8:45 AM; teaching hours: January 26, 2027: 9:00 AM – 5:00 PM; January 27, 2027: 9:00 AM – 3:00 PM (German time). Getting there: S-Bahn to Hammerbrook',
    );
    expect(text).toMatch(/Trainers: Sabine Wendt /);
    expect(first.attachments.map((file) => file.filename)).toEqual(['calendar.ics']);
    const ics = first.attachments[0]!.content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART:20270126T080000Z');
    expect(ics).toContain('LOCATION:Konferenzzentrum Hammerbrook\\, Nordkanalstraße 28\\, 20097 Hamburg');
    // The registration's reference to quote, never its internal id.
    expect(first.text).toMatch(/Reference number: +[2-9A-HJKMNP-Z]{6}\n/);
    expect(first.text).not.toContain(id);
    expect(third.to && 'value' in third.to ? third.to.value[0]?.address : '').toBe('carl@example.com');
  });

  it('sends none again after a restart', async () => {
    await server.close();
    await clock.advanceTo(berlinDayStart('2027-01-19') + 10 * 3_600_000);
    await start();
    // A registration stored now is confirmed after the reminder day began: it gets its confirmation, no reminder.
    const posted = await fetch(`${server.url}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInput({ email: 'dora@example.com', dateId: DATE_ID }), locale: 'de' }),
    });
    const late = ((await posted.json()) as { id: string }).id;
    const token = new URL(confirmLinkIn(await written(`${late}`, `confirm`))).searchParams.get(TOKEN_FIELD)!;
    await fetch(`${server.url}${CONFIRM_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    await written(`${late}`, `participant`);
    await clock.advanceTo(berlinDayStart('2027-01-20') + 2000);
    // The reminders are recorded with their mails, in one transaction: the database says which went out.
    const stores = await openSqliteStores({ dataDir: join(work, 'data'), outbox: false });
    try {
      expect([...(await stores.reminders.sent())].sort()).toEqual([`${id}:0:${DATE_ID}`, `${id}:2:${DATE_ID}`]);
    } finally {
      await stores.close();
    }
    expect(await reminderFiles()).toEqual([`${id}.reminder-1-${DATE_ID}.eml`, `${id}.reminder-3-${DATE_ID}.eml`]);
  });
});
