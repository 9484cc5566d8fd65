import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { HIDDEN_DOWNLOAD_SLUGS } from '../../src/routes/hidden-downloads.ts';
import { buildPath, equivalentPath, matchRoute } from '../../src/routes/match.ts';
import { ROUTE_IDS, type RouteId } from '../../src/routes/table.ts';

/** The route table, row by row: [route id, params, German path, English path]: the spec's, and the certificates' verification page. */
const SPEC_TABLE: ReadonlyArray<[RouteId, Record<string, string>, string, string]> = [
  ['home', {}, '/', '/en'],
  ['seminars', {}, '/seminare', '/en/courses'],
  ['seminar', { slug: 'en-50600-grundlagen' }, '/seminare/en-50600-grundlagen', '/en/courses/en-50600-grundlagen'],
  [
    'seminarDate',
    { slug: 'en-50600-grundlagen', dateId: '1001' },
    '/seminare/en-50600-grundlagen/1001',
    '/en/courses/en-50600-grundlagen/1001',
  ],
  ['seminarDates', {}, '/seminartermine', '/en/coursedates'],
  ['trainingPath', {}, '/ausbildungswege/data-center-specialist', '/en/training-paths/data-center-specialist'],
  ['corporateSolutions', {}, '/unternehmensloesungen', '/en/corporate-solutions'],
  ['standard', {}, '/en-50600', '/en/en-50600'],
  ['event', { eventId: 'rechenzentrumstag-2027' }, '/events/rechenzentrumstag-2027', '/en/events/rechenzentrumstag-2027'],
  ['career', {}, '/karriere', '/en/career'],
  ['job', { jobSlug: 'trainer' }, '/karriere/trainer', '/en/karriere/trainer'],
  ['aboutUs', {}, '/ueber-uns', '/en/about-us'],
  ['contact', {}, '/kontakt', '/en/contact'],
  ['trainers', {}, '/trainer', '/en/trainers'],
  ['trainer', { trainerId: 'sabine-wendt' }, '/trainer/sabine-wendt', '/en/trainers/sabine-wendt'],
  ['terms', {}, '/agb', '/en/agb'],
  ['privacy', {}, '/datenschutz', '/en/privacy-policy'],
  ['certificateCheck', {}, '/zertifikate/pruefen', '/en/certificates/verify'],
  ['myBookings', {}, '/meine-buchungen', '/en/my-bookings'],
  ['imprint', {}, '/impressum', '/en/imprint'],
  ['legalNotice', {}, '/rechtliche-hinweise', '/en/legal-notice'],
  ['download', { id: 'abc-1' }, '/downloads/seminarunterlagen/x/abc-1', '/en/downloads/seminarunterlagen/x/abc-1'],
  ...Object.entries(HIDDEN_DOWNLOAD_SLUGS).map(
    ([id, slug]) =>
      [id as RouteId, {}, `/downloads/seminarunterlagen/${slug}`, `/en/downloads/seminarunterlagen/${slug}`] as [
        RouteId,
        Record<string, string>,
        string,
        string,
      ],
  ),
];

describe('route table', () => {
  it('covers every route id exactly once in the spec table above', () => {
    expect(SPEC_TABLE.map(([id]) => id).sort()).toEqual([...ROUTE_IDS].sort());
  });

  it.each(SPEC_TABLE)('%s: builds and matches its German and English path', (id, params, de, en) => {
    expect(buildPath(id, 'de', params as never)).toBe(de);
    expect(buildPath(id, 'en', params as never)).toBe(en);
    expect(matchRoute(de)).toEqual({ id, locale: 'de', params });
    expect(matchRoute(en)).toEqual({ id, locale: 'en', params });
  });

  it.each(SPEC_TABLE)('%s: equivalentPath swaps the language both ways', (_id, _params, de, en) => {
    expect(equivalentPath(de)).toBe(en);
    expect(equivalentPath(en)).toBe(de);
  });
});

describe('job slugs of any depth', () => {
  it('depth 0: German /karriere is the career overview, English /en/karriere the job route without slug', () => {
    expect(matchRoute('/karriere')).toEqual({ id: 'career', locale: 'de', params: {} });
    expect(matchRoute('/en/karriere')).toEqual({ id: 'job', locale: 'en', params: { jobSlug: '' } });
    expect(buildPath('job', 'de', { jobSlug: '' })).toBe('/karriere');
    expect(equivalentPath('/en/karriere')).toBe('/karriere');
  });

  it.each(['trainer-en-50600', 'technik/rechenzentrum/werkstudent-energiemonitoring'])('depth %#: %s', (jobSlug) => {
    expect(matchRoute(`/karriere/${jobSlug}`)).toEqual({ id: 'job', locale: 'de', params: { jobSlug } });
    expect(matchRoute(`/en/karriere/${jobSlug}`)).toEqual({ id: 'job', locale: 'en', params: { jobSlug } });
    expect(buildPath('job', 'en', { jobSlug })).toBe(`/en/karriere/${jobSlug}`);
    expect(equivalentPath(`/karriere/${jobSlug}`)).toBe(`/en/karriere/${jobSlug}`);
  });
});

describe('unknown and non-canonical paths', () => {
  it.each([
    '/nope',
    '/en/nope',
    '/en/seminare',
    '/courses',
    '/Seminare',
    '/seminare/',
    '/en/',
    '//seminare',
    '/karriere//trainer',
    '/karriere/a/../b',
    '/seminare/a b',
    '/seminare/%C3%BCbersicht',
    '/seminare/x/1/extra',
    '/downloads/seminarunterlagen/x',
    '/downloads/seminarunterlagen/not-a-hidden-slug',
    'seminare',
    '',
  ])('%j matches no route and has no equivalent', (path) => {
    expect(matchRoute(path)).toBeNull();
    expect(equivalentPath(path)).toBeNull();
  });

  it('refuses to build a path from a parameter that is not a URL-safe slug', () => {
    expect(() => buildPath('seminar', 'de', { slug: 'über uns' })).toThrow(/URL-safe/);
    expect(() => buildPath('job', 'de', { jobSlug: 'a//b' })).toThrow(/URL-safe/);
    expect(() => buildPath('job', 'de', { jobSlug: '../etc' })).toThrow(/URL-safe/);
  });
});

describe('hidden download slugs', () => {
  it('are three distinct, fixed, hard-to-guess URL-safe slugs of at least 16 characters', () => {
    const slugs = Object.values(HIDDEN_DOWNLOAD_SLUGS);
    expect(new Set(slugs).size).toBe(3);
    for (const slug of slugs) expect(slug).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('each is its own page in both languages', () => {
    for (const [id, slug] of Object.entries(HIDDEN_DOWNLOAD_SLUGS)) {
      for (const locale of LOCALES) {
        const path = `${locale === 'en' ? '/en' : ''}/downloads/seminarunterlagen/${slug}`;
        expect(matchRoute(path)?.id).toBe(id);
      }
    }
  });
});
