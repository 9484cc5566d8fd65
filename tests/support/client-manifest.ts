/** A client bundle's manifest for builds in tests: every entry the pages name (the loader, which names the rest, and the stylesheet), at a made-up file. */
import { STYLES_ENTRY, type ViteManifest } from '../../src/generate/assets.ts';
import { LOADER_ENTRY } from '../../src/islands/registry.ts';

export const TEST_MANIFEST: ViteManifest = Object.fromEntries(
  [LOADER_ENTRY, STYLES_ENTRY].map((entry) => {
    const [name, extension] = entry.split('/').at(-1)?.split('.') ?? [];
    return [entry, { file: `assets/${entry.split('/').at(-2)}-${name}-x.${extension === 'css' ? 'css' : 'js'}` }];
  }),
);
