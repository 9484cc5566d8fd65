/**
 * Reading a header that lists choices with weights (Accept, Accept-Encoding,
 * Accept-Language): each name with its q (1 when not given; a malformed weight counts as
 * 0, no acceptance), in the header's order.
 */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

export interface Quality {
  /** As written, trimmed (compare case-insensitively). */
  readonly name: string;
  readonly q: number;
}

export function qualities(header: string): Quality[] {
  const list: Quality[] = [];
  for (const item of header.split(',')) {
    const [rawName = '', ...params] = item.split(';');
    const name = rawName.trim();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'q') q = QVALUE.test(value) ? Number(value) : 0;
    }
    list.push({ name, q });
  }
  return list;
}

/** Each name, lower case, with its weight: the highest when a name repeats. */
export function qualityWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const { name, q } of qualities(header)) {
    const key = name.toLowerCase();
    weights.set(key, Math.max(q, weights.get(key) ?? 0));
  }
  return weights;
}
