/**
 * The pre-rendered error pages: one per status the server (or nginx) can send to a browser,
 * in each language, named `{status}.html` in the language's folder ('404.html',
 * 'en/405.html'). They are templates the server reads, never pages of their own: the
 * server and nginx do not serve them by their own address.
 */
import { LOCALE_INFO, LOCALES, type Locale, localeOfPath } from '../i18n/locales.ts';

/**
 * 400 bad request (and what Node's parser refuses), 404 not found, 405 a method other than
 * GET/HEAD, 408 too slow, 413 a body over nginx's limit, 431 headers too large, 500 a failure.
 */
export const ERROR_STATUSES = [400, 404, 405, 408, 413, 431, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** The methods pages allow, which a 405 names (Allow). */
export const PAGE_METHODS = 'GET, HEAD';

export function isErrorStatus(status: number): status is ErrorStatus {
  return (ERROR_STATUSES as readonly number[]).includes(status);
}

/** Where the page of a status lives in dist/: '404.html', 'en/405.html'. */
export function errorPageFile(locale: Locale, status: ErrorStatus): string {
  const folder = LOCALE_INFO[locale].prefix.slice(1);
  return folder ? `${folder}/${status}.html` : `${status}.html`;
}

/** The page of a status for a request path, in the path's language. */
export function errorPageFileFor(path: string, status: ErrorStatus): string {
  return errorPageFile(localeOfPath(path), status);
}

const ERROR_FILES: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) => ERROR_STATUSES.map((status) => errorPageFile(locale, status))),
);

/** Whether a file of dist/ ('en/404.html') is an error page. */
export function isErrorPageFile(file: string): boolean {
  return ERROR_FILES.has(file);
}
