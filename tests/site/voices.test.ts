/**
 * Participants' voices on a seminar's page, on the built site over a real socket: answers
 * staff approved count from the fifth on, after a rebuild. Four approved show nothing, no
 * rating and no quote, and no `aggregateRating`; the fifth brings the average and its count
 * (in both languages, and in the Course's structured data) and the comments that may be
 * quoted, each in its own language; an answer not approved, or declined, never shows.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackAnswer } from '../../src/registration-contract/feedback.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { colleague, validInput } from '../support/registration.ts';
import { registerAndConfirm } from '../support/site-registration.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { validateJsonLdText } from '../support/structured-data.ts';

/** Seminar 1 (EN 50600 Grundlagen) and one of its dates. */
const SEMINAR = { id: 1, de: '/seminare/en-50600-grundlagen', en: '/en/courses/en-50600-grundlagen' };
const DATE_ID = 1001;

let work: string;
let server: RunningServer;
let stores: Stores;
let id: string;

/** The answer of place `position`, given in `locale`. */
async function answer(position: number, course: number, comment: string, quote: boolean, locale: 'de' | 'en' = 'de') {
  const given: FeedbackAnswer = { course, trainers: [], comment, quote };
  const person = { quoteName: `Person${position + 1}`, quoteCompany: position % 2 ? 'Muster GmbH' : '' };
  await stores.feedback.save({
    registrationId: id,
    position,
    dateId: DATE_ID,
    seminarId: SEMINAR.id,
    locale,
    answer: given,
    ...person,
    answeredAt: position,
  });
}

/** A seminar page as served after a rebuild: its HTML and its Course's structured data. */
async function page(path: string) {
  server.rebuilder?.request('feedback');
  await server.rebuilder?.idle();
  const html = await (await fetch(`${server.url}${path}`)).text();
  const texts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]!);
  const blocks = texts.flatMap((text) => JSON.parse(text) as unknown);
  const course = blocks.find((block) => (block as { '@type'?: string })['@type'] === 'Course') as Record<string, unknown>;
  return { html, course, problems: texts.flatMap(validateJsonLdText) };
}

beforeAll(async () => {
  work = await workWithContent('voices-site-');
  server = await startServer({ env: { ...siteEnv(work), REGISTRATION_RATE_LIMIT: '1000' } });
  await server.rebuilder?.idle();
  const input = validInput({ email: 'voices@example.com', dateId: DATE_ID });
  const participants = [input.participants[0]!, ...[2, 3, 4, 5, 6, 7].map((n) => colleague(n, `voice${n}@example.com`))];
  id = await registerAndConfirm(server.url, join(work, 'data'), { ...input, participants, locale: 'de' });
  stores = await openSqliteStores({ dataDir: join(work, 'data'), outbox: false });
}, 60_000);

afterAll(async () => {
  await stores?.close();
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe("a seminar's voices", () => {
  it('are not shown from four approved answers, nor from any not approved', async () => {
    await answer(0, 5, 'Endlich verstehe ich die Verfügbarkeitsklassen.', true);
    await answer(1, 4, 'Gute Beispiele aus echten Rechenzentren.', true);
    await answer(2, 5, '', false);
    await answer(3, 4, 'Clear explanations of the protection classes.', true, 'en');
    await answer(4, 1, 'Nicht freigegeben: darf nie erscheinen.', true);
    await answer(5, 2, 'Abgelehnt: darf nie erscheinen.', true);
    for (const position of [0, 1, 2, 3]) await stores.feedback.review(id, position, 'approved', 1);
    await stores.feedback.review(id, 5, 'declined', 1);
    const { html, course } = await page(SEMINAR.de);
    expect(course).toBeDefined();
    expect(course.aggregateRating).toBeUndefined();
    expect(html).not.toContain('Stimmen der Teilnehmenden');
    expect(html).not.toContain('Endlich verstehe ich');
  }, 60_000);

  it('show the average, the count and the quotes from the fifth approved answer, in both languages and the structured data', async () => {
    await answer(6, 5, 'Sehr praxisnah.', false);
    await stores.feedback.review(id, 6, 'approved', 1);
    const german = await page(SEMINAR.de);
    expect(german.problems).toEqual([]);
    expect(german.course.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      ratingCount: 5,
      bestRating: 5,
      worstRating: 1,
    });
    expect(german.html).toContain('Stimmen der Teilnehmenden');
    expect(german.html).toContain('4,6 von 5 Punkten aus 5 Bewertungen');
    expect(german.html).toContain('Endlich verstehe ich die Verfügbarkeitsklassen.');
    expect(german.html).toContain('Person2, Muster GmbH');
    expect(german.html).toMatch(/<blockquote lang="en-US"><p>Clear explanations of the protection classes\.<\/p><\/blockquote>/);
    // Without the consent to quote, it counts but is not quoted; not approved, or declined, it never shows.
    expect(german.html).not.toContain('Sehr praxisnah.');
    expect(german.html).not.toContain('darf nie erscheinen');
    const english = await page(SEMINAR.en);
    expect(english.html).toContain('4.6 out of 5 from 5 ratings');
    expect(english.course.aggregateRating).toMatchObject({ ratingValue: 4.6, ratingCount: 5 });
    expect(english.html).toMatch(/<blockquote lang="de-DE"><p>Endlich verstehe ich die Verfügbarkeitsklassen\.<\/p><\/blockquote>/);
  }, 60_000);
});
