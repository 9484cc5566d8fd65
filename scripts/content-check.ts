/**
 * npm run content:check: validates content-cache/ (or CONTENT_DIR) the way the build does,
 * and prints what it holds and what it holds that looks wrong (src/content/plausibility.ts). Exits non-zero with every problem named when it is invalid.
 */
import { join } from 'node:path';
import { loadContentCache } from '../src/content/cache.ts';
import { contentWarnings } from '../src/content/plausibility.ts';
import { formatProblem } from '../src/content/validate.ts';
import { commandSettings } from './settings.ts';

const dir = commandSettings().CONTENT_DIR;
try {
  const content = await loadContentCache(dir);
  const counts = Object.entries(content).map(([name, items]) => `${name} ${items.length}`);
  console.log(`${join(dir)}: valid (${counts.join(', ')})`);
  for (const warning of contentWarnings(content)) console.warn(`warning: ${formatProblem(warning)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
