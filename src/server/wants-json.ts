/**
 * Whether an error answer should be JSON rather than an HTML page: for the API's paths
 * (/api and below), and for a client whose Accept weighs application/json above text/html
 * (a browser's Accept, curl's '*\/*' and no Accept at all get the page). And whether a
 * request is a browser's navigation (text/html first), which the API answers with a page.
 */
import { qualityWeights } from './quality-values.ts';

const API_PREFIX = '/api';

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** The weight a media type gets from an Accept header's ranges: its own, else its type's 'x/*', else '*\/*'. */
function weightOf(weights: ReadonlyMap<string, number>, mediaType: string): number {
  return weights.get(mediaType) ?? weights.get(`${mediaType.split('/')[0]}/*`) ?? weights.get('*/*') ?? 0;
}

/** How much more an Accept header weighs text/html than application/json; negative when it prefers JSON. */
function htmlPreference(accept: string | undefined): number {
  const weights = qualityWeights(accept ?? '');
  return weightOf(weights, 'text/html') - weightOf(weights, 'application/json');
}

/** A browser's navigation: text/html weighed above JSON (not a '*\/*' alone). */
export function prefersHtml(accept: string | undefined): boolean {
  return htmlPreference(accept) > 0;
}

export function wantsJson(path: string, accept: string | undefined): boolean {
  return isApiPath(path) || htmlPreference(accept) < 0;
}
