/**
 * The inline script of the German home page at '/': on a static host (no server rule), it
 * sends a visitor whose remembered or preferred language is English to '/en' before the
 * page paints. Crawlers are left alone: they must index '/' as it is. Hand-written ES5
 * mirroring detectLocale (locale-preference.ts); a unit test runs it against that function.
 * The Node server makes the same decision from the request's headers (src/server/edge/root-locale.ts)
 * before the page is sent; the script then finds nothing left to do.
 */
import { LOCALE_COOKIE } from './locale-preference.ts';

export const CRAWLER_PATTERN = 'bot|crawl|spider|slurp|facebookexternalhit|embedly|preview';

/** Whether a user agent is a crawler, which is never sent elsewhere from '/'. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return new RegExp(CRAWLER_PATTERN, 'i').test(userAgent ?? '');
}

export function rootRedirectScript(): string {
  return (
    '(function(){var n=navigator;if(new RegExp(' +
    JSON.stringify(CRAWLER_PATTERN) +
    ',"i").test(n.userAgent))return;' +
    'var m=document.cookie.match(/(?:^|;\\s*)' +
    LOCALE_COOKIE +
    '=(de|en)(?:;|$)/),l=m&&m[1];' +
    'if(!l){var a=n.languages||[n.language||""];for(var i=0;i<a.length&&!l;i++){var p=String(a[i]).toLowerCase().split(/[-_]/)[0];if(p==="de"||p==="en")l=p}}' +
    'if(l==="en")location.replace("/en"+location.search+location.hash)})()'
  );
}
