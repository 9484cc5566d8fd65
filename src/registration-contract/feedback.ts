/**
 * A participant's feedback after the course, as the manage link's page asks for it (a plain
 * form, no JavaScript needed) and the server checks it: a rating from 1 to 5 for the course
 * (required) and for each trainer of the date (each optional), a comment, and the consent to
 * quote it with their first name and company. One answer per place, changeable until staff
 * review it. Shared by the page, the server and the mail that links it.
 */
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { MANAGE_PATH } from './contract.ts';

/** Where the form posts. */
export const FEEDBACK_PATH = `${MANAGE_PATH}/feedback`;
/** The form's place on the manage page, which the mail's link opens. */
export const FEEDBACK_ANCHOR = 'feedback';
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const COMMENT_MAX = 2000;

export const FEEDBACK_FIELDS = { course: 'course', comment: 'comment', quote: 'quote' } as const;
/** The field of a trainer's rating. */
export const trainerField = (trainerId: string) => `trainer-${trainerId}`;

export type FeedbackAnswer = {
  readonly course: number;
  readonly trainers: readonly { readonly trainerId: string; readonly rating: number }[];
  readonly comment: string;
  /** It may be quoted, with the participant's first name and company. */
  readonly quote: boolean;
};

/** The feedback part of a manage link's page: shown to a place's own link after its course, while answers are taken. */
export type ManagedFeedback = {
  /** The last day (YYYY-MM-DD) an answer is taken or changed. */
  readonly until: string;
  readonly trainers: readonly { readonly id: string; readonly name: string }[];
  /** The answer given, if any. */
  readonly answer: FeedbackAnswer | null;
  /** Staff reviewed it: it can no longer be changed. */
  readonly reviewed: boolean;
  /** It was saved just now. */
  readonly saved: boolean;
  /** The form as posted, with its errors by field, when it was refused. */
  readonly form: { readonly values: Readonly<Record<string, string>>; readonly errors: Readonly<Record<string, string>> } | null;
};

export const FEEDBACK_TEXTS: Record<
  Locale,
  {
    heading: string;
    intro: string;
    course: string;
    trainer: string;
    ratingScale: Record<(typeof RATINGS)[number], string>;
    comment: string;
    quote: string;
    submit: string;
    change: string;
    until: string;
    saved: string;
    noRating: string;
    required: string;
    quoteHint: string;
    errorsHeading: string;
    closed: string;
    reviewed: string;
    errors: { course: string; trainer: string; comment: string };
  }
> = {
  de: {
    heading: 'Ihre Bewertung',
    intro: 'Wie war das Seminar? Ihre Antwort hilft uns und allen, die sich nach Ihnen anmelden.',
    course: 'Das Seminar insgesamt',
    trainer: 'Trainer/in {name} (freiwillig)',
    ratingScale: { 1: '1 – mangelhaft', 2: '2 – ausreichend', 3: '3 – befriedigend', 4: '4 – gut', 5: '5 – sehr gut' },
    comment: 'Ihr Kommentar (freiwillig)',
    quote: 'Sie dürfen meinen Kommentar mit meinem Vornamen und meiner Firma auf der Seite des Seminars zitieren.',
    submit: 'Bewertung senden',
    change: 'Bewertung ändern',
    until: 'Sie können Ihre Bewertung bis zum {until} abgeben und ändern, solange wir sie noch nicht geprüft haben.',
    saved: 'Vielen Dank, Ihre Bewertung ist gespeichert.',
    noRating: 'keine Angabe',
    required: 'Mit * gekennzeichnete Angaben sind erforderlich.',
    quoteHint: 'Nur mit einem Kommentar; wir prüfen jede Bewertung, bevor sie erscheint.',
    errorsHeading: 'Bitte prüfen Sie Ihre Angaben:',
    closed: 'Über diesen Link kann keine Bewertung (mehr) abgegeben werden.',
    reviewed: 'Vielen Dank für Ihre Bewertung. Wir haben sie geprüft; sie kann nicht mehr geändert werden.',
    errors: {
      course: 'Bitte bewerten Sie das Seminar mit 1 bis 5.',
      trainer: 'Bitte wählen Sie 1 bis 5 oder lassen Sie die Bewertung leer.',
      comment: 'Bitte kürzen Sie Ihren Kommentar auf höchstens {max} Zeichen.',
    },
  },
  en: {
    heading: 'Your rating',
    intro: 'How was the course? Your answer helps us and everyone who registers after you.',
    course: 'The course overall',
    trainer: 'Trainer {name} (optional)',
    ratingScale: { 1: '1 – poor', 2: '2 – fair', 3: '3 – good', 4: '4 – very good', 5: '5 – excellent' },
    comment: 'Your comment (optional)',
    quote: 'You may quote my comment with my first name and company on the course’s page.',
    submit: 'Send rating',
    change: 'Change rating',
    until: 'You can give and change your rating until {until}, as long as we have not reviewed it.',
    saved: 'Thank you, your rating is saved.',
    noRating: 'no rating',
    required: 'Fields marked * are required.',
    quoteHint: 'Only with a comment; we review every rating before it appears.',
    errorsHeading: 'Please check your answers:',
    closed: 'No rating can be given through this link (any more).',
    reviewed: 'Thank you for your rating. We have reviewed it; it can no longer be changed.',
    errors: {
      course: 'Please rate the course from 1 to 5.',
      trainer: 'Please choose 1 to 5, or leave the rating empty.',
      comment: 'Please shorten your comment to {max} characters at most.',
    },
  },
};

const rating = (value: string | undefined): number | null => {
  const found = RATINGS.find((candidate) => String(candidate) === value?.trim());
  return found ?? null;
};

/**
 * The answer a form post gives (its fields as strings, `trainerIds` the date's trainers), or
 * the messages of what is wrong, by field, in `locale`. Pure.
 */
export function readFeedback(
  fields: Readonly<Record<string, string | undefined>>,
  trainerIds: readonly string[],
  locale: Locale,
): { ok: true; answer: FeedbackAnswer } | { ok: false; errors: Record<string, string> } {
  const texts = FEEDBACK_TEXTS[locale].errors;
  const errors: Record<string, string> = {};
  const course = rating(fields[FEEDBACK_FIELDS.course]);
  if (course === null) errors[FEEDBACK_FIELDS.course] = texts.course;
  const trainers = trainerIds.flatMap((trainerId) => {
    const value = fields[trainerField(trainerId)] ?? '';
    if (value === '') return [];
    const given = rating(value);
    if (given === null) errors[trainerField(trainerId)] = texts.trainer;
    return given === null ? [] : [{ trainerId, rating: given }];
  });
  const comment = (fields[FEEDBACK_FIELDS.comment] ?? '').replace(/\r\n?/g, '\n').trim();
  if (comment.length > COMMENT_MAX) errors[FEEDBACK_FIELDS.comment] = interpolate(texts.comment, { max: COMMENT_MAX });
  if (course === null || Object.keys(errors).length > 0) return { ok: false, errors };
  // Consent to quote means nothing without a comment to quote.
  const quote = comment !== '' && ['on', 'true', '1'].includes(fields[FEEDBACK_FIELDS.quote] ?? '');
  return { ok: true, answer: { course, trainers, comment, quote } };
}
