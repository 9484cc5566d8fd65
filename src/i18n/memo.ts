/**
 * The value `make` gives for `key`, made once per map: for what pages compute again and
 * again from the same few inputs (Intl formatters, formatted dates and prices, broken
 * titles, the index of a content).
 */

/** A Map or a WeakMap. */
interface Cache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

export function memoized<K, V>(cache: Cache<K, V>, key: K, make: () => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = make();
  cache.set(key, value);
  return value;
}

/**
 * A Map that holds at most `max` entries: setting one more drops the oldest set. For memos
 * whose keys are not bounded by the content alone.
 */
export function boundedCache<K, V>(max: number): Cache<K, V> & { readonly size: number } {
  const entries = new Map<K, V>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (!entries.has(key) && entries.size >= max) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
    },
    get size() {
      return entries.size;
    },
  };
}
