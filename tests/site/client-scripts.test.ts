/** The loader, the one script a page names, reaches every chunk it loads later. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATER_CHUNKS, LOADER_ENTRY } from '../../src/islands/registry.ts';
import { DIST_DIR } from '../support/built-site.ts';

const ASSETS = join(DIST_DIR, 'assets');
const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));

describe('client scripts', () => {
  it('exist', () => {
    expect(scripts.length).toBeGreaterThan(3);
  });

  it("include the loader, which names each island's chunk, the search's and the update notice's as the build wrote them", () => {
    const manifest = JSON.parse(readFileSync(join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const loader = readFileSync(join(DIST_DIR, manifest[LOADER_ENTRY]?.file ?? ''), 'utf8');
    for (const [name, entry] of Object.entries(LATER_CHUNKS)) {
      const file = manifest[entry]?.file ?? '';
      expect(file, entry).toMatch(new RegExp(`^assets/${name}-[\\w-]+\\.js$`));
      expect(existsSync(join(DIST_DIR, file)), file).toBe(true);
      // The minifier quotes only the names that need it: "site-search":`/assets/…`, toaster:`/assets/…`.
      expect(loader, entry).toMatch(new RegExp(`[{,]"?${name}"?:\\s*[\`"]/${file}[\`"]`));
    }
  });
});
