/**
 * What the CMS's `site_builds` collection keeps of one build (src/content/directus/site-records.ts):
 * when it ended, what started it, what came of it, how many pages it drew and how long it
 * took; for a failed one, the content problems in the editor's words (collection, item,
 * field) or the error, and which build is still served. Pure.
 */
import { editorLine, inEditorsWords } from '../../content/directus/editor-words.ts';
import type { BuildOutcome } from '../../content/directus/site-records.ts';
import { ContentError } from '../../content/validate.ts';

/** What a rebuild that ended well reports (the rebuilder's outcome). */
interface Finished {
  readonly time: string;
  readonly triggers: readonly string[];
  readonly buildId: string;
  readonly pagesRendered: number;
  readonly durationMs: number;
}

export interface BuildRecord {
  readonly finished_at: string;
  readonly outcome: BuildOutcome;
  readonly triggers: string;
  readonly pages_drawn: number;
  readonly duration_ms: number;
  readonly build_id: string | null;
  readonly problems: string | null;
}

/** Up to this many problems are listed (a broken import may produce thousands). */
export const LISTED_PROBLEMS = 20;

export function publishedRecord(outcome: Finished, unchanged: boolean): BuildRecord {
  return {
    finished_at: outcome.time,
    outcome: unchanged ? 'unchanged' : 'published',
    triggers: outcome.triggers.join(', '),
    pages_drawn: outcome.pagesRendered,
    duration_ms: outcome.durationMs,
    build_id: outcome.buildId,
    problems: null,
  };
}

/** Why a build failed, as lines an editor can act on. */
function problemLines(error: unknown): string[] {
  if (error instanceof ContentError) {
    const lines = error.problems.slice(0, LISTED_PROBLEMS).map((problem) => editorLine(inEditorsWords(problem)));
    const more = error.problems.length - LISTED_PROBLEMS;
    return more > 0 ? [...lines, `… and ${more} more`] : lines;
  }
  return [error instanceof Error ? error.message : String(error)];
}

export function failedRecord(
  failure: { readonly time: string; readonly triggers: readonly string[]; readonly durationMs: number; readonly error: unknown },
  servedBuildId: string | null,
): BuildRecord {
  const served = `The website still serves the last good build${servedBuildId ? ` (${servedBuildId})` : ''}.`;
  return {
    finished_at: failure.time,
    outcome: 'failed',
    triggers: failure.triggers.join(', '),
    pages_drawn: 0,
    duration_ms: failure.durationMs,
    build_id: null,
    problems: [...problemLines(failure.error), served].join('\n'),
  };
}
