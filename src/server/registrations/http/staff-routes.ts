/**
 * POST /api/staff/changes: the CMS's "Staff changes" flow reports a staff member's edit of
 * registrations, their participants (their person, days attended, exam results), invoices,
 * payments (assigned to invoices), refunds or certificates, and a bank statement uploaded (the event, the collection, the keys and the fields edited), behind the webhooks' shared secret (../rebuild/webhook-gate.ts). The site carries
 * each out by the manage page's rules (staff-actions.ts), offers seats it freed to the
 * waiting list, and writes back: the item's note says what came of it, and the item is
 * sent again as it stands (so a refused change shows the true state). A registration's item
 * with its `privacy_request` set exports or erases the item's address (staff-privacy.ts): the
 * item then holds the export, or its entries follow the erasure. The CMS's flow does not
 * report the site's own writes.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CERTIFICATES } from '../../../content/directus/certificate-collection.ts';
import { FEEDBACK_REVIEW_FIELD } from '../../../content/directus/feedback-fields.ts';
import { PARTICIPANTS, REGISTRATIONS } from '../../../content/directus/site-records.ts';
import type { CertificateRecords } from '../../certificates/store/certificate-records.ts';
import type { CheckInDeps } from '../../certificates/use-cases/check-in.ts';
import { applyCertificateEdit } from '../../certificates/use-cases/staff-certificates.ts';
import { applyEvidenceEdit, EVIDENCE_FIELDS, editsEvidence } from '../../certificates/use-cases/staff-evidence.ts';
import { type DirectusTarget, directusRequest } from '../../cms/request.ts';
import { errorField, type Logger } from '../../log/log.ts';
import { applyPrivacyRequest, isPrivacyRequest, type PrivacyDeps, type PrivacyRequest } from '../../privacy/use-cases/staff-privacy.ts';
import { MAX_WEBHOOK_BYTES } from '../../rebuild/rebuild-api.ts';
import { type WebhookGateOptions, webhookGate } from '../../rebuild/webhook-gate.ts';
import type { ManageDeps } from '../use-cases/manage-answers.ts';
import { type OfferDeps, offerFreedSeatsOrLog, type SeatChange, withOffers } from '../use-cases/offer-seats.ts';
import {
  applyParticipantEdit,
  applyRegistrationEdit,
  applyWaitlistEdit,
  parseParticipantKey,
  refusal,
  type StaffOutcome,
} from '../use-cases/staff-actions.ts';
import { applyFeedbackReview, reviewsFeedback } from '../use-cases/staff-feedback.ts';
import { type MoneyRouteOptions, moneyEdit } from './staff-money.ts';
import { noteOn } from './staff-notes.ts';

export const STAFF_PATH = '/api/staff';

export interface StaffRouteOptions extends WebhookGateOptions, Omit<MoneyRouteOptions, 'now'> {
  readonly secret: string;
  readonly manageDeps: () => ManageDeps;
  readonly offerDeps: () => OfferDeps;
  /** The CMS, with the site's token: reads whether a fee is waived, writes the notes. */
  readonly cms: DirectusTarget;
  /** Seats changed: pages follow, mails go. */
  readonly onChanged: (seats: readonly SeatChange[]) => void;
  /** Sends the entry's item again as it stands. */
  readonly resync: (entryId: string) => Promise<void>;
  /** What a privacy request (export, erase) works with. */
  readonly privacy: () => PrivacyDeps;
  /** What a participant's days attended and exam results are recorded with. */
  readonly evidence: () => CheckInDeps;
  /** The certificates' register, for a revocation. */
  readonly certificates: CertificateRecords;
  /** Attendance or results were recorded: the certificates due follow. */
  readonly onEvidence: () => void;
  /** Staff reviewed a participant's feedback, or erased a person (with their quote): the seminars' pages follow. */
  readonly onVoicesChanged: () => void;
  readonly log: Logger;
}

interface FlowEdit {
  readonly collection?: unknown;
  readonly keys?: unknown;
  readonly key?: unknown;
  readonly payload?: unknown;
}

/** Whether the registration's item waives the fee: as just edited, else as the CMS has it; null when the CMS did not say. */
async function feeWaived(options: StaffRouteOptions, registrationId: string, payload: Record<string, unknown>): Promise<boolean | null> {
  if (typeof payload.fee_waived === 'boolean') return payload.fee_waived;
  const answer = await directusRequest(options.cms, {
    method: 'GET',
    path: `/items/${REGISTRATIONS}/${encodeURIComponent(registrationId)}?fields=fee_waived`,
  });
  return answer.ok ? (answer.data as { fee_waived?: unknown } | null)?.fee_waived === true : null;
}

const UNREADABLE_WAIVER = 'the site could not read whether the fee is waived; please save the change again.';

async function applyEdit(
  options: StaffRouteOptions,
  collection: string,
  key: string,
  payload: Record<string, unknown>,
): Promise<StaffOutcome> {
  const deps = options.manageDeps();
  if (collection === REGISTRATIONS && (await deps.stores.registrations.entryState(key))?.kind === 'waitlist') {
    const offerDeps = options.offerDeps();
    return deps.stores.committed(() => applyWaitlistEdit(offerDeps, key, payload));
  }
  if (collection === REGISTRATIONS) {
    const waived = await feeWaived(options, key, payload);
    if (waived === null) return refusal(deps, key, UNREADABLE_WAIVER);
    return deps.stores.committed(() => applyRegistrationEdit(deps, key, payload, waived));
  }
  const parsed = parseParticipantKey(key);
  if (collection !== PARTICIPANTS || !parsed) return { kind: 'unchanged' };
  const waived = await feeWaived(options, parsed.registrationId, {});
  if (waived === null) return refusal(deps, parsed.registrationId, UNREADABLE_WAIVER);
  return deps.stores.committed(() => applyParticipantEdit(deps, key, payload, waived));
}

/** The registration (or waiting-list entry) an item's key belongs to. */
const entryOf = (collection: string, key: string) =>
  collection === PARTICIPANTS ? (parseParticipantKey(key)?.registrationId ?? null) : collection === REGISTRATIONS ? key : null;

/** A privacy request on a registration's item: the item gets the note, the export (or loses it), and a cleared request. */
async function carryOutPrivacy(options: StaffRouteOptions, key: string, request: PrivacyRequest) {
  const outcome = await applyPrivacyRequest(options.privacy(), key, request);
  if (outcome === null) return 'unchanged' as const;
  // An erased person's quote leaves the seminar's page.
  if (request === 'erase') options.onVoicesChanged();
  options.log.info('privacy request carried out', { id: key, request });
  const written = await directusRequest(options.cms, {
    method: 'PATCH',
    path: `/items/${REGISTRATIONS}/${encodeURIComponent(key)}`,
    body: { site_note: outcome.note, privacy_request: null, privacy_export: outcome.privacyExport },
  });
  if (!written.ok) options.log.warn('privacy request: the item not written', { id: key, error: written.error });
  // The entries it changed were queued for the CMS by their own writes; a deleted one's item goes.
  if (await options.manageDeps().stores.registrations.entryState(key)) await options.resync(key);
  return 'done' as const;
}

/** A participant's days attended and exam results, recorded; the outcome noted on the registration's item. */
async function carryOutEvidence(options: StaffRouteOptions, key: string, payload: Record<string, unknown>) {
  const place = parseParticipantKey(key);
  if (!place) return 'unchanged' as const;
  const outcome = await applyEvidenceEdit(options.evidence(), place, payload).catch((error: unknown) => {
    options.log.error('staff change of attendance or results failed', { key, error: errorField(error) });
    return { kind: 'refused' as const, note: 'The site could not carry it out; please save the change again.' };
  });
  if (outcome.kind === 'done') options.onEvidence();
  if (outcome.kind !== 'unchanged') await noteOn(options, REGISTRATIONS, place.registrationId, outcome.note);
  await options.resync(place.registrationId);
  return outcome.kind;
}

/** Staff's review of a participant's feedback: carried out, noted on the registration's item; an approval or its withdrawal redraws the seminar's page. */
async function carryOutFeedback(options: StaffRouteOptions, key: string, payload: Record<string, unknown>) {
  const place = parseParticipantKey(key);
  if (!place) return 'unchanged' as const;
  const deps = options.manageDeps();
  const item = await directusRequest(options.cms, {
    method: 'GET',
    path: `/items/${PARTICIPANTS}/${encodeURIComponent(key)}?fields=feedback_at`,
  });
  const at = item.ok ? (item.data as { feedback_at?: unknown } | null)?.feedback_at : null;
  const seen = typeof at === 'string' ? at : null;
  const outcome = await applyFeedbackReview(deps, place, payload, seen).catch((error: unknown) => {
    options.log.error('staff review of feedback failed', { key, error: errorField(error) });
    return { kind: 'refused' as const, note: 'The site could not carry it out; please save the change again.' };
  });
  if (outcome.kind === 'done') options.onVoicesChanged();
  if (outcome.kind !== 'unchanged') await noteOn(options, REGISTRATIONS, place.registrationId, outcome.note);
  await options.resync(place.registrationId);
  return outcome.kind;
}

/** A certificate's revocation: carried out, noted on its item, and the item sent again as it stands. */
async function carryOutCertificate(options: StaffRouteOptions, key: string, payload: Record<string, unknown>) {
  const onItem = async () => {
    const answer = await directusRequest(options.cms, {
      method: 'GET',
      path: `/items/${CERTIFICATES}/${encodeURIComponent(key)}?fields=revocation_reason`,
    });
    const reason = answer.ok ? (answer.data as { revocation_reason?: unknown } | null)?.revocation_reason : null;
    return typeof reason === 'string' ? reason : null;
  };
  const outcome = await (async () => {
    const reason = typeof payload.revocation_reason === 'string' ? null : await onItem();
    return applyCertificateEdit({ certificates: options.certificates, now: options.manageDeps().now }, key, payload, reason);
  })().catch((error: unknown) => {
    options.log.error('staff change of a certificate failed', { id: key, error: errorField(error) });
    return { kind: 'refused' as const, note: 'The site could not carry it out; please save the change again.' };
  });
  if (outcome.kind === 'unchanged') return outcome.kind;
  options.log.info(outcome.kind === 'done' ? 'certificate revoked by staff' : 'staff change of a certificate refused', { id: key });
  await noteOn(options, CERTIFICATES, key, outcome.note);
  await options.resync(key);
  return outcome.kind;
}

/** One item's edit carried out; a failure (the database busy, say) is noted on the item as not done. */
async function carryOut(options: StaffRouteOptions, collection: string, key: string, payload: Record<string, unknown>) {
  const money = await moneyEdit({ ...options, now: options.manageDeps().now }, collection, key, payload);
  if (money) return money;
  if (collection === CERTIFICATES) return carryOutCertificate(options, key, payload);
  if (collection === PARTICIPANTS && reviewsFeedback(payload)) {
    const reviewed = await carryOutFeedback(options, key, payload);
    const { [FEEDBACK_REVIEW_FIELD]: _, ...rest } = payload;
    if (Object.keys(rest).length === 0) return reviewed;
    payload = rest;
  }
  if (collection === PARTICIPANTS && editsEvidence(payload)) {
    const evidence = await carryOutEvidence(options, key, payload);
    const rest = Object.fromEntries(Object.entries(payload).filter(([field]) => !(EVIDENCE_FIELDS as readonly string[]).includes(field)));
    if (Object.keys(rest).length === 0) return evidence;
    payload = rest;
  }
  const entry = entryOf(collection, key);
  if (collection === REGISTRATIONS && isPrivacyRequest(payload.privacy_request))
    return carryOutPrivacy(options, key, payload.privacy_request).catch((error: unknown) => {
      options.log.error('privacy request failed', { id: key, error: errorField(error) });
      return 'refused' as const;
    });
  try {
    const outcome = await applyEdit(options, collection, key, payload);
    if (outcome.kind !== 'unchanged') await followUp(options, outcome);
    // An edit that changed nothing still gets the item back as it stands (a cleared date, say).
    else if (entry && (await options.manageDeps().stores.registrations.entryState(entry))) await options.resync(entry);
    return outcome.kind;
  } catch (error) {
    options.log.error('staff change failed', { collection, key, error: errorField(error) });
    if (entry)
      await followUp(options, refusal(options.manageDeps(), entry, 'the site could not carry it out; please save the change again.'));
    return 'refused' as const;
  }
}

/** What follows a change staff made or the site refused: waiting list, pages, the item's note and state. */
async function followUp(options: StaffRouteOptions, outcome: Exclude<StaffOutcome, { kind: 'unchanged' }>): Promise<void> {
  const { log } = options;
  if (outcome.kind === 'done') {
    log.info('registration changed by staff', { id: outcome.registrationId });
    const offers = await offerFreedSeatsOrLog(options.offerDeps(), log, { id: outcome.registrationId });
    options.onChanged(withOffers(outcome.seats, offers));
  } else log.info('staff change refused', { id: outcome.registrationId });
  const noted = await directusRequest(options.cms, {
    method: 'PATCH',
    path: `/items/${REGISTRATIONS}/${encodeURIComponent(outcome.registrationId)}`,
    body: { site_note: outcome.note },
  });
  if (!noted.ok) log.warn('staff change: note not written to the CMS', { id: outcome.registrationId, error: noted.error });
  await options.resync(outcome.registrationId);
}

export function createStaffRoutes(options: StaffRouteOptions): Hono {
  const routes = new Hono();
  routes.use('*', webhookGate(options.secret, options.log, 'staff change', options));
  routes.post('/changes', bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: (c) => c.json({ error: 'too large' }, 413) }), async (c) => {
    const body = ((await c.req.json().catch(() => null)) ?? {}) as FlowEdit;
    const collection = typeof body.collection === 'string' ? body.collection : '';
    const keys = (Array.isArray(body.keys) ? body.keys : body.key !== undefined ? [body.key] : []).map(String);
    const payload = body.payload && typeof body.payload === 'object' ? (body.payload as Record<string, unknown>) : {};
    const results: Array<{ key: string; outcome: StaffOutcome['kind'] }> = [];
    for (const key of keys) results.push({ key, outcome: await carryOut(options, collection, key, payload) });
    return c.json({ results }, 200, { 'Cache-Control': 'no-store' });
  });
  return routes;
}
