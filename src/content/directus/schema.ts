/**
 * The Directus data model the academy's CMS needs, as plain data: collections, fields,
 * relations and translation junctions. Field names come from the same mapping table the
 * pull reads (mapping.ts); this module adds the Directus types and editor interfaces.
 * cms/scripts/setup.ts applies it to a fresh instance. Pure data, no SDK.
 */
import {
  COLLECTION_MAPPINGS,
  type CollectionMapping,
  TRANSLATIONS_FIELD,
  translationsCollection,
  translationsForeignKey,
} from './mapping.ts';

export interface FieldSpec {
  readonly field: string;
  readonly type: 'integer' | 'string' | 'text' | 'boolean' | 'date' | 'time' | 'decimal' | 'json' | 'uuid' | 'timestamp' | 'alias';
  readonly meta?: Record<string, unknown>;
  readonly schema?: Record<string, unknown> | null;
}

export interface RelationSpec {
  readonly collection: string;
  readonly field: string;
  readonly related_collection: string;
  readonly meta?: Record<string, unknown>;
  readonly schema?: Record<string, unknown>;
}

export interface CollectionSpec {
  readonly collection: string;
  readonly meta: Record<string, unknown>;
  readonly schema: Record<string, unknown>;
  readonly fields: readonly FieldSpec[];
}

/** Directus type and editor interface per Directus field name (those not listed are plain strings). */
const FIELD_TYPES: Readonly<Record<string, Omit<FieldSpec, 'field'>>> = {
  duration_days: {
    type: 'decimal',
    schema: { numeric_precision: 4, numeric_scale: 1 },
    meta: { interface: 'input', required: true, note: 'Whole days, or 0.5 for half a day' },
  },
  training_path_position: { type: 'integer', meta: { interface: 'input' } },
  seats: { type: 'integer', meta: { interface: 'input', note: 'How many people the date takes; empty for no limit. Fully booked wins.' } },
  on_site_seats: {
    type: 'integer',
    meta: {
      interface: 'input',
      note: 'Hybrid dates: how many of them may come on site (the others join online); empty for no limit of their own.',
    },
  },
  price: { type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 }, meta: { interface: 'input', required: true } },
  total_price: { type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 }, meta: { interface: 'input', required: true } },
  promo_price: { type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 }, meta: { interface: 'input' } },
  is_new: { type: 'boolean', schema: { default_value: false }, meta: { interface: 'boolean', special: ['cast-boolean'] } },
  fully_booked: { type: 'boolean', schema: { default_value: false }, meta: { interface: 'boolean', special: ['cast-boolean'] } },
  cancelled: {
    type: 'boolean',
    schema: { default_value: false },
    meta: {
      interface: 'boolean',
      special: ['cast-boolean'],
      note: 'The date is called off: everyone registered or waiting is told by mail, the pages say so and take no registrations',
    },
  },
  start_date: { type: 'date', meta: { interface: 'datetime', required: true } },
  end_date: { type: 'date', meta: { interface: 'datetime', required: true } },
  promo_until: { type: 'date', meta: { interface: 'datetime' } },
  date_posted: { type: 'date', meta: { interface: 'datetime', required: true } },
  training_path: { type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'] } },
  seminar: { type: 'integer', meta: { interface: 'select-dropdown-m2o', special: ['m2o'], required: true } },
  format: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: ['webinar', 'in-person', 'hybrid'].map((v) => ({ text: v, value: v })) },
      required: true,
    },
  },
  language: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: {
        choices: [
          { text: 'Deutsch', value: 'de' },
          { text: 'English', value: 'en' },
        ],
      },
      required: true,
    },
  },
  employment_type: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: ['full-time', 'part-time', 'working-student', 'freelance'].map((v) => ({ text: v, value: v })) },
    },
  },
  hidden_page: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: ['hiddenDownloadA', 'hiddenDownloadB', 'hiddenDownloadC'].map((v) => ({ text: v, value: v })) },
    },
  },
  registration: {
    type: 'string',
    schema: { default_value: 'open' },
    meta: {
      interface: 'select-dropdown',
      options: {
        choices: [
          { text: 'Open to all, no registration', value: 'open' },
          { text: 'By e-mail to the address below', value: 'email' },
          { text: 'On the organiser’s site (link below)', value: 'link' },
        ],
      },
      required: true,
    },
  },
  registration_target: {
    type: 'string',
    meta: {
      interface: 'input',
      note: 'The e-mail address (registration by e-mail) or the https link (on the organiser’s site); empty when open',
    },
  },
  related_seminars: {
    type: 'json',
    meta: { interface: 'tags', special: ['cast-json'], note: 'Ids of the seminars the event is about: their pages list the event' },
  },
  teaser: { type: 'text', meta: { interface: 'input-multiline' } },
  certificate: { type: 'text', meta: { interface: 'input-multiline' } },
  lead: { type: 'text', meta: { interface: 'input-multiline' } },
  objectives: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  contents: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  target_audience: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  benefits: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  description: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  body: { type: 'text', meta: { interface: 'input-rich-text-html' } },
  highlights: { type: 'json', meta: { interface: 'tags', special: ['cast-json'] } },
  files: { type: 'json', meta: { interface: 'list', special: ['cast-json'] } },
  image: {
    type: 'string',
    meta: {
      interface: 'input',
      note: 'A file of the site (content-images/…, e.g. seminars/power.svg), the id of a file in this CMS, or its /assets URL',
    },
  },
  image_alt: { type: 'string', meta: { interface: 'input', note: 'What the image shows, in this language (its alt text)' } },
  trainers: {
    type: 'json',
    meta: {
      interface: 'tags',
      special: ['cast-json'],
      note: 'Ids of the trainers who teach it (Trainers collection); on a date: empty for the seminar’s trainers',
    },
  },
  standards: { type: 'json', meta: { interface: 'tags', special: ['cast-json'], note: 'The standards taught, as written: EN 50600-2-2' } },
  topics: { type: 'json', meta: { interface: 'tags', special: ['cast-json'] } },
  experience: { type: 'text', meta: { interface: 'input-multiline' } },
  directions: { type: 'text', meta: { interface: 'input-multiline', note: 'How to get there: public transport, parking' } },
  accessibility: { type: 'text', meta: { interface: 'input-multiline', note: 'Step-free access, lifts, accessible toilets' } },
  venue: {
    type: 'string',
    meta: { interface: 'select-dropdown-m2o', special: ['m2o'], note: 'In-person and hybrid dates: where, in the date’s city' },
  },
  start_time: { type: 'time', meta: { interface: 'datetime', required: true, note: 'When each day starts (local time)' } },
  end_time: { type: 'time', meta: { interface: 'datetime', required: true, note: 'When each day ends (local time)' } },
  day_times: {
    type: 'json',
    meta: {
      interface: 'list',
      special: ['cast-json'],
      note: 'Days with other times: day (YYYY-MM-DD), start, end (HH:MM)',
      options: {
        fields: ['day', 'start', 'end'].map((field) => ({ field, type: 'string', meta: { interface: 'input', field, width: 'third' } })),
      },
    },
  },
  platform: { type: 'string', meta: { interface: 'input', note: 'Webinar and hybrid dates: where participants join online' } },
  map_url: { type: 'string', meta: { interface: 'input', note: 'An https link to the place on a map; empty for OpenStreetMap' } },
  country: {
    type: 'string',
    meta: { interface: 'select-dropdown', options: { choices: ['DE', 'AT', 'CH'].map((v) => ({ text: v, value: v })) }, required: true },
  },
  remote_countries: {
    type: 'json',
    meta: {
      interface: 'select-multiple-checkbox',
      special: ['cast-json'],
      options: { choices: ['DE', 'AT', 'CH'].map((v) => ({ text: v, value: v })) },
    },
  },
};

function fieldSpec(field: string): FieldSpec {
  return { field, ...(FIELD_TYPES[field] ?? { type: 'string', meta: { interface: 'input' } }) };
}

function primaryKeyField(mapping: CollectionMapping): FieldSpec {
  return mapping.primaryKeyType === 'integer'
    ? {
        field: mapping.primaryKey,
        type: 'integer',
        meta: { interface: 'input', readonly: false },
        schema: { is_primary_key: true, has_auto_increment: true },
      }
    : {
        field: mapping.primaryKey,
        type: 'string',
        meta: { interface: 'input', required: true },
        schema: { is_primary_key: true, length: 255 },
      };
}

/** The collections whose items are pages of the site, which editors preview before publishing. */
export const PREVIEW_COLLECTIONS = ['seminars', 'seminar_dates', 'events', 'jobs', 'site_pages'] as const;

const RELATED: Readonly<Record<string, string>> = { seminar: 'seminars', training_path: 'training_paths', venue: 'venues' };

export const LANGUAGES_COLLECTION: CollectionSpec = {
  collection: 'languages',
  meta: { icon: 'translate', note: 'Languages of the site: de-DE (locale id 1), en-US (locale id 2)' },
  schema: {},
  fields: [
    { field: 'code', type: 'string', meta: { interface: 'input' }, schema: { is_primary_key: true, length: 10 } },
    { field: 'name', type: 'string', meta: { interface: 'input' } },
    { field: 'locale_id', type: 'integer', meta: { interface: 'input' } },
  ],
};

export function contentCollections(): CollectionSpec[] {
  return COLLECTION_MAPPINGS.flatMap((mapping) => {
    const fields = [primaryKeyField(mapping), ...Object.values(mapping.fields).map(([field]) => fieldSpec(field))];
    const main: CollectionSpec = { collection: mapping.directus, meta: { icon: 'article' }, schema: {}, fields };
    if (!mapping.translations) return [main];
    const junction: CollectionSpec = {
      collection: translationsCollection(mapping),
      meta: { hidden: true },
      schema: {},
      fields: [
        { field: 'id', type: 'integer', meta: { hidden: true }, schema: { is_primary_key: true, has_auto_increment: true } },
        { field: translationsForeignKey(mapping), type: mapping.primaryKeyType, meta: { hidden: true } },
        { field: 'languages_code', type: 'string', meta: { hidden: true } },
        ...Object.values(mapping.translations).map(([field]) => fieldSpec(field)),
      ],
    };
    return [main, junction];
  });
}

/** The translations alias field each translated collection shows in the editor. */
export function translationAliasFields(): Array<{ collection: string; field: FieldSpec }> {
  return COLLECTION_MAPPINGS.filter((mapping) => mapping.translations).map((mapping) => ({
    collection: mapping.directus,
    field: {
      field: TRANSLATIONS_FIELD,
      type: 'alias',
      meta: { interface: 'translations', special: ['translations'], options: { languageField: 'name', defaultLanguage: 'de-DE' } },
      schema: null,
    },
  }));
}

export function relations(): RelationSpec[] {
  const specs: RelationSpec[] = [];
  for (const mapping of COLLECTION_MAPPINGS) {
    for (const [field] of Object.values(mapping.fields)) {
      const related = RELATED[field];
      if (related)
        specs.push({
          collection: mapping.directus,
          field,
          related_collection: related,
          schema: { on_delete: field === 'seminar' ? 'CASCADE' : 'SET NULL' },
        });
    }
    if (!mapping.translations) continue;
    const junction = translationsCollection(mapping);
    specs.push({
      collection: junction,
      field: translationsForeignKey(mapping),
      related_collection: mapping.directus,
      meta: { one_field: TRANSLATIONS_FIELD, junction_field: 'languages_code', sort_field: null },
      schema: { on_delete: 'CASCADE' },
    });
    specs.push({
      collection: junction,
      field: 'languages_code',
      related_collection: 'languages',
      meta: { one_field: null, junction_field: translationsForeignKey(mapping), sort_field: null },
      schema: { on_delete: 'CASCADE' },
    });
  }
  return specs;
}
