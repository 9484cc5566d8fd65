/**
 * What is left of people taken out of a registration (retention.ts after the course,
 * person-data.ts on a person's erasure): their places keep only how they attend, under an
 * address that is unique per place and never deliverable; the invoice contact and the remarks
 * go with the people who gave them. Pure.
 */
import type { Registration } from '../../../registration-contract/schema.ts';

/** What a person is in a registration: the one who registered it, a participant (1-based), its invoice contact. */
export type Role = 'registrant' | { participant: number } | 'invoiceContact';

/** The places (0-based) a person holds in a registration, by their roles. */
export const placesOfRoles = (roles: readonly Role[]): number[] =>
  roles.flatMap((role) => (typeof role === 'object' ? [role.participant - 1] : []));

const ANONYMISED_DOMAIN = '@anonymised.invalid';

/** The address an anonymised person is given: unique per place, and never deliverable (.invalid). */
export const anonymisedAddress = (registrationId: string, position: number | null) =>
  `${registrationId}${position === null ? '' : `-${position + 1}`}${ANONYMISED_DOMAIN}`;

/** Whether an address is one an anonymised person was given. */
export const isAnonymised = (address: string) => address.endsWith(ANONYMISED_DOMAIN);

/** A registration's payload without the person's parts (their places, the invoice contact, the remarks and the booker's details if they registered it). Pure. */
export function withoutPerson(payload: Registration, id: string, roles: readonly Role[]): Registration {
  const positions = new Set(placesOfRoles(roles));
  return {
    ...payload,
    participants: payload.participants.map((participant, position) =>
      positions.has(position)
        ? {
            salutation: 'none',
            academicTitle: undefined,
            firstName: '',
            lastName: '',
            email: anonymisedAddress(id, position),
            phone: '',
            company: '',
            jobTitle: '',
            attendance: participant.attendance,
          }
        : participant,
    ),
    invoiceContact: roles.includes('invoiceContact') ? { sameAsParticipant: true } : payload.invoiceContact,
    remarks: roles.includes('registrant') ? undefined : payload.remarks,
    // A booker who does not take part keeps no name, phone or company, under an address never deliverable.
    booker:
      roles.includes('registrant') && payload.booker.forOthers
        ? { forOthers: true, name: '', email: anonymisedAddress(id, null), phone: '', company: '' }
        : payload.booker,
  };
}

/** A change's details (JSON) with the people `named` picks (the substitute, the person replaced) blank. */
export function detailsWithout(details: string, named: (person: { readonly email?: unknown }) => boolean): string {
  const parsed = JSON.parse(details) as Record<string, unknown>;
  for (const key of ['from', 'to']) {
    const person = parsed[key];
    if (person && typeof person === 'object' && named(person)) parsed[key] = { name: '', email: '' };
  }
  return JSON.stringify(parsed);
}

/** A registration's payload without any of its people: only the billing address, the date and the places stay. */
export function anonymisedPayload(payload: Registration, registrationId: string): Registration {
  const everyone: Role[] = ['registrant', 'invoiceContact', ...payload.participants.map((_, index) => ({ participant: index + 1 }))];
  return withoutPerson(payload, registrationId, everyone);
}
