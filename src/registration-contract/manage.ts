/**
 * The page behind a manage link (MANAGE_PATH) as the server describes it to the page
 * renderer: what was booked, what the link may change, and, after a button, the review of
 * one change (what it does and costs) with the button that makes it. Its forms post the
 * fields named here to MANAGE_PATH; each change is reviewed first (step `review`) and made
 * by the review's button (step `confirm`). Pure data, shared by the server and the pages
 * (type aliases, not interfaces: the page's props must be JSON-shaped).
 */

import { MANAGE_PATH, TOKEN_FIELD } from './contract.ts';
import type { ManagedFeedback } from './feedback.ts';
import type { AttendanceMode } from './schema.ts';

export const MANAGE_ACTIONS = ['cancel', 'transfer', 'substitute', 'add'] as const;

/** The id of the box on the page: the forms post to MANAGE_PATH with it as the fragment, so every answer opens there. */
export const MANAGE_ANCHOR = 'manage';
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/** The fields of a manage form: the link's token, what to do, which step, and which place or date. */
export const MANAGE_FIELDS = {
  token: 'token',
  action: 'action',
  step: 'step',
  /** A place's position, or ALL_PLACES to cancel or move every place left. */
  position: 'position',
  toDateId: 'toDateId',
} as const;

export const ALL_PLACES = 'all';

/** The substitute's fields are posted as `substitute.{field}`. */
export const SUBSTITUTE_PREFIX = 'substitute.';
export const SUBSTITUTE_FIELDS = ['salutation', 'academicTitle', 'firstName', 'lastName', 'email', 'phone', 'company', 'jobTitle'] as const;
export type SubstituteField = (typeof SUBSTITUTE_FIELDS)[number];

/** A place as the page shows it. */
export type ManagedPlace = {
  readonly position: number;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly attendance: AttendanceMode | null;
  readonly cancelled: boolean;
  /** The fee recorded when it was cancelled (net EUR). */
  readonly fee: number | null;
  /** Its fee was waived (the academy called the date off). */
  readonly feeWaived: boolean;
  /** The reference of the registration it was moved to on its own (then it is `cancelled` here); else null. */
  readonly movedTo: string | null;
};

/** A later date of the same seminar the registration could move to. */
export type TransferOption = {
  readonly dateId: number;
  readonly start: string;
  readonly end: string;
  readonly location: string | null;
};

/** Why a registration cannot move: moved once already, too close to the start, no later date with the seats, a place's link, nothing left to move. */
export type TransferClosed = 'used' | 'tooLate' | 'noDates' | 'placeLink' | 'cancelled';

/** Why no person can be added now: the date has no seat left, takes no registrations (over, called off, fully booked), or the registration names as many as one may. */
export type AddClosed = 'full' | 'closed' | 'most';

/** A change the visitor asked for, to be confirmed by the review's button. */
export type ManageReview =
  | { readonly action: 'cancel'; readonly positions: readonly number[]; readonly percent: number; readonly fee: number }
  | { readonly action: 'transfer'; readonly to: TransferOption; readonly position: number | null }
  | { readonly action: 'substitute'; readonly position: number; readonly values: Readonly<Record<SubstituteField, string>> }
  | { readonly action: 'add'; readonly values: Readonly<Record<SubstituteField | 'attendance', string>> };

/** What just happened (the page after a change), or why a change was refused (localized). */
export type ManageNotice =
  | { readonly kind: 'done'; readonly action: ManageAction }
  | { readonly kind: 'refused'; readonly message: string };

/** An invoice or credit note of the registration, as its manage page lists it (amounts in EUR). */
export type ManagedDocument = {
  readonly number: string;
  readonly kind: 'invoice' | 'credit';
  /** 'YYYY-MM-DD'. */
  readonly issueDate: string;
  readonly dueDate: string;
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
  /** An invoice's: open, partly paid, overdue, paid, or credited (reversed by a credit note); a credit note's: issued. */
  readonly status: 'open' | 'partly-paid' | 'overdue' | 'paid' | 'credited' | 'issued';
  /** What is still owed of it, EUR (0 once paid or credited, and of a credit note). */
  readonly outstanding: number;
  /** Whether its PDF can be downloaded yet (it is drawn just after it is issued). */
  readonly drawn: boolean;
  /** Whether an XRechnung XML was sent with it, and can be downloaded beside the PDF. */
  readonly xrechnung: boolean;
};

/** Where a document of a manage link's registration is downloaded: its PDF, or its XRechnung XML. */
export const documentPath = (token: string, number: string, file: 'pdf' | 'xml') =>
  `${MANAGE_PATH}/documents/${encodeURIComponent(number)}.${file}?${TOKEN_FIELD}=${encodeURIComponent(token)}`;

/** How a day of a webinar (or of a hybrid date joined online) is joined, shown from when its access mail goes until the day ends. */
export type ManagedAccess = {
  /** 'YYYY-MM-DD'. */
  readonly day: string;
  readonly url: string;
  readonly dialIn: string | null;
};

/** The course's materials as a manage link lists them: the days they may be downloaded, and each download's files. */
export type ManagedMaterials = {
  /** The first and last day (both 'YYYY-MM-DD') they may be downloaded. */
  readonly first: string;
  readonly last: string;
  /** Whether they may be downloaded now, or not yet, or no more. */
  readonly state: 'soon' | 'open' | 'over';
  readonly downloads: readonly {
    readonly id: string;
    readonly title: string;
    readonly files: readonly { readonly label: string; readonly file: string }[];
  }[];
};

/** Where a file of the course's materials is downloaded through a manage link. */
export const materialPath = (token: string, downloadId: string, file: string) =>
  `${MANAGE_PATH}/materials/${encodeURIComponent(downloadId)}/${encodeURIComponent(file)}?${TOKEN_FIELD}=${encodeURIComponent(token)}`;

/** A certificate of a place of the registration, as its manage page lists it. */
export type ManagedCertificate = {
  readonly number: string;
  readonly kind: 'seminar' | 'attendance';
  /** Whom it names; empty once they had their data erased. */
  readonly holder: string;
  /** The certificate's name. */
  readonly title: string;
  /** 'YYYY-MM-DD'. */
  readonly issueDate: string;
  readonly revoked: boolean;
  /** Whether its PDF can be downloaded yet (it is drawn just after it is issued). */
  readonly drawn: boolean;
  /** Whether its Open Badges credential can be downloaded (drawn with it, while the academy had a key). */
  readonly credential: boolean;
  /** LinkedIn's add-to-profile link for it (../certificate-contract/linkedin-link.ts); null once revoked. */
  readonly linkedIn: string | null;
};

/** Where a certificate of a manage link's places is downloaded: its PDF, or its credential (.json). */
export const certificatePath = (token: string, number: string, file: 'pdf' | 'json' = 'pdf') =>
  `${MANAGE_PATH}/certificates/${encodeURIComponent(number)}.${file}?${TOKEN_FIELD}=${encodeURIComponent(token)}`;

export type ManageView = {
  readonly token: string;
  /** The registration's reference number. */
  readonly reference: string;
  /** The link manages the whole registration (the address that registered), not one place. */
  readonly whole: boolean;
  /** The date booked now. */
  readonly booked: { readonly start: string; readonly end: string; readonly location: string | null } | null;
  /** The places the link shows: all of a registration's, or the link's own. */
  readonly places: readonly ManagedPlace[];
  /** The total price of a place as booked (net EUR); null for a registration stored without it. */
  readonly pricePerPlace: number | null;
  /** What the registration owes now (net EUR: its account), shown to the whole registration's link; else null. */
  readonly amountDue: number | null;
  /** A private person's: what is due including VAT, and the VAT in it (EUR), as the invoice will say; else null. */
  readonly dueWithVat: { readonly gross: number; readonly vat: number } | null;
  /** What cancelling a place costs today by the terms. */
  readonly cancelFee: { readonly percent: number; readonly perPlace: number } | null;
  /** The course has begun: nothing can be changed any more. */
  readonly started: boolean;
  /** Up to how many days before the start a registration may move (the terms' number). */
  readonly transferDays: number;
  readonly transfer:
    | { readonly open: true; readonly options: readonly TransferOption[] }
    | { readonly open: false; readonly reason: TransferClosed };
  /** Adding a person, to the whole registration's link while the date has seats (`hybrid`: they choose how to attend). */
  readonly add: { readonly open: true; readonly hybrid: boolean } | { readonly open: false; readonly reason: AddClosed };
  /** The date the registration was first booked for, when it has moved. */
  readonly movedFrom: { readonly start: string; readonly end: string } | null;
  readonly notice: ManageNotice | null;
  readonly review: ManageReview | null;
  /** The registration's invoices and credit notes, shown to the whole registration's link; else none. */
  readonly documents: readonly ManagedDocument[];
  /** The certificates of the places the link shows: all of the registration's, or the link's own. */
  readonly certificates: readonly ManagedCertificate[];
  /** How the days are joined online, once their access details have gone out, while a place the link shows joins online. */
  readonly access: readonly ManagedAccess[];
  /** The course's materials, while a place the link shows is booked; null when its seminar has none. */
  readonly materials: ManagedMaterials | null;
  /** The feedback form (or the answer reviewed), to a place's own link after its course while answers are taken; else null. */
  readonly feedback: ManagedFeedback | null;
  /** A person's form posted with errors: the place of a substitute (null: a person added), what was typed, the messages by field. */
  readonly substituteForm: {
    readonly position: number | null;
    readonly values: Readonly<Record<string, string>>;
    readonly errors: Readonly<Record<string, string>>;
  } | null;
};

/** Why a manage link shows nothing: unknown (or malformed), no longer valid (the place went to someone else), or the course is over. */
export type ManageLinkProblem = 'unknown' | 'revoked' | 'expired';
