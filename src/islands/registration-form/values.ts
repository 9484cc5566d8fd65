/** The registration form's starting values: empty, Germany as the billing country, the participant as invoice contact. */
import { DEFAULT_COUNTRY } from '../../registration/countries.ts';
import type { RegistrationInput } from '../../registration/schema.ts';

export function blankRegistration(dateId: number): RegistrationInput {
  return {
    dateId,
    participant: { salutation: '' as RegistrationInput['participant']['salutation'], academicTitle: '', firstName: '', lastName: '', email: '', phone: '', company: '', jobTitle: '' },
    billing: { company: '', street: '', postalCode: '', city: '', country: DEFAULT_COUNTRY, vatId: '', purchaseOrder: '' },
    invoiceContact: { sameAsParticipant: true, name: '', email: '', phone: '' },
    remarks: '',
    consent: false,
  };
}

/** The blank form with what was posted laid over it (posted values win where given). */
export function mergeValues(blank: RegistrationInput, posted: Record<string, unknown>): RegistrationInput {
  const merged: Record<string, unknown> = { ...blank };
  for (const [key, value] of Object.entries(posted)) {
    const base = merged[key];
    merged[key] = base && typeof base === 'object' && value && typeof value === 'object' ? { ...base, ...value } : value;
  }
  return merged as RegistrationInput;
}
