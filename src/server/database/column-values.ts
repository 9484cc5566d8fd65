/**
 * The fixed sets of values some text columns hold (schema.ts names each column's set): the
 * compiler checks every value written and gives each value read as its union. The database
 * keeps plain text; only this code writes these columns.
 */
import { SALUTATIONS } from '../../registration-contract/schema.ts';

/** Where an entry stands (schema.ts says what each means). */
export const ENTRY_STATUSES = ['pending', 'confirmed', 'superseded', 'known'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Which table an entry is in. */
export const ENTRY_LISTS = ['registration', 'waitlist'] as const;
export type EntryList = (typeof ENTRY_LISTS)[number];

/** Which table a link's entry is in: an entry's, or an enquiry's. */
export const TOKEN_LISTS = [...ENTRY_LISTS, 'enquiry'] as const;

/**
 * What a token is for: confirming an entry, managing a confirmed registration (the whole, or one
 * place), or signing in to see every registration booked from an address ("my bookings").
 */
export const TOKEN_PURPOSES = ['confirm', 'manage', 'bookings'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A change of a registration's places or billing. */
export const CHANGE_KINDS = ['cancel', 'transfer', 'substitute', 'billing', 'add'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Who asked: the person who registered (their link manages all places), a participant (their own place), or staff. */
export const CHANGERS = ['submitter', 'participant', 'operator'] as const;
export type ChangedBy = (typeof CHANGERS)[number];

/** A seat offered to a waiting-list entry: open until claimed, declined or expired. */
export const OFFER_STATUSES = ['open', 'claimed', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** 380: a commercial invoice; 381: a credit note (it reverses the invoice it corrects). */
export const INVOICE_KINDS = ['invoice', 'credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An invoice's status; a credit note is always 'issued'. */
export const INVOICE_STATUSES = ['open', 'paid', 'credited', 'issued'] as const;
/** Where an incoming payment went: to invoices, to staff to assign, or assigned by staff. */
export const PAYMENT_STATES = ['matched', 'unmatched', 'assigned'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** Why staff are asked to assign a payment (src/server/payments/rules/matching.ts). */
export const UNMATCHED_REASONS = ['near-miss', 'too-little', 'settled', 'no-reference', 'unknown'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The steps an unpaid invoice goes through (src/server/payments/rules/dunning.ts): two reminders, then staff. */
export const DUNNING_STEPS = ['first', 'second', 'staff'] as const;
export type DunningStep = (typeof DUNNING_STEPS)[number];
/** Why something is owed back: paid beyond what was asked, or paid for an invoice a credit note reversed. */
export const REFUND_REASONS = ['overpaid', 'credited'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/** A refund is owed, approved by staff, then sent in a transfer file. */
export const REFUND_STATES = ['owed', 'approved', 'sent'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** How a day's attendance was recorded: ticked by staff on the check-in list, read from an online platform's report, or entered in the CMS. */
export const ATTENDANCE_SOURCES = ['check-in', 'report', 'cms'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** How an exam result came: entered by staff in the CMS, or imported from a file of results. */
export const RESULT_SOURCES = ['staff', 'import'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

/** An enquiry waits for its sender to confirm it. */
export const ENQUIRY_STATUSES = ['pending', 'confirmed'] as const;

/** A feedback answer's review by staff: not yet ('new'), approved for the seminar's page, or declined. */
export const FEEDBACK_REVIEWS = ['new', 'approved', 'declined'] as const;
export type FeedbackReview = (typeof FEEDBACK_REVIEWS)[number];

/** A participant's salutation as the form gave it; '' in a row migrated from one that had none. */
export const STORED_SALUTATIONS = [...SALUTATIONS, ''] as const;
export type StoredSalutation = (typeof STORED_SALUTATIONS)[number];

/**
 * What a mail is (one per entry and kind: the outbox row's id, outbox/mail-message.ts): before
 * an entry is confirmed, the "please confirm" mail to the address that submitted it
 * ('confirm'), or, when that address was registered or waiting already, the mail saying so
 * ('known'); once confirmed, the confirmation to the (first) participant, each further
 * participant of a group ('participant-2', …), a separate invoice contact and the academy's
 * inbox; or, for a waiting-list entry, the person waiting and the academy; later, the mails of
 * each change made through a manage link.
 */
export type MailKind =
  | 'confirm'
  | 'known'
  | 'participant'
  | `participant-${number}`
  | 'invoiceContact'
  /** To a booker who does not take part: the booking's confirmation with the whole registration's link. */
  | 'booker'
  | 'academy'
  | 'waitlist'
  | 'waitlistAcademy'
  /** A seat offered to a waiting-list entry, with its claim link. */
  | 'offer'
  /** To a waiting-list entry: the academy called its date off. */
  | 'date-cancelled'
  /** The reminder before the course to participant N, for date D: 'reminder-2-1007'. */
  | `reminder-${number}-${number}`
  /** A mail of a registration's change number N (change-mails.ts): 'change-2-participant-3', 'change-2-academy', … */
  | `change-${number}-${string}`
  /**
   * An invoice or credit note to the buyer, and the academy's copy: 'invoice-RE-2027-00001', 'invoice-RE-2027-00001-academy';
   * what comes of its payments: '…-receipt', '…-reminder-first', '…-reminder-second', '…-to-staff', '…-refund-ID'.
   */
  | `invoice-${string}`
  /** A certificate to its holder, and the academy's copy: 'certificate-RWA-2027-00001', 'certificate-RWA-2027-00001-academy'. */
  | `certificate-${string}`
  /** The access details of day YYYY-MM-DD to participant N of date D: 'access-2-1007-2027-03-09'. */
  | `access-${number}-${number}-${string}`
  /** To the academy (entry 'date-D'): day YYYY-MM-DD of date D has no access details yet. */
  | `access-missing-${string}`
  /** After the course, the request for feedback to participant N of date D: 'feedback-2-1007'. */
  | `feedback-${number}-${number}`
  /** The sign-in link to every registration booked from an address ("my bookings"), its Nth: 'bookings-2'. */
  | `bookings-${number}`
  /** A quote's link to the address it was asked for, its Nth ('quote-link-2'); once opened, the quote with its PDF, and the academy's copy. */
  | `quote-link-${number}`
  | 'quote'
  | 'quote-academy'
  /** An enquiry's "please confirm" mail to its sender and the enquiry to the academy's inbox, and once confirmed the sender's copy. */
  | 'enquiry-confirm'
  | 'enquiry-academy'
  | 'enquiry-copy';

const MAIL_KIND =
  /^(confirm|known|participant|participant-\d+|invoiceContact|booker|academy|waitlist|waitlistAcademy|offer|date-cancelled|reminder-\d+-\d+|change-\d+-.+|invoice-.+|certificate-.+|access-\d+-\d+-\d{4}-\d{2}-\d{2}|access-missing-\d{4}-\d{2}-\d{2}|feedback-\d+-\d+|bookings-\d+|quote-link-\d+|quote|quote-academy|enquiry-confirm|enquiry-academy|enquiry-copy)$/;

export const isMailKind = (value: string): value is MailKind => MAIL_KIND.test(value);
