/**
 * A mail ready to send, as the outbox keeps it: composed when the registration is stored
 * (so it says what was booked then), sent later by the worker. The sender (MAIL_FROM) is
 * added at sending; everything else is here.
 */

/**
 * What a mail is: before an entry is confirmed, the "please confirm" mail to the address
 * that submitted it ('confirm'), or, when that address was registered or waiting already,
 * the mail saying so ('known'); once confirmed, the confirmation to the (first)
 * participant, each further participant of a group ('participant-2', …), a separate
 * invoice contact and the academy's inbox; or, for a waiting-list entry, the person
 * waiting and the academy; later, the mails of each change made through a manage link.
 */
export type MailKind =
  | 'confirm'
  | 'known'
  | 'participant'
  | `participant-${number}`
  | 'invoiceContact'
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
  /** An invoice or credit note to the buyer, and the academy's copy: 'invoice-RE-2027-00001', 'invoice-RE-2027-00001-academy'. */
  | `invoice-${string}`
  /** An enquiry's "please confirm" mail to its sender, and, once confirmed, the enquiry to the academy's inbox. */
  | 'enquiry-confirm'
  | 'enquiry-academy';

export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** The text; with `encoding` 'base64', the bytes of a binary file (an invoice's PDF) in base64. */
  readonly content: string;
  readonly encoding?: 'base64';
}

export interface OutgoingMail {
  readonly kind: MailKind;
  /** The entry (registration or waiting-list entry) it belongs to. */
  readonly entryId: string;
  /** '<{entry id}.{kind}@{site host}>': a repeated delivery is recognisably the same mail. */
  readonly messageId: string;
  readonly to: MailAddress;
  readonly replyTo: MailAddress;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly MailAttachment[];
}

/** The outbox row's id of a mail: one per entry and kind. */
export const mailId = (entryId: string, kind: MailKind) => `${entryId}.${kind}`;

export function messageIdOf(entryId: string, kind: MailKind, siteUrl: string): string {
  return `<${mailId(entryId, kind)}@${new URL(siteUrl).hostname}>`;
}
