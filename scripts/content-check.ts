/**
 * npm run content:check: validates content-cache/ (or CONTENT_DIR) the way the build does,
 * and prints what it holds. Exits non-zero with every problem named when it is invalid.
 */
import { join, resolve } from 'node:path';
import { loadContentCache } from '../src/content/cache.ts';

const dir = resolve(import.meta.dirname, '..', process.env.CONTENT_DIR ?? 'content-cache');
try {
  const content = await loadContentCache(dir);
  const counts = Object.entries(content).map(([name, items]) => `${name} ${items.length}`);
  console.log(`${join(dir)}: valid (${counts.join(', ')})`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
