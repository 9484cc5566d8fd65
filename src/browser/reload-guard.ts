/**
 * When an island's chunk fails to load (typically: a new build replaced the hashed file
 * this page refers to), the page reloads once to get current HTML. A guard per path stops
 * a reload loop: no second reload of the same path within 10 s.
 */
export const RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = 'academy:reloaded:';

/** Whether a path last reloaded at `lastReloadAt` (ms, or null) may reload again `now`. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

/** Reloads the page once for this path unless the guard forbids it; returns whether it did. */
export function reloadOnce(path: string, storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  let last: number | null = null;
  try {
    const stored = storage.getItem(KEY_PREFIX + path);
    last = stored === null ? null : Number(stored);
    if (!mayReload(Number.isFinite(last) ? last : null, now)) return false;
    storage.setItem(KEY_PREFIX + path, String(now));
  } catch {
    return false; // without storage there is no guard, so no reload either
  }
  reload();
  return true;
}
