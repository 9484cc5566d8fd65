/**
 * A participant's feedback on their item in the CMS (`registration_participants`,
 * site-records.ts): what they answered after the course, which the site writes, and the
 * review staff give it: approved, it counts towards the seminar's rating on its page (and is
 * quoted there, when it may be); declined, it never shows.
 */
import { type FieldSpec, readOnly } from './schema.ts';

/** The field staff review an answer in, and its choices. */
export const FEEDBACK_REVIEW_FIELD = 'feedback_review';
export const FEEDBACK_REVIEW_CHOICES = [
  { value: 'new', text: 'To review', background: '#546E7A' },
  { value: 'approved', text: 'Approved', background: '#2E7D32' },
  { value: 'declined', text: 'Declined', background: '#C62828' },
] as const;

export const FEEDBACK_FIELD_SPECS: readonly FieldSpec[] = [
  readOnly('feedback_course', 'integer', { note: 'Feedback after the course: the course rated from 1 (poor) to 5 (excellent)' }),
  readOnly('feedback_trainers', 'text', { interface: 'input-multiline', note: 'Each trainer rated from 1 to 5' }),
  readOnly('feedback_comment', 'text', { interface: 'input-multiline' }),
  readOnly('feedback_quote', 'boolean', {
    interface: 'boolean',
    note: "The comment may be quoted on the seminar's page with the first name and company",
  }),
  readOnly('feedback_at', 'timestamp', { interface: 'datetime', note: 'When the feedback was given or last changed' }),
  {
    field: FEEDBACK_REVIEW_FIELD,
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: FEEDBACK_REVIEW_CHOICES.map(({ text, value }) => ({ text, value })) },
      display: 'labels',
      display_options: { choices: FEEDBACK_REVIEW_CHOICES.map((choice) => ({ ...choice, foreground: '#FFFFFF' })) },
      note: "Approve to count it towards the seminar's rating on its page (shown from five approved answers) and, where it may be quoted, to quote it; decline to keep it off. Once reviewed, the participant can no longer change it",
    },
  },
];
