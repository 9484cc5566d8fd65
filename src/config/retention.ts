/**
 * How long the registrations' personal data is kept, from the settings (src/config/settings.ts):
 * the server deletes and anonymises by these periods (src/server/privacy/store/retention.ts),
 * and the privacy page states them, filled in from the same settings when it is drawn
 * (src/content/terms-policy.ts, retentionNumbers), so the two cannot disagree.
 */
import type { Settings } from './settings.ts';

export interface RetentionPeriods {
  /** An entry nobody confirmed is deleted this many hours after it was sent: its link's life and a grace. */
  readonly unconfirmedHours: number;
  /** A waiting-list entry is deleted this many days after its date. */
  readonly waitlistDays: number;
  /** A registration's people are anonymised this many days after the course. */
  readonly participantDays: number;
  /** An enquiry is deleted this many days after it was confirmed. */
  readonly enquiryDays: number;
  /** What the accounts need (billing address, amounts, dates) is deleted this many years after the course. */
  readonly accountsYears: number;
}

export function retentionPeriods(settings: Settings): RetentionPeriods {
  return {
    unconfirmedHours: settings.CONFIRM_LINK_HOURS + settings.UNCONFIRMED_GRACE_HOURS,
    waitlistDays: settings.WAITLIST_RETENTION_DAYS,
    participantDays: settings.PARTICIPANT_RETENTION_DAYS,
    enquiryDays: settings.ENQUIRY_RETENTION_DAYS,
    accountsYears: settings.ACCOUNTS_RETENTION_YEARS,
  };
}
