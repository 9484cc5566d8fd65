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
 * The items are converted in both directions by conversion.ts. Pure: imports no SDK and no
 * schema library, so the CMS tooling (Node 22) can use it too.
 */
export const DIRECTUS_LANGUAGES = [
  { code: 'de-DE', locale: 'de', name: 'Deutsch', locale_id: 1 },
  { code: 'en-US', locale: 'en', name: 'English', locale_id: 2 },
] as const;

export type FieldKind = 'plain' | 'boolean' | 'decimal' | 'json';

export interface FieldMap {
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
      guaranteed: boolean('guaranteed'),
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
      venueId: plain('venue'),
      startTime: plain('start_time'),
      endTime: plain('end_time'),
      image: plain('image'),
      registration: plain('registration'),
      registrationTarget: plain('registration_target'),
      dateId: plain('date_id'),
      price: decimal('fee'),
      seats: plain('seats'),
      fullyBooked: boolean('fully_booked'),
      language: plain('event_language'),
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
