/**
 * Reads every content collection from Directus with the SDK (static token, REST), maps it
 * to the cache shape and validates it. Writing the cache is the caller's decision, so a
 * failure here never touches the existing cache.
 */
import { createDirectus, readItems, rest, staticToken } from '@directus/sdk';
import type { Content } from '../types.ts';
import { validateContent } from '../validate.ts';
import { type DirectusData, fromDirectus } from './conversion.ts';
import { COLLECTION_MAPPINGS } from './mapping.ts';

export interface PullOptions {
  readonly url: string;
  readonly token: string;
  readonly timeoutMs: number;
}

export async function readDirectus({ url, token, timeoutMs }: PullOptions): Promise<DirectusData> {
  const client = createDirectus(url)
    .with(staticToken(token))
    .with(rest({ onRequest: (options) => ({ ...options, signal: AbortSignal.timeout(timeoutMs) }) }));
  const entries = await Promise.all(
    COLLECTION_MAPPINGS.map(async (mapping) => {
      const fields = mapping.translations ? ['*', 'translations.*'] : ['*'];
      const items = await client.request(readItems(mapping.directus, { fields, limit: -1, sort: [mapping.primaryKey] }));
      return [mapping.directus, items as Record<string, unknown>[]] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export async function pullContent(options: PullOptions): Promise<Content> {
  return validateContent(fromDirectus(await readDirectus(options)));
}
