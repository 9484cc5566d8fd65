/**
 * What the browser downloads stays small: no client script carries the hyphenation that
 * pages are rendered with (src/i18n/hyphenate.ts: 700 KB of patterns, server side only).
 * An island importing a heading component would pull it in unnoticed by the type check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../support/built-site.ts';

const ASSETS = join(DIST_DIR, 'assets');
const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

/** Strings of the hyphen package that survive minifying: its pattern files' global name and its option name. */
const HYPHENATION_MARKS = ['hyphenationPatterns', 'minWordLength'];

describe('client scripts', () => {
  it('exist', () => {
    expect(scripts.length).toBeGreaterThan(3);
  });

  it('carry no hyphenation patterns or hyphenator', () => {
    const carrying = scripts.filter((file) => {
      const code = readFileSync(join(ASSETS, file), 'utf8');
      return HYPHENATION_MARKS.some((mark) => code.includes(mark));
    });
    expect(carrying).toEqual([]);
  });
});
