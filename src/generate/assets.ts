/**
 * Turns Vite's client manifest into the asset URLs pages refer to. Pure: the build reads
 * the manifest, this maps it.
 */
import type { PageAssets } from '../islands/assets.tsx';
import { ISLAND_ENTRIES, ISLAND_NAMES, LOADER_ENTRY, SEARCH_ENTRY, UPDATE_NOTICE_ENTRY } from '../islands/registry.ts';

export const STYLES_ENTRY = 'src/styles/main.css';

export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

export function manifestFile(manifest: ViteManifest, entry: string): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`Vite manifest has no entry for ${entry}; is it listed in the client build's inputs?`);
  return `/${chunk.file}`;
}

export function assetsFromManifest(
  manifest: ViteManifest,
  analyticsEndpoint: string | null = null,
  buildId: string | null = null,
): PageAssets {
  return {
    loader: manifestFile(manifest, LOADER_ENTRY),
    updateNotice: manifestFile(manifest, UPDATE_NOTICE_ENTRY),
    search: manifestFile(manifest, SEARCH_ENTRY),
    islands: Object.fromEntries(ISLAND_NAMES.map((name) => [name, manifestFile(manifest, ISLAND_ENTRIES[name])])) as PageAssets['islands'],
    stylesheet: manifestFile(manifest, STYLES_ENTRY),
    analyticsEndpoint,
    buildId,
  };
}
