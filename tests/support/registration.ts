/** A valid registration to start tests from, helpers to change one field of it, and what the store keeps with one. */
import { HONEYPOT_FIELD } from '../../src/registration-contract/contract.ts';
import { toFormFields } from '../../src/registration-contract/form-data.ts';
import { newReference } from '../../src/registration-contract/reference.ts';
import { type RegistrationInput, registrationSchema } from '../../src/registration-contract/schema.ts';
import type { BookedPrice } from '../../src/server/registrations/rules/booked-price.ts';
import type { StoredRegistration } from '../../src/server/registrations/rules/stored-entry.ts';

/** A bookable date in content-cache/ (seminar 1, 2027-01-19), before the suite's day (test-clock.ts). */
export const BOOKABLE_DATE_ID = 1001;
/** Fully booked in content-cache/ (2026-12-08). */
export const FULLY_BOOKED_DATE_ID = 1002;
/** A hybrid date of content-cache/ (4 of its 16 seats on site). */
export const HYBRID_DATE_ID = 1027;

export function validInput(overrides: { email?: string; dateId?: number } = {}): RegistrationInput {
  return {
    dateId: overrides.dateId ?? BOOKABLE_DATE_ID,
    participants: [
      {
        salutation: 'ms',
        academicTitle: 'Dr.',
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: overrides.email ?? 'erika.mustermann@example.com',
        phone: '+49 (0)30 / 123 456-78',
        company: 'Muster Rechenzentren GmbH',
        jobTitle: 'Leiterin Betrieb',
      },
    ],
    billing: {
      company: 'Muster Rechenzentren GmbH',
      street: 'Musterstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE123456789',
      purchaseOrder: 'PO-2026-17',
    },
    invoiceContact: { sameAsParticipant: true },
    remarks: 'Bitte vegetarisches Mittagessen.',
    consent: true,
  };
}

/** A further participant of the same company, to make a group. */
export function colleague(n: number, email = `kollege${n}@example.com`): RegistrationInput['participants'][number] {
  return {
    salutation: 'mr',
    firstName: `Jonas${n}`,
    lastName: 'Beispiel',
    email,
    phone: '+49 30 1234567',
    company: 'Muster Rechenzentren GmbH',
    jobTitle: 'Elektrofachkraft',
  };
}

/** A deep copy of `input` with the value at a dotted path replaced (undefined deletes it). */
export function withField(input: unknown, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(input) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** A valid registration as the form posts it without JavaScript. */
export const validForm = (overrides: Record<string, string> = {}) => ({
  ...toFormFields(validInput()),
  [HONEYPOT_FIELD]: '',
  locale: 'de',
  ...overrides,
});

/** The price of a place on BOOKABLE_DATE_ID in content-cache/, as booked before its date (course 690 €, exam 120 €). */
export const BOOKABLE_DATE_PRICE: BookedPrice = { courseFee: 69_000, examFee: 12_000, earlyBird: false, discounts: [] };

/** What the store keeps with a registration besides its fields, as the site stores it: a reference of its own, and its price as booked. */
export const bookedAs = (price: BookedPrice | null = BOOKABLE_DATE_PRICE): Pick<StoredRegistration, 'reference' | 'price'> => ({
  reference: newReference(),
  price,
});

/** A registration of one person (`email`) for BOOKABLE_DATE_ID, stored confirmed at `at`: what tests of billing insert by the hundred. */
export const confirmedRegistration = (id: string, email: string, at: string): StoredRegistration => ({
  id,
  ...bookedAs(),
  dateId: BOOKABLE_DATE_ID,
  email,
  locale: 'de',
  payload: registrationSchema.parse(validInput({ email })),
  createdAt: at,
  idempotencyKey: null,
  fingerprint: email,
  status: 'confirmed',
  heldUntil: null,
  confirmedAt: at,
});

/** A team lead who books for others without taking part. */
export const BOOKER = {
  forOthers: true,
  name: 'Petra Teamleitung',
  email: 'petra.teamleitung@kunde.example',
  phone: '+49 69 5550100',
  company: 'Kunde Rechenzentren AG',
} as const;
