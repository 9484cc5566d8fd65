/**
 * What a staff member's edit of a registration's item in the CMS asks for, carried out by
 * the manage page's rules (manage-actions.ts, by 'operator', the whole registration in
 * scope): a registration's status set to cancelled cancels every place left; its date set to
 * another moves it; a participant's status set to cancelled cancels that place; a changed
 * person names a substitute; a waiting-list entry's status set to "Seat offered" offers that
 * person a free seat now; a billing field corrected (the address, the VAT ID, the purchase
 * order, the buyer reference) is checked with the form's schema and stored, and the invoices
 * follow it (a credit note and a new invoice, src/server/invoices/use-cases/billing.ts). The fee is the
 * terms' unless the registration's item waives it.
 * What comes of it is a note for the item, in the academy's working language: done, or
 * refused and why (nothing changed). An edit that asks for what already is changes nothing
 * (the site's own writes to the item come back this way).
 */
import { BILLING_FIELDS, PARTICIPANT_PERSON_FIELDS } from '../../../content/directus/site-records.ts';
import { SUBSTITUTE_PREFIX } from '../../../registration-contract/manage.ts';
import { fieldErrorMessage } from '../../../registration-contract/messages.ts';
import { billingSchema } from '../../../registration-contract/schema.ts';
import type { ManageState } from '../rules/manage-view.ts';
import { noteStamp } from '../rules/note-stamp.ts';
import { changeRegistration } from './manage-actions.ts';
import type { ManageAnswer, ManageDeps } from './manage-answers.ts';
import { admitFromWaitlist, type OfferDeps, type SeatChange } from './offer-seats.ts';

/** The fields of a registration's item staff act with, as the flow reports them (only those edited). */
export interface RegistrationEdit {
  readonly status?: unknown;
  readonly seminar_date?: unknown;
  readonly [billingField: string]: unknown;
}

type BillingKey = (typeof BILLING_FIELDS)[keyof typeof BILLING_FIELDS];

/** Corrected billing details: stored once the form's schema accepts them (the invoices follow); null when none was edited. */
async function correctBilling(deps: ManageDeps, state: ManageState, edit: RegistrationEdit): Promise<StaffOutcome | null> {
  const { id, payload } = state.registration;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const edited = Object.entries(BILLING_FIELDS).filter(([field, key]) => field in edit && text(edit[field]) !== text(payload.billing[key]));
  if (edited.length === 0) return null;
  const wanted = { ...payload.billing, ...Object.fromEntries(edited.map(([field, key]) => [key, text(edit[field])])) };
  const parsed = billingSchema.safeParse(wanted);
  if (!parsed.success) {
    const fieldOf = (key: BillingKey) => Object.entries(BILLING_FIELDS).find(([, name]) => name === key)?.[0] ?? key;
    const why = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '') as BillingKey;
      return `${fieldOf(key)}: ${fieldErrorMessage(`billing.${key}`, issue.message, 'en')}`;
    });
    return refusal(deps, id, why.join('; '));
  }
  const result = await deps.stores.changes.rebill({ id, at: deps.now().getTime(), by: 'operator', mails: () => [], billing: parsed.data });
  if (!result.ok) return refusal(deps, id, 'the registration is not confirmed.');
  const fields = edited.map(([field]) => field).join(', ');
  return {
    kind: 'done',
    registrationId: id,
    note: `${noteStamp(deps.now())}: billing details corrected (${fields}); its invoices are corrected by a credit note and a new invoice.`,
    seats: [],
  };
}

export type StaffOutcome =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'done'; readonly registrationId: string; readonly note: string; readonly seats: readonly SeatChange[] }
  | { readonly kind: 'refused'; readonly registrationId: string; readonly note: string };

type Clock = { readonly now: () => Date };

/** The note for what a change came to. */
function outcomeOf(deps: ManageDeps, id: string, answer: ManageAnswer, done: string): StaffOutcome {
  if (answer.kind === 'done') return { kind: 'done', registrationId: id, note: `${noteStamp(deps.now())}: ${done}.`, seats: answer.seats };
  const why =
    answer.kind === 'problem'
      ? 'the registration is not confirmed.'
      : answer.view.substituteForm
        ? `the substitute's details: ${Object.values(answer.view.substituteForm.errors).join('; ')}`
        : answer.view.notice?.kind === 'refused'
          ? answer.view.notice.message
          : 'not allowed.';
  return refusal(deps, id, why);
}

export const refusal = (deps: Clock, id: string, why: string): Extract<StaffOutcome, { kind: 'refused' }> => ({
  kind: 'refused',
  registrationId: id,
  note: `${noteStamp(deps.now())}: refused, nothing was changed: ${why}`,
});

async function stateOf(deps: ManageDeps, id: string) {
  const registration = await deps.stores.registrations.get(id);
  const booking = registration && (await deps.stores.changes.booking(id));
  return registration?.status === 'confirmed' && booking ? { registration, booking, position: null } : null;
}

const confirmed = { step: 'confirm' } as const;

export async function applyRegistrationEdit(
  deps: ManageDeps,
  id: string,
  edit: RegistrationEdit,
  feeWaived: boolean,
): Promise<StaffOutcome> {
  const state = await stateOf(deps, id);
  if (!state) return { kind: 'unchanged' };
  const billing = await correctBilling(deps, state, edit);
  if (billing) return billing;
  const open = state.booking.places.filter((place) => place.cancelledAt === null);
  if (edit.status === 'cancelled' && open.length > 0) {
    const answer = await changeRegistration(deps, state, { ...confirmed, action: 'cancel', position: 'all' }, 'operator', {
      feeWaived,
    });
    return outcomeOf(deps, id, answer, `cancelled every place${feeWaived ? ', fee waived' : ''}; mails sent`);
  }
  if (typeof edit.seminar_date === 'number' && edit.seminar_date !== state.registration.dateId) {
    const fields = { ...confirmed, action: 'transfer', toDateId: String(edit.seminar_date) };
    const answer = await changeRegistration(deps, state, fields, 'operator');
    return outcomeOf(deps, id, answer, `moved to date #${edit.seminar_date}; mails sent`);
  }
  const current = open.length === 0 ? 'cancelled' : state.booking.transferredFrom === null ? 'confirmed' : 'transferred';
  if (edit.status !== undefined && edit.status !== current)
    return refusal(deps, id, 'the status follows what happened; set it to "Cancelled" to cancel.');
  return { kind: 'unchanged' };
}

/** Why an entry cannot be admitted, by what the waiting list says. */
const ADMIT_REFUSALS = {
  open: 'a seat is offered to this person already.',
  claimed: 'this person registered from the waiting list already.',
  closed: 'the date takes no offers (it has begun, is cancelled or is flagged fully booked).',
  noSeat: "no seat is free on this date: raise the date's seats first, then offer again.",
} as const;

/** A waiting-list entry's status set to "Seat offered": a seat offered to this person now, out of turn, when one is free. */
export async function applyWaitlistEdit(deps: OfferDeps, id: string, edit: RegistrationEdit): Promise<StaffOutcome> {
  const state = await deps.stores.registrations.entryState(id);
  if (state?.kind !== 'waitlist' || edit.status === undefined) return { kind: 'unchanged' };
  if (edit.status !== 'offered')
    return state.offer?.status === edit.status
      ? { kind: 'unchanged' }
      : refusal(deps, id, 'a waiting-list entry\'s status follows what happened; set it to "Seat offered" to offer a seat now.');
  const offer = await admitFromWaitlist(deps, id);
  if (offer === 'unknown') return { kind: 'unchanged' };
  if (typeof offer === 'string') return refusal(deps, id, ADMIT_REFUSALS[offer]);
  return {
    kind: 'done',
    registrationId: id,
    note: `${noteStamp(deps.now())}: a seat is offered until ${noteStamp(new Date(offer.expiresAt))}; mail sent.`,
    seats: [{ dateId: offer.dateId, change: 1 }],
  };
}

/** A participant item's key: `{registration id}-{person no.}`. */
export function parseParticipantKey(key: string): { registrationId: string; position: number } | null {
  const match = /^(.+)-(\d+)$/.exec(key);
  return match ? { registrationId: match[1] as string, position: Number(match[2]) - 1 } : null;
}

export async function applyParticipantEdit(
  deps: ManageDeps,
  key: string,
  edit: Readonly<Record<string, unknown>>,
  feeWaived: boolean,
): Promise<StaffOutcome> {
  const parsed = parseParticipantKey(key);
  const state = parsed && (await stateOf(deps, parsed.registrationId));
  if (!parsed || !state) return { kind: 'unchanged' };
  const { registrationId: id, position } = parsed;
  const place = state.booking.places.find((candidate) => candidate.position === position);
  const person = state.registration.payload.participants[position];
  if (!place || !person) return { kind: 'unchanged' };
  if (edit.status === 'cancelled' && place.cancelledAt === null) {
    const answer = await changeRegistration(deps, state, { ...confirmed, action: 'cancel', position: String(position) }, 'operator', {
      feeWaived,
    });
    return outcomeOf(deps, id, answer, `cancelled person ${position + 1}${feeWaived ? ', fee waived' : ''}; mails sent`);
  }
  if (edit.status === 'confirmed' && place.cancelledAt !== null)
    return refusal(deps, id, `person ${position + 1}'s place is cancelled; register them again on the website.`);
  const fields = Object.entries(PARTICIPANT_PERSON_FIELDS).filter(([field]) => field in edit);
  const changed = fields.filter(([field, key]) => String(edit[field] ?? '') !== String(person[key] ?? ''));
  if (changed.length === 0) return { kind: 'unchanged' };
  if (place.cancelledAt !== null) return refusal(deps, id, `person ${position + 1}'s place is cancelled.`);
  const values = Object.fromEntries(
    Object.entries(PARTICIPANT_PERSON_FIELDS).map(([field, key]) => [
      `${SUBSTITUTE_PREFIX}${key}`,
      String((field in edit ? edit[field] : person[key]) ?? ''),
    ]),
  );
  const answer = await changeRegistration(
    deps,
    state,
    { ...confirmed, ...values, action: 'substitute', position: String(position) },
    'operator',
  );
  return outcomeOf(deps, id, answer, `person ${position + 1} is now ${values[`${SUBSTITUTE_PREFIX}email`]}; mails sent`);
}
