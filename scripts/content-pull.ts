/**
 * npm run content:pull: copies the content from Directus into content-cache/, validated
 * and sanitized. Environment: DIRECTUS_URL, DIRECTUS_TOKEN (a read-only token),
 * DIRECTUS_TIMEOUT_MS (default 15000), CONTENT_DIR (default content-cache).
 * On any failure it prints one line, exits 1, and leaves the cache as it was.
 */

import { writeContentCache } from '../src/content/cache.ts';
import { pullContent } from '../src/content/directus/pull.ts';
import { describePullError } from '../src/content/directus/pull-errors.ts';
import { ContentError } from '../src/content/validate.ts';
import { commandSettings } from './settings.ts';

const { DIRECTUS_URL: url, DIRECTUS_TOKEN: token, DIRECTUS_TIMEOUT_MS: timeoutMs, CONTENT_DIR: dir } = commandSettings();

if (!url || !token) {
  console.error('content:pull: set DIRECTUS_URL and DIRECTUS_TOKEN (a read-only token of the CMS).');
  process.exit(1);
}

try {
  const started = performance.now();
  const content = await pullContent({ url, token, timeoutMs });
  await writeContentCache(dir, content);
  const counts = Object.entries(content)
    .map(([name, items]) => `${name} ${items.length}`)
    .join(', ');
  console.log(`content:pull: wrote ${dir} from ${url} in ${Math.round(performance.now() - started)} ms (${counts})`);
} catch (error) {
  console.error(
    `content:pull: ${error instanceof ContentError ? `${url} delivered ${error.message}` : describePullError(error, url, timeoutMs)}`,
  );
  console.error('content:pull: the content cache was left unchanged.');
  process.exit(1);
}
