/**
 * The update notice (spec §7): an open page polls builds/latest.json, every minute and when
 * the tab regains focus, and offers a reload once the site has been rebuilt since the page
 * was rendered. Errors (offline, a deploy in progress) back off, doubling the wait up to a
 * cap, so a page left open on a dead connection does not keep knocking. The loader imports
 * this module when the first check is due (update-schedule.ts).
 */
import { LATEST_BUILD_PATH } from '../routes/build-files.ts';
import { toast } from './toaster/toast-store.ts';

/** Errors double the wait between polls, up to this many times the interval. */
export const UPDATE_BACKOFF_MAX_FACTOR = 16;
/** A focus this soon after the last poll does not poll again (switching tabs back and forth). */
export const FOCUS_POLL_GAP_MS = 10_000;

/**
 * The wait before the next poll after `failures` failed polls in a row. (The interval is
 * update-schedule.ts's UPDATE_POLL_MS, handed over by the loader: importing it here would
 * make the loader and this module share a chunk, one more request on every page.)
 */
export function pollDelay(intervalMs: number, failures: number): number {
  return intervalMs * Math.min(2 ** failures, UPDATE_BACKOFF_MAX_FACTOR);
}

/** The id of a build other than the page's, or null: a record without an id is no news. */
export function newerBuild(pageBuild: string, latest: unknown): string | null {
  const id = (latest as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' && id !== pageBuild ? id : null;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.json();
}

/** Where the payload of the page at `pathname` is (spec §7: {page}/_payload.json). */
export function payloadUrl(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/_payload.json`;
}

/**
 * Whether this page itself was rendered again since: a rebuild renders only the pages its
 * change touches, and the others keep the build they had. Its payload names the build that
 * rendered the page now on the server. A page without a payload (an error page) has nothing
 * newer to offer.
 */
export async function pageChanged(pageBuild: string, loadPayload: () => Promise<unknown>): Promise<boolean> {
  try {
    const build = ((await loadPayload()) as { build?: unknown } | null)?.build;
    return typeof build === 'string' && build !== pageBuild;
  } catch {
    return false;
  }
}

/**
 * Polls now, then every `intervalMs` (longer after errors) and on focus; for each newer
 * build id, `onUpdate` runs if that build changed this page. Returns the stop function.
 */
export function watchForUpdates(
  pageBuild: string,
  intervalMs: number,
  onUpdate: (buildId: string) => void,
  load: () => Promise<unknown> = () => fetchJson(LATEST_BUILD_PATH),
  changed: () => Promise<boolean> = () => pageChanged(pageBuild, () => fetchJson(payloadUrl(location.pathname))),
): () => void {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  let known = pageBuild;
  let lastPoll = 0;
  const poll = () => {
    clearTimeout(timer);
    if (polling) return;
    // A tab in the background waits; coming back (focus) polls.
    if (typeof document !== 'undefined' && document.hidden) {
      timer = setTimeout(poll, intervalMs);
      return;
    }
    polling = true;
    lastPoll = Date.now();
    load()
      .then(
        async (latest) => {
          failures = 0;
          const id = newerBuild(known, latest);
          if (!id) return;
          known = id;
          if (await changed()) onUpdate(id);
        },
        () => failures++,
      )
      .finally(() => {
        polling = false;
        timer = setTimeout(poll, pollDelay(intervalMs, failures));
      });
  };
  // A focus during an error back-off waits for the timer: the server is likely still away.
  const onFocus = () => failures === 0 && Date.now() - lastPoll >= FOCUS_POLL_GAP_MS && poll();
  addEventListener('focus', onFocus);
  poll();
  return () => {
    clearTimeout(timer);
    removeEventListener('focus', onFocus);
  };
}

/** Watches for a newer build than the one named by the page's build meta, and offers a reload. */
export function offerUpdates(meta: HTMLMetaElement, intervalMs: number): () => void {
  const { title, action } = meta.dataset;
  return watchForUpdates(meta.content, intervalMs, () =>
    toast({ id: 'update', title, icon: 'refresh-cw', color: 'info', actions: [{ label: action ?? 'Reload', onClick: () => location.reload() }] }),
  );
}
