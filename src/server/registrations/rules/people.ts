/** The people of a registration as its mails and invoices name them: a participant's full name, who booked it, and who the invoice goes to. Pure. */
import { firstParticipant, type Registration } from '../../../registration-contract/schema.ts';
import type { MailAddress } from '../../outbox/mail-message.ts';

type Participant = Registration['participants'][number];

/** A participant's title and names, as one line. */
export const fullName = (participant: Participant) =>
  [participant.academicTitle, participant.firstName, participant.lastName].filter(Boolean).join(' ');

/** Who the invoice goes to: the invoice contact the form named, or the one who booked (the booker, or the first participant). */
export function invoiceRecipient(registration: Registration): MailAddress {
  const contact = registration.invoiceContact;
  const booking = bookingPerson(registration);
  return contact.sameAsParticipant ? { name: booking.name, address: booking.email } : { name: contact.name, address: contact.email };
}

/** Who booked a registration, as its mails address them: the booker who does not take part, or the first participant. */
export interface BookingPerson {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly company: string;
  /** Whether they take part (as the first participant). */
  readonly participates: boolean;
}

export function bookingPerson(registration: Pick<Registration, 'participants' | 'booker'>): BookingPerson {
  const { booker } = registration;
  if (booker.forOthers) {
    const { forOthers: _, ...person } = booker;
    return { ...person, participates: false };
  }
  const first = firstParticipant(registration);
  return { name: fullName(first), email: first.email, phone: first.phone, company: first.company, participates: true };
}

/**
 * The payload of the place at `position` moved on its own: its participant alone, booked by whoever
 * booked the registration. A first participant who booked and stays behind books the new one for
 * someone else; the invoice contact and billing address go with it as they were.
 */
export function placeAlone(registration: Registration, position: number): Registration {
  const participant = registration.participants[position];
  if (!participant) throw new Error(`the registration has no participant ${position + 1}`);
  const booking = bookingPerson(registration);
  const booker: Registration['booker'] =
    booking.participates && position !== 0
      ? { forOthers: true, name: booking.name, email: booking.email, phone: booking.phone, company: booking.company }
      : registration.booker;
  return { ...registration, participants: [participant], booker };
}
