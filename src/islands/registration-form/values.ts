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
