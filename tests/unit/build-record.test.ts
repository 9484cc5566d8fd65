import { describe, expect, it } from 'vitest';
import type { BuildMeta } from '../../src/browser/build-meta.ts';
import { BUILD_ID_LENGTH, type BuildInputs, buildIdOf, buildMetaJson, latestBuildJson } from '../../src/generate/build-record.ts';

const inputs: BuildInputs = {
  content: { seminars: [{ id: 1, title: 'A' }] },
  manifest: { 'a.ts': { file: 'a-1.js' } },
  siteUrl: 'https://x.test',
  today: '2026-11-22',
  analyticsEndpoint: null,
};

describe('build id', () => {
  it('is the same for the same inputs, so rebuilding unchanged content tells no open page of an update', () => {
    expect(buildIdOf(inputs)).toBe(buildIdOf(structuredClone(inputs)));
    expect(buildIdOf(inputs)).toMatch(new RegExp(`^[\\w-]{${BUILD_ID_LENGTH}}$`));
  });

  it('changes with the content, the assets (the stylesheet among them), the site, the day and the analytics endpoint', () => {
    const variants: BuildInputs[] = [
      { ...inputs, content: { seminars: [{ id: 1, title: 'B' }] } },
      { ...inputs, manifest: { 'a.ts': { file: 'a-2.js' } } },
      { ...inputs, manifest: { 'src/styles/main.css': { file: 'assets/main-2.css' } } },
      { ...inputs, siteUrl: 'https://y.test' },
      { ...inputs, today: '2026-11-23' },
      { ...inputs, analyticsEndpoint: 'https://a.test/e' },
    ];
    const ids = new Set([buildIdOf(inputs), ...variants.map(buildIdOf)]);
    expect(ids.size).toBe(variants.length + 1);
  });
});

describe('build records', () => {
  const meta: BuildMeta = {
    id: 'abc',
    time: '2026-11-22T10:00:00.000Z',
    today: '2026-11-22',
    previous: 'abb',
    changed: ['/en/courses'],
    unlisted: 1,
    pagesRendered: 2,
    durationMs: 420,
  };

  it('latest.json carries only the id, the time and the day the dates were judged by', () => {
    expect(JSON.parse(latestBuildJson(meta))).toEqual({ id: 'abc', time: '2026-11-22T10:00:00.000Z', today: '2026-11-22' });
  });

  it('the meta record says what the build did, and which build it was made on', () => {
    expect(JSON.parse(buildMetaJson(meta))).toEqual(meta);
  });
});
