/** The people of a registration as its mails and invoices name them: a participant's full name, and who the invoice goes to. Pure. */
import { firstParticipant, type Registration } from '../../../registration-contract/schema.ts';
import type { MailAddress } from '../../outbox/mail-message.ts';

type Participant = Registration['participants'][number];

/** A participant's title and names, as one line. */
export const fullName = (participant: Participant) =>
  [participant.academicTitle, participant.firstName, participant.lastName].filter(Boolean).join(' ');

/** Who the invoice goes to: the invoice contact the form named, or the first participant. */
export function invoiceRecipient(registration: Registration): MailAddress {
  const contact = registration.invoiceContact;
  const first = firstParticipant(registration);
  return contact.sameAsParticipant ? { name: fullName(first), address: first.email } : { name: contact.name, address: contact.email };
}
