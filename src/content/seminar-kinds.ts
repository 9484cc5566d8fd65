/**
 * The kinds a seminar is sorted into, as the content model (schema.ts), the CMS's choices
 * (directus/schema.ts, which imports no schema library) and the seminar finder name them.
 */

/** What a seminar is about. */
export const SEMINAR_TOPICS = [
  'fundamentals',
  'design',
  'power',
  'cooling',
  'cabling',
  'security',
  'operations',
  'energy',
  'audit',
] as const;

/** Whom a seminar is for: newcomers, practitioners, experts. */
export const SEMINAR_LEVELS = ['basic', 'advanced', 'expert'] as const;

/**
 * How a seminar's exam at the end of the course is taken: multiple choice online, multiple
 * choice in writing, or in writing with a case study besides.
 */
export const EXAM_FORMATS = ['online-multiple-choice', 'written-multiple-choice', 'written-with-case-study'] as const;
