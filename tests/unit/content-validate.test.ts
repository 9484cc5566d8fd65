import { describe, expect, it } from 'vitest';
import { readRawContent } from '../../src/content/cache.ts';
import { ContentError, validateContent } from '../../src/content/validate.ts';
import { durationText } from '../../src/i18n/format.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';

const raw = await readRawContent('content-cache');
const clone = () => structuredClone(raw) as Record<string, Array<Record<string, any>>>;

function problemsOf(data: Record<string, unknown>): string[] {
  try {
    validateContent(data);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
}

describe('validateContent', () => {
  it('accepts the embedded content cache', () => {
    expect(problemsOf(raw)).toEqual([]);
  });

  it('reads a date without seats (from a CMS set up before seats) as one without a limit, and refuses nonsense seats', () => {
    const data = clone();
    const date = data.seminarDates!.find((item) => item.seats !== null)!;
    delete date.seats;
    expect(validateContent(data).seminarDates.find((item) => item.id === date.id)!.seats).toBeNull();
    date.seats = 0;
    expect(problemsOf(data)).toEqual([`seminarDates #${date.id} seats: Too small: expected number to be >0`]);
  });

  it('names collection, item id, field and reason for a seminar without a German title', () => {
    const data = clone();
    delete data.seminars![1]!.translations.de.title;
    expect(problemsOf(data)).toEqual([
      `seminars #${data.seminars![1]!.id} translations.de.title: Invalid input: expected string, received undefined`,
    ]);
  });

  it('reports every problem, not just the first', () => {
    const data = clone();
    data.seminarDates![0]!.end = '2000-01-01';
    data.events![0]!.start = 'next week';
    data.jobs![0]!.slug = 'Ünicode Slug';
    const problems = problemsOf(data);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^seminarDates #\d+ end: must not be before start$/);
    expect(problems[1]).toMatch(/^events #[\w-]+ start: Invalid ISO date$/);
    expect(problems[2]).toMatch(/^jobs #\d+ slug: must be slugs joined by \/$/);
  });

  it('checks references between collections', () => {
    const data = clone();
    data.seminarDates![0]!.seminarId = 9999;
    data.seminars![0]!.trainingPath = 'no-such-path';
    const problems = problemsOf(data);
    expect(problems).toContain(`seminarDates #${data.seminarDates![0]!.id} seminarId: no seminar #9999`);
    expect(problems).toContain(`seminars #${data.seminars![0]!.id} trainingPath: no training path "no-such-path"`);
  });

  it("checks who teaches and where: known trainers, a known venue in the date's city, hours that end after they start", () => {
    const data = clone();
    const hamburg = data.seminarDates!.find((date) => date.location === 'Hamburg')!;
    hamburg.venueId = 'frankfurt';
    hamburg.trainerIds = ['nobody'];
    hamburg.endTime = '08:00';
    data.seminars![0]!.trainerIds = ['katrin-albers', 'no-one'];
    const online = data.seminarDates!.find((date) => date.location === null)!;
    online.venueId = 'berlin';
    expect(problemsOf(data)).toEqual(expect.arrayContaining([`seminarDates #${hamburg.id} endTime: must be after startTime`]));
    hamburg.endTime = '17:00';
    expect(problemsOf(data)).toEqual([
      `seminars #${data.seminars![0]!.id} trainerIds: no trainer "no-one"`,
      `seminarDates #${online.id} venueId: the venue is in Berlin, the date in no city (online)`,
      `seminarDates #${hamburg.id} trainerIds: no trainer "nobody"`,
      `seminarDates #${hamburg.id} venueId: the venue is in Frankfurt am Main, the date in Hamburg`,
    ]);
  });

  it('refuses duplicate slugs and an early-booking price that ends after the start', () => {
    const data = clone();
    data.seminars![1]!.slug = data.seminars![0]!.slug;
    expect(problemsOf(data)).toEqual([`seminars #${data.seminars![1]!.id} slug: duplicate value "${data.seminars![0]!.slug}"`]);
    const promo = clone();
    const date = promo.seminarDates!.find((d) => d.promoUntil !== null)!;
    date.promoUntil = date.start;
    expect(problemsOf(promo)).toEqual([`seminarDates #${date.id} promoUntil: must end before the date starts`]);
  });

  it("checks how an event is taken part in: an address for 'email', an https link for 'link', nothing for 'open'", () => {
    const cases: Array<[registration: string, target: string | null, problem: string | null]> = [
      ['email', 'events@example.com', null],
      ['email', 'not an address', 'registrationTarget: must be an e-mail address'],
      ['email', null, 'registrationTarget: an e-mail address or link goes with registration "email" or "link", none with "open" or "form"'],
      ['link', 'https://organiser.example.com/register', null],
      ['link', 'http://organiser.example.com/register', 'registrationTarget: must be an https URL'],
      ['link', 'javascript:alert(1)', 'registrationTarget: must be an https URL'],
      ['open', null, null],
      [
        'open',
        'events@example.com',
        'registrationTarget: an e-mail address or link goes with registration "email" or "link", none with "open" or "form"',
      ],
    ];
    for (const [registration, target, problem] of cases) {
      const data = clone();
      Object.assign(data.events![0]!, { registration, registrationTarget: target });
      expect(problemsOf(data)).toEqual(problem === null ? [] : [`events #${data.events![0]!.id} ${problem}`]);
    }
  });

  it('takes an event that registers with the form only with its date id, which no other date has, and its hours', () => {
    const form = (fields: Record<string, unknown>) => {
      const data = clone();
      Object.assign(data.events![0]!, {
        registration: 'form',
        registrationTarget: null,
        dateId: 7001,
        startTime: '10:00',
        endTime: '16:00',
        ...fields,
      });
      return problemsOf(data);
    };
    const id = `events #${clone().events![0]!.id}`;
    expect(form({})).toEqual([]);
    expect(form({ dateId: null })).toEqual([`${id} dateId: a date id goes with registration "form", and only with it`]);
    expect(form({ startTime: null, endTime: null })).toEqual([
      `${id} startTime: registration "form" needs the times (its confirmations and reminders state them)`,
    ]);
    expect(form({ endTime: '09:00' })).toEqual([`${id} endTime: must be after startTime`]);
    const seminarDate = clone().seminarDates![0]!.id;
    expect(form({ dateId: seminarDate })).toEqual([`${id} dateId: date #${seminarDate} is a seminar's`]);
    expect(form({ venueId: 'no-such-venue' })).toEqual([`${id} venueId: no venue "no-such-venue"`]);
  });

  it("refuses an event naming a seminar that does not exist, and reads the CMS's ids sent as text", () => {
    const data = clone();
    data.events![0]!.seminarIds = ['2', 9999];
    expect(problemsOf(data)).toEqual([`events #${data.events![0]!.id} seminarIds: no seminar #9999`]);
    data.events![0]!.seminarIds = ['2'];
    expect(validateContent(data).events[0]!.seminarIds).toEqual([2]);
  });

  it('takes whole days or half a day as a duration, and says so in both languages', () => {
    const data = clone();
    const seminar = data.seminars![0]!;
    for (const [days, problem] of [
      [0.5, null],
      [2, null],
      [1.5, 'must be whole days or 0.5 (half a day)'],
      [0, 'Too small: expected number to be >=0.5'],
    ] as const) {
      seminar.durationDays = days;
      expect(problemsOf(data)).toEqual(problem === null ? [] : [`seminars #${seminar.id} durationDays: ${problem}`]);
    }
    expect(durationText('de', MESSAGES.de.seminar, 0.5)).toBe('Ein halber Tag');
    expect(durationText('en', MESSAGES.en.seminar, 0.5)).toBe('Half a day');
    expect(durationText('en', MESSAGES.en.seminar, 1)).toBe('1 day');
    expect(durationText('de', MESSAGES.de.seminar, 3)).toBe('3 Tage');
  });

  it('takes access details only for a webinar or hybrid date: one for every day and one for each day that differs, within the date', () => {
    const link = { day: null, url: 'https://join.rackwise-academy.de/x', dialIn: null };
    const data = clone();
    const inPerson = data.seminars!.find((seminar) => seminar.format === 'in-person')!;
    const onSite = data.seminarDates!.find((item) => item.seminarId === inPerson.id)!;
    onSite.access = [link];
    expect(problemsOf(data)).toEqual([`seminarDates #${onSite.id} access: only a webinar or hybrid date is joined online`]);

    const wrong = clone();
    const [twice, outside, plain] = wrong.seminarDates!.filter((item) => item.access.length > 0);
    twice!.access = [link, { ...link }];
    outside!.access = [{ ...link, day: '2020-01-01' }];
    plain!.access = [{ ...link, url: 'http://join.example/1' }];
    const refused = 'one entry for every day (day empty) and one for each day that differs, each within the date';
    expect(problemsOf(wrong)).toEqual([
      `seminarDates #${twice!.id} access: ${refused}`,
      `seminarDates #${outside!.id} access: ${refused}`,
      `seminarDates #${plain!.id} access.0.url: must be an https URL`,
    ]);
  });

  it('takes seats on site only for a date of a hybrid seminar', () => {
    const data = clone();
    const webinar = data.seminars!.find((seminar) => seminar.format === 'webinar')!;
    const date = data.seminarDates!.find((item) => item.seminarId === webinar.id && item.seats !== null)!;
    date.onSiteSeats = 2;
    expect(problemsOf(data)).toEqual([`seminarDates #${date.id} onSiteSeats: only a hybrid seminar has seats on site`]);
  });

  it('sanitizes rich text while validating', () => {
    const data = clone();
    data.seminars![0]!.translations.en.objectives =
      '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const content = validateContent(data);
    expect(content.seminars[0]!.translations.en.objectives).toBe('<p>ok</p><a>x</a>');
  });
});
