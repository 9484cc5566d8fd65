/** What preparing the images did, and the build's one-line summary of it. */
import type { ImageProviderName } from './providers.ts';

export interface ImageStats {
  readonly provider: ImageProviderName;
  readonly sources: number;
  /** Variant files the site holds (static provider). */
  readonly variants: number;
  readonly cacheHits: number;
  /** Variants made by this build. */
  readonly generated: number;
  /** Sources whose metadata was read by this build (not cached). */
  readonly metadataRead: number;
  /** Sources whose bytes or metadata could not be read. */
  readonly failed: number;
}

/**
 * The build's summary line, e.g. `images: 168 variants, 168 cache hits, 0 generated; 21 sources, 0 measured`
 * (measured: sources whose size and placeholder were not in the cache).
 */
export function imageStatsLine(stats: ImageStats): string {
  const sources = `${stats.sources} sources, ${stats.metadataRead} measured${stats.failed ? `, ${stats.failed} unreadable` : ''}`;
  if (stats.provider !== 'static' && stats.variants === 0) return `images: served by the ${stats.provider} provider; ${sources}`;
  return `images: ${stats.variants} variants, ${stats.cacheHits} cache hits, ${stats.generated} generated; ${sources}`;
}
