/**
 * How confirmation by the owner of the address works, from the settings (src/config/settings.ts):
 * how long a pending registration holds its seats and its link works, the caps that keep one
 * client or one address from taking a calendar or a mailbox (pending entries and held seats per
 * client and date, "please confirm" mails per address and day), how long a seat offered to the
 * first person on a waiting list is held for them to claim, and how many days before the course
 * participants are reminded, when access details go out, when materials may be downloaded, and how long feedback is taken.
 * The verdicts are pure.
 */
import { DEFAULT_SETTINGS, type Settings } from '../../config/settings.ts';
import type { MaterialDays } from '../../content/date-materials.ts';

/** When a webinar day's access mails go on the day before (German time), and from when a day without access details alerts the academy. */
export interface AccessHours {
  readonly mailHour: number;
  readonly checkHour: number;
}

export interface ConfirmationSettings {
  readonly holdMs: number;
  readonly linkMs: number;
  readonly pendingPerClient: number;
  readonly heldSeatsPerClient: number;
  /** "Please confirm" mails one client's posts may cause to one address per day. */
  readonly mailsPerAddress: number;
  /** Mails per day to an address nobody has proven (mail-caps.ts). */
  readonly unprovenMailsPerAddress: number;
  /** Mails per day one entry may cause to addresses nobody has proven, together (mail-caps.ts). */
  readonly unprovenMailsPerEntry: number;
  /** The share of a date's seats (per cent) that unconfirmed registrations may hold. */
  readonly holdSharePercent: number;
  /** The seats of one date one client's unconfirmed registrations may hold (heldSeatsOf). */
  readonly holdSeatsPerClient: number;
  /** Times one place may be handed on through a manage link. */
  readonly placeHandovers: number;
  /** How long a freed seat is held for the waiting-list entry it is offered to. */
  readonly offerMs: number;
  /** How many days before its start a course's participants are reminded of it. */
  readonly reminderDays: number;
  /** When, on the day before, a webinar day's access mails go, and from when a day without access details alerts the academy. */
  readonly access: AccessHours;
  /** The days around a course its materials may be downloaded through a participant's link. */
  readonly materials: MaterialDays;
  /** How many days after a course's last day its participants may give or change their feedback. */
  readonly feedbackDays: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The window of the per-address cap. */
export const ADDRESS_WINDOW_MS = 24 * HOUR_MS;

export function confirmationSettings(settings: Settings): ConfirmationSettings {
  return {
    holdMs: settings.HOLD_MINUTES * MINUTE_MS,
    linkMs: settings.CONFIRM_LINK_HOURS * HOUR_MS,
    pendingPerClient: settings.PENDING_PER_CLIENT,
    heldSeatsPerClient: settings.HELD_SEATS_PER_CLIENT,
    mailsPerAddress: settings.CONFIRM_MAILS_PER_ADDRESS,
    unprovenMailsPerAddress: settings.MAILS_PER_ADDRESS,
    unprovenMailsPerEntry: settings.MAILS_PER_REGISTRATION,
    placeHandovers: settings.PLACE_HANDOVERS,
    holdSharePercent: settings.HOLD_SHARE_PERCENT,
    holdSeatsPerClient: settings.HOLD_SEATS_PER_CLIENT,
    offerMs: settings.WAITLIST_OFFER_HOURS * HOUR_MS,
    reminderDays: settings.REMINDER_DAYS,
    access: { mailHour: settings.ACCESS_MAIL_HOUR, checkHour: settings.ACCESS_CHECK_HOUR },
    materials: { before: settings.MATERIALS_DAYS_BEFORE, after: settings.MATERIALS_DAYS_AFTER },
    feedbackDays: settings.FEEDBACK_DAYS,
  };
}

export const DEFAULT_CONFIRMATION_SETTINGS: ConfirmationSettings = confirmationSettings(DEFAULT_SETTINGS);

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

/** The seats of a date of `seats` that unconfirmed registrations may hold: the share, rounded down, at least one. Pure. */
export const holdableSeats = (seats: number, settings: Pick<ConfirmationSettings, 'holdSharePercent'>): number =>
  Math.max(1, Math.floor((seats * settings.holdSharePercent) / 100));

/** A date this small lets one client hold one seat at a time, whatever the setting. */
const SMALL_DATE_SEATS = 4;

/** What is held of a date when a new unconfirmed registration comes: by every unconfirmed entry, and by the same client's. */
export interface HeldNow {
  readonly onDate: number;
  readonly byClient: number;
}

/**
 * How many of a new unconfirmed registration's `people` hold a seat until it is confirmed: as
 * many as the client may still hold of the date (HOLD_SEATS_PER_CLIENT, one on a small date)
 * and the date's share of holds leaves (HOLD_SHARE_PERCENT); the others are reserved on
 * confirmation. Every one on a date without a limit. Pure.
 */
export function heldSeatsOf(
  people: number,
  seats: number | null,
  held: HeldNow,
  settings: Pick<ConfirmationSettings, 'holdSharePercent' | 'holdSeatsPerClient'>,
): number {
  if (seats === null) return people;
  const perClient = seats <= SMALL_DATE_SEATS ? Math.min(1, settings.holdSeatsPerClient) : settings.holdSeatsPerClient;
  return Math.max(0, Math.min(people, perClient - held.byClient, holdableSeats(seats, settings) - held.onDate));
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
