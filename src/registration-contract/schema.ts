/**
 * The one schema of a seminar registration, shared by the form (react-hook-form through
 * zodResolver) and the server, so the two can never disagree. Field paths such as
 * `participant.email` are the form's field names, the keys of the server's 422 answer and
 * the names of the no-JavaScript form post.
 *
 * Error messages are codes (ERROR_CODES), never text: each side localizes them with
 * src/registration-contract/messages.ts. Strings are trimmed; empty optional strings become
 * undefined; every string has a length limit.
 */

import { z } from 'zod';
import { type Booker, bookerNotParticipant, bookerSchema, companyRequired } from './booking-parties.ts';
import { COUNTRY_CODES, type CountryCode, isCountryCode } from './countries.ts';
import {
  MAX_ACADEMIC_TITLE_LENGTH,
  MAX_BUYER_REFERENCE_LENGTH,
  MAX_CITY_LENGTH,
  MAX_COMPANY_LENGTH,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_JOB_TITLE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PARTICIPANTS,
  MAX_POSTAL_CODE_LENGTH,
  MAX_PURCHASE_ORDER_LENGTH,
  MAX_REMARKS_LENGTH,
  MAX_STREET_LENGTH,
  MAX_VAT_ID_LENGTH,
} from './fields.ts';
import { leitwegIdChecks, looksLikeLeitwegId } from './leitweg-id.ts';
import { emailField, emptyToUndefined, multiLine, optionalText, phoneField, requiredText, typeError } from './text-fields.ts';
import { vatIdProblem } from './vat-ids.ts';

export type { CountryCode } from './countries.ts';
// The form's fields, their paths and limits, for whoever imports the schema.
export * from './fields.ts';

export const ERROR_CODES = [
  'required',
  'invalid',
  'choice',
  'tooLong',
  'characters',
  'email',
  'phone',
  'postalCode',
  'vatId',
  'vatIdCountry',
  'leitwegId',
  'consent',
  'contactConsent',
  'tooManyParticipants',
  'sameParticipant',
  'bookerParticipant',
  'discountUnknown',
  'discountNotValid',
  'discountUsedUp',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}

export const SALUTATIONS = ['ms', 'mr', 'none'] as const;

/** How a participant of a hybrid date attends. */
export const ATTENDANCE_MODES = ['onSite', 'online'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];
export type Salutation = (typeof SALUTATIONS)[number];

const POSTAL_CODE_PATTERNS: Partial<Record<CountryCode, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
};
/** Elsewhere: letters, digits, spaces and hyphens, 2 to 10 characters, starting and ending with a letter or digit. */
const ANY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

export function isPostalCode(value: string, country: CountryCode): boolean {
  return (POSTAL_CODE_PATTERNS[country] ?? ANY_POSTAL_CODE).test(value);
}

/** Loose: two letters and 2 to 14 letters or digits, spaces, dots and hyphens ignored; the billing country's form is checked with the address (vat-ids.ts). */
const VAT_ID = /^[A-Za-z]{2}[A-Za-z0-9]{2,14}$/;
const compactVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export function isVatId(value: string): boolean {
  return VAT_ID.test(compactVatId(value));
}

/** A date of the content, by id. */
export const dateIdField = z.number({ error: typeError }).int({ error: 'invalid' }).positive({ error: 'invalid' });

/** One participant: of a registration, and a substitute who takes a participant's place. */
export const participantSchema = z.object(
  {
    salutation: z.enum(SALUTATIONS, { error: 'choice' }),
    // Absent when not given (the output's key optional too, here and below: what is read back from the database has none).
    academicTitle: optionalText(MAX_ACADEMIC_TITLE_LENGTH).optional().transform(emptyToUndefined).optional(),
    firstName: requiredText(MAX_NAME_LENGTH),
    lastName: requiredText(MAX_NAME_LENGTH),
    email: emailField,
    phone: phoneField,
    // Required where a company books (companyRequired); a private person may leave it empty.
    company: optionalText(MAX_COMPANY_LENGTH)
      .optional()
      .transform((company) => company ?? ''),
    jobTitle: requiredText(MAX_JOB_TITLE_LENGTH),
    // Required of every participant of a hybrid date, and of no other (attendance.ts).
    attendance: z
      .enum(ATTENDANCE_MODES, { error: 'choice' })
      .or(z.literal(''))
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  },
  { error: typeError },
);

type Checked = { value: unknown; issues: ReadonlyArray<{ path?: readonly PropertyKey[] }> };

/** The billing object is an object, and its `field` and country passed their own checks. */
function checkableTogether(payload: Checked, field: 'postalCode' | 'vatId'): boolean {
  const billing = payload.value as Record<string, unknown> | null | undefined;
  return (
    typeof billing?.[field] === 'string' &&
    isCountryCode(billing.country) &&
    !payload.issues.some((issue) => issue.path?.[0] === field || issue.path?.[0] === 'country')
  );
}

/** The billing object is an object, and its postal code and country passed their own checks. */
const postalCodeCheckable = (payload: Checked) => checkableTogether(payload, 'postalCode');

/** The billing address and the invoice's references, as the form sends them and staff correct them in the CMS. */
export const billingSchema = z
  .object(
    {
      company: requiredText(MAX_COMPANY_LENGTH),
      street: requiredText(MAX_STREET_LENGTH),
      postalCode: requiredText(MAX_POSTAL_CODE_LENGTH),
      city: requiredText(MAX_CITY_LENGTH),
      country: z.enum(COUNTRY_CODES, { error: 'choice' }),
      vatId: optionalText(MAX_VAT_ID_LENGTH)
        .refine((value) => value === '' || isVatId(value), { error: 'vatId' })
        .optional()
        .transform((value) => (value ? compactVatId(value) : undefined))
        .optional(),
      purchaseOrder: optionalText(MAX_PURCHASE_ORDER_LENGTH).optional().transform(emptyToUndefined).optional(),
      // A public buyer's Leitweg-ID (its check digits checked) or another buyer reference: the invoice is then an XRechnung.
      buyerReference: optionalText(MAX_BUYER_REFERENCE_LENGTH)
        .refine((value) => !looksLikeLeitwegId(value) || leitwegIdChecks(value), { error: 'leitwegId' })
        .optional()
        .transform((value) => (value ? (looksLikeLeitwegId(value) ? value.toUpperCase() : value) : undefined))
        .optional(),
    },
    { error: typeError },
  )
  .superRefine(
    (billing, context) => {
      if (!isPostalCode(billing.postalCode, billing.country))
        context.addIssue({ code: 'custom', path: ['postalCode'], message: 'postalCode' });
    },
    // Judge the postal code as soon as it and the country are valid on their own, even while
    // other billing fields still have errors, so the visitor sees every error at once.
    { when: (payload) => postalCodeCheckable(payload) },
  )
  .superRefine(
    (billing, context) => {
      const problem = billing.vatId ? vatIdProblem(billing.vatId, billing.country) : null;
      if (problem) context.addIssue({ code: 'custom', path: ['vatId'], message: problem });
    },
    // The VAT ID's form by the billing country, as soon as both are valid on their own.
    { when: (payload) => checkableTogether(payload, 'vatId') },
  );

/** Required only when the invoice goes to someone other than the participant. */
const separateInvoiceContactSchema = z.object({ name: requiredText(MAX_NAME_LENGTH), email: emailField, phone: phoneField });

export type InvoiceContact = { sameAsParticipant: true } | ({ sameAsParticipant: false } & z.output<typeof separateInvoiceContactSchema>);

const invoiceContactSchema = z
  .object(
    {
      sameAsParticipant: z.boolean({ error: typeError }),
      name: z.string({ error: typeError }).optional(),
      email: z.string({ error: typeError }).optional(),
      phone: z.string({ error: typeError }).optional(),
    },
    { error: typeError },
  )
  .transform((contact, context): InvoiceContact => {
    // The fields of a contact that is the participant are ignored, whatever they hold (the
    // no-JavaScript form still sends them).
    if (contact.sameAsParticipant) return { sameAsParticipant: true };
    const separate = separateInvoiceContactSchema.safeParse(contact);
    if (separate.success) return { sameAsParticipant: false, ...separate.data };
    for (const issue of separate.error.issues)
      context.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: contact });
    return z.NEVER;
  });

/** Whether a value is a list of objects (the participants as posted, judged before all of them are valid). */
export const objectsIn = (value: unknown): value is object[] =>
  Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object');

/** Two participants of one registration with the same address: one of them is someone else. */
function sameAddresses(participants: ReadonlyArray<{ email?: unknown }>, context: z.RefinementCtx): void {
  const seen = new Set<string>();
  participants.forEach(({ email }, index) => {
    if (typeof email !== 'string' || email.trim() === '') return;
    const address = email.trim().toLowerCase();
    if (seen.has(address)) context.addIssue({ code: 'custom', path: [index, 'email'], message: 'sameParticipant' });
    seen.add(address);
  });
}

const participantsSchema = z
  .array(participantSchema, { error: typeError })
  .min(1, { error: 'required' })
  .max(MAX_PARTICIPANTS, { error: 'tooManyParticipants' })
  // Judged even while other fields of the participants have errors, so the visitor sees every error at once.
  .superRefine(sameAddresses, { when: (payload) => objectsIn(payload.value) });

export const registrationSchema = z
  .object(
    {
      dateId: dateIdField,
      // A private person books (prices with VAT; no company, VAT ID or buyer reference); absent: a company books.
      consumer: z
        .boolean({ error: typeError })
        .optional()
        .transform((consumer) => consumer === true),
      // Absent (an older client): the first participant books.
      booker: bookerSchema.optional().transform((booker): Booker => booker ?? { forOthers: false }),
      participants: participantsSchema,
      billing: billingSchema,
      invoiceContact: invoiceContactSchema,
      remarks: optionalText(MAX_REMARKS_LENGTH, multiLine).optional().transform(emptyToUndefined).optional(),
      // A code for a reduction, as typed: the server judges it against the CMS's discounts.
      discountCode: optionalText(MAX_DISCOUNT_CODE_LENGTH)
        .optional()
        .transform((code) => emptyToUndefined(code?.toUpperCase()))
        .optional(),
      consent: z.boolean({ error: 'consent' }).refine((value) => value, { error: 'consent' }),
    },
    { error: typeError },
  )
  .superRefine(bookerNotParticipant)
  .superRefine(companyRequired, { when: (payload) => objectsIn((payload.value as { participants?: unknown } | null)?.participants) });

/** What the form holds and the API accepts. */
export type RegistrationInput = z.input<typeof registrationSchema>;
/** A valid registration, trimmed and normalized. */
export type Registration = z.output<typeof registrationSchema>;

/** The first participant: the schema lets no registration through without one. */
export function firstParticipant(registration: Pick<Registration, 'participants'>): Registration['participants'][number] {
  const [first] = registration.participants;
  if (!first) throw new Error('a registration names at least one participant');
  return first;
}
