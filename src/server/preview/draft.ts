/**
 * An editor's draft of one item, read from the CMS with the preview-only token (the item's
 * content version when one is named, else the item as saved), and the site's content with
 * that item in place of the published one, validated as a build validates it.
 */
import { fromDirectus } from '../../content/directus/conversion.ts';
import { COLLECTION_MAPPINGS } from '../../content/directus/mapping.ts';
import type { Content } from '../../content/types.ts';
import { validateContent } from '../../content/validate.ts';
import { type DirectusTarget, directusRequest } from '../cms/request.ts';

/** The item as the draft has it; null when the CMS has no such item (or version). */
export async function readDraft(
  target: DirectusTarget,
  collection: string,
  id: string,
  version: string,
): Promise<Record<string, unknown> | null> {
  const mapping = COLLECTION_MAPPINGS.find((candidate) => candidate.directus === collection);
  if (!mapping) return null;
  const query = new URLSearchParams({ fields: mapping.translations ? '*,translations.*' : '*' });
  // 'main' is the item as saved; any other key one of its content versions.
  if (version && version !== 'main') query.set('version', version);
  const answer = await directusRequest(target, { method: 'GET', path: `/items/${collection}/${encodeURIComponent(id)}?${query}` });
  return answer.ok && answer.data && typeof answer.data === 'object' ? (answer.data as Record<string, unknown>) : null;
}

/** The content with the draft item in place of its published version (or added); throws ContentError when it does not validate. */
export function withDraft(content: Content, collection: string, item: Record<string, unknown>): Content {
  const mapping = COLLECTION_MAPPINGS.find((candidate) => candidate.directus === collection);
  if (!mapping) throw new Error(`no content collection ${collection}`);
  const paths = content.trainingPaths.map((path) => ({ id: path.id, slug: path.slug }));
  const [draft] = fromDirectus({ [collection]: [item], training_paths: paths })[mapping.cache] ?? [];
  const key = mapping.primaryKey;
  const published = content[mapping.cache as keyof Content] as ReadonlyArray<Record<string, unknown>>;
  const others = published.filter((candidate) => String(candidate[key]) !== String((draft as Record<string, unknown>)[key]));
  return validateContent({ ...content, [mapping.cache]: [...others, draft] });
}
