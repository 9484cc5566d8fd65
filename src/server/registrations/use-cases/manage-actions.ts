/**
 * What a manage link does, apart from HTTP: opening it shows the registration (or the
 * link's place); a post asks for one change, which is first reviewed (what it does and
 * costs, nothing written) and then, by the review's button, made in one transaction with
 * its mails (participant-changes.ts): cancelling places at the fee the terms set for
 * today, moving once to a later date of the same seminar (every place left, or one of
 * several on its own), naming a substitute. The link's scope is checked on every post: a
 * place's link changes only its own place and cannot move it. Anything refused leaves the registration as it was, and says why.
 */

import { randomUUID } from 'node:crypto';
import { findDate } from '../../../content/content-index.ts';
import {
  ALL_PLACES,
  MANAGE_ACTIONS,
  MANAGE_FIELDS,
  type ManageAction,
  type ManageView,
  SUBSTITUTE_FIELDS,
  SUBSTITUTE_PREFIX,
  type SubstituteField,
  type TransferClosed,
} from '../../../registration-contract/manage.ts';
import type { ManageRefusal } from '../../../registration-contract/manage-messages.ts';
import { fieldErrorMessage } from '../../../registration-contract/messages.ts';
import { participantSchema } from '../../../registration-contract/schema.ts';
import type { ChangedBy } from '../../database/column-values.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../gate/confirmation-settings.ts';
import { newToken } from '../../gate/tokens.ts';
import { cancellationMails, substituteMails, transferMails } from '../../mail/change-mails.ts';
import type { ChangeMailParts } from '../../mail/composer.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { feeOfCancelling } from '../rules/cancellation-fee.ts';
import { linksUntil, manageTokens } from '../rules/manage-tokens.ts';
import { type ManageState, manageView, openPlaces, type ViewContext } from '../rules/manage-view.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import type { ChangeMails } from '../store/change-steps.ts';
import type { TransferRequest } from '../store/date-moves.ts';
import { feedbackOf } from './feedback-answers.ts';
import { answer, type ManageAnswer, type ManageDeps, refused, storeRefusal } from './manage-answers.ts';
import { materialDaysOf, resolveLink } from './open-link.ts';

/** What the page is drawn from: the content, today, and the seats taken on the dates of the registration's seminar (where it may move). */
async function viewContext(deps: ManageDeps, state: ManageState): Promise<ViewContext> {
  const content = deps.getContent();
  const seminarId = findDate(content, state.registration.dateId)?.date.seminarId;
  const dateIds = content.seminarDates.filter((date) => date.seminarId === seminarId).map((date) => date.id);
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

type Fields = Readonly<Record<string, string | undefined>>;

interface PostContext {
  readonly deps: ManageDeps;
  readonly state: ManageState;
  readonly view: ManageView;
  readonly fields: Fields;
  readonly confirm: boolean;
  readonly by: ChangedBy;
  readonly token: string;
  /** Staff waived the cancellation fee. */
  readonly feeWaived?: boolean;
}

/** The mails of a change, composed with the registration's places as the change leaves them; none without a composer. */
function changeMails(
  deps: ManageDeps,
  by: ChangedBy,
  compose: (parts: ChangeMailParts, registration: StoredRegistration) => readonly OutgoingMail[],
): ChangeMails {
  return async (registration, change) => {
    const places = (await deps.stores.changes.booking(registration.id))?.places ?? [];
    return deps.mails ? compose(deps.mails.changeParts(by, places, change), registration) : [];
  };
}

/** Whether a place's link asks to change another place. */
const outsideScope = (state: ManageState, positions: readonly number[]) =>
  state.position !== null && positions.some((position) => position !== state.position);

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

/** Why a move asked for is refused, by why the page offers none. */
const TRANSFER_REFUSALS: Readonly<Record<TransferClosed, ManageRefusal>> = {
  placeLink: 'notAllowed',
  used: 'transferUsed',
  tooLate: 'tooLate',
  noDates: 'noDates',
  cancelled: 'cancelled',
};

/** The place a move asks for: null for every place left (also when it is the only one), a position for one of several; undefined when it is none of them. */
function placeToMove(state: ManageState, asked: string | undefined): number | null | undefined {
  const open = openPlaces(state).map((place) => place.position);
  if (asked === undefined || asked === '' || asked === ALL_PLACES) return null;
  const position = Number(asked);
  if (!open.includes(position)) return undefined;
  return open.length === 1 ? null : position;
}

async function transfer({ deps, state, view, fields, confirm, by, token }: PostContext): Promise<ManageAnswer> {
  if (!view.transfer.open) return refused(state, view, TRANSFER_REFUSALS[view.transfer.reason]);
  const toDateId = Number(fields[MANAGE_FIELDS.toDateId]);
  const position = placeToMove(state, fields[MANAGE_FIELDS.position]);
  if (position === undefined) return refused(state, view, 'cancelled');
  // The page's view offers the dates that fit now (transferOptions).
  const option = view.transfer.options.find((item) => item.dateId === toDateId);
  const content = deps.getContent();
  const date = findDate(content, toDateId)?.date;
  const booked = findDate(content, state.registration.dateId)?.date;
  if (!date || !booked || date.seminarId !== booked.seminarId || date.start <= booked.start) return refused(state, view, 'unknownDate');
  // A later date of the seminar that is not offered lacks the seats (another move or registration took them).
  if (!option) {
    const left = Math.max(0, (date.seats ?? 0) - (await deps.stores.seats.forDate(toDateId, deps.now().getTime())));
    return refused(state, view, 'seats', { left });
  }
  if (!confirm) return answer(state, { ...view, review: { action: 'transfer', to: option, position } }, 200);
  const people = position === null ? openPlaces(state).length : 1;
  const fromDateId = state.registration.dateId;
  const moving = {
    at: deps.now().getTime(),
    by,
    toDateId,
    seats: { seats: date.seats, onSiteSeats: date.onSiteSeats },
    linksUntil: linksUntil(date),
  };
  const result = position === null ? await movedWhole(deps, state, moving) : await movedAlone(deps, state, { ...moving, position });
  if (!result.ok) return storeRefusal(state, view, result);
  const seats = [
    { dateId: fromDateId, change: -people },
    { dateId: toDateId, change: people },
  ];
  return { kind: 'done', action: 'transfer', token, registrationId: state.registration.id, seats };
}

type Moving = Pick<TransferRequest, 'at' | 'by' | 'toDateId' | 'seats' | 'linksUntil'>;

/** Every place left moves, with new links for all (the old ones keep working). */
function movedWhole(deps: ManageDeps, state: ManageState, moving: Moving) {
  const { links, hashes } = manageTokens(state.registration.payload.participants.length, deps.manageLink);
  const fromDateId = state.registration.dateId;
  return deps.stores.changes.transfer({
    ...moving,
    id: state.registration.id,
    links: hashes,
    mails: changeMails(deps, moving.by, (parts, changed) => transferMails(changed, fromDateId, links, parts)),
  });
}

/** One place of several moves on its own: a registration of its own, with its own links. */
function movedAlone(deps: ManageDeps, state: ManageState, moving: Moving & { readonly position: number }) {
  const { links, hashes } = manageTokens(1, deps.manageLink);
  const fromDateId = state.registration.dateId;
  return deps.stores.changes.movePlace({
    ...moving,
    id: state.registration.id,
    newId: randomUUID(),
    links: hashes,
    mails: changeMails(deps, moving.by, (parts, changed) => transferMails(changed, fromDateId, links, parts)),
  });
}

/** The substitute's fields as posted, by field name. */
const substituteValues = (fields: Fields) =>
  Object.fromEntries(SUBSTITUTE_FIELDS.map((field) => [field, (fields[`${SUBSTITUTE_PREFIX}${field}`] ?? '').trim()])) as Record<
    SubstituteField,
    string
  >;

async function substitute({ deps, state, view, fields, confirm, by, token }: PostContext): Promise<ManageAnswer> {
  const position = Number(fields[MANAGE_FIELDS.position]);
  if (outsideScope(state, [position])) return refused(state, view, 'notAllowed');
  if (!openPlaces(state).some((place) => place.position === position)) return refused(state, view, 'cancelled');
  const values = substituteValues(fields);
  const parsed = participantSchema.safeParse(values);
  const { locale } = state.registration;
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[`${SUBSTITUTE_PREFIX}${field}`] ??= fieldErrorMessage(`participants.0.${field}`, issue.message, locale);
    }
    return answer(state, { ...view, substituteForm: { position, values: fields as Record<string, string>, errors } }, 422);
  }
  if (!confirm) return answer(state, { ...view, review: { action: 'substitute', position, values } }, 200);
  const replaced = state.registration.payload.participants[position];
  if (!replaced) return refused(state, view, 'cancelled');
  const link = newToken();
  const result = await deps.stores.changes.substitute({
    id: state.registration.id,
    at: deps.now().getTime(),
    by,
    position,
    person: parsed.data,
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

const ACTIONS: Readonly<Record<ManageAction, (context: PostContext) => Promise<ManageAnswer>>> = { cancel, transfer, substitute };

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
