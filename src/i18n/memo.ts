/**
 * The value `make` gives for `key`, made once per map: for what pages compute again and
 * again from the same few inputs (Intl formatters, formatted dates and prices, hyphenated
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
