/**
 * A content problem as an editor finds it in Directus: the Directus collection, the item's
 * key, and the field as the editor sees it (`title (English)` for a translated text), with
 * the reason. Problems found in the content cache name the cache's collections and fields
 * (validate.ts); this maps them back through the same table the pull reads (mapping.ts).
 * Pure.
 */
import type { ContentProblem } from '../validate.ts';
import { COLLECTION_MAPPINGS, DIRECTUS_LANGUAGES, TRANSLATIONS_FIELD } from './mapping.ts';

export interface EditorProblem {
  readonly collection: string;
  readonly item: string;
  readonly field: string;
  readonly reason: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  DIRECTUS_LANGUAGES.map((language) => [language.locale, language.name]),
);

/** The Directus field a cache field path names: its first segment mapped, the rest kept (a list's index). */
function directusField(fields: Readonly<Record<string, readonly [string, string]>>, path: readonly string[]): string {
  const [first = '', ...rest] = path;
  return [fields[first]?.[0] ?? first, ...rest].join('.');
}

export function inEditorsWords(problem: ContentProblem): EditorProblem {
  const mapping = COLLECTION_MAPPINGS.find((candidate) => candidate.cache === problem.collection);
  if (!mapping) return { collection: problem.collection, item: problem.id, field: problem.field, reason: problem.reason };
  const path = problem.field.split('.');
  const [first, locale, ...rest] = path;
  const field =
    first === TRANSLATIONS_FIELD && mapping.translations && locale && LANGUAGE_NAMES[locale]
      ? `${rest.length ? directusField(mapping.translations, rest) : TRANSLATIONS_FIELD} (${LANGUAGE_NAMES[locale]})`
      : directusField(mapping.fields, path);
  return { collection: mapping.directus, item: problem.id, field, reason: problem.reason };
}

/** One line per problem, e.g. `seminar_dates #12, start_date: Invalid date`. */
export const editorLine = (problem: EditorProblem): string => `${problem.collection} #${problem.item}, ${problem.field}: ${problem.reason}`;
