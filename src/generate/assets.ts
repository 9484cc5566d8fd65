/**
 * Turns Vite's client manifest into the asset URLs pages refer to. Pure: the build reads
 * the manifest, this maps it.
 */
import type { PageAssets } from '../islands/assets.tsx';
import { LOADER_ENTRY } from '../islands/registry.ts';

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
    stylesheet: manifestFile(manifest, STYLES_ENTRY),
    analyticsEndpoint,
    buildId,
  };
}
