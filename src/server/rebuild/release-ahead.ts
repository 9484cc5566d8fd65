/**
 * The next release, linked ahead from the site being served (releases.ts), so that a
 * rebuild starts writing at once instead of first linking the whole site.
 */
import { rm } from 'node:fs/promises';
import { prepareRelease } from './releases.ts';

export interface ReleaseAhead {
  /** Starts linking the next release from `from` (the site now served). */
  prepare(from: string): void;
  /** Keeps an unused staged release of `from` for the next rebuild. */
  keep(from: string, staged: string): void;
  /** The release linked ahead from `from`, or a new one when there is none (or it was of another site, or failed). */
  take(from: string): Promise<string>;
  /** Removes the release linked ahead (at shutdown). */
  discard(): Promise<void>;
}

export function releaseAhead(releasesDir: string): ReleaseAhead {
  let prepared: { from: string; release: Promise<string | null> } | null = null;
  return {
    prepare(from) {
      prepared = { from, release: prepareRelease(releasesDir, from).catch(() => null) };
    },
    keep(from, staged) {
      prepared = { from, release: Promise.resolve(staged) };
    },
    async take(from) {
      const ready = prepared?.from === from ? await prepared.release : null;
      prepared = null;
      return ready ?? prepareRelease(releasesDir, from);
    },
    async discard() {
      const ahead = await prepared?.release;
      prepared = null;
      if (ahead) await rm(ahead, { recursive: true, force: true });
    },
  };
}
