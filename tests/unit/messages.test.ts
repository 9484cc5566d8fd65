/**
 * The interface texts: every language has exactly the same keys (at any depth), no text
 * is empty, and each text uses the same {placeholders} in every language. The shared
 * type catches a missing key in most cases; this also catches extra keys, `as` casts and
 * texts that were left blank. Names of standards are written with a non-breaking space.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';
import { keepNormNamesTogether } from '../../src/i18n/typography.ts';

/** 'nav.seminars' -> value, for every leaf (text or null) of a dictionary. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...new Set(text.match(/\{\w+\}/g) ?? [])].sort() : [];
}

const [first, ...others] = LOCALES;
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(MESSAGES[locale])]));

describe('message catalogues', () => {
  it('exist for every locale', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
    expect(catalogues[first]!.size).toBeGreaterThan(10);
  });

  it.each(others)(`%s has exactly the keys of ${first}, at every depth`, (locale) => {
    const reference = catalogues[first]!;
    const catalogue = catalogues[locale]!;
    expect({
      [`missing in ${locale}`]: [...reference.keys()].filter((key) => !catalogue.has(key)),
      [`only in ${locale}`]: [...catalogue.keys()].filter((key) => !reference.has(key)),
    }).toEqual({ [`missing in ${locale}`]: [], [`only in ${locale}`]: [] });
  });

  it.each([...LOCALES])('%s has no empty texts', (locale) => {
    const empty = [...catalogues[locale]!].filter(([, value]) => typeof value === 'string' && value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each([...LOCALES])('%s holds only texts, or null where a text is deliberately absent', (locale) => {
    const other = [...catalogues[locale]!]
      .filter(([, value]) => typeof value !== 'string' && value !== null)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    expect(other).toEqual([]);
  });

  it.each(others)(`%s is null exactly where ${first} is, and uses the same {placeholders}`, (locale) => {
    const reference = catalogues[first]!;
    const catalogue = catalogues[locale]!;
    const mismatches = [...reference].flatMap(([key, value]) => {
      if (!catalogue.has(key)) return [];
      const translated = catalogue.get(key);
      if ((value === null) !== (translated === null)) return [`${key}: ${JSON.stringify(value)} vs ${JSON.stringify(translated)}`];
      const expected = placeholders(value).join(' ');
      const actual = placeholders(translated).join(' ');
      return expected === actual ? [] : [`${key}: placeholders ${expected || '(none)'} in ${first}, ${actual || '(none)'} in ${locale}`];
    });
    expect(mismatches).toEqual([]);
  });

  it.each([...LOCALES])('%s keeps the names of standards on one line ("EN\u00a050600")', (locale) => {
    const breakable = [...catalogues[locale]!]
      .filter(([, value]) => typeof value === 'string' && keepNormNamesTogether(value) !== value)
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(breakable).toEqual([]);
  });
});
