/**
 * The private links of a confirmed registration (tokens.ts makes and hashes them): one
 * that manages the whole registration, for the address that registered, and one per
 * place, for its participant. Each works until the course has ended: until the day after
 * its last day begins in Germany.
 */
import { berlinDayStart, nextDay } from '../../../content/calendar.ts';
import { findDate } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import { manageLink } from '../../../registration-contract/contract.ts';
import { newToken } from '../../gate/tokens.ts';

/** New manage links for a registration of `places` places: the links its mails carry, and the hashes the database keeps. */
export function manageTokens(places: number, linkOf: (token: string) => string) {
  const whole = newToken();
  const each = Array.from({ length: places }, () => newToken());
  return {
    links: { whole: linkOf(whole.token), places: each.map(({ token }) => linkOf(token)) },
    hashes: { whole: whole.hash, places: each.map(({ hash }) => hash) },
  };
}

/** A new link to one place: its address, the hash the database keeps, and when it ends (ms). */
export function newPlaceLink(siteUrl: string, until: number) {
  const { token, hash } = newToken();
  return { href: manageLink(siteUrl, token), hash, until };
}

/** When the manage links of a date's registrations stop working (ms): once its last day is over in Germany. */
export const linksUntil = (date: { readonly end: string }): number => berlinDayStart(nextDay(date.end));

/** When the links of a registration for `dateId` stop working (linksUntil); null for a date the content does not have. */
export function linksEndOf(content: Content, dateId: number): number | null {
  const found = findDate(content, dateId);
  return found ? linksUntil(found.date) : null;
}
