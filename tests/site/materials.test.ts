/**
 * A course's materials for its participants, on the built site over a real socket, with a
 * clock and timers the test moves: a webinar of seminar 4 (its public download and its hidden
 * page's) on 2 and 3 February 2027, open from seven days before to thirty after (the default
 * settings). Before then the manage page names the days and nothing downloads; the reminder
 * carries a new link to the place that lists and downloads every file (the site's own bytes,
 * never cached); another seminar's file does not; after the course the place's link stays
 * open for the materials alone, and once they close it opens nothing and nothing downloads.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../scripts/bench/manual-clock.ts';
import { berlinDayStart } from '../../src/content/calendar.ts';
import { MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { type ManageView, materialPath } from '../../src/registration-contract/manage.ts';
import type { RunningServer } from '../../src/server/start.ts';
import { DIST_DIR } from '../support/built-site.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { registerAndConfirm } from '../support/site-registration.ts';
import { startOnClock, workWithContent } from '../support/site-server.ts';
import { writtenMail } from '../support/written-mail.ts';

/** Seminar 4 (Energieeffizienz und Nachhaltigkeit) as a webinar on 2 and 3 February 2027. */
const DATE_ID = 1006;
/** Its hidden page's download and its public one. */
const HIDDEN = { id: 'energieeffizienz-teilnehmerunterlagen-2027', file: 'energieeffizienz-nachhaltigkeit-folien-2027.pdf' };
const PUBLIC = { id: 'kennzahlen-en-50600-4-uebersicht', site: '/downloads/files' };
/** Seminar 1's download: not this course's. */
const OTHER = { id: 'en-50600-grundlagen-2027' };
/** Noon on 20 January 2027 in Germany: before the reminder day (26 January) and the materials. */
const clock = manualClock(Date.parse('2027-01-20T11:00:00Z'));

let work: string;
let server: RunningServer;

const start = async () => {
  server = await startOnClock(work, clock);
};

const written = (id: string, kind: string) => writtenMail(join(work, 'data'), id, kind, 15_000);

const view = async (token: string) => {
  const response = await fetch(`${server.url}${MANAGE_PATH}?${TOKEN_FIELD}=${token}`);
  return { status: response.status, body: (await response.json()) as ManageView };
};
const page = async (token: string) =>
  (await fetch(`${server.url}${MANAGE_PATH}?${TOKEN_FIELD}=${token}`, { headers: { Accept: 'text/html' } })).text();
const download = (token: string, downloadId: string, file: string) => fetch(`${server.url}${materialPath(token, downloadId, file)}`);

/** A file of the download in the content, as the test's copy of it lists it. */
async function filesOf(downloadId: string): Promise<string[]> {
  const downloads = JSON.parse(await readFile(join(work, 'content', 'downloads.json'), 'utf8')) as Array<{
    id: string;
    translations: { de: { files: Array<{ file: string }> } };
  }>;
  return downloads.find((item) => item.id === downloadId)!.translations.de.files.map(({ file }) => file);
}

beforeAll(async () => {
  work = await workWithContent('materials-site-');
  await start();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe("a course's materials", () => {
  let id: string;
  let whole: string;
  let place: string;

  it('are named with their days on the manage page before they open, and nothing downloads yet', async () => {
    const input = validInput({ email: 'anna@example.com', dateId: DATE_ID });
    const body = { ...input, participants: [input.participants[0]!, colleague(2, 'ben@example.com')], locale: 'de' };
    id = await registerAndConfirm(server.url, join(work, 'data'), body);
    whole = manageTokenIn((await written(id, 'participant')).text ?? '')!;
    const before = (await view(whole)).body.materials;
    expect(before).toMatchObject({ first: '2027-01-26', last: '2027-03-05', state: 'soon' });
    expect(before?.downloads.map((item) => item.id).sort()).toEqual([HIDDEN.id, PUBLIC.id].sort());
    const html = await page(whole);
    expect(html).toContain('Seminarunterlagen');
    expect(html).toContain('Abrufbar vom 26. Januar 2027 bis zum 5. März 2027.');
    expect(html).not.toContain('/manage/materials/');
    expect((await download(whole, HIDDEN.id, HIDDEN.file)).status).toBe(404);
  }, 60_000);

  it('are linked from the reminder through a new link to the place, and download through it', async () => {
    await clock.advanceTo(berlinDayStart('2027-01-26') + 2000);
    const reminder = await written(id, `reminder-2-${DATE_ID}`);
    const text = reminder.text!.replace(/\s+/g, ' ');
    expect(text).toContain(
      'Ihre Seminarunterlagen (PDF) können Sie vom 26. Januar 2027 bis zum 5. März 2027 über den Link zu Ihrem Platz herunterladen.',
    );
    place = manageTokenIn(reminder.text ?? '')!;
    expect(place).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const opened = await view(place);
    expect(opened.status).toBe(200);
    expect(opened.body.whole).toBe(false);
    expect(opened.body.places.map((item) => item.email)).toEqual(['ben@example.com']);
    expect(opened.body.materials?.state).toBe('open');
    const html = await page(place);
    for (const file of await filesOf(PUBLIC.id)) expect(html).toContain(materialPath(place, PUBLIC.id, file).replaceAll('&', '&amp;'));

    const hidden = await download(place, HIDDEN.id, HIDDEN.file);
    expect(hidden.status).toBe(200);
    expect(hidden.headers.get('content-type')).toBe('application/pdf');
    expect(hidden.headers.get('cache-control')).toBe('no-store');
    expect(hidden.headers.get('content-disposition')).toBe(`attachment; filename="${HIDDEN.file}"`);
    const bytes = Buffer.from(await hidden.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const file of await filesOf(PUBLIC.id)) {
      const got = await download(place, PUBLIC.id, file);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(await readFile(join(DIST_DIR, PUBLIC.site, file)))).toBe(true);
    }
  }, 60_000);

  it("are this course's only: another seminar's file, a file not listed or a wrong token answer 404", async () => {
    const [other] = await filesOf(OTHER.id);
    expect((await download(place, OTHER.id, other!)).status).toBe(404);
    expect((await download(place, HIDDEN.id, 'energieeffizienz-nachhaltigkeit-folien-2026.pdf')).status).toBe(404);
    expect((await download('A'.repeat(43), HIDDEN.id, HIDDEN.file)).status).toBe(404);
    expect((await download(place, HIDDEN.id, '..%2F..%2Fdata%2Fregistrations.sqlite')).status).toBe(404);
  });

  it("keep the place's link open after the course until their last day, and nothing after it", async () => {
    await clock.advanceTo(berlinDayStart('2027-03-05') + 3_600_000);
    const late = await view(place);
    expect(late.status).toBe(200);
    expect(late.body.started).toBe(true);
    expect(late.body.materials?.state).toBe('open');
    expect((await download(place, HIDDEN.id, HIDDEN.file)).status).toBe(200);
    await clock.advanceTo(berlinDayStart('2027-03-06') + 3_600_000);
    expect((await view(place)).status).toBe(410);
    expect((await download(place, HIDDEN.id, HIDDEN.file)).status).toBe(404);
  }, 60_000);
});
