/**
 * Feedback after a course, on the built site over a real socket, with a clock and timers the
 * test moves: a group of two registered for a webinar of seminar 4 on 2 and 3 February 2027.
 * At the first midnight after it each gets one request by mail with a new link to their place;
 * the link's page holds a plain form (posted as a browser without JavaScript posts it): a
 * missing course rating comes back with the message and what was typed; an answer is stored,
 * shown again and can be changed; once staff reviewed it, it cannot; the request is not sent
 * again after a restart, and after FEEDBACK_DAYS the link opens nothing.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../scripts/bench/manual-clock.ts';
import { berlinDayStart } from '../../src/content/calendar.ts';
import { MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { FEEDBACK_PATH } from '../../src/registration-contract/feedback.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import type { RunningServer } from '../../src/server/start.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { registerAndConfirm } from '../support/site-registration.ts';
import { startOnClock, workWithContent } from '../support/site-server.ts';
import { writtenMail } from '../support/written-mail.ts';

/** Seminar 4 as a webinar on 2 and 3 February 2027. */
const DATE_ID = 1006;
const clock = manualClock(Date.parse('2027-01-20T11:00:00Z'));

let work: string;
let server: RunningServer;
const dataDir = () => join(work, 'data');

const start = async () => {
  server = await startOnClock(work, clock);
};

const written = (id: string, kind: string) => writtenMail(dataDir(), id, kind, 15_000);
const feedbackFiles = async () => (await readdir(join(dataDir(), 'mail'))).filter((name) => name.includes('.feedback-')).sort();

const view = async (token: string) => {
  const response = await fetch(`${server.url}${MANAGE_PATH}?${TOKEN_FIELD}=${token}`);
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as ManageView) : null };
};

/** The form posted as a browser without JavaScript posts it; the answer unfollowed. */
const post = (fields: Record<string, string>) =>
  fetch(`${server.url}${FEEDBACK_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

beforeAll(async () => {
  work = await workWithContent('feedback-site-');
  await start();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('feedback after the course', () => {
  let id: string;
  let anna: string;
  let ben: string;
  /** The whole registration's link, which takes no feedback: a place's own does. */
  let whole: string;
  let trainers: readonly { id: string; name: string }[];

  it('is asked of each participant once, the night after the last day, with a link to their place', async () => {
    const input = validInput({ email: 'anna@example.com', dateId: DATE_ID });
    const body = { ...input, participants: [input.participants[0]!, colleague(2, 'ben@example.com')], locale: 'de' };
    id = await registerAndConfirm(server.url, dataDir(), body);
    whole = manageTokenIn((await written(id, 'participant')).text ?? '')!;
    // The last day itself: nothing yet, and the form is not offered before the course is over.
    await clock.advanceTo(Date.parse('2027-02-03T10:00:00Z'));
    expect(await feedbackFiles()).toEqual([]);
    await clock.advanceTo(berlinDayStart('2027-02-04') + 2000);
    const first = await written(id, `feedback-1-${DATE_ID}`);
    const second = await written(id, `feedback-2-${DATE_ID}`);
    expect(first.subject).toMatch(/^Wie war es\? .+ am 2\. Februar 2027/);
    const text = first.text!.replace(/\s+/g, ' ');
    expect(text).toContain('Sie können Ihre Bewertung bis zum 5. März 2027 abgeben und ändern.');
    expect(text).toContain('Ihre Seminarunterlagen (PDF) können Sie noch bis zum 5. März 2027 herunterladen');
    expect(first.text).toMatch(new RegExp(`${MANAGE_PATH}\\?${TOKEN_FIELD}=[A-Za-z0-9_-]{43}#feedback`));
    anna = manageTokenIn(first.text ?? '')!;
    ben = manageTokenIn(second.text ?? '')!;
    const opened = await view(ben);
    expect(opened.body?.whole).toBe(false);
    expect(opened.body?.feedback).toMatchObject({ until: '2027-03-05', answer: null, reviewed: false, saved: false, form: null });
    trainers = opened.body!.feedback!.trainers;
    expect(trainers.length).toBeGreaterThan(0);
    const page = await (await fetch(`${server.url}${MANAGE_PATH}?${TOKEN_FIELD}=${ben}`, { headers: { Accept: 'text/html' } })).text();
    expect(page).toContain(`action="${FEEDBACK_PATH}"`);
    expect(page).toContain('Das Seminar insgesamt');
    expect(page).toContain(`Trainer/in ${trainers[0]!.name} (freiwillig)`);
    expect(page).toContain('keine Angabe');
  }, 60_000);

  it('comes back with the message and what was typed when the course is not rated', async () => {
    const answer = await post({ [TOKEN_FIELD]: ben, comment: 'Sehr praxisnah, vor allem die Übungen zu PUE und DCiE.' });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('Bitte bewerten Sie das Seminar mit 1 bis 5.');
    expect(html).toContain('Sehr praxisnah, vor allem die Übungen zu PUE und DCiE.');
    expect((await view(ben)).body?.feedback?.answer).toBeNull();
    // Through the whole registration's link: refused, and said so.
    const refused = await post({ [TOKEN_FIELD]: whole, course: '5' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Über diesen Link kann keine Bewertung (mehr) abgegeben werden.');
  });

  it('is stored, shown again and may be changed until staff review it', async () => {
    const fields = { [TOKEN_FIELD]: ben, course: '4', [`trainer-${trainers[0]!.id}`]: '5', comment: 'Gute Beispiele.', quote: 'on' };
    const saved = await post(fields);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${MANAGE_PATH}?${TOKEN_FIELD}=${ben}&done=feedback#feedback`);
    const shown = await (await fetch(`${server.url}${saved.headers.get('location')}`, { headers: { Accept: 'text/html' } })).text();
    expect(shown).toContain('Vielen Dank, Ihre Bewertung ist gespeichert.');
    expect(shown).toContain('Bewertung ändern');
    expect((await view(ben)).body?.feedback?.answer).toEqual({
      course: 4,
      trainers: [{ trainerId: trainers[0]!.id, rating: 5 }],
      comment: 'Gute Beispiele.',
      quote: true,
    });
    expect((await post({ ...fields, course: '5', quote: '' })).status).toBe(303);
    expect((await view(ben)).body?.feedback?.answer).toMatchObject({ course: 5, quote: false });
    // Anna's place is her own: Ben's answer is not hers.
    expect((await view(anna)).body?.feedback?.answer).toBeNull();
    const stores = await openSqliteStores({ dataDir: dataDir(), outbox: false });
    try {
      const stored = await stores.feedback.answerOf(id, 1);
      expect(stored).toMatchObject({ seminarId: 4, dateId: DATE_ID, locale: 'de', quoteName: '', quoteCompany: '', review: 'new' });
      expect(await stores.feedback.review(id, 1, 'approved', clock.now())).toBe(true);
    } finally {
      await stores.close();
    }
    const refused = await post({ ...fields, course: '1' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Wir haben sie geprüft; sie kann nicht mehr geändert werden.');
    expect((await view(ben)).body?.feedback).toMatchObject({ reviewed: true, answer: { course: 5 } });
  }, 60_000);

  it('is not asked again after a restart, and the link ends with the days that take answers', async () => {
    await server.close();
    await clock.advanceTo(berlinDayStart('2027-02-05') + 2000);
    await start();
    expect(await feedbackFiles()).toEqual([`${id}.feedback-1-${DATE_ID}.eml`, `${id}.feedback-2-${DATE_ID}.eml`]);
    await clock.advanceTo(berlinDayStart('2027-03-05') + 3_600_000);
    expect((await view(anna)).body?.feedback?.until).toBe('2027-03-05');
    await clock.advanceTo(berlinDayStart('2027-03-06') + 3_600_000);
    expect((await view(anna)).status).toBe(410);
    expect((await post({ [TOKEN_FIELD]: anna, course: '3' })).status).toBe(410);
  }, 60_000);
});
