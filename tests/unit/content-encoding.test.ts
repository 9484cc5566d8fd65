import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../src/server/edge/content-encoding.ts';
import { etagOf, ifNoneMatchHits } from '../../src/server/edge/etag.ts';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, br', ['br', 'gzip']], // equal weight: the server's preference
    ['br;q=0.5, gzip;q=0.8', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['BR;Q=0, GZIP', ['gzip']],
    ['x-gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip', ['gzip', 'br']],
    ['*;q=0', []],
    ['br;q=0, *', ['gzip']],
    ['br;q=banana, gzip', ['gzip']],
    ['br;q=1.5, gzip', ['gzip']],
    ['deflate, compress', []],
    [' br ; q=0.001 ', ['br']],
  ])('%j -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('etagOf and If-None-Match', () => {
  const file = { size: 1234, mtimeMs: 1_700_000_000_123.456 };

  it('differs by encoding, size and modification time', () => {
    const tags = [
      etagOf(file, null),
      etagOf(file, 'br'),
      etagOf(file, 'gzip'),
      etagOf({ ...file, size: 1235 }, null),
      etagOf({ ...file, mtimeMs: file.mtimeMs + 1 }, null),
    ];
    expect(new Set(tags).size).toBe(tags.length);
    // Strong for the files on disk, weak for gzip made on request.
    expect(tags.filter((tag) => /^"[0-9a-z-]+"$/.test(tag))).toHaveLength(4);
    expect(etagOf(file, 'gzip')).toMatch(/^W\/"[0-9a-z-]+-gzip"$/);
  });

  it('matches a weak tag of gzip given back as it was sent', () => {
    const tag = etagOf(file, 'gzip');
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(etagOf(file, 'br'), tag)).toBe(false);
  });

  it('matches a listed tag, a weak form of it, or *', () => {
    const tag = etagOf(file, 'br');
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`"a", W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"a", "b"', tag)).toBe(false);
    expect(ifNoneMatchHits(etagOf(file, 'gzip'), tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});
