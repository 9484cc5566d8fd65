/**
 * Reading a header that lists choices with weights (Accept, Accept-Encoding): each name,
 * lower case, with its q (1 when not given; a malformed weight counts as 0, no acceptance),
 * the highest when a name repeats.
 */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

export function qualityWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [rawName = '', ...params] = item.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      q = QVALUE.test(value) ? Number(value) : 0;
    }
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  return weights;
}
