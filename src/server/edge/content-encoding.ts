/**
 * Which encoding to send a file in (brotli from the build's variant, gzip made on request):
 * the encodings a request's Accept-Encoding accepts, best first. Higher q first; on equal q
 * brotli before gzip (smaller); q=0 refuses; '*' stands for every encoding not named. No
 * header, or an empty one: none (identity).
 */
import type { Encoding } from '../../http/compressible.ts';
import { qualityWeights } from '../../http/quality-values.ts';

const SERVER_PREFERENCE: readonly Encoding[] = ['br', 'gzip'];
function parse(header: string): Map<string, number> {
  const weights = qualityWeights(header);
  const xGzip = weights.get('x-gzip');
  if (xGzip !== undefined) weights.set('gzip', Math.max(xGzip, weights.get('gzip') ?? 0));
  return weights;
}

export function acceptedEncodings(acceptEncoding: string | undefined | null): Encoding[] {
  if (!acceptEncoding) return [];
  const weights = parse(acceptEncoding);
  const wildcard = weights.get('*') ?? 0;
  return SERVER_PREFERENCE.map((encoding) => ({ encoding, q: weights.get(encoding) ?? wildcard }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || SERVER_PREFERENCE.indexOf(a.encoding) - SERVER_PREFERENCE.indexOf(b.encoding))
    .map(({ encoding }) => encoding);
}
