import { describe, expect, it, vi } from 'vitest';
import { mayReload, RELOAD_GUARD_MS, reloadOnce } from '../../src/browser/reload-guard.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('the reload guard', () => {
  it('allows no second reload within the guard time of the first', () => {
    expect(mayReload(null, 0)).toBe(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads once per path within the guard, again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce('/seminare', storage, reload, 1_000)).toBe(true);
    expect(reloadOnce('/seminare', storage, reload, 5_000)).toBe(false);
    expect(reloadOnce('/en/courses', storage, reload, 5_000)).toBe(true);
    expect(reloadOnce('/seminare', storage, reload, 11_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when storage is unavailable (no guard, no loop)', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(reloadOnce('/', broken, reload, 0)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
