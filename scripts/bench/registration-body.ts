/** The registration the bench's servers are sent: one participant, valid, with the address given (attending on site, which a date that is not hybrid ignores). */
import type { RegistrationInput } from '../../src/registration-contract/schema.ts';

export function benchRegistration(dateId: number, email: string): RegistrationInput {
  return {
    dateId,
    participants: [
      {
        salutation: 'mr',
        firstName: 'Bench',
        lastName: 'Mark',
        email,
        phone: '+49 30 1234567',
        company: 'Bench GmbH',
        jobTitle: 'Engineer',
        attendance: 'onSite',
      },
    ],
    billing: { company: 'Bench GmbH', street: 'Allee 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    invoiceContact: { sameAsParticipant: true },
    consent: true,
  };
}
