/**
 * The value `make` gives for `key`, made once per map: for what pages compute again and
 * again from the same few inputs (Intl formatters, formatted dates and prices, hyphenated
 * titles).
 */
export function memoized<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
