/**
 * Loads the content cache (../content-cache) into a Directus that has the model but no
 * content yet: every collection, translations nested, in dependency order.
 */
import { createItems, readItems } from '@directus/sdk';
import { loadContentCache } from '../../src/content/cache.ts';
import { toDirectus } from '../../src/content/directus/conversion.ts';
import type { AdminClient } from './setup.ts';

export async function isSeeded(client: AdminClient): Promise<boolean> {
  const items = (await client.request(readItems('seminars', { limit: 1, fields: ['id'] }))) as unknown[];
  return items.length > 0;
}

export async function seedCms(client: AdminClient, contentDir: string): Promise<Record<string, number>> {
  const content = await loadContentCache(contentDir);
  const counts: Record<string, number> = {};
  for (const { mapping, items } of toDirectus(content as unknown as Record<string, readonly unknown[]>)) {
    if (items.length > 0) await client.request(createItems(mapping.directus, items as never));
    counts[mapping.directus] = items.length;
  }
  return counts;
}
