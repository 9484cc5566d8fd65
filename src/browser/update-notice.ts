/**
 * The update notice: an open page polls builds/latest.json, every minute and when
 * the tab regains focus, and offers a reload once a build since the page was rendered has
 * changed this page. Which pages a build changed its record says (builds/meta/{id}.json),
 * and each record names the build before it: the page reads them back from the newest build
 * to the last one it knew. When they cannot tell (a record missing, too many builds in
 * between, a hidden page drawn), the page's own payload ({page}/_payload.json) names the
 * build that rendered it. Errors (offline, a deploy in progress) back off, doubling the wait
 * up to a cap, so a page left open on a dead connection does not keep knocking. The loader
 * imports this module when the first check is due (update-schedule.ts).
 */

import { pageFrameTexts } from '../i18n/frame-texts.ts';
import { toast } from '../islands/toaster/toast-store.ts';
import { buildMetaPath, LATEST_BUILD_PATH } from '../routes/build-files.ts';
import type { BuildMeta } from './build-meta.ts';

/** Errors double the wait between polls, up to this many times the interval. */
export const UPDATE_BACKOFF_MAX_FACTOR = 16;
/** A focus this soon after the last poll does not poll again (switching tabs back and forth). */
export const FOCUS_POLL_GAP_MS = 10_000;
/** Build records read back from the newest build before the page asks its payload instead. */
export const MAX_META_HOPS = 8;

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

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '');

/** The page at `pathname` as build records name it: the canonical path, without a trailing slash (a host may add one). */
export function pagePath(pathname: string): string {
  return withoutTrailingSlash(pathname) || '/';
}

/** Where the payload of the page at `pathname` is ({page}/_payload.json). */
export function payloadUrl(pathname: string): string {
  return `${withoutTrailingSlash(pathname)}/_payload.json`;
}

/**
 * Whether a build after `since`, up to `latest`, rendered the page at `path`, by the builds'
 * records: read from `latest` back through each one's previous build until `since`. Null
 * when they cannot tell: a record missing or of another shape, a hidden page drawn (records
 * do not name those), or more than MAX_META_HOPS builds in between.
 */
export async function changedSince(
  path: string,
  since: string,
  latest: string,
  loadMeta: (id: string) => Promise<unknown>,
): Promise<boolean | null> {
  let id = latest;
  for (let hop = 0; hop < MAX_META_HOPS; hop++) {
    const meta = (await loadMeta(id).catch(() => null)) as Partial<BuildMeta> | null;
    const changed = meta?.changed;
    if (changed === 'all' || (Array.isArray(changed) && changed.includes(path))) return true;
    if (!Array.isArray(changed) || meta?.unlisted !== 0 || typeof meta.previous !== 'string') return null;
    if (meta.previous === since) return false;
    id = meta.previous;
  }
  return null;
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
 * Whether the page at `pathname`, rendered by `pageBuild`, changed in the builds after
 * `since` up to `latest`: by the build records, else by its payload.
 */
export async function pageChangedSince(
  pathname: string,
  pageBuild: string,
  since: string,
  latest: string,
  loadJson: (url: string) => Promise<unknown> = fetchJson,
): Promise<boolean> {
  const byRecords = await changedSince(pagePath(pathname), since, latest, (id) => loadJson(buildMetaPath(id)));
  return byRecords ?? pageChanged(pageBuild, () => loadJson(payloadUrl(pathname)));
}

/**
 * Polls now, then every `intervalMs` (longer after errors) and on focus; for each newer
 * build id, `onUpdate` runs if a build since the last one seen changed this page (and for
 * every one after it: the page stays out of date). Returns the stop function.
 */
export function watchForUpdates(
  pageBuild: string,
  intervalMs: number,
  onUpdate: (buildId: string) => void,
  load: () => Promise<unknown> = () => fetchJson(LATEST_BUILD_PATH),
  changed: (latest: string, since: string) => Promise<boolean> = (latest, since) =>
    pageChangedSince(location.pathname, pageBuild, since, latest),
): () => void {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  let known = pageBuild;
  let outdated = false;
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
          const since = known;
          known = id;
          outdated ||= await changed(id, since);
          if (outdated) onUpdate(id);
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
  const { title, reload } = pageFrameTexts().update;
  return watchForUpdates(meta.content, intervalMs, () =>
    toast({
      id: 'update',
      title,
      icon: 'refresh-cw',
      color: 'info',
      // It stays until the visitor reloads or closes it: a newer page is no news that expires.
      persistent: true,
      actions: [{ label: reload, onClick: () => location.reload() }],
    }),
  );
}
