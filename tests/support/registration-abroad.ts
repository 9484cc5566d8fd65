/**
 * Registrations billed to companies abroad, as stored, for the tests of what their invoices say
 * (the VAT by the place of supply, the books).
 */
import type { Content } from '../../src/content/types.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { bookedPrice } from '../../src/server/registrations/rules/booked-price.ts';
import type { StoredRegistration } from '../../src/server/registrations/rules/stored-entry.ts';
import { bookedAs, colleague, validInput } from './registration.ts';

/**
 * A confirmed registration on `dateId` of one person (or one per `attendance`, each attending so),
 * billed to a company in `country` with `vatId` (none: a company without one), as stored.
 */
export function registrationAbroad(
  content: Content,
  dateId: number,
  country: string,
  vatId: string | undefined,
  attendance?: Array<'onSite' | 'online'>,
): StoredRegistration {
  const input = validInput({ dateId });
  const people = (attendance ?? ['onSite']).map((mode, index) => ({
    ...(index === 0 ? input.participants[0]! : colleague(index + 1)),
    ...(attendance ? { attendance: mode } : {}),
  }));
  const payload = registrationSchema.parse({
    ...input,
    participants: people,
    billing: {
      company: 'Client SA',
      street: '1 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country,
      vatId,
      purchaseOrder: undefined,
    },
  });
  const date = content.seminarDates.find((item) => item.id === dateId)!;
  const at = '2026-11-22T10:00:00.000Z';
  const stored: StoredRegistration = {
    id: `r-${dateId}-${country}`,
    ...bookedAs(bookedPrice(date, '2026-11-22')),
    dateId,
    email: payload.participants[0]!.email,
    locale: 'en',
    payload,
    createdAt: at,
    idempotencyKey: null,
    fingerprint: 'x',
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: at,
  };
  return stored;
}
