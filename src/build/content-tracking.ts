/**
 * What a page is made of, recorded while it renders: the page gets a read-only view of
 * the content that notes every value it reads. The notes are the page's payload (written
 * as {page}/_payload.json), and a rebuild re-renders a page only when one of the values
 * its payload names is different in the new content. Exact by construction: whatever a
 * page shows, it read through the view, so no list of dependencies can fall out of date.
 *
 * A dependency is a path into the content, written as a JSON array. Its first segment
 * names a collection item by identity ("seminars#12", "sitePages#terms"), not by index,
 * so adding an item does not shift every other item's path. What is recorded:
 *  - a primitive value read (string, number, boolean, null): the path and the value;
 *  - the items of a collection enumerated (length, iteration): the collection and the
 *    ordered list of item keys;
 *  - an array inside an item enumerated: its path and length;
 *  - the keys of an object listed (Object.keys, spread): its path and the sorted keys.
 */
import type { Content } from '../content/types.ts';

export type Dependencies = Readonly<Record<string, unknown>>;

type Segment = string | number;

const ITEMS = '[]';
const LENGTH = '#length';
const KEYS = '#keys';

function itemKey(collection: string, item: unknown): string {
  const record = item as { id?: unknown; key?: unknown };
  return `${collection}#${String(record.id ?? record.key)}`;
}

const depKey = (path: readonly Segment[]) => JSON.stringify(path);

/** The content as a page sees it while rendering, and what it read so far. */
export function trackContent(content: Content): { readonly content: Content; readonly dependencies: () => Dependencies } {
  const recorded = new Map<string, unknown>();
  const proxies = new WeakMap<object, object>();
  const note = (path: readonly Segment[], value: unknown) => recorded.set(depKey(path), value);

  function view(target: object, path: readonly Segment[], collection?: string): object {
    const cached = proxies.get(target);
    if (cached) return cached;
    const proxy = new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof property === 'symbol') {
          if (property === Symbol.iterator && Array.isArray(object)) noteEnumerated(object, path, collection);
          return value;
        }
        if (Array.isArray(object)) {
          if (property === 'length') {
            noteEnumerated(object, path, collection);
            return value;
          }
          if (!/^\d+$/.test(property)) return value; // methods: they read through the proxy again
          if (collection !== undefined) {
            // An item reached by its position depends on the order of the collection.
            noteEnumerated(object, path, collection);
            return value !== null && typeof value === 'object' ? view(value, [itemKey(collection, value)]) : value;
          }
        }
        const childPath = [...path, property];
        if (value !== null && typeof value === 'object') return view(value, childPath);
        if (typeof value !== 'function') note(childPath, value ?? null);
        return value;
      },
      ownKeys(object) {
        const keys = Reflect.ownKeys(object);
        if (Array.isArray(object)) noteEnumerated(object, path, collection);
        else note([...path, KEYS], keys.filter((key) => typeof key === 'string').sort());
        return keys;
      },
      has(object, property) {
        if (typeof property === 'string' && !Array.isArray(object)) note([...path, KEYS], Reflect.ownKeys(object).filter((key) => typeof key === 'string').sort());
        return Reflect.has(object, property);
      },
      set() {
        throw new TypeError('content is read-only while a page renders');
      },
      deleteProperty() {
        throw new TypeError('content is read-only while a page renders');
      },
    });
    proxies.set(target, proxy);
    return proxy;
  }

  function noteEnumerated(array: readonly unknown[], path: readonly Segment[], collection: string | undefined): void {
    if (collection !== undefined) note([collection, ITEMS], array.map((item) => itemKey(collection, item)));
    else note([...path, LENGTH], array.length);
  }

  const root = Object.fromEntries(Object.entries(content).map(([collection, items]) => [collection, view(items as object, [collection], collection)]));
  return { content: root as Content, dependencies: () => Object.fromEntries([...recorded].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

/** Items by their key ("seminars#12"), per content: a rebuild asks for thousands of values. */
const itemIndexes = new WeakMap<Content, Map<string, unknown>>();
const valueCaches = new WeakMap<Content, Map<string, unknown>>();

function itemIndex(content: Content): Map<string, unknown> {
  let index = itemIndexes.get(content);
  if (!index) {
    index = new Map();
    for (const [collection, items] of Object.entries(content)) for (const item of items as readonly unknown[]) index.set(itemKey(collection, item), item);
    itemIndexes.set(content, index);
  }
  return index;
}

/** The value a dependency names in `content` now, as it would have been recorded. */
export function currentValue(content: Content, key: string): unknown {
  let cache = valueCaches.get(content);
  if (!cache) valueCaches.set(content, (cache = new Map()));
  if (cache.has(key)) return cache.get(key);
  const value = evaluate(content, key);
  cache.set(key, value);
  return value;
}

function evaluate(content: Content, key: string): unknown {
  const path = JSON.parse(key) as Segment[];
  const [first, ...rest] = path;
  let value: unknown;
  if (typeof first === 'string' && first.includes('#')) {
    value = itemIndex(content).get(first);
  } else {
    const items = (content as Record<string, readonly unknown[]>)[first as string];
    if (rest[0] === ITEMS && rest.length === 1) return items ? items.map((item) => itemKey(first as string, item)) : undefined;
    value = items;
  }
  for (const [index, segment] of rest.entries()) {
    if (value === null || value === undefined) return undefined;
    if (index === rest.length - 1 && segment === LENGTH) return Array.isArray(value) ? value.length : undefined;
    if (index === rest.length - 1 && segment === KEYS) return typeof value === 'object' ? Object.keys(value).sort() : undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  if (value !== null && typeof value === 'object') return { object: true }; // was a primitive when recorded
  return value ?? null;
}

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && JSON.stringify(a) === JSON.stringify(b));

/** Whether a page whose render read `dependencies` could look different with `content`. */
export function isAffected(dependencies: Dependencies, content: Content): boolean {
  return Object.entries(dependencies).some(([key, value]) => !same(value, currentValue(content, key)));
}
