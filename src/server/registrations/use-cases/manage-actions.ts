/**
 * What a manage link does, apart from HTTP: opening it shows the registration (or the
 * link's place); a post asks for one change, which is first reviewed (what it does and
 * costs, nothing written) and then, by the review's button, made in one transaction with
 * its mails (participant-changes.ts): cancelling places at the fee the terms set for
 * today, moving once to a later date of the same seminar (every place left, or one of
 * several on its own), naming a substitute. The link's scope is checked on every post: a
 * place's link changes only its own place and cannot move it. Anything refused leaves the registration as it was, and says why.
 */

import { bookableAlongside } from '../../../content/content-index.ts';
import { ALL_PLACES, MANAGE_ACTIONS, MANAGE_FIELDS, type ManageAction } from '../../../registration-contract/manage.ts';
import type { ChangedBy } from '../../database/column-values.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../gate/confirmation-settings.ts';
import { newToken } from '../../gate/tokens.ts';
import { owedWithVat } from '../../invoices/rules/documents.ts';
import { cancellationMails, substituteMails } from '../../mail/change-mails.ts';
import { feeOfCancelling } from '../rules/cancellation-fee.ts';
import { type ManageState, manageView, openPlaces, type ViewContext } from '../rules/manage-view.ts';
import { feedbackOf } from './feedback-answers.ts';
import { add } from './manage-add.ts';
import { answer, type ManageAnswer, type ManageDeps, refused, storeRefusal } from './manage-answers.ts';
import { transfer } from './manage-moves.ts';
import { changeMails, type Fields, outsideScope, type PostContext, personPosted } from './manage-post.ts';
import { materialDaysOf, resolveLink } from './open-link.ts';

/** What the page is drawn from: the content, today, and the seats taken on the dates of the registration's seminar (where it may move). */
async function viewContext(deps: ManageDeps, state: ManageState): Promise<ViewContext> {
  const content = deps.getContent();
  const dateIds = bookableAlongside(content, state.registration.dateId).map((date) => date.id);
  const taken = await deps.stores.seats.perDate(deps.now().getTime(), dateIds);
  return {
    content,
    today: deps.today(),
    now: deps.now().getTime(),
    accessMailHour: deps.accessMailHour ?? DEFAULT_CONFIRMATION_SETTINGS.access.mailHour,
    materialDays: materialDaysOf(deps),
    taken: (dateId) => taken.get(dateId) ?? 0,
  };
}

/**
 * A page's answer with what the stores keep beside the registration (only a page shows them):
 * the invoices to the whole registration's link, the certificates of the places it shows, and a
 * place's feedback (`saved`: just now).
 */
async function withDocuments(deps: ManageDeps, state: ManageState, answered: ManageAnswer, saved = false): Promise<ManageAnswer> {
  if (answered.kind !== 'view') return answered;
  const feedback = await feedbackOf(deps, state, { saved });
  // A private person reads what is due including VAT, as the invoice will say it.
  if (state.registration.payload.consumer && deps.vatRules && answered.view.amountDue !== null) {
    const totals = owedWithVat(state.registration, state.booking.places, deps.getContent(), deps.vatRules);
    if (totals) answered = { ...answered, view: { ...answered.view, dueWithVat: { gross: totals.gross / 100, vat: totals.vat / 100 } } };
  }
  if (!deps.documents) return { ...answered, view: { ...answered.view, feedback } };
  const { id } = state.registration;
  const documents = state.position === null ? await deps.documents.list(id) : [];
  const certificates = await deps.documents.certificates(id, state.position);
  return { ...answered, view: { ...answered.view, documents, certificates, feedback } };
}

/** The page of a link; `done`: the change just made, which the page confirms. */
export async function showLink(deps: ManageDeps, token: string, done: string | undefined): Promise<ManageAnswer> {
  const state = await resolveLink(deps, token);
  if ('problem' in state) return { kind: 'problem', problem: state.problem };
  const view = manageView(state, token, await viewContext(deps, state));
  const notice = MANAGE_ACTIONS.find((action) => action === done);
  const shown = answer(state, notice ? { ...view, notice: { kind: 'done', action: notice } } : view, 200);
  return withDocuments(deps, state, shown, done === 'feedback');
}

async function cancel({ deps, state, view, fields, confirm, by, token, feeWaived }: PostContext): Promise<ManageAnswer> {
  const open = openPlaces(state).map((place) => place.position);
  const asked = fields[MANAGE_FIELDS.position];
  const positions = asked === ALL_PLACES && state.position === null ? open : [Number(asked)];
  if (outsideScope(state, positions)) return refused(state, view, 'notAllowed');
  if (positions.length === 0 || !positions.every((position) => open.includes(position))) return refused(state, view, 'cancelled');
  const { registration } = state;
  const feePerPlace = feeWaived ? { percent: 0, amount: 0 } : feeOfCancelling(registration, deps.getContent(), deps.today(), 1);
  const percent = feePerPlace?.percent ?? 0;
  const total = Math.round((feePerPlace?.amount ?? 0) * positions.length * 100) / 100;
  if (!confirm) return answer(state, { ...view, review: { action: 'cancel', positions, percent, fee: total } }, 200);
  const result = await deps.stores.changes.cancel({
    id: registration.id,
    positions,
    at: deps.now().getTime(),
    by,
    feePerPlace,
    mails: changeMails(deps, by, (parts, changed) =>
      cancellationMails(changed, positions, feePerPlace && { percent, amount: total }, parts),
    ),
  });
  if (!result.ok) return storeRefusal(state, view, result);
  return {
    kind: 'done',
    action: 'cancel',
    token,
    registrationId: registration.id,
    seats: [{ dateId: registration.dateId, change: -positions.length }],
  };
}

async function substitute({ deps, state, view, fields, confirm, by, token }: PostContext): Promise<ManageAnswer> {
  const position = Number(fields[MANAGE_FIELDS.position]);
  if (outsideScope(state, [position])) return refused(state, view, 'notAllowed');
  if (!openPlaces(state).some((place) => place.position === position)) return refused(state, view, 'cancelled');
  const posted = personPosted(fields, state, false);
  if ('errors' in posted)
    return answer(state, { ...view, substituteForm: { position, values: fields as Record<string, string>, errors: posted.errors } }, 422);
  const { values } = posted;
  if (!confirm) return answer(state, { ...view, review: { action: 'substitute', position, values } }, 200);
  const replaced = state.registration.payload.participants[position];
  if (!replaced) return refused(state, view, 'cancelled');
  const link = newToken();
  const result = await deps.stores.changes.substitute({
    id: state.registration.id,
    at: deps.now().getTime(),
    by,
    position,
    person: posted.person,
    tokenHash: link.hash,
    handovers: by === 'operator' ? null : (deps.placeHandovers ?? DEFAULT_CONFIRMATION_SETTINGS.placeHandovers),
    mails: changeMails(deps, by, (parts, changed) =>
      substituteMails(changed, position, replaced, { href: deps.manageLink(link.token), whole: false }, parts),
    ),
  });
  if (!result.ok) return storeRefusal(state, view, result);
  // A place's link that gave its own place away opens nothing any more: the page goes on to the registration's reference alone.
  return { kind: 'done', action: 'substitute', token, registrationId: state.registration.id, seats: [] };
}

const ACTIONS: Readonly<Record<ManageAction, (context: PostContext) => Promise<ManageAnswer>>> = { cancel, transfer, substitute, add };

/**
 * One change asked for a registration in `state`, by the rules of the manage page (what a
 * place may do, the terms' deadlines and fees, the seats): reviewed, or made when the fields
 * confirm it. Staff changes come here too, with the registration's whole scope.
 */
export async function changeRegistration(
  deps: ManageDeps,
  state: ManageState,
  fields: Fields,
  by: ChangedBy,
  options: { readonly token?: string; readonly feeWaived?: boolean } = {},
): Promise<ManageAnswer> {
  const token = options.token ?? '';
  const view = manageView(state, token, await viewContext(deps, state));
  const action = MANAGE_ACTIONS.find((item) => item === fields[MANAGE_FIELDS.action]);
  if (!action) return refused(state, view, 'notAllowed');
  // Once the course has begun only staff may still cancel (at the terms' fee; its invoices are corrected by a credit note).
  if (view.started && !(by === 'operator' && action === 'cancel')) return refused(state, view, 'started');
  const confirm = fields[MANAGE_FIELDS.step] === 'confirm';
  return ACTIONS[action]({ deps, state, view, fields, confirm, by, token, feeWaived: options.feeWaived });
}

/** A post of the page: review a change, or make it. */
export async function postLink(deps: ManageDeps, fields: Fields): Promise<ManageAnswer> {
  const token = fields[MANAGE_FIELDS.token] ?? '';
  const state = await resolveLink(deps, token);
  if ('problem' in state) return { kind: 'problem', problem: state.problem };
  return withDocuments(
    deps,
    state,
    await changeRegistration(deps, state, fields, state.position === null ? 'submitter' : 'participant', { token }),
  );
}
