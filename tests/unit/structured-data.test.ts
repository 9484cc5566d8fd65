/**
 * The JSON-LD validator that the built-site guard (tests/site) runs on every page: valid
 * examples of each type pass, and each missing or wrong required property is caught.
 */
import { describe, expect, it } from 'vitest';
import { topLevelTypes, validateJsonLdText, validateStructuredData } from '../support/structured-data.ts';

const CONTEXT = 'https://schema.org';
const place = {
  '@type': 'Place',
  name: 'Tagungshotel',
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Hauptstr. 1',
    addressLocality: 'Frankfurt am Main',
    postalCode: '60311',
    addressCountry: 'DE',
  },
};
const offer = { '@type': 'Offer', price: 2150, priceCurrency: 'EUR', category: 'Paid' };

function course(): Record<string, any> {
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: 'EN 50600 Professional',
    description: 'Three days in depth on EN 50600-2-x.',
    provider: { '@type': 'Organization', name: 'Rackwise academy', sameAs: 'https://www.rackwise-academy.de' },
    offers: offer,
    hasCourseInstance: [
      { '@type': 'CourseInstance', courseMode: 'onsite', startDate: '2027-02-16', endDate: '2027-02-18', location: place },
      { '@type': 'CourseInstance', courseMode: 'online', startDate: '2027-03-01T09:00:00+01:00' },
    ],
  };
}

function event(): Record<string, any> {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: 'EnEfG-Sprechstunde',
    startDate: '2027-04-20T14:00',
    location: { '@type': 'VirtualLocation', url: 'https://www.rackwise-academy.de/events/enefg' },
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
  };
}

function job(): Record<string, any> {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: 'Trainer (m/w/d) Rechenzentrumsinfrastruktur',
    description: '<p>Sie schulen ...</p>',
    datePosted: '2026-10-01',
    hiringOrganization: { '@type': 'Organization', name: 'Rackwise academy' },
    jobLocation: place,
    employmentType: ['FULL_TIME', 'PART_TIME'],
  };
}

function organization(): Record<string, any> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: 'Rackwise academy',
    url: 'https://www.rackwise-academy.de',
    logo: 'https://www.rackwise-academy.de/favicon.svg',
  };
}

/** A copy of `value` with `path` (dot-separated, numeric parts index arrays) set to `replacement`, or removed if undefined. */
function withChange(value: Record<string, any>, path: string, replacement?: unknown): Record<string, any> {
  const copy = structuredClone(value);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key], copy);
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

describe('valid structured data passes', () => {
  it.each([
    ['Course', course()],
    [
      'Course with offers only on its instances',
      withChange(withChange(course(), 'offers'), 'hasCourseInstance', [
        {
          '@type': 'CourseInstance',
          courseMode: 'blended',
          startDate: '2027-02-16',
          location: [place, { '@type': 'VirtualLocation', url: 'https://example.org/room' }],
          offers: { price: '990.00', priceCurrency: 'EUR' },
        },
      ]),
    ],
    ['Course without dates', withChange(course(), 'hasCourseInstance')],
    ['Event in person', { ...event(), location: place, eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' }],
    ['Event online', event()],
    ['EducationEvent (checked as Event)', { ...event(), '@type': 'EducationEvent' }],
    ['JobPosting', job()],
    [
      'remote JobPosting',
      withChange(
        { ...job(), applicantLocationRequirements: { '@type': 'Country', name: 'Germany' }, jobLocationType: 'TELECOMMUTE' },
        'jobLocation',
      ),
    ],
    ['Organization', organization()],
    [
      'Organization with an ImageObject logo',
      { ...organization(), logo: { '@type': 'ImageObject', url: 'https://www.rackwise-academy.de/logo.png' } },
    ],
    ['an array of entities', [organization(), course()]],
    ['an @graph', { '@context': CONTEXT, '@graph': [withChange(organization(), '@context'), withChange(event(), '@context')] }],
  ])('%s', (_, data) => {
    expect(validateStructuredData(data)).toEqual([]);
  });
});

describe('each missing or wrong required property is caught', () => {
  it.each([
    // Course
    ['Course without name', withChange(course(), 'name'), 'Course.name: required'],
    ['Course with an empty description', withChange(course(), 'description', '  '), 'Course.description: required'],
    ['Course without provider', withChange(course(), 'provider'), 'Course.provider: required'],
    ['Course whose provider has no name', withChange(course(), 'provider.name'), 'Course.provider.name: required'],
    ['Course without offers anywhere', withChange(course(), 'offers'), 'Course.offers: required'],
    ['Course offer without price', withChange(course(), 'offers.price'), 'Course.offers.price: required'],
    ['Course offer with a formatted price', withChange(course(), 'offers.price', '2.150,00 €'), 'Course.offers.price: required, a number'],
    ['Course offer in another currency', withChange(course(), 'offers.priceCurrency', 'USD'), 'Course.offers.priceCurrency: must be "EUR"'],
    [
      'Course rated above its best',
      withChange(course(), 'aggregateRating', { '@type': 'AggregateRating', ratingValue: 5.4, ratingCount: 7 }),
      'Course.aggregateRating.ratingValue: a number from 1 to 5',
    ],
    [
      'Course rated by nobody',
      withChange(course(), 'aggregateRating', { '@type': 'AggregateRating', ratingValue: 4.2, ratingCount: 0 }),
      'Course.aggregateRating.ratingCount: a whole number of ratings, at least 1',
    ],
    ['Course whose rating is not an AggregateRating', withChange(course(), 'aggregateRating', 4.2), 'must be an AggregateRating'],
    [
      'CourseInstance without courseMode',
      withChange(course(), 'hasCourseInstance.0.courseMode'),
      'Course.hasCourseInstance[0].courseMode: required',
    ],
    [
      'CourseInstance without startDate',
      withChange(course(), 'hasCourseInstance.1.startDate'),
      'Course.hasCourseInstance[1].startDate: required',
    ],
    [
      'CourseInstance with a German date',
      withChange(course(), 'hasCourseInstance.0.startDate', '16.02.2027'),
      'Course.hasCourseInstance[0].startDate: not an ISO 8601 date',
    ],
    ['CourseInstance with an impossible date', withChange(course(), 'hasCourseInstance.0.startDate', '2027-02-30'), 'not an ISO 8601 date'],
    [
      'onsite CourseInstance without location',
      withChange(course(), 'hasCourseInstance.0.location'),
      'Course.hasCourseInstance[0].location: required unless courseMode is online',
    ],
    [
      'CourseInstance with a Place without address',
      withChange(course(), 'hasCourseInstance.0.location.address'),
      'Course.hasCourseInstance[0].location.address: required',
    ],
    [
      'CourseInstance of the wrong type',
      withChange(course(), 'hasCourseInstance.0.@type', 'Event'),
      'Course.hasCourseInstance[0].@type: must be "CourseInstance"',
    ],
    // Event
    ['Event without name', withChange(event(), 'name'), 'Event.name: required'],
    ['Event without startDate', withChange(event(), 'startDate'), 'Event.startDate: required'],
    ['Event without location', withChange(event(), 'location'), 'Event.location: required'],
    ['Event with a text location', withChange(event(), 'location', 'Frankfurt'), 'Event.location: must be an object'],
    [
      'Event with a VirtualLocation without url',
      withChange(event(), 'location.url'),
      'Event.location.url: a VirtualLocation needs an absolute url',
    ],
    [
      'Event at a Place without address',
      withChange(event(), 'location', { '@type': 'Place', name: 'Frankfurt' }),
      'Event.location.address: required',
    ],
    ['Event without eventAttendanceMode', withChange(event(), 'eventAttendanceMode'), 'Event.eventAttendanceMode: required'],
    ['Event with a bare attendance mode', withChange(event(), 'eventAttendanceMode', 'online'), 'Event.eventAttendanceMode: must be'],
    // JobPosting
    ['JobPosting without title', withChange(job(), 'title'), 'JobPosting.title: required'],
    ['JobPosting without description', withChange(job(), 'description'), 'JobPosting.description: required'],
    ['JobPosting without datePosted', withChange(job(), 'datePosted'), 'JobPosting.datePosted: required'],
    [
      'JobPosting whose organization has no name',
      withChange(job(), 'hiringOrganization', { '@type': 'Organization' }),
      'JobPosting.hiringOrganization.name: required',
    ],
    ['JobPosting without any location', withChange(job(), 'jobLocation'), 'JobPosting.jobLocation: required'],
    ['JobPosting at a Place without address', withChange(job(), 'jobLocation.address'), 'JobPosting.jobLocation.address: required'],
    ['JobPosting without employmentType', withChange(job(), 'employmentType'), 'JobPosting.employmentType: required'],
    [
      'JobPosting with a made-up employmentType',
      withChange(job(), 'employmentType', 'Vollzeit'),
      'JobPosting.employmentType: unknown value "Vollzeit"',
    ],
    // Organization
    ['Organization without name', withChange(organization(), 'name'), 'Organization.name: required'],
    ['Organization with a relative url', withChange(organization(), 'url', '/'), 'Organization.url: required, an absolute URL'],
    ['Organization without logo', withChange(organization(), 'logo'), 'Organization.logo: required'],
    // Shape
    ['an unknown @type', { ...organization(), '@type': 'Product' }, 'unknown @type "Product"'],
    [
      'a known type next to an unknown one',
      { ...organization(), '@type': ['Organization', 'LocalBusiness'] },
      'unknown @type "LocalBusiness"',
    ],
    ['an entity without @type', withChange(organization(), '@type'), 'no @type'],
    ['a block without @context', withChange(organization(), '@context'), '@context: must be "https://schema.org"'],
    [
      'a block with a foreign @context',
      withChange(organization(), '@context', 'https://example.org'),
      '@context: must be "https://schema.org"',
    ],
    [
      'an invalid entity in an @graph',
      { '@context': CONTEXT, '@graph': [withChange(organization(), '@context'), withChange(withChange(event(), '@context'), 'startDate')] },
      '@graph[1](Event).startDate: required',
    ],
    ['an invalid entity in an array', [organization(), withChange(course(), 'name')], '[1](Course).name: required'],
    ['a non-object', 'Course', 'must be an object'],
  ])('%s', (_, data, expected) => {
    const problems = validateStructuredData(data);
    expect(
      problems.some((problem) => problem.includes(expected)),
      `expected a problem containing ${JSON.stringify(expected)}, got ${JSON.stringify(problems)}`,
    ).toBe(true);
  });
});

describe('validateJsonLdText', () => {
  it('reports a block that is not JSON', () => {
    expect(validateJsonLdText('{"@context": "https://schema.org", "@type": "Course",}')).toEqual([
      expect.stringMatching(/^not valid JSON: /),
    ]);
  });
  it('validates a block that is JSON', () => {
    expect(validateJsonLdText(JSON.stringify(organization()))).toEqual([]);
    expect(validateJsonLdText(JSON.stringify(withChange(organization(), 'logo')))).toHaveLength(1);
  });
});

it('topLevelTypes names the entities of a block', () => {
  expect(topLevelTypes([organization(), course()])).toEqual(['Organization', 'Course']);
  expect(topLevelTypes({ '@context': CONTEXT, '@graph': [event(), job()] })).toEqual(['Event', 'JobPosting']);
});
