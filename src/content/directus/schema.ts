/**
 * The Directus data model the academy's CMS needs, as plain data: collections, fields,
 * relations and translation junctions. Field names come from the same mapping table the
 * pull reads (mapping.ts); this module adds the Directus types and editor interfaces.
 * cms/scripts/setup.ts applies it to a fresh instance. Pure data, no SDK.
 */
import { FIELD_TYPES, type FieldSpec } from './field-types.ts';
import {
  COLLECTION_MAPPINGS,
  type CollectionMapping,
  TRANSLATIONS_FIELD,
  translationsCollection,
  translationsForeignKey,
} from './mapping.ts';

export type { FieldSpec } from './field-types.ts';

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

/** A field the site writes and staff only read. */
export const readOnly = (field: string, type: FieldSpec['type'], meta: Record<string, unknown> = {}): FieldSpec => ({
  field,
  type,
  meta: { interface: 'input', readonly: true, ...meta },
});
