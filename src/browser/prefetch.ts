/**
 * Prefetching: a page a visitor is likely to open next is fetched ahead, as soon
 * as a link to it is hovered, focused or touched, or scrolls into view in the main content;
 * at most PREFETCH_CONCURRENCY at a time, each page once. Skipped when the visitor asked
 * to save data. The browser keeps a prefetched document for the next navigation.
 */
export const PREFETCH_CONCURRENCY = 4;

/**
 * The URL worth prefetching for a link, or null: other origins, this page, files and new
 * tabs are not; nor a language switch, whose click changes the language cookie that the
 * server's answer at '/' depends on (a page fetched before the click would be the old language).
 */
export function prefetchTarget(link: Element | null, here: { origin: string; pathname: string }): string | null {
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || link.hasAttribute('data-set-locale'))
    return null;
  const url = new URL(link.href);
  if (url.origin !== here.origin || url.pathname === here.pathname || /\.\w+$/.test(url.pathname)) return null;
  return url.pathname + url.search;
}

/** A queue that runs at most `limit` jobs at once and each URL once; `start` calls `done` when its job ends. */
export function prefetchQueue(limit: number, start: (url: string, done: () => void) => void): (url: string) => void {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length) {
      running++;
      let finished = false;
      start(waiting.shift() as string, () => {
        if (finished) return;
        finished = true;
        running--;
        next();
      });
    }
  };
  return (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    waiting.push(url);
    next();
  };
}

function prefetchLink(url: string, done: () => void): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.onload = link.onerror = done;
  document.head.append(link);
}

/** Starts prefetching on this page. */
export function startPrefetching(): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const enqueue = prefetchQueue(PREFETCH_CONCURRENCY, prefetchLink);
  const consider = (link: Element | null) => {
    const url = prefetchTarget(link, location);
    if (url) enqueue(url);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, (event) => consider((event.target as Element).closest?.('a[href]') ?? null), { passive: true });
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      consider(entry.target);
    }
  });
  document.querySelectorAll('main a[href]').forEach((link) => {
    observer.observe(link);
  });
}
