/**
 * The staff's check-in pages, on the store of a test (SQLite; PostgreSQL in `npm run
 * test:services`), driven as a browser without JavaScript drives them: signed in through the
 * CMS (a stand-in here; a real Directus in `npm run test:cms`), a day's list ticked and saved
 * with a plain form post, a sign-in sheet for a date of 16 participants, a Teams and a Zoom
 * report imported and matched by address with the unmatched listed, a file of exam results
 * imported with the rows it could not take named.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { CHECK_IN_PATH } from '../../src/server/certificates/http/check-in-pages.ts';
import { createCheckInRoutes } from '../../src/server/certificates/http/check-in-routes.ts';
import type { SignInResult } from '../../src/server/cms/staff-sign-in.ts';
import { localLimits } from '../../src/server/limits/rate-limits.ts';
import type { Logger } from '../../src/server/log/log.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { TEAMS, utf16, ZOOM } from '../support/attendance-reports.ts';
import { readPdfText } from '../support/pdf-pages.ts';
import { bookedAs, colleague, validInput } from '../support/registration.ts';
import { openTestStores } from '../support/test-store.ts';

const content = await loadContentCache('content-cache');
/** In content-cache/: seminar 2 in person in Frankfurt, 16 to 18 February 2027, 16 seats. */
const IN_PERSON = 1003;
/** Seminar 4 as a webinar, 2 and 3 February 2027. */
const WEBINAR = 1006;
const SITE = 'https://www.rackwise-academy.de';
const QUIET: Logger = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Logger;

let stores: Stores;
let evidence = 0;
beforeEach(async () => {
  stores = await openTestStores({ dataDir: await mkdtemp(join(tmpdir(), 'check-in-')), outbox: false });
  evidence = 0;
});
afterEach(() => stores.close());

function app(today: string, signIn: (email: string, password: string) => Promise<SignInResult> = staffOnly) {
  const routes = createCheckInRoutes({
    evidence: stores.evidence,
    committed: (work) => stores.committed(work),
    getContent: () => content,
    today: () => today,
    now: () => new Date(`${today}T08:00:00.000Z`),
    signIn,
    sessionKey: stores.keyFor('staff sessions'),
    siteUrl: SITE,
    academy: 'Rackwise academy',
    limits: localLimits,
    trustProxy: null,
    onEvidence: () => evidence++,
    log: QUIET,
  });
  return new Hono().route(CHECK_IN_PATH, routes);
}

async function staffOnly(email: string, password: string): Promise<SignInResult> {
  return email === 'team@academy.example' && password === 'right'
    ? { kind: 'signedIn', member: { id: 'u-1', name: 'Jana Hoffmann' } }
    : { kind: 'refused' };
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' } };
};

/** Signs in and gives the session's cookie. */
async function signedIn(routes: ReturnType<typeof app>): Promise<string> {
  const answer = await routes.request(`${CHECK_IN_PATH}/sign-in`, form({ email: 'team@academy.example', password: 'right' }));
  expect(answer.status).toBe(303);
  const cookie = answer.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^staff_session=[^;]+; Max-Age=43200; Path=\/api\/attendance; HttpOnly; Secure; SameSite=Strict/);
  return cookie.split(';')[0]!;
}

/** Registrations for `dateId` of one person each: `emails`, named Person 1, Person 2, …. */
async function people(dateId: number, emails: readonly string[]): Promise<void> {
  for (const [index, email] of emails.entries()) {
    const person = { ...colleague(index + 1, email), firstName: `Person`, lastName: String(index + 1).padStart(2, '0') };
    const input = { ...validInput({ dateId, email }), participants: [person] };
    const at = '2026-11-22T10:00:00.000Z';
    const id = `r-${dateId}-${index}`;
    const payload = registrationSchema.parse(input);
    const row = { id, ...bookedAs(), dateId, email, locale: 'de' as const, payload, createdAt: at, idempotencyKey: null, fingerprint: id };
    expect(await stores.registrations.insert({ ...row, status: 'confirmed', heldUntil: null, confirmedAt: at })).toEqual({ ok: true });
  }
}

const withCookie = (cookie: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as object), Cookie: cookie } });

function upload(name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  body.append('file', new File([new Uint8Array(bytes)], name, { type: 'text/csv' }));
  return { method: 'POST', body, headers: { 'Sec-Fetch-Site': 'same-origin' } };
}

describe('the check-in pages', () => {
  it('ask who is there: a CMS account that may see registrations, counted per client', async () => {
    const routes = app('2027-02-16');
    const page = await routes.request(CHECK_IN_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('<input id="password" name="password" type="password"');
    expect((await routes.request(`${CHECK_IN_PATH}/${IN_PERSON}`)).status).toBe(303);
    const refused = await routes.request(`${CHECK_IN_PATH}/sign-in`, form({ email: 'team@academy.example', password: 'wrong' }));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('E-Mail-Adresse oder Passwort stimmen nicht');
    const fromElsewhere = await routes.request(`${CHECK_IN_PATH}/sign-in`, {
      ...form({ email: 'team@academy.example', password: 'right' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(fromElsewhere.status).toBe(403);
    const cookie = await signedIn(routes);
    const dates = await (await routes.request(CHECK_IN_PATH, withCookie(cookie))).text();
    expect(dates).toContain('Angemeldet als Jana Hoffmann');
    expect(dates).toContain(`href="${CHECK_IN_PATH}/${IN_PERSON}"`);
    // A forged or altered session is no session.
    expect((await routes.request(`${CHECK_IN_PATH}/${IN_PERSON}`, withCookie(`${cookie}x`))).status).toBe(303);
    const sameSite = await routes.request(`${CHECK_IN_PATH}/sign-in`, {
      ...form({ email: 'team@academy.example', password: 'right' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    for (let attempt = 0; attempt < 8; attempt++)
      await routes.request(`${CHECK_IN_PATH}/sign-in`, form({ email: 'x@example.com', password: 'x' }));
    expect((await routes.request(`${CHECK_IN_PATH}/sign-in`, form({ email: 'x@example.com', password: 'x' }))).status).toBe(429);
  });

  it('tick who is present day by day with a plain form, and untick', async () => {
    await people(IN_PERSON, ['a@example.com', 'b@example.com', 'c@example.com']);
    const routes = app('2027-02-17');
    const cookie = await signedIn(routes);
    const day = await (await routes.request(`${CHECK_IN_PATH}/${IN_PERSON}`, withCookie(cookie))).text();
    // Today is the second day: its list comes first.
    expect(day).toContain('<input type="hidden" name="day" value="2027-02-17">');
    expect(day).toContain('0 von 3 anwesend');
    const saved = await routes.request(
      `${CHECK_IN_PATH}/${IN_PERSON}`,
      withCookie(cookie, form({ day: '2027-02-17', present: [`r-${IN_PERSON}-0~0`, `r-${IN_PERSON}-2~0`] })),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${CHECK_IN_PATH}/${IN_PERSON}?day=2027-02-17&saved=1`);
    expect(evidence).toBe(1);
    const after = await (await routes.request(saved.headers.get('location')!, withCookie(cookie))).text();
    expect(after).toContain('Die Anwesenheit am 17. Februar 2027 ist gespeichert.');
    expect(after).toContain('2 von 3 anwesend');
    // Unticking one of the two the list showed ticked.
    const shown = [`r-${IN_PERSON}-0~0`, `r-${IN_PERSON}-2~0`];
    await routes.request(
      `${CHECK_IN_PATH}/${IN_PERSON}`,
      withCookie(cookie, form({ day: '2027-02-17', shown, present: `r-${IN_PERSON}-2~0` })),
    );
    // A list drawn before those ticks (nothing shown ticked), saved untouched, undoes none of them.
    await routes.request(`${CHECK_IN_PATH}/${IN_PERSON}`, withCookie(cookie, form({ day: '2027-02-17' })));
    const marks = await stores.evidence.marksOfDate(IN_PERSON);
    expect(marks.map(({ registrationId, day: on, present }) => [registrationId, on, present]).sort()).toEqual([
      [`r-${IN_PERSON}-0`, '2027-02-17', false],
      [`r-${IN_PERSON}-2`, '2027-02-17', true],
    ]);
    const first = await (await routes.request(`${CHECK_IN_PATH}/${IN_PERSON}?day=2027-02-16`, withCookie(cookie))).text();
    expect(first).toContain('0 von 3 anwesend');
  });

  it('print a sign-in sheet of a day of 16 participants, each named once, with room to sign', async () => {
    const emails = Array.from({ length: 16 }, (_, index) => `p${index + 1}@example.com`);
    await people(IN_PERSON, emails);
    const routes = app('2027-02-16');
    const cookie = await signedIn(routes);
    const answer = await routes.request(`${CHECK_IN_PATH}/${IN_PERSON}/sign-in-sheet.pdf?day=2027-02-16`, withCookie(cookie));
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const pages = await readPdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (let index = 1; index <= 16; index++) expect(text.split(`Person ${String(index).padStart(2, '0')}`)).toHaveLength(2);
    expect(text).toContain('Unterschrift');
    expect(text).toContain('16. Februar 2027');
    expect(text).toContain('Seite 1 von 1');
  });

  it('import a Teams and a Zoom report of an online day, matched by address, the unmatched listed', async () => {
    await people(WEBINAR, ['erika.mustermann@example.com', 'jonas@example.com', 'absent@example.com']);
    const routes = app('2027-02-03');
    const cookie = await signedIn(routes);
    const teams = await routes.request(
      `${CHECK_IN_PATH}/${WEBINAR}/report`,
      withCookie(cookie, upload('teams.csv', utf16(TEAMS), { day: '2027-02-02' })),
    );
    const teamsPage = await teams.text();
    expect(teamsPage).toContain('2 Teilnehmende als anwesend eingetragen.');
    expect(teamsPage).toContain('Gast Unbekannt &lt;gast@elsewhere.example&gt;');
    expect(teamsPage).toContain('Dana Trainerin &lt;trainer@rackwise-academy.de&gt;');
    const zoom = await routes.request(
      `${CHECK_IN_PATH}/${WEBINAR}/report`,
      withCookie(cookie, upload('zoom.csv', new TextEncoder().encode(ZOOM), { day: '2027-02-03' })),
    );
    const zoomPage = await zoom.text();
    expect(zoomPage).toContain('2 Teilnehmende als anwesend eingetragen.');
    expect(zoomPage).toContain('Alle Personen im Bericht sind angemeldet.');
    const present = (await stores.evidence.marksOfDate(WEBINAR)).filter((mark) => mark.present);
    expect(present.map(({ registrationId, day, source }) => `${registrationId} ${day} ${source}`).sort()).toEqual([
      `r-${WEBINAR}-0 2027-02-02 report`,
      `r-${WEBINAR}-0 2027-02-03 report`,
      `r-${WEBINAR}-1 2027-02-02 report`,
      `r-${WEBINAR}-1 2027-02-03 report`,
    ]);
    const nonsense = await routes.request(
      `${CHECK_IN_PATH}/${WEBINAR}/report`,
      withCookie(cookie, upload('x.csv', new TextEncoder().encode('hello'), { day: '2027-02-03' })),
    );
    expect(nonsense.status).toBe(400);
    expect(await nonsense.text()).toContain('Es wurde nichts eingetragen.');
  });

  it('import exam results, naming the rows it could not take', async () => {
    await people(WEBINAR, ['erika.mustermann@example.com', 'jonas@example.com']);
    const routes = app('2027-02-03');
    const cookie = await signedIn(routes);
    const file = [
      'E-Mail;Bestanden;Punkte;Datum',
      'Erika.Mustermann@example.com;ja;86;03.02.2027',
      'jonas@example.com;nein;52 %;2027-02-03',
      'stranger@example.com;ja;90;03.02.2027',
      'jonas@example.com;vielleicht;60;03.02.2027',
      'jonas@example.com;ja;101;03.02.2027',
      'jonas@example.com;ja;70;31.02.2027',
    ].join('\n');
    const answer = await routes.request(
      `${CHECK_IN_PATH}/${WEBINAR}/results`,
      withCookie(cookie, upload('results.csv', new TextEncoder().encode(`\uFEFF${file}`))),
    );
    const page = await answer.text();
    expect(page).toContain('2 Ergebnisse eingetragen.');
    expect(page).toContain('Zeile 4: keine bestätigte Anmeldung zu diesem Termin mit dieser E-Mail-Adresse');
    expect(page).toContain('Zeile 5: „Bestanden“ ist weder ja noch nein');
    expect(page).toContain('Zeile 6: die Punkte sind keine Prozentzahl von 0 bis 100');
    expect(page).toContain('Zeile 7: kein gültiges Datum');
    expect(await stores.evidence.evidenceOf({ registrationId: `r-${WEBINAR}-0`, position: 0 })).toMatchObject({
      results: [{ passed: true, score: 86, on: '2027-02-03' }],
    });
    expect(await stores.evidence.evidenceOf({ registrationId: `r-${WEBINAR}-1`, position: 0 })).toMatchObject({
      results: [{ passed: false, score: 52, on: '2027-02-03' }],
    });
    expect(evidence).toBe(1);
    // The same file again records nothing twice.
    const again = await routes.request(
      `${CHECK_IN_PATH}/${WEBINAR}/results`,
      withCookie(cookie, upload('results.csv', new TextEncoder().encode(file))),
    );
    expect(await again.text()).toContain('0 Ergebnisse eingetragen.');
    expect((await stores.evidence.evidenceOf({ registrationId: `r-${WEBINAR}-0`, position: 0 })).results).toHaveLength(1);
  });
});
