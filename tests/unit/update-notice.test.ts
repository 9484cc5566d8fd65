import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildMeta } from '../../src/browser/build-meta.ts';
import {
  changedSince,
  FOCUS_POLL_GAP_MS,
  MAX_META_HOPS,
  newerBuild,
  pageChanged,
  pageChangedSince,
  pagePath,
  payloadUrl,
  pollDelay,
  watchForUpdates,
} from '../../src/browser/update-notice.ts';
import { scheduleFirstCheck, UPDATE_POLL_MS } from '../../src/browser/update-schedule.ts';
import { buildMetaPath } from '../../src/routes/build-files.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('addEventListener', window_.addEventListener);
  vi.stubGlobal('removeEventListener', window_.removeEventListener);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A stand-in for `window`'s focus events in the node environment.
const window_ = (() => {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    focus: () => target.dispatchEvent(new Event('focus')),
  };
})();

describe('update notice constants', () => {
  it("names a build's record under builds/", () => {
    expect(buildMetaPath('abc')).toBe('/builds/meta/abc.json');
  });

  it('backs off on errors, doubling the wait up to 16 times the interval', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((failures) => pollDelay(UPDATE_POLL_MS, failures) / 1000)).toEqual([
      60, 120, 240, 480, 960, 960, 960,
    ]);
  });
});

describe('newerBuild', () => {
  it('is the latest id when it differs from the page build', () => {
    expect(newerBuild('a', { id: 'b', time: 't' })).toBe('b');
    expect(newerBuild('a', { id: 'a' })).toBeNull();
  });

  it('treats a record without a usable id as no news', () => {
    for (const latest of [null, undefined, 'b', 42, {}, { id: '' }, { id: 7 }, []]) expect(newerBuild('a', latest)).toBeNull();
  });
});

describe('whether this page changed', () => {
  it('reads the payload beside the page', () => {
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/en/courses')).toBe('/en/courses/_payload.json');
    expect(payloadUrl('/en/courses/')).toBe('/en/courses/_payload.json');
  });

  it('is true when the payload names another build, false when the same or when there is none', async () => {
    expect(await pageChanged('a', async () => ({ build: 'b' }))).toBe(true);
    expect(await pageChanged('a', async () => ({ build: 'a' }))).toBe(false);
    expect(await pageChanged('a', async () => ({}))).toBe(false);
    expect(await pageChanged('a', async () => Promise.reject(new Error('404')))).toBe(false);
  });
});

/** Build records by id, as builds/meta/{id}.json would hold them; `load` counts what was read. */
function records(...metas: Array<Pick<BuildMeta, 'id' | 'previous' | 'changed'> & Partial<BuildMeta>>) {
  const byId = new Map(metas.map((meta) => [meta.id, { time: '', today: '', unlisted: 0, pagesRendered: 0, durationMs: 0, ...meta }]));
  const read: string[] = [];
  const load = async (id: string) => {
    read.push(id);
    const meta = byId.get(id);
    if (!meta) throw new Error('404');
    return meta;
  };
  return { load, read };
}

const PAGE = '/en/courses/a';

describe('whether the builds since the last one seen changed this page, by their records', () => {
  it('names the page as records name it, without a trailing slash', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/en/courses/')).toBe('/en/courses');
    expect(pagePath(PAGE)).toBe(PAGE);
  });

  it('is false when the newer build did not render the page, true when it did or was a full build', async () => {
    const { load, read } = records({ id: 'b', previous: 'a', changed: ['/en/courses/other'] });
    expect(await changedSince(PAGE, 'a', 'b', load)).toBe(false);
    expect(read).toEqual(['b']);
    expect(await changedSince(PAGE, 'a', 'b', records({ id: 'b', previous: 'a', changed: [PAGE] }).load)).toBe(true);
    expect(await changedSince(PAGE, 'a', 'b', records({ id: 'b', previous: null, changed: 'all' }).load)).toBe(true);
  });

  it('walks back to the build it knew: B changed the page, C did not, and seeing C is enough', async () => {
    const { load, read } = records({ id: 'c', previous: 'b', changed: [] }, { id: 'b', previous: 'a', changed: [PAGE] });
    expect(await changedSince(PAGE, 'a', 'c', load)).toBe(true);
    expect(read).toEqual(['c', 'b']);
    const quiet = records({ id: 'c', previous: 'b', changed: ['/x'] }, { id: 'b', previous: 'a', changed: ['/y'] });
    expect(await changedSince(PAGE, 'a', 'c', quiet.load)).toBe(false);
    expect(quiet.read).toEqual(['c', 'b']);
  });

  it('cannot tell (null) when a record is missing or of another shape, or a hidden page was drawn', async () => {
    expect(await changedSince(PAGE, 'a', 'c', records({ id: 'c', previous: 'b', changed: [] }).load)).toBeNull();
    expect(await changedSince(PAGE, 'a', 'b', records({ id: 'b', previous: null, changed: [] }).load)).toBeNull();
    expect(await changedSince(PAGE, 'a', 'b', async () => ({ id: 'b', changed: [] }))).toBeNull();
    expect(await changedSince(PAGE, 'a', 'b', async () => null)).toBeNull();
    expect(await changedSince(PAGE, 'a', 'b', records({ id: 'b', previous: 'a', changed: [], unlisted: 1 }).load)).toBeNull();
    // A page the record names is known to have changed, hidden pages or not.
    expect(await changedSince(PAGE, 'a', 'b', records({ id: 'b', previous: 'a', changed: [PAGE], unlisted: 1 }).load)).toBe(true);
  });

  it(`reads at most ${MAX_META_HOPS} records, so a long or circular chain ends`, async () => {
    const chain = Array.from({ length: MAX_META_HOPS + 1 }, (_, i) => ({ id: `b${i + 1}`, previous: `b${i}`, changed: [] as string[] }));
    const long = records(...chain);
    expect(await changedSince(PAGE, 'b0', `b${MAX_META_HOPS + 1}`, long.load)).toBeNull();
    expect(long.read).toHaveLength(MAX_META_HOPS);
    expect(await changedSince(PAGE, 'b0', `b${MAX_META_HOPS}`, long.load)).toBe(false);
    const circle = records({ id: 'c', previous: 'b', changed: [] }, { id: 'b', previous: 'c', changed: [] });
    expect(await changedSince(PAGE, 'a', 'c', circle.load)).toBeNull();
  });
});

describe('pageChangedSince', () => {
  const site = (files: Record<string, unknown>) => {
    const read: string[] = [];
    const loadJson = async (url: string) => {
      read.push(url);
      if (!(url in files)) throw new Error('404');
      return files[url];
    };
    return { loadJson, read };
  };

  it('reads builds/meta/{id}.json, and no payload when the records tell', async () => {
    const { loadJson, read } = site({ [buildMetaPath('b')]: { id: 'b', previous: 'a', changed: ['/en/courses/other'], unlisted: 0 } });
    expect(await pageChangedSince(`${PAGE}/`, 'a', 'a', 'b', loadJson)).toBe(false);
    expect(read).toEqual(['/builds/meta/b.json']);
  });

  it("asks the page's payload when the records cannot tell", async () => {
    const { loadJson, read } = site({ [`${PAGE}/_payload.json`]: { build: 'b' } });
    expect(await pageChangedSince(PAGE, 'a', 'a', 'b', loadJson)).toBe(true);
    expect(read).toEqual(['/builds/meta/b.json', `${PAGE}/_payload.json`]);
    expect(await pageChangedSince('/en/gone', 'a', 'a', 'b', site({}).loadJson)).toBe(false);
  });
});

describe('the first check', () => {
  it('comes a minute after load', () => {
    const check = vi.fn();
    scheduleFirstCheck(check);
    vi.advanceTimersByTime(UPDATE_POLL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    window_.focus();
    vi.advanceTimersByTime(UPDATE_POLL_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('comes at once when the tab regains focus, and only once', () => {
    const check = vi.fn();
    scheduleFirstCheck(check);
    window_.focus();
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_POLL_MS * 2);
    window_.focus();
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('watchForUpdates', () => {
  it('polls now and then every interval, and tells of a newer build once', async () => {
    const load = vi.fn().mockResolvedValue({ id: 'page' });
    const onUpdate = vi.fn();
    const stop = watchForUpdates('page', UPDATE_POLL_MS, onUpdate, load, async () => true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onUpdate).not.toHaveBeenCalled();

    load.mockResolvedValue({ id: 'next' });
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith('next');
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS * 3);
    expect(onUpdate).toHaveBeenCalledTimes(1);

    load.mockResolvedValue({ id: 'after-next' });
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(onUpdate).toHaveBeenLastCalledWith('after-next');
    stop();
  });

  it('polls when the tab regains focus, but not again within 10 s of the last poll', async () => {
    const load = vi.fn().mockResolvedValue({ id: 'page' });
    const stop = watchForUpdates('page', UPDATE_POLL_MS, vi.fn(), load, async () => true);
    await flush();
    window_.focus();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FOCUS_POLL_GAP_MS);
    window_.focus();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    window_.focus();
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS * 10);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stays quiet about a newer build that did not change this page, and asks only once per build', async () => {
    const load = vi.fn().mockResolvedValue({ id: 'next' });
    const changed = vi.fn().mockResolvedValue(false);
    const onUpdate = vi.fn();
    const stop = watchForUpdates('page', UPDATE_POLL_MS, onUpdate, load, changed);
    await flush();
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(4);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
    stop();
  });

  it('asks about the builds since the last one seen, and once the page is out of date tells of every newer build without asking', async () => {
    const load = vi.fn().mockResolvedValue({ id: 'b' });
    const changed = vi.fn().mockResolvedValue(false);
    const onUpdate = vi.fn();
    const stop = watchForUpdates('a', UPDATE_POLL_MS, onUpdate, load, changed);
    await flush();
    expect(changed).toHaveBeenLastCalledWith('b', 'a');
    load.mockResolvedValue({ id: 'c' });
    changed.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(changed).toHaveBeenLastCalledWith('c', 'b');
    expect(onUpdate).toHaveBeenLastCalledWith('c');
    load.mockResolvedValue({ id: 'd' });
    changed.mockResolvedValue(false);
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenLastCalledWith('d');
    stop();
  });

  it('backs off while polls fail, ignores focus meanwhile, and recovers', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const stop = watchForUpdates('page', UPDATE_POLL_MS, vi.fn(), load, async () => true);
    await flush(); // 1st poll fails: next in 120 s
    window_.focus();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * UPDATE_POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 2nd fails: next in 240 s
    expect(load).toHaveBeenCalledTimes(2);
    load.mockResolvedValue({ id: 'page' });
    await vi.advanceTimersByTimeAsync(4 * UPDATE_POLL_MS); // 3rd succeeds: back to 60 s
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_MS);
    expect(load).toHaveBeenCalledTimes(4);
    stop();
  });
});
