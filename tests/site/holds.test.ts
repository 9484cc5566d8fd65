/**
 * Seats held by pending registrations, over a real socket, on the built site with a clock
 * and timers the test moves: a date with 16 seats gets 20 anonymous posts of up to 10
 * participants from one client address. The client's caps refuse all but what it may
 * hold; the date's pages (both languages) show those seats taken while the holds last and
 * all 16 free again once the hold time has passed without confirmation; and the only mail
 * written is one "please confirm" per submitting address, none to anyone else. And the page
 * answering a form post is the same for an address registered already and a new one.
 */

import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../scripts/bench/manual-clock.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import { toFormFields } from '../../src/registration-contract/form-data.ts';
import { buildPath } from '../../src/routes/match.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { colleague, validInput } from '../support/registration.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const CONTENT = resolve(import.meta.dirname, '../../content-cache');
const builtFor = (JSON.parse(await readFile(join(DIST, 'builds/latest.json'), 'utf8')) as { today: string }).today;
const content = await loadContentCache(CONTENT);
const date = content.seminarDates.find((item) => dateStatus(item, builtFor) === 'bookable' && item.seats === 16)!;
const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
const datePath = (locale: 'de' | 'en') => buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) });
const HOLD_MS = 60 * 60_000;

/** The server's clock (noon in Germany on the day the site was built for), and timers that fire when the test moves it. */
const clock = manualClock(Date.parse(`${builtFor}T11:00:00Z`));

let work: string;
let server: RunningServer;
const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const seatsLine = (html: string) => html.replaceAll('\u00a0', ' ').match(/(Nur noch \d+ Plätze frei|Only \d+ seats left)/)?.[0];

beforeAll(async () => {
  work = await workWithContent('holds-site-');
  server = await startServer({
    env: {
      ...siteEnv(work),
      TODAY: builtFor,
      // Every free seat is shown, so the pages tell how many are held.
      FEW_SEATS: '16',
      REGISTRATION_RATE_LIMIT: '1000',
      // How holds are counted, not their share of a date (tests/integration/registration-strangers.test.ts).
      HOLD_SHARE_PERCENT: '100',
    },
    now: () => new Date(clock.now()),
    timers: clock.timers,
  });
  await server.rebuilder!.idle();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

const groupOf = (size: number, index: number) => {
  const input = validInput({ email: `submitter${index}@example.com`, dateId: date.id });
  const others = Array.from({ length: size - 1 }, (_, n) => colleague(n + 2, `person${index}.${n}@example.com`));
  return { ...input, participants: [input.participants[0]!, ...others], locale: index % 2 === 0 ? 'de' : 'en' };
};

describe(`date ${date.id} with 16 seats, 20 anonymous posts from one client`, () => {
  const created: string[] = [];

  it('caps the client: it names at most 10 seats and holds two of them, and the pages show only those taken', async () => {
    expect(seatsLine(await page(datePath('de')))).toBe('Nur noch 16 Plätze frei');
    const sizes = [10, 6, 10, 1, 3, 10, 2, 10, 5, 10, 1, 10, 4, 10, 7, 10, 1, 10, 9, 10];
    const answers = [];
    for (const [index, size] of sizes.entries()) {
      const response = await fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(groupOf(size, index)),
      });
      const body = (await response.json()) as { id?: string };
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), id: body.id, index });
    }
    const accepted = answers.filter(({ status }) => status === 201);
    expect(accepted.map(({ index }) => index)).toEqual([0]);
    expect(answers.filter(({ status }) => status === 429)).toHaveLength(19);
    expect(answers.every(({ status, retryAfter }) => status === 201 || Number(retryAfter) > 0)).toBe(true);
    created.push(...accepted.map(({ id }) => id!));

    await server.rebuilder!.idle();
    // The other eight of its ten are reserved on confirmation: they take no seat before.
    expect(seatsLine(await page(datePath('de')))).toBe('Nur noch 14 Plätze frei');
    expect(seatsLine(await page(datePath('en')))).toBe('Only 14 seats left');
  });

  it('writes one "please confirm" mail per submitting address, and no mail to anyone else', async () => {
    const mailDir = join(work, 'data', 'mail');
    const deadline = Date.now() + 15_000;
    let files: string[] = [];
    while (files.length < created.length) {
      if (Date.now() > deadline) throw new Error('the "please confirm" mails were not written within 15 s');
      files = await readdir(mailDir).catch(() => []);
      await new Promise((next) => setTimeout(next, 50));
    }
    expect(files.sort()).toEqual(created.map((id) => `${id}.confirm.eml`).sort());
    const mail = await readFile(join(mailDir, files[0]!), 'utf8');
    expect(mail).toMatch(/^To: submitter0@example\.com$/m);
    expect(mail).not.toMatch(/person0\.\d@example\.com/);
  });

  it('frees the seats held once the hold time has passed without confirmation, and the pages in both languages say so', async () => {
    const rebuilds = server.rebuilder!.status().rebuilds;
    await clock.advanceTo(clock.now() + HOLD_MS - 1000);
    expect(server.rebuilder!.status().rebuilds).toBe(rebuilds);
    await clock.advanceTo(clock.now() + 2000);
    await server.rebuilder!.idle();
    expect(server.rebuilder!.status().rebuilds).toBe(rebuilds + 1);
    expect(seatsLine(await page(datePath('de')))).toBe('Nur noch 16 Plätze frei');
    expect(seatsLine(await page(datePath('en')))).toBe('Only 16 seats left');
    // Nothing is deleted: the registration stays, unconfirmed, with its times.
    const stores = await openSqliteStores({ dataDir: join(work, 'data'), outbox: false });
    try {
      expect(await stores.registrations.get(created[0]!)).toMatchObject({
        status: 'pending',
        confirmedAt: null,
        heldUntil: expect.any(Number),
      });
      expect(await stores.seats.forDate(date.id, clock.now())).toBe(0);
    } finally {
      await stores.close();
    }
  });
});

describe('the answer page of a form post without JavaScript', () => {
  it('is the same for an address registered already and a new one, but for the address and the reference', async () => {
    const open = content.seminarDates.find((item) => dateStatus(item, builtFor) === 'bookable' && item.seats === null)!;
    const post = async (email: string) => {
      const response = await fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...toFormFields(validInput({ email, dateId: open.id })), locale: 'en' }).toString(),
      });
      const html = await response.text();
      const id = html.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0] ?? '';
      return { status: response.status, id, page: html.replaceAll(id, 'ID').replaceAll(email, 'EMAIL') };
    };
    const first = await post('registered.owner@example.com');
    const mail = join(work, 'data', 'mail', `${first.id}.confirm.eml`);
    await expect.poll(() => existsSync(mail)).toBe(true);
    const link = new URL(onOrigin(confirmLinkIn(await simpleParser(await readFile(mail))), server.url));
    const confirmed = await fetch(link.origin + link.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: link.searchParams.toString(),
    });
    expect(confirmed.status).toBe(200);
    // Each post goes on (303) to its thank-you address, which fetch follows.
    const [again, fresh] = [await post('registered.owner@example.com'), await post('someone.new@example.com')];
    expect(again.status).toBe(200);
    expect(again.page).toContain('Please confirm your registration');
    expect(again).toEqual({ ...fresh, id: again.id });
  });
});
