/**
 * A registration or waiting-list entry as the CMS's `registrations` item shows it, its
 * participants as `registration_participants` items (src/content/directus/site-records.ts):
 * the status as staff read it, its reference, billing address and invoice contact as fields,
 * its account (account.ts: the price as booked, the fees, what is owed), each place's
 * cancellation and fee (and whether it was waived), its days attended and exam results, moves
 * and substitutes, each place's feedback after the course with staff's review, and each mail's
 * delivery.
 * Fields staff set themselves (fee_waived) and the site's note on their last change are not
 * part of it. Pure.
 */

import { findDate } from '../../content/content-index.ts';
import { FEEDBACK_REVIEW_FIELD } from '../../content/directus/feedback-fields.ts';
import { BILLING_FIELDS, PARTICIPANT_PERSON_FIELDS, type RegistrationStatus } from '../../content/directus/site-records.ts';
import type { Content } from '../../content/types.ts';
import { accountOf } from '../registrations/rules/account.ts';
import { isAnonymised } from '../registrations/rules/anonymised.ts';
import { placePrice } from '../registrations/rules/booked-price.ts';
import type { ChangeRecord } from '../registrations/rules/change-records.ts';
import type { EntryState, MailDelivery, OfferState } from '../registrations/store/entry-state.ts';

type Item = Record<string, unknown>;
type RegistrationState = Extract<EntryState, { kind: 'registration' }>;

/** A participant item's key: the registration's id and the person's number from 1. */
export const participantItemId = (registrationId: string, position: number) => `${registrationId}-${position + 1}`;

/** The date's id, for the item's relation to it; null once the date is gone from the content (an editor deleted it). */
const dateIn = (content: Content, dateId: number) => (findDate(content, dateId) ? dateId : null);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** One line per mail: its kind, and sent, refused for good (why), or still trying. */
export function mailLines(mails: readonly MailDelivery[]): string {
  return mails
    .map((mail) => {
      if (mail.sentAt) return `${mail.kind}: sent ${mail.sentAt}`;
      if (mail.rejectedAt) return `${mail.kind}: refused ${mail.rejectedAt}: ${mail.lastError ?? ''}`.trimEnd();
      return `${mail.kind}: not sent yet${mail.attempts ? ` (${mail.attempts} attempts, ${mail.lastError ?? ''})` : ''}`;
    })
    .join('\n');
}

/** One line per change: when, what, by whom, which place, and its details. */
export function changeLines(changes: readonly ChangeRecord[]): string {
  return changes
    .map((change) => {
      const place = change.position === null ? '' : `, person ${change.position + 1}`;
      return `${change.at} ${change.kind} by ${change.by}${place}: ${JSON.stringify(change.details)}`;
    })
    .join('\n');
}

function registrationStatus({ booking, cancelledAt }: RegistrationState): RegistrationStatus {
  if (cancelledAt !== null || booking.places.every((place) => place.cancelledAt !== null)) return 'cancelled';
  return booking.transferredFrom === null ? 'confirmed' : 'transferred';
}

/** Whom the person now in a place replaced, from the place's substitute changes. */
function replacedLine(changes: readonly ChangeRecord[], position: number): string | null {
  const lines = changes
    .filter((change) => change.kind === 'substitute' && change.position === position)
    .map((change) => {
      const from = change.details.from as { name?: string; email?: string } | undefined;
      return `${from?.name ?? ''} <${from?.email ?? ''}> on ${change.at}`;
    });
  return lines.length ? lines.join('\n') : null;
}

/** The days a place attended ('YYYY-MM-DD'), in order. */
const attendedDays = (state: RegistrationState, position: number) =>
  state.attendance.filter((mark) => mark.position === position && mark.present).map((mark) => mark.day);

/** A place's exam results as the item's list shows them. */
const resultList = (state: RegistrationState, position: number) =>
  state.results.filter((result) => result.position === position).map(({ passed, score, takenOn }) => ({ passed, score, date: takenOn }));

function participantItems(state: RegistrationState): Item[] {
  const { entry, booking, changes } = state;
  return entry.payload.participants.map((person, position) => {
    const place = booking.places.find((candidate) => candidate.position === position);
    return {
      attended_days: attendedDays(state, position),
      exam_results: resultList(state, position),
      id: participantItemId(entry.id, position),
      position: position + 1,
      status: place?.cancelledAt ? 'cancelled' : 'confirmed',
      ...Object.fromEntries(Object.entries(PARTICIPANT_PERSON_FIELDS).map(([field, key]) => [field, person[key] ?? null])),
      attendance: person.attendance ?? null,
      cancelled_at: place?.cancelledAt ?? null,
      fee_percent: place?.fee?.percent ?? null,
      fee: place?.fee?.amount ?? null,
      fee_waived_at: place?.feeWaivedAt ?? null,
      replaced: replacedLine(changes, position),
      ...feedbackFields(state, position),
    };
  });
}

/** A place's feedback as its item shows it; empty fields before it gave any. */
function feedbackFields(state: RegistrationState, position: number): Item {
  const given = state.feedback.find((feedback) => feedback.position === position);
  if (!given)
    return {
      feedback_course: null,
      feedback_trainers: null,
      feedback_comment: null,
      feedback_quote: null,
      feedback_at: null,
      [FEEDBACK_REVIEW_FIELD]: null,
    };
  const { answer } = given;
  return {
    feedback_course: answer.course,
    feedback_trainers: answer.trainers.map(({ trainerId, rating }) => `${trainerId}: ${rating}`).join('\n') || null,
    feedback_comment: answer.comment || null,
    feedback_quote: answer.quote,
    feedback_at: iso(given.answeredAt),
    [FEEDBACK_REVIEW_FIELD]: given.review,
  };
}

function registrationItem(state: RegistrationState, content: Content): Item {
  const { entry, booking } = state;
  const { billing, invoiceContact, remarks, booker } = entry.payload;
  const account = accountOf(entry.price, booking.places);
  const euros = (cents: number | null) => (cents === null ? null : cents / 100);
  const cancelledTimes = booking.places.flatMap((place) => (place.cancelledAt ? [place.cancelledAt] : [])).sort();
  const status = registrationStatus(state);
  return {
    status,
    seminar_date: dateIn(content, entry.dateId),
    reference: entry.reference,
    places: entry.payload.participants.length,
    price_per_place: euros(account.price && placePrice(account.price)),
    cancellation_fee: account.cancelled.length ? euros(account.fees.reduce((sum, fee) => sum + fee.amount, 0)) : null,
    amount_due: euros(account.total),
    ...Object.fromEntries(Object.entries(BILLING_FIELDS).map(([field, key]) => [field, billing[key] ?? null])),
    booker: !booker.forOthers ? null : [booker.name, booker.email, booker.phone, booker.company].join('\n'),
    invoice_contact: invoiceContact.sameAsParticipant ? null : `${invoiceContact.name}\n${invoiceContact.email}\n${invoiceContact.phone}`,
    remarks: remarks ?? null,
    cancelled_at: status === 'cancelled' ? (state.cancelledAt ?? cancelledTimes.at(-1) ?? null) : null,
    transferred_from: booking.transferredFrom,
    transferred_at: booking.transferredAt,
    changes: changeLines(state.changes) || null,
    participants: participantItems(state),
  };
}

function waitlistStatus(offer: OfferState | null, now: number): RegistrationStatus {
  if (!offer) return 'waiting_list';
  if (offer.status === 'claimed') return 'admitted';
  return offer.status === 'open' && offer.expiresAt > now ? 'offered' : 'expired';
}

/** The item for an entry as it stands at `now` (ms): what the site writes to the CMS. */
export function cmsItem(state: EntryState, content: Content, now: number): Item {
  const { entry } = state;
  const common = {
    id: entry.id,
    email: entry.email,
    locale: entry.locale,
    submitted_at: entry.createdAt,
    confirmed_at: entry.confirmedAt,
    mails: mailLines(state.mails) || null,
  };
  // Whoever registered was erased or anonymised: an export of what the site stored of them goes from the item too.
  const erased = isAnonymised(entry.email) ? { privacy_export: null } : {};
  if (state.kind === 'registration') return { ...common, ...erased, ...registrationItem(state, content) };
  const { name, phone, company } = state.entry.payload.waitlist;
  return {
    ...common,
    status: waitlistStatus(state.offer, now),
    seminar_date: dateIn(content, entry.dateId),
    name,
    phone,
    billing_company: company,
    offer_expires_at: state.offer?.status === 'open' ? iso(state.offer.expiresAt) : null,
    participants: [],
  };
}
