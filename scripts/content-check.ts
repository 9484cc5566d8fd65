/**
 * npm run content:check: validates content-cache/ (or CONTENT_DIR) the way the build does
 * (a date held in a country without a VAT rule included, src/content/vat-places.ts), and prints what it holds and what it holds that looks wrong (src/content/plausibility.ts). Exits non-zero with every problem named when it is invalid.
 */
import { join } from 'node:path';
import { loadContentCache } from '../src/content/cache.ts';
import { contentWarnings } from '../src/content/plausibility.ts';
import { ContentError, formatProblem } from '../src/content/validate.ts';
import { vatPlaceProblems } from '../src/content/vat-places.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const dir = settings.CONTENT_DIR;
try {
  const content = await loadContentCache(dir);
  const untaxed = vatPlaceProblems(content, settings.VAT_VENUE_RULES);
  if (untaxed.length > 0) throw new ContentError(untaxed);
  const counts = Object.entries(content).map(([name, items]) => `${name} ${items.length}`);
  console.log(`${join(dir)}: valid (${counts.join(', ')})`);
  for (const warning of contentWarnings(content)) console.warn(`warning: ${formatProblem(warning)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
