/**
 * Build records: the newest build's id and time, polled by open pages to notice
 * a newer site, and each build's own record of what it did, which those pages read to tell
 * whether the newer site changed them.
 */
export const LATEST_BUILD_PATH = '/builds/latest.json';

export function buildMetaPath(buildId: string): string {
  return `/builds/meta/${buildId}.json`;
}
