/**
 * The site generator (src/generate/generate-site.ts) run into memory: pages drawn in this
 * thread, every file kept in a map, and the previous site an incremental build reads, made
 * from such a map. For tests that compare whole sites.
 */

import type { LatestBuild } from '../../src/browser/build-meta.ts';
import type { Content } from '../../src/content/types.ts';
import { type GeneratedSite, generateSite } from '../../src/generate/generate-site.ts';
import { PAYLOAD_FILE } from '../../src/generate/output-path.ts';
import { inlineRenderer } from '../../src/generate/page-renderer.ts';
import { parsePayload } from '../../src/generate/payload.ts';
import { NO_COMPRESSION, type SiteOutput } from '../../src/generate/site-file.ts';
import { type PreviousSite, renderSetupOf, type SiteInputs } from '../../src/generate/site-inputs.ts';
import { LATEST_BUILD_PATH } from '../../src/routes/build-files.ts';

export type Files = Map<string, string | Uint8Array>;

/** The files one generation wrote (builds/latest.json included), and what it reported. */
export interface MemoryBuild {
  readonly site: GeneratedSite;
  readonly files: Files;
}

/** An output that keeps what it is given (as text where the site wrote text); it asks for no compressed variants. */
function memoryOutput(files: Files): SiteOutput {
  const decoder = new TextDecoder();
  return {
    fresh: false,
    write({ file, data }) {
      files.set(file, /\.(html|json|xml|txt|ics)$/.test(file) ? decoder.decode(data) : data);
      return NO_COMPRESSION;
    },
  };
}

/** A full build (no previous site) or an incremental one on top of `previous`. */
export async function generateInMemory(inputs: SiteInputs, previous: PreviousSite | null = null): Promise<MemoryBuild> {
  const files: Files = new Map();
  const site = await generateSite(inputs, previous, memoryOutput(files), inlineRenderer(renderSetupOf(inputs)));
  files.set(LATEST_BUILD_PATH.slice(1), site.latest);
  return { site, files };
}

/** The site after applying a build to the files before it. */
export function applied(before: Files, build: MemoryBuild): Files {
  const files = new Map(before);
  for (const file of build.site.deleted) files.delete(file);
  for (const [file, data] of build.files) files.set(file, data);
  return files;
}

/** A site's files as the previous site of an incremental build; `content` is what it was built from. */
export function previousOf(files: Files, content: Content): PreviousSite {
  const pageData = new Map<string, string>();
  for (const [file, data] of files) {
    const payload = file.endsWith(PAYLOAD_FILE) ? parsePayload(String(data)) : null;
    if (payload) pageData.set(payload.path, payload.dataJson);
  }
  const encoder = new TextEncoder();
  const read = (file: string) => {
    const data = files.get(file);
    return data === undefined ? null : typeof data === 'string' ? encoder.encode(data) : data;
  };
  const latest = files.get(LATEST_BUILD_PATH.slice(1));
  const buildId = latest === undefined ? null : (JSON.parse(String(latest)) as LatestBuild).id;
  return { buildId, pageData, content, read };
}
