/**
 * Staff's review of a participant's feedback in the CMS (`feedback_review` on their item,
 * src/content/directus/feedback-fields.ts): approved, it counts on the seminar's page (and is
 * quoted there when it may be); declined, it never shows; set back to be reviewed, it leaves
 * the page again and the participant may change it. An answer its participant changed after
 * the item showed it is not reviewed: staff review what they saw. What comes of it is a note
 * for the registration's item.
 */
import { FEEDBACK_REVIEW_FIELD } from '../../../content/directus/feedback-fields.ts';
import { FEEDBACK_REVIEWS, type FeedbackReview } from '../../database/column-values.ts';
import { noteStamp } from '../rules/note-stamp.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';

export type FeedbackReviewOutcome = { readonly kind: 'unchanged' } | { readonly kind: 'done' | 'refused'; readonly note: string };

/** Whether `edit` reviews feedback. */
export const reviewsFeedback = (edit: Readonly<Record<string, unknown>>): boolean => FEEDBACK_REVIEW_FIELD in edit;

/**
 * Carries out `edit` of the place's item; `seen`: when the answer staff reviewed was given, as the
 * item showed it (null when the CMS could not say): an answer changed since is not reviewed.
 */
export async function applyFeedbackReview(
  deps: { readonly stores: Pick<RegistrationStores, 'feedback'>; readonly now: () => Date },
  place: { readonly registrationId: string; readonly position: number },
  edit: Readonly<Record<string, unknown>>,
  seen: string | null,
): Promise<FeedbackReviewOutcome> {
  const stamp = noteStamp(deps.now());
  const person = `person ${place.position + 1}`;
  const value = edit[FEEDBACK_REVIEW_FIELD];
  const review = FEEDBACK_REVIEWS.find((candidate) => candidate === value) as FeedbackReview | undefined;
  if (!review)
    return { kind: 'refused', note: `${stamp}: refused: the review of ${person}'s feedback is one of ${FEEDBACK_REVIEWS.join(', ')}.` };
  const stored = await deps.stores.feedback.answerOf(place.registrationId, place.position);
  if (!stored) return { kind: 'refused', note: `${stamp}: refused: ${person} gave no feedback to review.` };
  if (stored.review === review) return { kind: 'unchanged' };
  const sameSecond = seen !== null && Math.floor(Date.parse(seen) / 1000) === Math.floor(stored.answeredAt / 1000);
  if (review !== 'new' && !sameSecond)
    return {
      kind: 'refused',
      note: `${stamp}: refused: ${person} changed their feedback since it was shown here; please review it again.`,
    };
  await deps.stores.feedback.review(place.registrationId, place.position, review, deps.now().getTime());
  return { kind: 'done', note: `${stamp}: ${person}'s feedback is ${review === 'new' ? 'to be reviewed again' : review}.` };
}
