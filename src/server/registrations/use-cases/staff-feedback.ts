/**
 * Staff's review of a participant's feedback in the CMS (`feedback_review` on their item,
 * src/content/directus/feedback-fields.ts): approved, it counts on the seminar's page (and is
 * quoted there when it may be); declined, it never shows; set back to be reviewed, it leaves
 * the page again and the participant may change it. What comes of it is a note for the
 * registration's item.
 */
import { FEEDBACK_REVIEW_FIELD } from '../../../content/directus/feedback-fields.ts';
import { FEEDBACK_REVIEWS, type FeedbackReview } from '../../database/column-values.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';

export type FeedbackReviewOutcome = { readonly kind: 'unchanged' } | { readonly kind: 'done' | 'refused'; readonly note: string };

/** Whether `edit` reviews feedback. */
export const reviewsFeedback = (edit: Readonly<Record<string, unknown>>): boolean => FEEDBACK_REVIEW_FIELD in edit;

export async function applyFeedbackReview(
  deps: { readonly stores: Pick<RegistrationStores, 'feedback'>; readonly now: () => Date },
  place: { readonly registrationId: string; readonly position: number },
  edit: Readonly<Record<string, unknown>>,
): Promise<FeedbackReviewOutcome> {
  const stamp = `${deps.now().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const person = `person ${place.position + 1}`;
  const value = edit[FEEDBACK_REVIEW_FIELD];
  const review = FEEDBACK_REVIEWS.find((candidate) => candidate === value) as FeedbackReview | undefined;
  if (!review)
    return { kind: 'refused', note: `${stamp}: refused: the review of ${person}'s feedback is one of ${FEEDBACK_REVIEWS.join(', ')}.` };
  const stored = await deps.stores.feedback.answerOf(place.registrationId, place.position);
  if (!stored) return { kind: 'refused', note: `${stamp}: refused: ${person} gave no feedback to review.` };
  if (stored.review === review) return { kind: 'unchanged' };
  await deps.stores.feedback.review(place.registrationId, place.position, review, deps.now().getTime());
  return { kind: 'done', note: `${stamp}: ${person}'s feedback is ${review === 'new' ? 'to be reviewed again' : review}.` };
}
