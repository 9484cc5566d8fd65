import { describe, expect, it } from 'vitest';
import { BRAND, formatTitle } from '../../src/config/site.ts';
import { routeHead } from '../../src/document/head.ts';

const site = 'https://academy.test';

describe('page titles', () => {
  it("follow '{page title} - {brand} academy'", () => {
    expect(formatTitle('Seminare')).toBe(`Seminare - ${BRAND} academy`);
  });
  it('are the bare brand where a page has no title', () => {
    expect(formatTitle(null)).toBe(BRAND);
    expect(formatTitle('')).toBe(BRAND);
  });
});

describe('routeHead', () => {
  it('gives lang, canonical and hreflang alternates for de, en and x-default (German)', () => {
    const head = routeHead({ id: 'seminar', locale: 'en', params: { slug: 'x-1' } }, { title: 'X', description: 'd', siteUrl: site });
    expect(head.lang).toBe('en-US');
    expect(head.canonical).toBe(`${site}/en/courses/x-1`);
    expect(head.alternates).toEqual([
      { hreflang: 'de', href: `${site}/seminare/x-1` },
      { hreflang: 'en', href: `${site}/en/courses/x-1` },
      { hreflang: 'x-default', href: `${site}/seminare/x-1` },
    ]);
    expect(head.robots).toBeNull();
  });

  it('marks the hidden download pages noindex', () => {
    const head = routeHead({ id: 'hiddenDownloadB', locale: 'de', params: {} }, { title: 'T', description: 'd', siteUrl: site });
    expect(head.robots).toMatch(/noindex/);
  });
});
