/** What the CMS's `site_builds` collection is told of a build, and content problems in the editor's words. */
import { describe, expect, it } from 'vitest';
import { inEditorsWords } from '../../src/content/directus/editor-words.ts';
import { ContentError } from '../../src/content/validate.ts';
import type { RebuildOutcome } from '../../src/server/rebuild/rebuilder.ts';
import { failedRecord, LISTED_PROBLEMS, publishedRecord } from '../../src/server/rebuild/site-build.ts';

describe('content problems in the editor’s words', () => {
  it('names the Directus collection and field of a plain field', () => {
    expect(inEditorsWords({ collection: 'seminarDates', id: '12', field: 'start', reason: 'Invalid date' })).toEqual({
      collection: 'seminar_dates',
      item: '12',
      field: 'start_date',
      reason: 'Invalid date',
    });
  });

  it('names a translated field with its language', () => {
    const problem = inEditorsWords({ collection: 'seminars', id: '3', field: 'translations.en.targetAudience', reason: 'Too small' });
    expect(problem).toMatchObject({ collection: 'seminars', field: 'target_audience (English)' });
    expect(inEditorsWords({ collection: 'sitePages', id: 'imprint', field: 'translations.de', reason: 'missing' }).field).toBe(
      'translations (Deutsch)',
    );
  });

  it('keeps a list position and a field the mapping does not know', () => {
    expect(inEditorsWords({ collection: 'events', id: 'x', field: 'seminarIds.2', reason: 'no seminar #99' }).field).toBe(
      'related_seminars.2',
    );
    expect(inEditorsWords({ collection: 'seminars', id: '-', field: '(collection)', reason: 'must be a list' }).field).toBe('(collection)');
  });
});

const outcome: RebuildOutcome = {
  time: '2026-11-26T10:00:00.000Z',
  triggers: ['edit', 'seats'],
  buildId: 'b-2',
  pagesRendered: 7,
  filesWritten: 30,
  filesDeleted: 0,
  durationMs: 812,
  phasesMs: { content: 100, generate: 600, search: 0, publish: 112 },
};

describe('build records', () => {
  it('records a published build with its triggers, pages and duration', () => {
    expect(publishedRecord(outcome, false)).toEqual({
      finished_at: outcome.time,
      outcome: 'published',
      triggers: 'edit, seats',
      pages_drawn: 7,
      duration_ms: 812,
      build_id: 'b-2',
      problems: null,
    });
    expect(publishedRecord({ ...outcome, pagesRendered: 0 }, true).outcome).toBe('unchanged');
  });

  it('records a failed build with the content problems in the editor’s words and the build still served', () => {
    const error = new ContentError([
      { collection: 'seminarDates', id: '4', field: 'end', reason: 'before the start' },
      { collection: 'seminars', id: '1', field: 'translations.de.title', reason: 'Too small' },
    ]);
    const record = failedRecord({ time: outcome.time, triggers: ['midnight'], durationMs: 40, error }, 'b-1');
    expect(record).toMatchObject({ outcome: 'failed', triggers: 'midnight', pages_drawn: 0, duration_ms: 40, build_id: null });
    expect(record.problems?.split('\n')).toEqual([
      'seminar_dates #4, end_date: before the start',
      'seminars #1, title (Deutsch): Too small',
      'The website still serves the last good build (b-1).',
    ]);
  });

  it('lists a bounded number of problems, and any other error as it reads', () => {
    const many = Array.from({ length: LISTED_PROBLEMS + 5 }, (_, n) => ({
      collection: 'jobs' as const,
      id: String(n),
      field: 'slug',
      reason: 'duplicate',
    }));
    const lines = failedRecord(
      { time: outcome.time, triggers: ['edit'], durationMs: 1, error: new ContentError(many) },
      null,
    ).problems!.split('\n');
    expect(lines).toHaveLength(LISTED_PROBLEMS + 2);
    expect(lines.at(-2)).toBe('… and 5 more');
    const unreachable = failedRecord(
      { time: outcome.time, triggers: ['edit'], durationMs: 1, error: new Error('cannot reach Directus') },
      null,
    );
    expect(unreachable.problems).toBe('cannot reach Directus\nThe website still serves the last good build.');
  });
});
