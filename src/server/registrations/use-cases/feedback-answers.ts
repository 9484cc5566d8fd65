/**
 * A participant's feedback through their place's own link (src/registration-contract/feedback.ts):
 * what its page shows of it (the form, or the answer staff reviewed) from the end of the
 * course until FEEDBACK_DAYS after it, and a post of the form: checked, then stored as the
 * place's one answer (replacing the one before while staff have not reviewed it). A quote's
 * first name and company are the participant's as the place has them now.
 */
import { findDate } from '../../../content/content-index.ts';
import { FEEDBACK_TEXTS, type ManagedFeedback, readFeedback } from '../../../registration-contract/feedback.ts';
import { feedbackOpen, feedbackUntil, ratedTrainers } from '../rules/feedback-rules.ts';
import { type ManageState, openPlaces } from '../rules/manage-view.ts';
import type { ManageAnswer, ManageDeps } from './manage-answers.ts';
import { answer } from './manage-answers.ts';
import { feedbackDaysOf, resolveLink } from './open-link.ts';

type Form = NonNullable<ManagedFeedback['form']>;

/** The feedback part of a link's page: to a place's own link, still booked, while its course takes answers; else null. */
export async function feedbackOf(
  deps: ManageDeps,
  state: ManageState,
  shown: { readonly saved?: boolean; readonly form?: Form } = {},
): Promise<ManagedFeedback | null> {
  const content = deps.getContent();
  const date = findDate(content, state.registration.dateId)?.date;
  const days = feedbackDaysOf(deps);
  if (state.position === null || !date || openPlaces(state).length === 0 || !feedbackOpen(date, days, deps.now().getTime())) return null;
  const stored = await deps.stores.feedback.answerOf(state.registration.id, state.position);
  return {
    until: feedbackUntil(date, days),
    trainers: ratedTrainers(content, date.id),
    answer: stored?.answer ?? null,
    reviewed: stored !== null && stored.review !== 'new',
    saved: shown.saved ?? false,
    form: shown.form ?? null,
  };
}

/**
 * A post of the feedback form through a manage link, whose page (manage-actions.ts showLink) is
 * `page`: stored, and on to the page that says so; else the page with what is wrong.
 */
export async function postFeedback(
  deps: ManageDeps,
  token: string,
  fields: Readonly<Record<string, string>>,
  page: ManageAnswer,
): Promise<ManageAnswer> {
  const state = await resolveLink(deps, token);
  if ('problem' in state) return { kind: 'problem', problem: state.problem };
  const feedback = page.kind === 'view' ? page.view.feedback : null;
  if (page.kind !== 'view') return page;
  if (feedback === null || state.position === null) {
    // Not a place's own link, a place cancelled, or not while answers are taken: refused, and said so.
    const message = FEEDBACK_TEXTS[state.registration.locale].closed;
    return answer(state, { ...page.view, notice: { kind: 'refused', message } }, 409);
  }
  if (feedback.reviewed) return answer(state, page.view, 409);
  const { registration, position } = state;
  const read = readFeedback(
    fields,
    feedback.trainers.map(({ id }) => id),
    registration.locale,
  );
  if (!read.ok) {
    const form = { values: fields, errors: read.errors };
    return answer(state, { ...page.view, feedback: { ...feedback, form } }, 422);
  }
  const content = deps.getContent();
  const seminarId = findDate(content, registration.dateId)?.seminar.id ?? 0;
  const person = registration.payload.participants[position];
  const saved = await deps.stores.feedback.save({
    registrationId: registration.id,
    position,
    dateId: registration.dateId,
    seminarId,
    locale: registration.locale,
    answer: read.answer,
    quoteName: person?.firstName ?? '',
    quoteCompany: person?.company ?? '',
    answeredAt: deps.now().getTime(),
  });
  if (!saved) return answer(state, { ...page.view, feedback: { ...feedback, reviewed: true } }, 409);
  return { kind: 'done', action: 'feedback', token, registrationId: registration.id, seats: [] };
}
