/**
 * The private links of a confirmed registration (tokens.ts makes and hashes them): one
 * that manages the whole registration, for the address that registered, and one per
 * place, for its participant. Each works until the course has ended: until the day after
 * its last day begins in Germany.
 */
import { berlinDayStart, nextDay } from '../../content/calendar.ts';
import { newToken } from './tokens.ts';

export interface ManageTokens {
  readonly whole: { readonly token: string; readonly hash: string };
  readonly places: ReadonlyArray<{ readonly token: string; readonly hash: string }>;
}

export function manageTokens(places: number): ManageTokens {
  return { whole: newToken(), places: Array.from({ length: places }, () => newToken()) };
}

/** When the manage links of a date's registrations stop working (ms): once its last day is over in Germany. */
export const linksUntil = (date: { readonly end: string }): number => berlinDayStart(nextDay(date.end));
