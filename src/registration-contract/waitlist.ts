/**
 * The schema of a waiting-list entry for a fully booked date, shared by the server and the
 * date page's form: who to call when a seat becomes free (name, email, phone, company)
 * and their consent to be contacted. An entry is no registration: no billing, no price,
 * nothing to pay; a freed seat is offered to the entries in turn (src/server/registrations/store/waitlist-offers.ts).
 *
 * It is posted to the registrations endpoint like a registration; its fields sit under
 * `waitlist` (`waitlist.email`, …), which is how the server tells the two apart and why
 * the field paths, error keys and form names of the two forms never collide.
 */
import { z } from 'zod';
import { CHECKED } from './form-data.ts';
import { dateIdField, MAX_COMPANY_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from './schema.ts';
import { emailField, phoneField, requiredText, typeError } from './text-fields.ts';

/** The object that holds a waiting-list entry's fields, in a request and in a form post. */
export const WAITLIST_SECTION = 'waitlist';

/** Every field of the waiting-list form, in the form's order. */
export const WAITLIST_FIELD_PATHS = [
  'dateId',
  'waitlist.name',
  'waitlist.email',
  'waitlist.phone',
  'waitlist.company',
  'waitlist.consent',
] as const;
export type WaitlistFieldPath = (typeof WAITLIST_FIELD_PATHS)[number];

export const WAITLIST_MAX_LENGTH = {
  'waitlist.name': MAX_NAME_LENGTH,
  'waitlist.email': MAX_EMAIL_LENGTH,
  'waitlist.phone': MAX_PHONE_LENGTH,
  'waitlist.company': MAX_COMPANY_LENGTH,
} as const satisfies Partial<Record<WaitlistFieldPath, number>>;

export const waitlistSchema = z.object(
  {
    dateId: dateIdField,
    waitlist: z.object(
      {
        name: requiredText(MAX_NAME_LENGTH),
        email: emailField,
        phone: phoneField,
        company: requiredText(MAX_COMPANY_LENGTH),
        consent: z.boolean({ error: 'contactConsent' }).refine((value) => value, { error: 'contactConsent' }),
      },
      { error: typeError },
    ),
  },
  { error: typeError },
);

export type WaitlistInput = z.input<typeof waitlistSchema>;
/** A valid waiting-list entry, trimmed. */
export type WaitlistEntry = z.output<typeof waitlistSchema>;

/** Whether a request body (JSON, or a form post made nested) asks for the waiting list. */
export function isWaitlistInput(input: unknown): boolean {
  return input !== null && typeof input === 'object' && Object.hasOwn(input, WAITLIST_SECTION);
}

/**
 * What a waiting-list entry fills in of the registration form when its offer is claimed
 * (flat, by field path): the name split at its last space, address, phone and company.
 */
export function claimFormValues({ waitlist }: Pick<WaitlistEntry, 'waitlist'>): Record<string, string> {
  const name = waitlist.name.trim();
  const split = name.lastIndexOf(' ');
  return {
    'participants.0.firstName': split === -1 ? '' : name.slice(0, split),
    'participants.0.lastName': split === -1 ? name : name.slice(split + 1),
    'participants.0.email': waitlist.email,
    'participants.0.phone': waitlist.phone,
    'participants.0.company': waitlist.company,
    'billing.company': waitlist.company,
    // The person waiting takes part, books, and is the one to contact about the invoice unless they say otherwise.
    'invoiceContact.sameAsParticipant': CHECKED,
  };
}
