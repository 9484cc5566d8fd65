/**
 * The site generator (src/build/generate-site.ts) run into memory: a renderer that draws
 * pages in this thread and keeps every file it is given in a map, and the previous site
 * an incremental build reads, made from such a map. For tests that compare whole sites.
 */
import { type GeneratedSite, generateSite, type PreviousSite, renderSetupOf, type SiteInputs } from '../../src/build/generate-site.ts';
import { PAYLOAD_FILE } from '../../src/build/output-path.ts';
import { pageDrawer, type PageRenderer } from '../../src/build/page-renderer.ts';
import { parsePayload } from '../../src/build/payload.ts';
import { NO_COMPRESSION } from '../../src/build/site-file.ts';
import type { Content } from '../../src/content/types.ts';
import { LATEST_BUILD_PATH } from '../../src/routes/build-files.ts';

export type Files = Map<string, string | Uint8Array>;

/** The files one generation wrote (builds/latest.json included), and what it reported. */
export interface MemoryBuild {
  readonly site: GeneratedSite;
  readonly files: Files;
}

function memoryRenderer(inputs: SiteInputs, files: Files): PageRenderer {
  const draw = pageDrawer(renderSetupOf(inputs));
  return {
    threads: 1,
    async writePage(job) {
      files.set(job.htmlFile, draw(job));
      files.set(job.payloadFile, job.payload);
      return { drawMs: 0, compressed: NO_COMPRESSION };
    },
    async writeFile(job) {
      files.set(job.file, job.data);
      return NO_COMPRESSION;
    },
    close: async () => {},
  };
}

/** A full build (no previous site) or an incremental one on top of `previous`. */
export async function generateInMemory(inputs: SiteInputs, previous: PreviousSite | null = null): Promise<MemoryBuild> {
  const files: Files = new Map();
  const site = await generateSite(inputs, previous, { root: '/memory', fresh: previous === null }, memoryRenderer(inputs, files));
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
  return { pageData, content, read };
}
