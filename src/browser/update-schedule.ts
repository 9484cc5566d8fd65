/**
 * When an open page first asks whether the site was rebuilt: a minute after it
 * loaded, or as soon as the tab regains focus. This part sits in the loader; the polling
 * itself (update-notice.ts) is loaded only then, so a short visit never loads it.
 */
export const UPDATE_POLL_MS = 60_000;
/** The page's <meta name> carrying its build id. */
export const BUILD_META = 'build-id';

/** Calls `check` once: after UPDATE_POLL_MS or on the first focus, whichever comes first. */
export function scheduleFirstCheck(check: () => void): void {
  const start = () => {
    clearTimeout(timer);
    removeEventListener('focus', start);
    check();
  };
  const timer = setTimeout(start, UPDATE_POLL_MS);
  addEventListener('focus', start);
}
