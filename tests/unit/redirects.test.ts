import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { matchRoute } from '../../src/routes/match.ts';
import { findRedirect, OLD_SEMINAR_SLUGS, REDIRECTS, SITEMAP_INDEX_PATH } from '../../src/routes/redirects.ts';

const content = await loadContentCache('content-cache');

/** Every fixed redirect: old address, new address. */
const PERMANENT: ReadonlyArray<readonly [string, string]> = [
  ['/ausbildungswege/fuer-unternehmen', '/unternehmensloesungen'],
  ['/en/training-paths/for-companies', '/en/corporate-solutions'],
  ['/seminare/nachhaltigkeit-im-rechenzentrum', '/seminare/energieeffizienz-und-nachhaltigkeit'],
  ['/en/courses/nachhaltigkeit-im-rechenzentrum', '/en/courses/energieeffizienz-und-nachhaltigkeit'],
  ['/seminare/tsi-professional-training', '/seminare/en-50600-professional'],
  ['/en/courses/tsi-professional-training', '/en/courses/en-50600-professional'],
  ['/seminare/tsi-professional-update-training', '/seminare/en-50600-professional-update'],
  ['/en/courses/tsi-professional-update-training', '/en/courses/en-50600-professional-update'],
  ['/seminare/5e8f1c2a9b3d', '/seminare'],
  ['/en/courses/5e8f1c2a9b3d', '/en/courses'],
  ['/sitemap.xml', SITEMAP_INDEX_PATH],
  ['/en/sitemap.xml', SITEMAP_INDEX_PATH],
  ['/en/karriere', '/en/career'],
];

describe('redirect table', () => {
  it.each(PERMANENT)('%s -> %s, permanently', (from, to) => {
    expect(findRedirect(from)).toMatchObject({ from, to, status: 301 });
  });

  it.each([
    ['/seminare/tsi-professional-training/1003', '/seminare/en-50600-professional/1003'],
    ['/en/courses/nachhaltigkeit-im-rechenzentrum/1042', '/en/courses/energieeffizienz-und-nachhaltigkeit/1042'],
    ['/seminare/5e8f1c2a9b3d/1003', '/seminare'],
    ['/en/courses/5e8f1c2a9b3d/7', '/en/courses'],
  ])("an old seminar's date %s -> %s", (from, to) => {
    expect(findRedirect(from)).toEqual({ from, to, status: 301 });
  });

  it('redirects nothing else below an old address', () => {
    for (const path of [
      '/seminare/tsi-professional-training/x',
      '/seminare/tsi-professional-training/1/2',
      '/en/karriere/1',
      '/sitemap.xml/1',
    ])
      expect(findRedirect(path), path).toBeUndefined();
  });

  it('has exactly the entries above, each source once', () => {
    expect(REDIRECTS.map(({ from, to }) => [from, to]).sort()).toEqual(PERMANENT.map(([from, to]) => [from, to]).sort());
    expect(new Set(REDIRECTS.map((r) => r.from)).size).toBe(REDIRECTS.length);
  });

  it('points every page target at a route with content, never at another redirect', () => {
    for (const { to } of REDIRECTS) {
      if (to === SITEMAP_INDEX_PATH) continue;
      const route = matchRoute(to);
      expect(route, to).not.toBeNull();
      if (route?.id === 'seminar') expect(content.seminars.map((s) => s.slug)).toContain(route.params.slug);
      expect(findRedirect(to)).toBeUndefined();
    }
  });

  it('never shadows a current seminar', () => {
    const slugs = content.seminars.map((seminar) => seminar.slug);
    for (const old of Object.keys(OLD_SEMINAR_SLUGS)) expect(slugs).not.toContain(old);
  });
});
