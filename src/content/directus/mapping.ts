/**
 * How the content cache maps onto Directus, and back. One declarative table per
 * collection, read in both directions, so pull (Directus -> cache) and seed
 * (cache -> Directus) are exact inverses and the round trip is lossless.
 *
 * Directus side: snake_case fields; texts in a `<collection>_translations` junction with
 * one row per language (`languages_code` 'de-DE' / 'en-US'); decimals may arrive as strings
 * (PostgreSQL) and booleans as 0/1 (SQLite without cast-boolean);
 * relations to other items by primary key (a seminar's training path is stored as the
 * path's id and kept in the cache as its slug).
 *
 * Pure: imports no SDK and no schema library, so the CMS tooling (Node 22) can use it too.
 */
export const DIRECTUS_LANGUAGES = [
  { code: 'de-DE', locale: 'de', name: 'Deutsch', locale_id: 1 },
  { code: 'en-US', locale: 'en', name: 'English', locale_id: 2 },
] as const;

type FieldKind = 'plain' | 'boolean' | 'decimal' | 'json';

interface FieldMap {
  /** cache field -> Directus field */
  readonly [cacheField: string]: readonly [directusField: string, kind: FieldKind];
}

export interface CollectionMapping {
  /** Collection name in the cache model (src/content/schema.ts). */
  readonly cache: string;
  readonly directus: string;
  /** Primary key, identical on both sides. */
  readonly primaryKey: 'id' | 'key';
  readonly primaryKeyType: 'integer' | 'string';
  readonly fields: FieldMap;
  /** Fields of the translations junction; absent for untranslated collections. */
  readonly translations?: FieldMap;
}

const plain = (field: string) => [field, 'plain'] as const;
const boolean = (field: string) => [field, 'boolean'] as const;
const decimal = (field: string) => [field, 'decimal'] as const;
const json = (field: string) => [field, 'json'] as const;

export const COLLECTION_MAPPINGS: readonly CollectionMapping[] = [
  {
    cache: 'trainers',
    directus: 'trainers',
    primaryKey: 'id',
    primaryKeyType: 'string',
    fields: { name: plain('name'), image: plain('image'), standards: json('standards') },
    translations: { role: plain('role'), experience: plain('experience'), topics: json('topics') },
  },
  {
    cache: 'venues',
    directus: 'venues',
    primaryKey: 'id',
    primaryKeyType: 'string',
    fields: {
      name: plain('name'),
      street: plain('street'),
      postalCode: plain('postal_code'),
      city: plain('city'),
      country: plain('country'),
      mapUrl: plain('map_url'),
    },
    translations: { directions: plain('directions'), accessibility: plain('accessibility') },
  },
  {
    cache: 'trainingPaths',
    directus: 'training_paths',
    primaryKey: 'id',
    primaryKeyType: 'integer',
    fields: { slug: plain('slug') },
    translations: { title: plain('title'), teaser: plain('teaser'), description: plain('description') },
  },
  {
    cache: 'seminars',
    directus: 'seminars',
    primaryKey: 'id',
    primaryKeyType: 'integer',
    fields: {
      slug: plain('slug'),
      format: plain('format'),
      topic: plain('topic'),
      level: plain('level'),
      language: plain('language'),
      durationDays: decimal('duration_days'),
      price: decimal('price'),
      isNew: boolean('is_new'),
      fullyBooked: boolean('fully_booked'),
      trainingPath: plain('training_path'),
      trainingPathPosition: plain('training_path_position'),
      image: plain('image'),
      trainerIds: json('trainers'),
      examFormat: plain('exam_format'),
      examQuestions: plain('exam_questions'),
      examMinutes: plain('exam_minutes'),
      examPassPercent: plain('exam_pass_percent'),
      examRetakes: plain('exam_retakes'),
      examRetakePrice: decimal('exam_retake_price'),
    },
    translations: {
      title: plain('title'),
      teaser: plain('teaser'),
      objectives: plain('objectives'),
      contents: plain('contents'),
      targetAudience: plain('target_audience'),
      benefits: plain('benefits'),
      highlights: json('highlights'),
      certificate: plain('certificate'),
      certificateName: plain('certificate_name'),
      imageAlt: plain('image_alt'),
    },
  },
  {
    cache: 'seminarDates',
    directus: 'seminar_dates',
    primaryKey: 'id',
    primaryKeyType: 'integer',
    fields: {
      seminarId: plain('seminar'),
      start: plain('start_date'),
      end: plain('end_date'),
      location: plain('location'),
      venueId: plain('venue'),
      startTime: plain('start_time'),
      endTime: plain('end_time'),
      dayTimes: json('day_times'),
      platform: plain('platform'),
      access: json('access'),
      trainerIds: json('trainers'),
      price: decimal('price'),
      totalPrice: decimal('total_price'),
      language: plain('language'),
      fullyBooked: boolean('fully_booked'),
      cancelled: boolean('cancelled'),
      seats: plain('seats'),
      onSiteSeats: plain('on_site_seats'),
      promoPrice: decimal('promo_price'),
      promoUntil: plain('promo_until'),
    },
  },
  {
    cache: 'events',
    directus: 'events',
    primaryKey: 'id',
    primaryKeyType: 'string',
    fields: {
      start: plain('start_date'),
      end: plain('end_date'),
      location: plain('location'),
      image: plain('image'),
      registration: plain('registration'),
      registrationTarget: plain('registration_target'),
      seminarIds: json('related_seminars'),
    },
    translations: { title: plain('title'), teaser: plain('teaser'), description: plain('description'), imageAlt: plain('image_alt') },
  },
  {
    cache: 'jobs',
    directus: 'jobs',
    primaryKey: 'id',
    primaryKeyType: 'integer',
    fields: {
      slug: plain('slug'),
      city: plain('city'),
      remoteCountries: json('remote_countries'),
      employmentType: plain('employment_type'),
      datePosted: plain('date_posted'),
    },
    translations: { title: plain('title'), teaser: plain('teaser'), description: plain('description') },
  },
  {
    cache: 'downloads',
    directus: 'downloads',
    primaryKey: 'id',
    primaryKeyType: 'string',
    fields: { seminarId: plain('seminar'), hiddenPage: plain('hidden_page') },
    translations: { title: plain('title'), description: plain('description'), files: json('files') },
  },
  {
    cache: 'discounts',
    directus: 'discounts',
    primaryKey: 'id',
    primaryKeyType: 'string',
    fields: {
      code: plain('code'),
      kind: plain('discount_kind'),
      value: decimal('discount_value'),
      fromPlace: plain('from_place'),
      seminarIds: json('seminar_ids'),
      dateIds: json('date_ids'),
      validFrom: plain('valid_from'),
      validUntil: plain('valid_until'),
      maxUses: plain('max_uses'),
      maxUsesPerCompany: plain('max_uses_per_company'),
      labelDe: plain('label_de'),
      labelEn: plain('label_en'),
      active: boolean('active'),
    },
  },
  {
    cache: 'sitePages',
    directus: 'site_pages',
    primaryKey: 'key',
    primaryKeyType: 'string',
    fields: {},
    translations: { title: plain('title'), lead: plain('lead'), body: plain('body') },
  },
];

export const TRANSLATIONS_FIELD = 'translations';
export const translationsCollection = (mapping: CollectionMapping) => `${mapping.directus}_translations`;
export const translationsForeignKey = (mapping: CollectionMapping) => `${mapping.directus}_id`;

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
