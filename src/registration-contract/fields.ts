/**
 * The fields of a registration: their keys in the form's order, their paths (a
 * participant's fields once per participant: 'participants.{index}.…'), their length
 * limits, and how many participants a registration and the form without JavaScript take.
 * Pure; the schema (schema.ts), the form, the server's pages and the export share them.
 */

export const MAX_NAME_LENGTH = 100;
export const MAX_ACADEMIC_TITLE_LENGTH = 50;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 30;
export const MAX_COMPANY_LENGTH = 150;
export const MAX_JOB_TITLE_LENGTH = 100;
export const MAX_STREET_LENGTH = 150;
export const MAX_POSTAL_CODE_LENGTH = 10;
export const MAX_CITY_LENGTH = 100;
/** Long enough for an ID typed with spaces, e.g. 'DE 123 456 789'. */
export const MAX_VAT_ID_LENGTH = 20;
export const MAX_PURCHASE_ORDER_LENGTH = 50;
/** A Leitweg-ID has at most 46 characters; another buyer reference as long as a purchase order number. */
export const MAX_BUYER_REFERENCE_LENGTH = 50;
export const MAX_REMARKS_LENGTH = 2000;
export const MAX_DISCOUNT_CODE_LENGTH = 32;

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;

/** A registration names 1 to this many participants (one company, billing address and invoice contact for all). */
export const MAX_PARTICIPANTS = 10;
/** The participant sections a form without JavaScript offers (empty ones are left out). */
export const FORM_PARTICIPANT_SECTIONS = 3;

/**
 * Every field of the form by its key, in the form's order: a participant's fields once, as
 * 'participant.…' (their labels and limits are the same for every participant). A field's
 * path in a registration is its key, except for participants: 'participants.{index}.…'.
 */
export const FIELD_KEYS = [
  'dateId',
  'booker.forOthers',
  'booker.name',
  'booker.email',
  'booker.phone',
  'booker.company',
  'participant.salutation',
  'participant.academicTitle',
  'participant.firstName',
  'participant.lastName',
  'participant.email',
  'participant.phone',
  'participant.company',
  'participant.jobTitle',
  'participant.attendance',
  'consumer',
  'billing.company',
  'billing.street',
  'billing.postalCode',
  'billing.city',
  'billing.country',
  'billing.vatId',
  'billing.purchaseOrder',
  'billing.buyerReference',
  'invoiceContact.sameAsParticipant',
  'invoiceContact.name',
  'invoiceContact.email',
  'invoiceContact.phone',
  'remarks',
  'discountCode',
  'consent',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

export const PARTICIPANT_FIELDS = [
  'salutation',
  'academicTitle',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  /** On site or online: asked of each participant of a hybrid date only (attendance.ts). */
  'attendance',
] as const;
export type ParticipantField = (typeof PARTICIPANT_FIELDS)[number];
export type ParticipantPath = `participants.${number}.${ParticipantField}`;
/** The path of a field of a registration (what the form posts and errors are keyed by). */
export type FieldPath = Exclude<FieldKey, `participant.${string}`> | ParticipantPath;

export const participantPath = (index: number, field: ParticipantField): ParticipantPath => `participants.${index}.${field}`;

const PARTICIPANT_PATH = /^participants\.(\d+)\./;

/** The key of a path: 'participants.2.email' is 'participant.email'. */
export function fieldKeyOf(path: string): string {
  return path.replace(PARTICIPANT_PATH, 'participant.');
}

/** A participant's own field named by a path ('participants.2.email'), or null for any other path. */
export function participantFieldOf(path: string): { index: number; field: ParticipantField } | null {
  const match = /^participants\.(\d+)\.(\w+)$/.exec(path);
  const field = match?.[2];
  return match && field && (PARTICIPANT_FIELDS as readonly string[]).includes(field)
    ? { index: Number(match[1]), field: field as ParticipantField }
    : null;
}

/** Which participant a path belongs to (0 for the first), or null for a shared field. */
export function participantIndexOf(path: string): number | null {
  const match = PARTICIPANT_PATH.exec(path);
  return match ? Number(match[1]) : null;
}

/** Every field path of a registration of `participants` people, in the form's order. */
export function fieldPaths(participants: number): FieldPath[] {
  return FIELD_KEYS.flatMap((key): FieldPath[] => {
    if (!key.startsWith('participant.')) return [key as FieldPath];
    const field = key.slice('participant.'.length) as ParticipantField;
    return field === PARTICIPANT_FIELDS[0]
      ? Array.from({ length: participants }, (_, index) => PARTICIPANT_FIELDS.map((name) => participantPath(index, name))).flat()
      : [];
  });
}

/** Every path a registration can have, for as many participants as one may name. */
export const FIELD_PATHS: readonly FieldPath[] = fieldPaths(MAX_PARTICIPANTS);

/** The fields that take free text, with their maximum length (characters after trimming). */
export const MAX_LENGTH = {
  'participant.academicTitle': MAX_ACADEMIC_TITLE_LENGTH,
  'participant.firstName': MAX_NAME_LENGTH,
  'participant.lastName': MAX_NAME_LENGTH,
  'participant.email': MAX_EMAIL_LENGTH,
  'participant.phone': MAX_PHONE_LENGTH,
  'participant.company': MAX_COMPANY_LENGTH,
  'participant.jobTitle': MAX_JOB_TITLE_LENGTH,
  'billing.company': MAX_COMPANY_LENGTH,
  'billing.street': MAX_STREET_LENGTH,
  'billing.postalCode': MAX_POSTAL_CODE_LENGTH,
  'billing.city': MAX_CITY_LENGTH,
  'billing.vatId': MAX_VAT_ID_LENGTH,
  'billing.purchaseOrder': MAX_PURCHASE_ORDER_LENGTH,
  'billing.buyerReference': MAX_BUYER_REFERENCE_LENGTH,
  'invoiceContact.name': MAX_NAME_LENGTH,
  'invoiceContact.email': MAX_EMAIL_LENGTH,
  'invoiceContact.phone': MAX_PHONE_LENGTH,
  'booker.name': MAX_NAME_LENGTH,
  'booker.email': MAX_EMAIL_LENGTH,
  'booker.phone': MAX_PHONE_LENGTH,
  'booker.company': MAX_COMPANY_LENGTH,
  remarks: MAX_REMARKS_LENGTH,
  discountCode: MAX_DISCOUNT_CODE_LENGTH,
} as const satisfies Partial<Record<FieldKey, number>>;
export type TextFieldKey = keyof typeof MAX_LENGTH;

/** The maximum length of a field's text, by its path or key; undefined for a field that takes no free text. */
export function maxLengthOf(path: string): number | undefined {
  return (MAX_LENGTH as Readonly<Record<string, number>>)[fieldKeyOf(path)];
}
