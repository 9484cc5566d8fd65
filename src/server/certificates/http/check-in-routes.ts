/**
 * The staff's check-in pages under /api/attendance (check-in-pages.ts draws them), in the
 * visitor's language: sign in with a CMS account (../../cms/staff-sign-in.ts; a session cookie,
 * staff-session.ts), choose a date, tick who is present day by day, print a day's sign-in sheet,
 * import an online day's attendance report or a file of exam results. Every answer is
 * `no-store` and `noindex`; posts from another site are refused, sign-in attempts counted per
 * client. After attendance or results are recorded, `onEvidence` lets the certificates follow.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import type { SignInResult } from '../../cms/staff-sign-in.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import { visitorLocale } from '../../edge/response-locale.ts';
import { clientAddress, requestHost, type TrustedProxies } from '../../limits/client-address.ts';
import { isCrossSite } from '../../limits/cross-site.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import type { Logger } from '../../log/log.ts';
import { signInSheetPdf } from '../drawing/sign-in-sheet.ts';
import { AttendanceReportError } from '../rules/attendance-report.ts';
import { CHECK_IN_TEXTS } from '../rules/check-in-texts.ts';
import { ResultFileError } from '../rules/result-import.ts';
import {
  type CheckInDeps,
  dateAndDay,
  datesAround,
  dayList,
  importReport,
  importResults,
  saveDay,
  sheetFacts,
} from '../use-cases/check-in.ts';
import { CHECK_IN_PATH, datesPage, dayPage, problemPage, reportPage, resultsPage, signInPage } from './check-in-pages.ts';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_HOURS, sessionMember, sessionValue } from './staff-session.ts';

export interface CheckInOptions extends CheckInDeps {
  /** Signs a person in with their CMS account. */
  readonly signIn: (email: string, password: string) => Promise<SignInResult>;
  /** The key the session cookies are signed with. */
  readonly sessionKey: Buffer;
  readonly siteUrl: string;
  /** What the sign-in sheet names as its issuer. */
  readonly academy: string;
  readonly limits: RateLimits;
  readonly trustProxy: TrustedProxies;
  /** Attendance or results were recorded. */
  readonly onEvidence: () => void;
  readonly log: Logger;
}

/** The most a report or results file may weigh: a day's report of a few hundred people is far less. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Sign-in attempts per client and minute. */
const SIGN_IN_LIMIT = 10;
/** The most a sign-in form may weigh: an address and a password. */
const SIGN_IN_BYTES = 4 * 1024;

/** What every route of the pages shares: the language, the session, the answers, the date of the path. */
function partsOf(options: CheckInOptions) {
  const html = (c: Context, body: string, status: 200 | 400 | 403 | 404 | 429 | 503 = 200) => c.html(body, status, LINK_HEADERS);
  const member = (c: Context) => sessionMember(options.sessionKey, getCookie(c, STAFF_SESSION_COOKIE), options.now().getTime());
  /** The date of the path and the day asked for, with what the pages show of it; null when there is no such date. */
  const dateOf = (c: Context, locale: Locale, askedDay: string | undefined) => {
    const content: Content = options.getContent();
    const found = dateAndDay(content, Number(c.req.param('dateId')), askedDay, options.today());
    if (!found) return null;
    const { seminar, date, days, day } = found;
    const choice = { dateId: date.id, title: seminar.translations[locale].title, days, place: date.location, format: seminar.format };
    return { date, day, choice };
  };
  const unknownDate = (c: Context, locale: Locale) =>
    html(c, problemPage(locale, member(c)?.name ?? null, CHECK_IN_TEXTS[locale].unknownDate), 404);
  return { html, member, dateOf, unknownDate };
}

type Parts = ReturnType<typeof partsOf>;

/** Refuses posts from another site; signs in and out. */
function signingIn(routes: Hono, options: CheckInOptions, { html }: Parts): void {
  const limiter = options.limits('staff sign-in', { limit: SIGN_IN_LIMIT });
  const siteHost = new URL(options.siteUrl).host;
  // Staff pages take posts from their own origin only: not from another site, nor from a sibling host of the same site.
  const crossSite = (c: Context) => {
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite === 'same-site') return true;
    return isCrossSite({ secFetchSite: fetchSite, origin: c.req.header('origin'), host: requestHost(c, options.trustProxy) }, siteHost);
  };
  const cookie = { path: CHECK_IN_PATH, httpOnly: true, sameSite: 'Strict', secure: options.siteUrl.startsWith('https:') } as const;
  routes.use('*', async (c, next) => {
    const locale = visitorLocale(c.req);
    if (c.req.method === 'POST' && crossSite(c)) return html(c, problemPage(locale, null, CHECK_IN_TEXTS[locale].crossSite), 403);
    return next();
  });
  routes.post('/sign-in', bodyLimit({ maxSize: SIGN_IN_BYTES, onError: (c) => c.text('too large', 413, LINK_HEADERS) }), async (c) => {
    const locale = visitorLocale(c.req);
    const texts = CHECK_IN_TEXTS[locale];
    const decision = await limiter.hit(clientAddress(c, options.trustProxy), options.now().getTime());
    if (!decision.allowed) return html(c, signInPage(locale, texts.tooMany), 429);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const result = email && password ? await options.signIn(email, password) : ({ kind: 'refused' } as const);
    if (result.kind === 'unavailable') return html(c, signInPage(locale, texts.unavailable), 503);
    if (result.kind === 'refused') return html(c, signInPage(locale, texts.refused), 403);
    options.log.info('staff signed in to the check-in pages', { staff: result.member.id });
    const value = sessionValue(options.sessionKey, result.member, options.now().getTime());
    setCookie(c, STAFF_SESSION_COOKIE, value, { ...cookie, maxAge: STAFF_SESSION_HOURS * 3600 });
    return c.redirect(CHECK_IN_PATH, 303);
  });
  routes.post('/sign-out', (c) => {
    deleteCookie(c, STAFF_SESSION_COOKIE, cookie);
    return c.redirect(CHECK_IN_PATH, 303);
  });
}

/** The dates, a day's list and its ticks, a day's sign-in sheet. */
function checkingIn(routes: Hono, options: CheckInOptions, { html, member, dateOf, unknownDate }: Parts): void {
  routes.get('/', (c) => {
    const locale = visitorLocale(c.req);
    return html(c, datesPage(locale, member(c)?.name ?? '', datesAround(options.getContent(), options.today(), locale)));
  });
  routes.get('/:dateId{[0-9]+}', async (c) => {
    const locale = visitorLocale(c.req);
    const found = dateOf(c, locale, c.req.query('day'));
    if (!found) return unknownDate(c, locale);
    const places = await dayList(options, found.date.id, found.day);
    const saved = c.req.query('saved') === '1';
    const { date, choice, day } = found;
    return html(c, dayPage(locale, { member: member(c)?.name ?? '', dateId: date.id, choice, day, places, saved }));
  });
  routes.post('/:dateId{[0-9]+}', async (c) => {
    const locale = visitorLocale(c.req);
    const form = await c.req.parseBody({ all: true });
    const found = dateOf(c, locale, typeof form.day === 'string' ? form.day : undefined);
    if (!found) return unknownDate(c, locale);
    const keys = (field: string) => new Set([form[field] ?? []].flat().filter((value): value is string => typeof value === 'string'));
    if ((await saveDay(options, found.date.id, found.day, keys('present'), keys('shown'))) > 0) options.onEvidence();
    return c.redirect(`${CHECK_IN_PATH}/${found.date.id}?day=${found.day}&saved=1`, 303);
  });
  routes.get('/:dateId{[0-9]+}/sign-in-sheet.pdf', async (c) => {
    const locale = visitorLocale(c.req);
    const found = dateOf(c, locale, c.req.query('day'));
    if (!found) return unknownDate(c, locale);
    const places = await dayList(options, found.date.id, found.day);
    const facts = sheetFacts(options.getContent(), found.date, found.day, CHECK_IN_TEXTS[locale].online);
    const pdf = await signInSheetPdf({
      locale,
      academy: options.academy,
      title: found.choice.title,
      day: found.day,
      ...facts,
      people: places,
    });
    return c.body(new Uint8Array(pdf), 200, {
      ...LINK_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="sign-in-sheet-${found.date.id}-${found.day}.pdf"`,
    });
  });
}

/** An online day's attendance report and a file of exam results, imported. */
function importing(routes: Hono, options: CheckInOptions, { html, member, dateOf, unknownDate }: Parts): void {
  const upload = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => c.text('too large', 413, LINK_HEADERS) });
  /** The uploaded file's bytes (none: empty) and the day the form names. */
  const fileOf = async (c: Context) => {
    const form = await c.req.parseBody();
    const bytes = form.file instanceof File ? new Uint8Array(await form.file.arrayBuffer()) : new Uint8Array();
    return { bytes, day: typeof form.day === 'string' ? form.day : undefined };
  };
  const unreadable = (c: Context, locale: Locale, error: Error) =>
    html(c, problemPage(locale, member(c)?.name ?? '', interpolate(CHECK_IN_TEXTS[locale].badFile, { why: error.message })), 400);
  routes.post('/:dateId{[0-9]+}/report', upload, async (c) => {
    const locale = visitorLocale(c.req);
    const { bytes, day } = await fileOf(c);
    const found = dateOf(c, locale, day);
    if (!found) return unknownDate(c, locale);
    try {
      const { matched, unmatched } = await importReport(options, found.date.id, found.day, bytes);
      if (matched > 0) options.onEvidence();
      return html(c, reportPage(locale, member(c)?.name ?? '', found.date.id, found.choice.title, matched, unmatched));
    } catch (error) {
      if (error instanceof AttendanceReportError) return unreadable(c, locale, error);
      throw error;
    }
  });
  routes.post('/:dateId{[0-9]+}/results', upload, async (c) => {
    const locale = visitorLocale(c.req);
    const { bytes } = await fileOf(c);
    const found = dateOf(c, locale, undefined);
    if (!found) return unknownDate(c, locale);
    try {
      const { recorded, already, problems } = await importResults(options, found.date.id, bytes);
      if (recorded > 0) options.onEvidence();
      return html(c, resultsPage(locale, member(c)?.name ?? '', found.date.id, found.choice.title, { recorded, already }, problems));
    } catch (error) {
      if (error instanceof ResultFileError) return unreadable(c, locale, error);
      throw error;
    }
  });
}

export function createCheckInRoutes(options: CheckInOptions): Hono {
  const routes = new Hono();
  const parts = partsOf(options);
  signingIn(routes, options, parts);
  // Everything else is for staff signed in.
  routes.use('*', async (c, next) => {
    if (parts.member(c)) return next();
    const locale = visitorLocale(c.req);
    return c.req.method === 'GET' && c.req.path === CHECK_IN_PATH ? parts.html(c, signInPage(locale)) : c.redirect(CHECK_IN_PATH, 303);
  });
  checkingIn(routes, options, parts);
  importing(routes, options, parts);
  return routes;
}
