/** The registration form's starting values: empty, Germany as the billing country, the (first) participant as invoice contact. */
import { DEFAULT_COUNTRY } from '../../registration-contract/countries.ts';
import type { RegistrationInput } from '../../registration-contract/schema.ts';

type ParticipantInput = RegistrationInput['participants'][number];

export function blankParticipant(): ParticipantInput {
  return {
    salutation: '' as ParticipantInput['salutation'],
    academicTitle: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    company: '',
    jobTitle: '',
    attendance: '' as ParticipantInput['attendance'],
  };
}

/** Whether a participant section holds nothing yet (a form's extra sections are left out when empty). */
export function isBlankParticipant(participant: Partial<Record<string, unknown>> | undefined): boolean {
  return Object.values(participant ?? {}).every((value) => value === undefined || (typeof value === 'string' && value.trim() === ''));
}

/** `sections` blank participant sections: the form without JavaScript offers several. */
export function blankRegistration(dateId: number, sections = 1): RegistrationInput {
  return {
    dateId,
    booker: { forOthers: false, name: '', email: '', phone: '', company: '' },
    participants: Array.from({ length: sections }, blankParticipant),
    billing: {
      company: '',
      street: '',
      postalCode: '',
      city: '',
      country: DEFAULT_COUNTRY,
      vatId: '',
      purchaseOrder: '',
      buyerReference: '',
    },
    invoiceContact: { sameAsParticipant: true, name: '', email: '', phone: '' },
    consumer: false,
    remarks: '',
    discountCode: '',
    consent: false,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The blank form with what was posted laid over it (posted values win where given; posted participants over blank sections, one by one). */
export function mergeValues(blank: RegistrationInput, posted: Record<string, unknown>): RegistrationInput {
  const merged: Record<string, unknown> = { ...blank };
  for (const [key, value] of Object.entries(posted)) {
    const base = merged[key];
    if (Array.isArray(base) && Array.isArray(value)) {
      merged[key] = Array.from({ length: Math.max(base.length, value.length) }, (_, index) => ({
        ...base[index],
        ...(isObject(value[index]) ? value[index] : {}),
      }));
    } else merged[key] = isObject(base) && isObject(value) ? { ...base, ...value } : value;
  }
  return merged as RegistrationInput;
}
