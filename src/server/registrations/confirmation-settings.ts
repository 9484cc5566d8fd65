/**
 * How confirmation by the owner of the address works, as settings (with defaults): how
 * long a pending registration holds its seats (HOLD_MINUTES, 60), how long its link
 * works (CONFIRM_LINK_HOURS, 24), and the caps that keep one client or one address from
 * taking a calendar or a mailbox: pending entries per client and date
 * (PENDING_PER_CLIENT, 3), seats held per client and date (HELD_SEATS_PER_CLIENT, 10: a
 * group of the largest size fits), and "please confirm" mails per address and day
 * (CONFIRM_MAILS_PER_ADDRESS, 3); and how long a seat offered to the first person on a
 * waiting list is held for them to claim (WAITLIST_OFFER_HOURS, 48); and how many days
 * before the course participants are reminded (REMINDER_DAYS, 7). The verdicts are pure.
 */
import { type Env, wholeNumber } from '../../config/env.ts';
import { MAX_PARTICIPANTS } from '../../registration/fields.ts';

export interface ConfirmationSettings {
  readonly holdMs: number;
  readonly linkMs: number;
  readonly pendingPerClient: number;
  readonly heldSeatsPerClient: number;
  readonly mailsPerAddress: number;
  /** How long a freed seat is held for the waiting-list entry it is offered to. */
  readonly offerMs: number;
  /** How many days before its start a course's participants are reminded of it. */
  readonly reminderDays: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The window of the per-address cap. */
export const ADDRESS_WINDOW_MS = 24 * HOUR_MS;

export const DEFAULT_CONFIRMATION_SETTINGS: ConfirmationSettings = {
  holdMs: 60 * MINUTE_MS,
  linkMs: 24 * HOUR_MS,
  pendingPerClient: 3,
  heldSeatsPerClient: MAX_PARTICIPANTS,
  mailsPerAddress: 3,
  offerMs: 48 * HOUR_MS,
  reminderDays: 7,
};

export function confirmationSettingsFromEnv(env: Env): ConfirmationSettings {
  const defaults = DEFAULT_CONFIRMATION_SETTINGS;
  return {
    holdMs: wholeNumber(env, 'HOLD_MINUTES', defaults.holdMs / MINUTE_MS, 1, 24 * 60) * MINUTE_MS,
    linkMs: wholeNumber(env, 'CONFIRM_LINK_HOURS', defaults.linkMs / HOUR_MS, 1, 24 * 14) * HOUR_MS,
    pendingPerClient: wholeNumber(env, 'PENDING_PER_CLIENT', defaults.pendingPerClient, 1, 1_000_000),
    heldSeatsPerClient: wholeNumber(env, 'HELD_SEATS_PER_CLIENT', defaults.heldSeatsPerClient, MAX_PARTICIPANTS, 1_000_000),
    mailsPerAddress: wholeNumber(env, 'CONFIRM_MAILS_PER_ADDRESS', defaults.mailsPerAddress, 1, 1_000_000),
    offerMs: wholeNumber(env, 'WAITLIST_OFFER_HOURS', defaults.offerMs / HOUR_MS, 1, 24 * 14) * HOUR_MS,
    reminderDays: wholeNumber(env, 'REMINDER_DAYS', defaults.reminderDays, 1, 60),
  };
}

/** What one client holds of one date now: pending entries, the seats they hold, and when the first hold ends (ms). */
export interface ClientUsage {
  readonly pending: number;
  readonly seats: number;
  readonly firstEnd: number | null;
}

/** Whole seconds until `at` (ms), at least 1. */
const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** Whether a client may add a pending entry of `people` seats (0 for a waiting-list entry); else how long to wait. */
export function clientVerdict(usage: ClientUsage, people: number, settings: ConfirmationSettings, now: number): number {
  const over = usage.pending + 1 > settings.pendingPerClient || usage.seats + people > settings.heldSeatsPerClient;
  return over ? secondsUntil(usage.firstEnd ?? now + settings.holdMs, now) : 0;
}

/** What an address was sent within the window: how many mails, and when the first of them. */
export interface AddressUsage {
  readonly count: number;
  readonly first: number | null;
}

/** Whether one more mail may go to an address; else how long to wait (seconds). */
export function addressVerdict(usage: AddressUsage, settings: ConfirmationSettings, now: number): number {
  return usage.count >= settings.mailsPerAddress ? secondsUntil((usage.first ?? now) + ADDRESS_WINDOW_MS, now) : 0;
}
