/**
 * Which precompressed variant to send: the encodings a request's Accept-Encoding accepts,
 * best first. Higher q first; on equal q brotli before gzip (smaller); q=0 refuses; '*'
 * stands for every encoding not named. No header, or an empty one: none (identity).
 */
import type { Encoding } from '../http/compressible.ts';

const SERVER_PREFERENCE: readonly Encoding[] = ['br', 'gzip'];
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function parse(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [rawName = '', ...params] = item.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      q = QVALUE.test(value) ? Number(value) : 0; // a malformed weight is no acceptance
    }
    const key = name === 'x-gzip' ? 'gzip' : name;
    weights.set(key, Math.max(q, weights.get(key) ?? 0));
  }
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
