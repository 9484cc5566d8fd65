/**
 * The languages of a request's Accept-Language header, read as every weighted header is
 * (src/http/quality-values.ts): the one reading of it, for the language at '/' and the
 * language of the API's answers, so both choose the same for one browser.
 */
import { qualities } from './quality-values.ts';

/**
 * The languages of an Accept-Language header, most preferred first: by q-value, ties in
 * the header's order; q=0 means "not this one" and drops the language, as does a
 * malformed q; '*' names no language.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return qualities(header)
    .map((language, index) => ({ ...language, index }))
    .filter(({ name, q }) => name !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ name }) => name);
}
