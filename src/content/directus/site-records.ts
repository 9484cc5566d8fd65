/**
 * The collections the website writes into the CMS for the academy's people to read: the
 * builds it made (what started each, how many pages it drew, how long it took, and what
 * in the content stopped one). Pure data, applied by cms/scripts/setup.ts.
 */
import type { CollectionSpec, FieldSpec } from './schema.ts';

const readOnly = (field: string, type: FieldSpec['type'], meta: Record<string, unknown> = {}): FieldSpec => ({
  field,
  type,
  meta: { interface: 'input', readonly: true, ...meta },
});

export const SITE_BUILDS = 'site_builds';

/** Outcomes of a build, as the site records them. */
export const BUILD_OUTCOMES = ['published', 'unchanged', 'failed'] as const;
export type BuildOutcome = (typeof BUILD_OUTCOMES)[number];

export const SITE_BUILDS_COLLECTION: CollectionSpec = {
  collection: SITE_BUILDS,
  meta: {
    icon: 'published_with_changes',
    note: 'Every build of the website, newest first: written by the site after each one',
    display_template: '{{finished_at}} {{outcome}} ({{triggers}})',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'integer', meta: { hidden: true, readonly: true }, schema: { is_primary_key: true, has_auto_increment: true } },
    readOnly('finished_at', 'timestamp', { interface: 'datetime', display: 'datetime', display_options: { relative: true } }),
    readOnly('outcome', 'string', {
      interface: 'select-dropdown',
      display: 'labels',
      display_options: {
        choices: [
          { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2E7D32' },
          { text: 'Nothing changed', value: 'unchanged', foreground: '#FFFFFF', background: '#546E7A' },
          { text: 'Failed: the last good site is still served', value: 'failed', foreground: '#FFFFFF', background: '#C62828' },
        ],
      },
      options: { choices: BUILD_OUTCOMES.map((value) => ({ text: value, value })) },
    }),
    readOnly('triggers', 'string', {
      note: 'What started it: edit (a change in this CMS), midnight, seats, start (the server started), other-process',
    }),
    readOnly('pages_drawn', 'integer'),
    readOnly('duration_ms', 'integer', { note: 'From the start of the build until the new site was served (ms)' }),
    readOnly('build_id', 'string'),
    readOnly('problems', 'text', { interface: 'input-multiline', note: 'What stopped the build: collection, item, field and why' }),
  ],
};
