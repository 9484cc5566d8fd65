/**
 * Build records: builds/latest.json names the newest build, which open pages
 * poll to offer a reload; builds/meta/{id}.json tells what that build did: which pages it
 * rendered and which build it was made on, so an open page can walk back from the newest
 * build to its own and tell whether a build in between changed it. A build's id is
 * a digest of everything its pages are made of, so building the same inputs twice gives
 * the same id and open pages are not told about a "new" site that is the old one.
 */
import { createHash } from 'node:crypto';
import type { BuildMeta, LatestBuild } from '../browser/build-meta.ts';

export interface BuildInputs {
  readonly content: unknown;
  /** The client bundle's manifest: its file names are hashes of the scripts and the stylesheet. */
  readonly manifest: unknown;
  readonly siteUrl: string;
  readonly today: string;
  readonly analyticsEndpoint: string | null;
  /** Digest of what the pages show of their images (src/generate/image-files.ts), when they draw any. */
  readonly images?: string | null;
}

export const BUILD_ID_LENGTH = 16;

export function buildIdOf(inputs: BuildInputs): string {
  const hash = createHash('sha256');
  const parts = [
    inputs.content,
    inputs.manifest,
    inputs.siteUrl,
    inputs.today,
    inputs.analyticsEndpoint,
    ...(inputs.images ? [inputs.images] : []),
  ];
  for (const part of parts) {
    hash.update(typeof part === 'string' ? part : JSON.stringify(part));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, BUILD_ID_LENGTH);
}

export function latestBuildJson(meta: BuildMeta): string {
  const latest: LatestBuild = { id: meta.id, time: meta.time, today: meta.today };
  return `${JSON.stringify(latest)}\n`;
}

export function buildMetaJson(meta: BuildMeta): string {
  return `${JSON.stringify(meta, null, 2)}\n`;
}
