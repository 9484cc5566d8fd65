/**
 * The island loader: the one script every page carries. It imports an island's chunk
 * only when that island is on the page and its trigger fires, then hands the element and
 * its props to the chunk's `hydrate`. The chunks' URLs are in this script (the bundler
 * writes them), not in every page. It must stay tiny (budget: 2 KB gzipped) and import
 * no framework code, so that a page whose islands are never touched loads none.
 */

import chunkUrls from 'virtual:chunk-urls';
import { localeCookie } from '../i18n/locale-preference.ts';
import type { HydrateIsland } from '../islands/hydrate.tsx';
import type { IslandName } from '../islands/registry.ts';
import { ANALYTICS_META, trackPageView } from './analytics.ts';
import { startPrefetching } from './prefetch.ts';
import { reloadOnce } from './reload-guard.ts';
import { armSearch } from './search-trigger.ts';
import { BUILD_META, scheduleFirstCheck, UPDATE_POLL_MS } from './update-schedule.ts';

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

function hydrate(element: HTMLElement): void {
  if (element.dataset.state) return;
  element.dataset.state = 'loading';
  let failedToLoad = true;
  import(/* @vite-ignore */ chunkUrls[element.dataset.island as IslandName])
    .then((module: { hydrate: HydrateIsland }) => {
      failedToLoad = false;
      element.dataset.state = 'hydrating';
      module.hydrate(element, JSON.parse(element.dataset.props || '{}'));
    })
    .catch((error: unknown) => {
      element.dataset.state = 'failed';
      console.error(error);
      // A chunk that cannot be loaded usually means a newer build: get current HTML, once.
      if (failedToLoad) reloadOnce(location.pathname, sessionStorage, () => location.reload());
    });
}

/**
 * A click that lands before React listens would be lost; remember its target and click
 * it again once the root exists (React then replays it into the hydrated tree). Links are
 * left alone: their default action, navigating, already happened.
 */
function replayEarlyClick(element: HTMLElement): void {
  let pending: Element | null = null;
  const onClick = (event: Event) => {
    const target = event.target as Element;
    if (element.dataset.state === 'hydrating' || target.closest('a[href]')) return;
    pending = target;
  };
  element.addEventListener('click', onClick, { capture: true });
  element.addEventListener(
    'island:hydrated',
    () => {
      element.removeEventListener('click', onClick, { capture: true });
      // dispatchEvent, not click(): the target may be an SVG element, which has no click().
      pending?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    },
    { once: true },
  );
}

function onInteraction(element: HTMLElement): void {
  const start = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
    hydrate(element);
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, start, { passive: true });
  replayEarlyClick(element);
}

function schedule(element: HTMLElement): void {
  const trigger = element.dataset.hydrate ?? '';
  if (trigger.startsWith('event:')) window.addEventListener(trigger.slice(6), () => hydrate(element), { once: true });
  else onInteraction(element);
}

trackPageView(document.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META}"]`)?.content);

document.querySelectorAll<HTMLElement>('ac-island[data-island]').forEach(schedule);

armSearch();

// A page rendered by a build (not the dev server) names its build; a newer one is offered.
const build = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`);
type UpdateNotice = typeof import('./update-notice.ts');
if (build)
  scheduleFirstCheck(
    () =>
      void import(/* @vite-ignore */ chunkUrls['update-notice']).then((notice: UpdateNotice) => notice.offerUpdates(build, UPDATE_POLL_MS)),
  );

// At the first idle moment, and within 2 s on a page (or a device) that is never idle.
// (Safari has no requestIdleCallback.)
if ('requestIdleCallback' in window) requestIdleCallback(startPrefetching, { timeout: 2000 });
else setTimeout(startPrefetching);

// Choosing a language is remembered here, not in the island: a click must count even
// before the language switcher has hydrated (or if its chunk never loads).
document.addEventListener(
  'click',
  (event) => {
    // The attribute is the language switcher's own, 'de' or 'en' (src/islands/language-switcher/LanguageSwitcher.tsx).
    const locale = (event.target as Element).closest?.('a[data-set-locale]')?.getAttribute('data-set-locale') as
      | Parameters<typeof localeCookie>[0]
      | undefined;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
    if (locale) document.cookie = localeCookie(locale);
  },
  { capture: true },
);
