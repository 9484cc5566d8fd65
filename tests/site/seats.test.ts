/**
 * The pages follow the seats, with no one pressing anything: a server on the built site,
 * whose content gives a bookable date 2 seats, says on the date's pages how few are left;
 * 20 concurrent registrations give two 201 and eighteen 409, and once the server has
 * rebuilt (it asks for it itself when a registration, pending and holding its seats, leaves few or no seats), the date's
 * pages in both languages say it is fully booked and offer the waiting list instead of the
 * form, and its structured data says SoldOut. An operator's cancellation (`npm run registrations:cancel`, another
 * process) frees a seat, and the pages follow again; so does a server started after
 * cancellations made while it was down.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';
import { CONFIRMATION_TEXTS } from '../../src/registration-contract/confirmation-messages.ts';
import { WAITLIST_TEXTS } from '../../src/registration-contract/waitlist-messages.ts';
import { buildPath } from '../../src/routes/match.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { validInput } from '../support/registration.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const CONTENT = resolve(import.meta.dirname, '../../content-cache');
const builtFor = (JSON.parse(await readFile(join(DIST, 'builds/latest.json'), 'utf8')) as { today: string }).today;
const content = await loadContentCache(CONTENT);
const date = content.seminarDates.find((item) => dateStatus(item, builtFor) === 'bookable' && item.seats !== null)!;
const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
const datePath = (locale: 'de' | 'en') => buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) });

let work: string;
let server: RunningServer;
const registered: string[] = [];
const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const asRead = (html: string) => html.replaceAll('\u00a0', ' ');
const env = () => ({
  PORT: '0',
  DIST_DIR: DIST,
  CONTENT_DIR: join(work, 'content'),
  DATA_DIR: join(work, 'data'),
  RELEASES_DIR: join(work, 'releases'),
  TODAY: builtFor,
  REGISTRATION_RATE_LIMIT: '1000',
  // Every seat may be held: how seats are counted, not the share holds may take (tests/integration/registration-strangers.test.ts).
  HOLD_SHARE_PERCENT: '100',
  // The posts come through a proxy at 127.0.0.1, each from a client of its own (one client holds one seat of a small date).
  TRUST_PROXY: '127.0.0.1',
});

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'seats-site-'));
  await cp(CONTENT, join(work, 'content'), { recursive: true });
  const dates = JSON.parse(await readFile(join(work, 'content/seminar-dates.json'), 'utf8')) as Array<{ id: number; seats: number | null }>;
  for (const item of dates) if (item.id === date.id) item.seats = 2;
  await writeFile(join(work, 'content/seminar-dates.json'), JSON.stringify(dates, null, 2));
  server = await startServer({ env: env() });
  await server.rebuilder!.idle();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe(`date ${date.id} with 2 seats`, () => {
  it('the server is ready: its site, its database, moving mail, and the page code to rebuild with (GET /readyz)', async () => {
    const answer = await fetch(`${server.url}/readyz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      status: 'ready',
      checks: {
        site: 'ok',
        database: 'ok',
        storage: 'ok',
        mail: { status: 'ok', waiting: 0, failing: 0 },
        cms: { status: 'off' },
        rebuilds: 'ok',
      },
    });
  });

  it.each(['de', 'en'] as const)('says how few seats are left before anyone registers (%s)', async (locale) => {
    const html = asRead(await page(datePath(locale)));
    expect(html).toContain(locale === 'de' ? 'Nur noch 2 Plätze frei' : 'Only 2 seats left');
    expect(html).toContain('data-island="registration-form"');
  });

  it('takes exactly two of 20 concurrent registrations, then its pages say it is fully booked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetch(`${server.url}/api/registrations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${index + 1}` },
          body: JSON.stringify({ ...validInput({ email: `seat${index}@example.com`, dateId: date.id }), locale: 'de' }),
        }).then(async (response) => ({ status: response.status, id: ((await response.json()) as { id?: string }).id })),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(18);
    registered.push(...created.map((answer) => answer.id!));

    // The server asked for the rebuild itself; wait for it to be served.
    await server.rebuilder!.idle();
    for (const locale of ['de', 'en'] as const) {
      const html = await page(datePath(locale));
      // The date's own notice (other dates in its list may be fully booked too).
      expect(html).toContain(MESSAGES[locale].seminar.dateFullyBooked);
      expect(html).toContain(MESSAGES[locale].seminarDate.fullyBookedHint);
      expect(html).not.toContain('data-island="registration-form"');
      // It offers the waiting list instead.
      expect(html).toContain(`<h2 id="waitlist-heading" class="text-2xl font-semibold">${WAITLIST_TEXTS[locale].section}</h2>`);
      expect(html).toContain('name="waitlist.email"');
    }
    const waiting = await fetch(`${server.url}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        dateId: date.id,
        waitlist: { name: 'Jonas Weber', email: 'seat19@example.com', phone: '+49 40 555 0199', company: 'Hafen GmbH', consent: true },
      }),
    });
    expect(waiting.status).toBe(201);
    expect(await waiting.json()).toMatchObject({ dateId: date.id, waitlist: true });
    // Without JavaScript the answer is the date's page drawn now, with the seats taken: full, the thank-you asking to
    // confirm by mail, no registration form.
    const form = new URLSearchParams({
      dateId: String(date.id),
      locale: 'de',
      'waitlist.name': 'Lea Roth',
      'waitlist.email': 'seat18@example.com',
      'waitlist.phone': '040 5550198',
      'waitlist.company': 'Hafen GmbH',
      'waitlist.consent': 'on',
    });
    const answer = await fetch(`${server.url}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    // The post went on (303) to the entry's thank-you address, which fetch follows.
    expect(answer.redirected).toBe(true);
    expect(new URL(answer.url).pathname).toMatch(/^\/api\/registrations\/received\//);
    expect(answer.status).toBe(200);
    const answerPage = await answer.text();
    expect(answerPage).toContain(CONFIRMATION_TEXTS.de.checkMailTitleWaitlist);
    expect(answerPage).toContain(MESSAGES.de.seminar.dateFullyBooked);
    expect(answerPage).not.toContain('data-island="registration-form"');
    const seminarPage = await page(buildPath('seminar', 'en', { slug: seminar.slug }));
    expect(seminarPage).toContain('https://schema.org/SoldOut');
  });

  it('frees the seat when an operator cancels a registration, and the pages follow by themselves', async () => {
    const rebuilds = server.rebuilder!.status().rebuilds;
    const cancel = spawnSync(process.execPath, ['scripts/registrations-cancel.ts', registered[0]!, '--data-dir', join(work, 'data')], {
      encoding: 'utf8',
    });
    expect(cancel.status, cancel.stderr).toBe(0);
    expect(cancel.stdout).toContain(`${registered[0]}: cancelled at`);
    // The server polls the database for other writers; wait for the rebuild it asks for.
    const deadline = Date.now() + 15_000;
    while (server.rebuilder!.status().rebuilds === rebuilds) {
      if (Date.now() > deadline) throw new Error('no rebuild within 15 s of the cancellation');
      await new Promise((next) => setTimeout(next, 100));
    }
    await server.rebuilder!.idle();
    const html = asRead(await page(datePath('de')));
    expect(html).toContain('Nur noch 1 Platz frei');
    expect(html).toContain('data-island="registration-form"');
    // The freed seat went to no one on the waiting list: it is bookable, and staff decide.
    expect(html).not.toContain('name="waitlist.email"');
    const again = await fetch(`${server.url}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInput({ email: 'late@example.com', dateId: date.id }), locale: 'de' }),
    });
    expect(again.status).toBe(201);
    registered.push(((await again.json()) as { id: string }).id);
  });

  it('catches up at start with cancellations made while the server was down', async () => {
    // The last registration took the last seat again.
    await server.rebuilder!.idle();
    expect(asRead(await page(datePath('en')))).toContain(MESSAGES.en.seminarDate.fullyBookedHint);
    await server.close();
    for (const id of registered.slice(1)) {
      const cancel = spawnSync(process.execPath, ['scripts/registrations-cancel.ts', id, '--data-dir', join(work, 'data')], {
        encoding: 'utf8',
      });
      expect(cancel.status, cancel.stderr).toBe(0);
    }
    // Two seats free again; with FEW_SEATS=1 (and no share) no "few seats" note would have asked for a rebuild.
    server = await startServer({ env: { ...env(), FEW_SEATS: '1', FEW_SEATS_PERCENT: '0' } });
    await server.rebuilder!.idle();
    const html = asRead(await page(datePath('en')));
    expect(html).not.toContain(MESSAGES.en.seminarDate.fullyBookedHint);
    expect(html).toContain('data-island="registration-form"');
  });
});
