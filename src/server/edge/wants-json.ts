/**
 * Whether an error answer should be JSON rather than an HTML page: for the API's paths
 * (/api and below), and for a client whose Accept weighs application/json above text/html,
 * or names it where it takes HTML only through '*\/*' (a browser's Accept, curl's '*\/*' and
 * no Accept at all get the page). And whether a request is a browser's navigation
 * (text/html first), which the API answers with a page.
 */
import { qualityWeights } from '../../http/quality-values.ts';

const API_PREFIX = '/api';

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * A media type's weight in an Accept header: by its own range, else its type's 'x/*', else
 * '*\/*'; and how specifically the header named it (2, 1, 0), which settles a tie: a client
 * that names application/json and also takes '*\/*' (axios, Angular) wants JSON.
 */
function rangeOf(weights: ReadonlyMap<string, number>, mediaType: string): { q: number; specificity: number } {
  const typeRange = `${mediaType.split('/')[0]}/*`;
  const exact = weights.get(mediaType);
  if (exact !== undefined) return { q: exact, specificity: 2 };
  const ofType = weights.get(typeRange);
  if (ofType !== undefined) return { q: ofType, specificity: 1 };
  return { q: weights.get('*/*') ?? 0, specificity: 0 };
}

/** Above zero when an Accept header prefers text/html to application/json, below when JSON, zero when it does not say. */
function htmlPreference(accept: string | undefined): number {
  const weights = qualityWeights(accept ?? '');
  const html = rangeOf(weights, 'text/html');
  const json = rangeOf(weights, 'application/json');
  return html.q - json.q || html.specificity - json.specificity;
}

/** A browser's navigation: text/html weighed above JSON (not a '*\/*' alone). */
export function prefersHtml(accept: string | undefined): boolean {
  return htmlPreference(accept) > 0;
}

export function wantsJson(path: string, accept: string | undefined): boolean {
  return isApiPath(path) || htmlPreference(accept) < 0;
}
