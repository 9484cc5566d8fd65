/**
 * The route table: every screen with its German and its English path pattern,
 * exactly as the spec lists them (including the English paths that keep German words).
 * Patterns use react-router's syntax; `*` is a splat whose value is exposed under the
 * route's `splat` name. Everything that needs to know the site's URLs (the renderer, the
 * language switcher, hreflang, the sitemap, the pre-render list, the dev server) reads
 * this one table.
 *
 * Order matters only where patterns overlap: fixed paths come before dynamic ones.
 */
import type { SearchKind } from '../i18n/search-texts.ts';
import { HIDDEN_DOWNLOAD_SLUGS } from './hidden-downloads.ts';

interface RouteDefinition {
  readonly de: string;
  readonly en: string;
  /** The parameter name a trailing `*` is exposed as. */
  readonly splat?: string;
  /** False for pages that must stay out of search engines and the sitemap. */
  readonly indexable: boolean;
  /** What the site search calls the page in its results; absent: the search leaves it out (lists, which name everything). */
  readonly search?: SearchKind;
  /**
   * The search knows the page from a record of its facts (src/generate/date-search-records.ts),
   * not from its HTML: a seminar date's page repeats its seminar's text around a form.
   */
  readonly searchRecord?: true;
}

/** The name of the words in the seminar list's address (`/seminare?q=…`), which the header's search field submits without JavaScript. */
export const SEARCH_PARAM = 'q';

const hiddenDownload = (slug: string) =>
  ({
    de: `/downloads/seminarunterlagen/${slug}`,
    en: `/en/downloads/seminarunterlagen/${slug}`,
    indexable: false,
  }) as const;

export const ROUTES = {
  home: { de: '/', en: '/en', indexable: true },
  seminars: { de: '/seminare', en: '/en/courses', indexable: true },
  seminarDates: { de: '/seminartermine', en: '/en/coursedates', indexable: true },
  seminar: { de: '/seminare/:slug', en: '/en/courses/:slug', indexable: true, search: 'seminar' },
  seminarDate: { de: '/seminare/:slug/:dateId', en: '/en/courses/:slug/:dateId', indexable: true, search: 'date', searchRecord: true },
  trainingPath: {
    de: '/ausbildungswege/data-center-specialist',
    en: '/en/training-paths/data-center-specialist',
    indexable: true,
    search: 'page',
  },
  corporateSolutions: { de: '/unternehmensloesungen', en: '/en/corporate-solutions', indexable: true, search: 'page' },
  standard: { de: '/en-50600', en: '/en/en-50600', indexable: true, search: 'page' },
  event: { de: '/events/:eventId', en: '/en/events/:eventId', indexable: true, search: 'event' },
  career: { de: '/karriere', en: '/en/career', indexable: true, search: 'page' },
  job: { de: '/karriere/*', en: '/en/karriere/*', splat: 'jobSlug', indexable: true, search: 'job' },
  aboutUs: { de: '/ueber-uns', en: '/en/about-us', indexable: true, search: 'page' },
  contact: { de: '/kontakt', en: '/en/contact', indexable: true },
  trainers: { de: '/trainer', en: '/en/trainers', indexable: true },
  trainer: { de: '/trainer/:trainerId', en: '/en/trainers/:trainerId', indexable: true, search: 'trainer' },
  terms: { de: '/agb', en: '/en/agb', indexable: true, search: 'page' },
  privacy: { de: '/datenschutz', en: '/en/privacy-policy', indexable: true, search: 'page' },
  // Anyone checks a certificate here by its number and check code (src/server/certificates/http/).
  certificateCheck: { de: '/zertifikate/pruefen', en: '/en/certificates/verify', indexable: false },
  // Whoever booked asks for a sign-in link here and sees their bookings behind it (src/server/registrations/http/): the page
  // itself is a form anyone may find; what its link shows is answered noindex (LINK_HEADERS).
  myBookings: { de: '/meine-buchungen', en: '/en/my-bookings', indexable: true },
  imprint: { de: '/impressum', en: '/en/imprint', indexable: true, search: 'page' },
  legalNotice: { de: '/rechtliche-hinweise', en: '/en/legal-notice', indexable: true, search: 'page' },
  download: {
    de: '/downloads/seminarunterlagen/x/:id',
    en: '/en/downloads/seminarunterlagen/x/:id',
    indexable: true,
    search: 'page',
  },
  hiddenDownloadA: hiddenDownload(HIDDEN_DOWNLOAD_SLUGS.hiddenDownloadA),
  hiddenDownloadB: hiddenDownload(HIDDEN_DOWNLOAD_SLUGS.hiddenDownloadB),
  hiddenDownloadC: hiddenDownload(HIDDEN_DOWNLOAD_SLUGS.hiddenDownloadC),
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

type NamedParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | NamedParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SplatParam<R> = R extends { splat: infer S extends string } ? S : never;

/** The parameters of a route, derived from its German pattern, e.g. `{ slug: string }`. */
export type RouteParams<Id extends RouteId> = {
  [K in NamedParams<(typeof ROUTES)[Id]['de']> | SplatParam<(typeof ROUTES)[Id]>]: string;
};

export function isIndexable(id: RouteId): boolean {
  return ROUTES[id].indexable;
}

export function searchKind(id: RouteId): SearchKind | null {
  const route: RouteDefinition = ROUTES[id];
  return route.search ?? null;
}

/** Whether the search reads the route's pages (their `<main>`) rather than a record of their facts. */
export function searchReadsPage(id: RouteId): boolean {
  const route: RouteDefinition = ROUTES[id];
  return route.search !== undefined && route.searchRecord !== true;
}

export function splatName(id: RouteId): string | undefined {
  const route: RouteDefinition = ROUTES[id];
  return route.splat;
}
