/**
 * The build records open pages read (the generator writes them, src/generate/build-record.ts):
 * builds/latest.json names the newest build; builds/meta/{id}.json tells what a build did,
 * so the update notice can tell whether a build since the page's own changed the page.
 */

export interface LatestBuild {
  readonly id: string;
  readonly time: string;
  /** The day (YYYY-MM-DD) the build judged its dates by: what was upcoming, past, on offer. */
  readonly today: string;
}

export interface BuildMeta extends LatestBuild {
  /** The build whose site this one was made on (a rebuild's previous site), or null for a full build. */
  readonly previous: string | null;
  /** Which pages this build rendered: 'all' for a full build, else their paths (hidden pages left out: this file is public). */
  readonly changed: 'all' | readonly string[];
  /** How many hidden pages it rendered besides those `changed` names (0 for a full build). */
  readonly unlisted: number;
  readonly pagesRendered: number;
  readonly durationMs: number;
}
