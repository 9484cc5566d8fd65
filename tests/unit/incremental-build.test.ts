/**
 * Incremental builds give the site a full build would give, page for page: for a range of
 * editors' changes, an incremental build on top of the previous site, applied, equals a
 * full build of the new content (up to the build id an untouched page keeps), and it
 * renders few pages for a small change.
 */
import { describe, expect, it } from 'vitest';
import type { ViteManifest } from '../../src/build/assets.ts';
import { currentValue, trackContent } from '../../src/build/content-tracking.ts';
import { type GeneratedSite, generateSite, type PreviousSite, type SiteInputs } from '../../src/build/generate-site.ts';
import { PAYLOAD_FILE } from '../../src/build/output-path.ts';
import { parsePayload } from '../../src/build/payload.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';
import { ISLAND_ENTRIES, LOADER_ENTRY, UPDATE_NOTICE_ENTRY } from '../../src/islands/registry.ts';
import { LATEST_BUILD_PATH } from '../../src/routes/build-files.ts';

const manifest: ViteManifest = Object.fromEntries(
  [LOADER_ENTRY, UPDATE_NOTICE_ENTRY, ...Object.values(ISLAND_ENTRIES)].map((entry) => [entry, { file: `assets/${entry.split('/').at(-2)}-x.js` }]),
) as ViteManifest;
const icons = await resolveIcons(ICON_NAMES);
const base = await loadContentCache('content-cache');
const TODAY = '2026-11-22';

const inputs = (content: Content): SiteInputs => ({ content, manifest, css: 'body{margin:0}', icons, siteUrl: 'https://www.example.test', today: TODAY, analyticsEndpoint: null });

type Files = Map<string, string | Uint8Array>;

function applied(previous: Files, site: GeneratedSite): Files {
  const files = new Map(previous);
  for (const file of site.deleted) files.delete(file);
  for (const [file, data] of site.files) files.set(file, data);
  files.set(LATEST_BUILD_PATH.slice(1), site.latest);
  return files;
}

function previousOf(files: Files, content: Content, errorPages?: GeneratedSite['errorPages']): PreviousSite {
  const payloads = new Map<string, NonNullable<ReturnType<typeof parsePayload>>>();
  for (const [file, data] of files) {
    if (!file.endsWith(PAYLOAD_FILE)) continue;
    const payload = parsePayload(String(data));
    if (payload) payloads.set(payload.path, payload);
  }
  const encoder = new TextEncoder();
  return { payloads, content, errorPages, read: (file) => (files.has(file) ? (typeof files.get(file) === 'string' ? encoder.encode(files.get(file) as string) : (files.get(file) as Uint8Array)) : null) };
}

/** A page without the id of the build that rendered it; build records left out. */
function comparable(files: Files): Map<string, string> {
  const result = new Map<string, string>();
  for (const [file, data] of files) {
    if (file.startsWith('builds/')) continue;
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('base64');
    result.set(file, text.replace(/(<meta name="build-id" content=")[^"]+"/, '$1"').replace(/("build":")[^"]+"/, '$1"'));
  }
  return result;
}

const edit = (mutate: (content: { -readonly [K in keyof Content]: Array<Record<string, any>> }) => void): Content => {
  const copy = structuredClone(base) as unknown as { -readonly [K in keyof Content]: Array<Record<string, any>> };
  mutate(copy);
  return copy as unknown as Content;
};

const changes: Array<[string, Content, number]> = [
  ['a seminar title (German)', edit((c) => (c.seminars[0]!.translations.de.title = 'EN 50600 Grundlagen kompakt')), 40],
  ['a date price', edit((c) => (c.seminarDates[3]!.price = 1234)), 40],
  ['a date fully booked', edit((c) => (c.seminarDates[5]!.fullyBooked = true)), 40],
  ['a new date', edit((c) => c.seminarDates.push({ ...c.seminarDates[0]!, id: 1999, start: '2027-10-04', end: '2027-10-05' })), 200],
  ['a date removed', edit((c) => c.seminarDates.splice(10, 1)), 200],
  ['the terms page text', edit((c) => (c.sitePages.find((p) => p.key === 'terms')!.translations.en.body = '<p>New terms.</p>')), 4],
  ['a job removed', edit((c) => c.jobs.splice(0, 1)), 200],
];

describe('incremental build', () => {
  const first = generateSite(inputs(base));
  const site0 = applied(new Map(), first);

  it('a full build writes a payload beside every page, naming its build and what it read', () => {
    const payload = parsePayload(String(site0.get(`en/courses/${PAYLOAD_FILE}`)));
    expect(payload).toMatchObject({ path: '/en/courses', build: first.buildId, today: TODAY });
    expect(Object.keys(payload!.dependencies).length).toBeGreaterThan(50);
    for (const [key, value] of Object.entries(payload!.dependencies)) expect(currentValue(base, key)).toEqual(value);
  });

  it('renders nothing when nothing changed', () => {
    const again = generateSite(inputs(base), previousOf(site0, base, first.errorPages));
    expect(again.meta.pagesRendered).toBe(0);
    expect([...again.files.keys()]).toEqual([`builds/meta/${first.buildId}.json`]);
    expect(again.deleted).toEqual([]);
  });

  for (const [name, content, maxRendered] of changes) {
    it(`after ${name}: the same site as a full build, rendering at most ${maxRendered} pages`, () => {
      const incremental = generateSite(inputs(content), previousOf(site0, base, first.errorPages));
      const full = applied(new Map(), generateSite(inputs(content)));
      expect(incremental.meta.pagesRendered).toBeGreaterThan(0);
      expect(incremental.meta.pagesRendered).toBeLessThanOrEqual(maxRendered);
      expect(comparable(applied(site0, incremental))).toEqual(comparable(full));
    });
  }
});

describe('content tracking', () => {
  it('records what is read, by item identity, and the view is read-only', () => {
    const tracked = trackContent(base);
    const seminar = tracked.content.seminars.find((s) => s.slug === base.seminars[2]!.slug)!;
    void seminar.translations.en.title;
    const deps = tracked.dependencies();
    expect(deps['["seminars","[]"]']).toEqual(base.seminars.map((s) => `seminars#${s.id}`));
    expect(deps[JSON.stringify([`seminars#${base.seminars[2]!.id}`, 'translations', 'en', 'title'])]).toBe(base.seminars[2]!.translations.en.title);
    expect(deps[JSON.stringify([`seminars#${base.seminars[2]!.id}`, 'translations', 'de', 'title'])]).toBeUndefined();
    expect(() => {
      (seminar as { slug: string }).slug = 'x';
    }).toThrow(TypeError);
  });
});
