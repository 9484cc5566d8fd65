/**
 * The access mails of a webinar, on the built site over a real socket, with a clock and timers
 * the test moves: the morning before a hybrid day without access details, the academy's inbox
 * is told once; a group of two registered for a webinar gets nothing before noon of the day
 * before, then each participant one mail with the day's link and dial-in details and the
 * calendar file updated with them, and their manage page shows them from then on; a restart
 * sends none again.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../scripts/bench/manual-clock.ts';
import { CONFIRM_PATH, MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import type { RunningServer } from '../../src/server/start.ts';
import { confirmLinkIn } from '../support/confirm-link.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { startOnClock, workWithContent } from '../support/site-server.ts';
import { writtenMail } from '../support/written-mail.ts';

/** Seminar 1 as a webinar on 19 January 2027, joined at https://join.rackwise-academy.de/1001. */
const WEBINAR = 1001;
/** Seminar 10, hybrid in Köln on 12 and 13 January 2027: its access details taken out of this copy of the content. */
const HYBRID = 1030;
/** 7:00 in Germany on 11 January 2027: the morning before the hybrid date's first day. (Moving it runs the timers due on the way at the time it is moved to.) */
const clock = manualClock(Date.parse('2027-01-11T06:00:00Z'));

let work: string;
let server: RunningServer;
const mailDir = () => join(work, 'data', 'mail');

const start = async () => {
  server = await startOnClock(work, clock);
};

/** A mail the server wrote, once it is there. */
const written = (id: string, kind: string) => writtenMail(join(work, 'data'), id, kind, 15_000);

const files = async (part: string) =>
  existsSync(mailDir()) ? (await readdir(mailDir())).filter((name) => name.includes(part)).sort() : [];

beforeAll(async () => {
  work = await workWithContent('access-mails-site-');
  const datesFile = join(work, 'content', 'seminar-dates.json');
  const dates = JSON.parse(await readFile(datesFile, 'utf8')) as Array<{ id: number; access: unknown[] }>;
  dates.find(({ id }) => id === HYBRID)!.access = [];
  await writeFile(datesFile, JSON.stringify(dates));
  await start();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a day without access details', () => {
  it("tells the academy's inbox once, from 8:00 on the day before", async () => {
    await clock.advanceTo(Date.parse('2027-01-11T06:59:00Z'));
    expect(await files('access-missing')).toEqual([]);
    await clock.advanceTo(Date.parse('2027-01-11T07:00:02Z'));
    const alert = await written(`date-${HYBRID}`, `access-missing-2027-01-12`);
    expect(alert.to && 'value' in alert.to ? alert.to.value[0]?.address : '').toBe('anmeldung@rackwise-academy.de');
    expect(alert.text).toContain(`Termin #${HYBRID}`);
    expect(alert.text).toContain('12. Januar 2027');
    await clock.advanceTo(Date.parse('2027-01-11T10:00:02Z'));
    expect(await files('access-missing')).toEqual([`date-${HYBRID}.access-missing-2027-01-12.eml`]);
    // Its second day's, the morning before that one.
    await clock.advanceTo(Date.parse('2027-01-12T07:00:02Z'));
    await written(`date-${HYBRID}`, `access-missing-2027-01-13`);
  });
});

/** What the participant's manage link shows of joining online, as JSON, and on its page. */
async function managed(token: string) {
  const view = (await (await fetch(`${server.url}${MANAGE_PATH}?${TOKEN_FIELD}=${token}`)).json()) as { access: unknown[] };
  const page = await (await fetch(`${server.url}${MANAGE_PATH}?${TOKEN_FIELD}=${token}`, { headers: { Accept: 'text/html' } })).text();
  return { access: view.access, page };
}

describe('the access mail of a webinar day', () => {
  let id: string;
  let manage: string;

  it('does not go before noon of the day before', async () => {
    const input = validInput({ email: 'anna@example.com', dateId: WEBINAR });
    const body = { ...input, participants: [input.participants[0]!, colleague(2, 'ben@example.com')], locale: 'en' };
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
    manage = manageTokenIn((await written(`${id}`, `participant-2`)).text ?? '')!;
    await clock.advanceTo(Date.parse('2027-01-18T10:59:00Z'));
    expect(await files(`${id}.access-`)).toEqual([]);
    const before = await managed(manage);
    expect(before.access).toEqual([]);
    expect(before.page).not.toContain('join.rackwise-academy.de');
    expect(await files('access-missing')).toEqual([
      `date-${HYBRID}.access-missing-2027-01-12.eml`,
      `date-${HYBRID}.access-missing-2027-01-13.eml`,
    ]);
  }, 60_000);

  it('goes to each participant at noon of the day before, with the link, the dial-in details and the calendar file updated', async () => {
    await clock.advanceTo(Date.parse('2027-01-18T11:00:02Z'));
    const first = await written(`${id}`, `access-1-${WEBINAR}-2027-01-19`);
    await written(`${id}`, `access-2-${WEBINAR}-2027-01-19`);
    expect(first.subject).toMatch(/^How to join: .+ on January 19, 2027$/);
    const text = first.text!.replace(/\s+/g, ' ');
    expect(text).toContain('https://join.rackwise-academy.de/1001');
    expect(text).toContain('Meeting ID 418 220 561 903 · Passcode k3Tn8w');
    expect(text).toContain('The link is the same for everyone registered for this date');
    expect(text).not.toMatch(/personal (access )?link/i);
    const ics = first.attachments[0]!.content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain(`UID:seminar-date-${WEBINAR}@rackwise-academy.de`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('LOCATION:https://join.rackwise-academy.de/1001');
    expect(ics).toContain(
      'DESCRIPTION:Join online: https://join.rackwise-academy.de/1001\\nDial-in: Meeting ID 418 220 561 903 · Passcode k3Tn8w',
    );
    // From then on the participant's manage page shows them too.
    const after = await managed(manage);
    expect(after.access).toEqual([
      { day: '2027-01-19', url: 'https://join.rackwise-academy.de/1001', dialIn: 'Meeting ID 418 220 561 903 · Passcode k3Tn8w' },
    ]);
    expect(after.page).toContain('href="https://join.rackwise-academy.de/1001"');
    expect(after.page).toContain('Join the online room on January 19, 2027');
  }, 60_000);

  it('goes once: a restart and the passes after it send none again', async () => {
    await server.close();
    await clock.advanceTo(Date.parse('2027-01-18T13:00:02Z'));
    await start();
    await clock.advanceTo(Date.parse('2027-01-19T08:00:02Z'));
    const stores = await openSqliteStores({ dataDir: join(work, 'data'), outbox: false });
    try {
      expect(await stores.accessMails.daysSent(id, 0, WEBINAR)).toEqual(['2027-01-19']);
      expect(await stores.accessMails.daysSent(id, 1, WEBINAR)).toEqual(['2027-01-19']);
    } finally {
      await stores.close();
    }
    expect(await files(`${id}.access-`)).toEqual([`${id}.access-1-${WEBINAR}-2027-01-19.eml`, `${id}.access-2-${WEBINAR}-2027-01-19.eml`]);
  }, 60_000);
});
