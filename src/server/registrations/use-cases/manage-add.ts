/**
 * Adding a person through the whole registration's link, apart from HTTP: while its date has a
 * seat and it names fewer people than a registration may, a person joins it at the price as
 * booked (reviewed first, like every change), with a confirmation and a link of their own
 * (participant-changes.ts makes it, counting the seats in its transaction).
 */
import { findDate } from '../../../content/content-index.ts';
import { MAX_PARTICIPANTS } from '../../../registration-contract/schema.ts';
import { newToken } from '../../gate/tokens.ts';
import { addedMails } from '../../mail/change-mails.ts';
import { linksUntil } from '../rules/manage-tokens.ts';
import { answer, type ManageAnswer, refused, storeRefusal } from './manage-answers.ts';
import { changeMails, type PostContext, personPosted } from './manage-post.ts';

export async function add({ deps, state, view, fields, confirm, by, token }: PostContext): Promise<ManageAnswer> {
  if (state.position !== null) return refused(state, view, 'notAllowed');
  if (!view.add.open) {
    if (view.add.reason === 'most') return refused(state, view, 'most', { max: MAX_PARTICIPANTS });
    return view.add.reason === 'full' ? refused(state, view, 'seats', { left: 0 }) : refused(state, view, 'notAllowed');
  }
  const posted = personPosted(fields, state, view.add.hybrid);
  if ('errors' in posted)
    return answer(
      state,
      { ...view, substituteForm: { position: null, values: fields as Record<string, string>, errors: posted.errors } },
      422,
    );
  const values = { ...posted.values, attendance: posted.person.attendance ?? '' };
  if (!confirm) return answer(state, { ...view, review: { action: 'add', values } }, 200);
  const date = findDate(deps.getContent(), state.registration.dateId)?.date;
  if (!date) return refused(state, view, 'unknownDate');
  const link = newToken();
  const result = await deps.stores.changes.addPerson({
    id: state.registration.id,
    at: deps.now().getTime(),
    by,
    person: posted.person,
    seats: { seats: date.seats, onSiteSeats: date.onSiteSeats },
    tokenHash: link.hash,
    linksUntil: linksUntil(date),
    most: MAX_PARTICIPANTS,
    mails: changeMails(deps, by, (parts, changed) =>
      addedMails(changed, changed.payload.participants.length - 1, { href: deps.manageLink(link.token), whole: false }, parts),
    ),
  });
  if (!result.ok) return storeRefusal(state, view, result);
  return { kind: 'done', action: 'add', token, registrationId: state.registration.id, seats: [{ dateId: date.id, change: 1 }] };
}
