// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PREFETCH_CONCURRENCY, prefetchQueue, prefetchTarget } from '../../src/browser/prefetch.ts';

describe('prefetch queue (at most 4 concurrent)', () => {
  it('runs at most 4 at a time, starts the next as one finishes, and each URL once', () => {
    expect(PREFETCH_CONCURRENCY).toBe(4);
    const running = new Map<string, () => void>();
    let peak = 0;
    const started: string[] = [];
    const enqueue = prefetchQueue(PREFETCH_CONCURRENCY, (url, done) => {
      started.push(url);
      running.set(url, done);
      peak = Math.max(peak, running.size);
    });
    for (let i = 1; i <= 10; i++) enqueue(`/p${i}`);
    enqueue('/p1');
    expect(started).toEqual(['/p1', '/p2', '/p3', '/p4']);
    const finish = (url: string) => {
      const done = running.get(url)!;
      running.delete(url);
      done();
    };
    const doneP2 = running.get('/p2')!;
    finish('/p2');
    expect(started.at(-1)).toBe('/p5');
    doneP2(); // a second signal from the same job (load and error both firing) changes nothing
    expect(started).toHaveLength(5);
    while (running.size) finish([...running.keys()][0]!);
    expect(started).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8', '/p9', '/p10']);
    expect(peak).toBe(4);
  });
});

describe('which links are prefetched', () => {
  const here = { origin: 'https://www.example.test', pathname: '/seminare' };
  const link = (href: string, attributes: Record<string, string> = {}) => {
    document.head.innerHTML = '<base href="https://www.example.test/seminare">';
    const a = document.createElement('a');
    a.href = href;
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    return a;
  };

  it('takes internal pages, with their query', () => {
    expect(prefetchTarget(link('/en/courses'), here)).toBe('/en/courses');
    expect(prefetchTarget(link('/seminare/en-50600-grundlagen/1001?x=1#top'), here)).toBe('/seminare/en-50600-grundlagen/1001?x=1');
  });

  it('leaves out other sites, this page, files, downloads, new tabs and language switches', () => {
    expect(prefetchTarget(link('https://elsewhere.test/a'), here)).toBeNull();
    expect(prefetchTarget(link('#main'), here)).toBeNull();
    expect(prefetchTarget(link('/seminare'), here)).toBeNull();
    expect(prefetchTarget(link('/seminare/x/1001/termin.ics'), here)).toBeNull();
    expect(prefetchTarget(link('/downloads/a.pdf'), here)).toBeNull();
    expect(prefetchTarget(link('/en', { download: '' }), here)).toBeNull();
    expect(prefetchTarget(link('/en', { target: '_blank' }), here)).toBeNull();
    expect(prefetchTarget(link('/', { 'data-set-locale': 'de' }), here)).toBeNull();
    expect(prefetchTarget(link('mailto:info@example.test'), here)).toBeNull();
    expect(prefetchTarget(null, here)).toBeNull();
    expect(prefetchTarget(document.createElement('div'), here)).toBeNull();
  });
});
