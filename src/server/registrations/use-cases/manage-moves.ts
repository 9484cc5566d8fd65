/**
 * Moving through a manage link, apart from HTTP: the whole registration's link moves every place
 * left, or one of several on its own (a registration of its own), once, to a later date of the
 * same seminar the page offers (date-moves.ts makes it). A place's own link moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { findDate } from '../../../content/content-index.ts';
import { ALL_PLACES, MANAGE_FIELDS, type TransferClosed } from '../../../registration-contract/manage.ts';
import type { ManageRefusal } from '../../../registration-contract/manage-messages.ts';
import { transferMails } from '../../mail/change-mails.ts';
import { linksUntil, manageTokens } from '../rules/manage-tokens.ts';
import { type ManageState, openPlaces } from '../rules/manage-view.ts';
import type { TransferRequest } from '../store/date-moves.ts';
import { answer, type ManageAnswer, type ManageDeps, refused, storeRefusal } from './manage-answers.ts';
import { changeMails, type PostContext } from './manage-post.ts';

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

export async function transfer({ deps, state, view, fields, confirm, by, token }: PostContext): Promise<ManageAnswer> {
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
