/**
 * Directus items to cache items and back, by the table of mapping.ts: what the pull reads and
 * the seed writes, exact inverses so the round trip is lossless. Decimals that arrive as strings
 * (PostgreSQL) and booleans as 0/1 (SQLite without cast-boolean) are read as the cache has them;
 * a seminar's training path is its id in Directus and its slug in the cache. Validation (and
 * sanitizing) happens after this. Pure, like mapping.ts: the CMS tooling (Node 22) uses it too.
 */
import {
  COLLECTION_MAPPINGS,
  type CollectionMapping,
  DIRECTUS_LANGUAGES,
  type FieldKind,
  type FieldMap,
  TRANSLATIONS_FIELD,
} from './mapping.ts';

type Item = Record<string, unknown>;
/** Raw Directus items per Directus collection name, as read with fields ['*', 'translations.*']. */
export type DirectusData = Readonly<Record<string, readonly Item[]>>;
/** Raw (not yet validated) cache items per cache collection name. */
export type RawCache = Record<string, unknown[]>;

function toCacheValue(value: unknown, kind: FieldKind): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  // SQLite answers 0/1 for a boolean column that is not declared cast-boolean.
  if (kind === 'boolean') return value === 1 || value === 0 ? value === 1 : value;
  if (kind === 'decimal') return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  if (kind === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

function languageCodeOf(row: Item): unknown {
  const code = row.languages_code;
  return code && typeof code === 'object' ? (code as Item).code : code;
}

function mapFields(source: Item, fields: FieldMap, direction: 'toCache' | 'toDirectus'): Item {
  const target: Item = {};
  for (const [cacheField, [directusField, kind]] of Object.entries(fields)) {
    if (direction === 'toCache') {
      const value = toCacheValue(source[directusField], kind);
      if (value !== undefined) target[cacheField] = value;
    } else if (source[cacheField] !== undefined) {
      target[directusField] = source[cacheField];
    }
  }
  return target;
}

/** Directus items -> raw cache items. Validation (and sanitizing) happens after this. */
export function fromDirectus(data: DirectusData): RawCache {
  const pathSlugs = new Map((data.training_paths ?? []).map((path) => [path.id, path.slug]));
  const cache: RawCache = {};
  for (const mapping of COLLECTION_MAPPINGS) {
    cache[mapping.cache] = (data[mapping.directus] ?? []).map((item) => {
      const mapped: Item = { [mapping.primaryKey]: item[mapping.primaryKey], ...mapFields(item, mapping.fields, 'toCache') };
      if (mapping.cache === 'seminars' && mapped.trainingPath !== null && mapped.trainingPath !== undefined) {
        mapped.trainingPath = pathSlugs.get(mapped.trainingPath) ?? `(unknown training path ${String(mapped.trainingPath)})`;
      }
      if (mapping.translations) {
        const rows = Array.isArray(item[TRANSLATIONS_FIELD]) ? (item[TRANSLATIONS_FIELD] as Item[]) : [];
        const translations: Item = {};
        for (const language of DIRECTUS_LANGUAGES) {
          const row = rows.find((candidate) => languageCodeOf(candidate) === language.code);
          if (row) translations[language.locale] = mapFields(row, mapping.translations, 'toCache');
        }
        mapped.translations = translations;
      }
      return mapped;
    });
  }
  return cache;
}

/** One cache item -> the Directus payload that creates it, translations nested. */
export function toDirectusItem(mapping: CollectionMapping, item: Item, pathIds: ReadonlyMap<string, unknown>): Item {
  const payload: Item = { [mapping.primaryKey]: item[mapping.primaryKey], ...mapFields(item, mapping.fields, 'toDirectus') };
  if (mapping.cache === 'seminars' && typeof item.trainingPath === 'string') payload.training_path = pathIds.get(item.trainingPath);
  if (mapping.translations) {
    const translations = (item.translations ?? {}) as Record<string, Item>;
    payload[TRANSLATIONS_FIELD] = DIRECTUS_LANGUAGES.filter((language) => translations[language.locale]).map((language) => ({
      languages_code: language.code,
      ...mapFields(translations[language.locale] as Item, mapping.translations as FieldMap, 'toDirectus'),
    }));
  }
  return payload;
}

/** The whole cache as Directus payloads per Directus collection, in dependency order. */
export function toDirectus(cache: Readonly<Record<string, readonly unknown[]>>): Array<{ mapping: CollectionMapping; items: Item[] }> {
  const pathIds = new Map(((cache.trainingPaths ?? []) as Item[]).map((path) => [path.slug as string, path.id]));
  return COLLECTION_MAPPINGS.map((mapping) => ({
    mapping,
    items: ((cache[mapping.cache] ?? []) as Item[]).map((item) => toDirectusItem(mapping, item, pathIds)),
  }));
}
