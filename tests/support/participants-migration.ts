/**
 * Entries as the versions before migrations 4 and 5 stored them (a registration's payload whole,
 * its places with `on_site`; a superseded one without places; a waiting-list entry's payload
 * with its date and address; an enquiry's with its kind, language and address), and what
 * reading them back after them must give: the tests of both engines' migrations
 * (registration-migrations.test.ts, postgres-migrations.test.ts) share them.
 */
import { expect } from 'vitest';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { BOOKABLE_DATE_ID, colleague, FULLY_BOOKED_DATE_ID, HYBRID_DATE_ID, validInput } from './registration.ts';

const group = registrationSchema.parse({
  ...validInput({ dateId: HYBRID_DATE_ID }),
  participants: [
    { ...validInput().participants[0], attendance: 'onSite' },
    { ...colleague(1), attendance: 'online' },
  ],
});
const alone = registrationSchema.parse(validInput({ email: 'alone@example.com' }));
const waiting = {
  dateId: FULLY_BOOKED_DATE_ID,
  waitlist: { name: 'Wera Warten', email: 'wera@example.com', phone: '+49 30 7654321', company: 'Warten Colocation GmbH', consent: true },
};
const enquiry = {
  kind: 'question',
  locale: 'de',
  name: 'Carla Rückruf',
  email: 'carla@example.com',
  phone: '+49 30 1234567',
  reply: 'callback',
  message: 'Bitte rufen Sie mich zu EN 50600-2-2 an.',
};

/** The rows to write, as version 3 wrote them, in the columns' order of the inserts below. */
export const VERSION_3_ROWS = {
  registrations: [
    ['group', HYBRID_DATE_ID, 'erika.mustermann@example.com', JSON.stringify(group), 'confirmed', 'R-GROUP'],
    ['alone', BOOKABLE_DATE_ID, 'alone@example.com', JSON.stringify(alone), 'superseded', 'R-ALONE'],
  ],
  participants: [
    ['group', 0, HYBRID_DATE_ID, 'erika.mustermann@example.com', 1],
    ['group', 1, HYBRID_DATE_ID, 'kollege1@example.com', 0],
  ],
  waitlist: [['waiting', FULLY_BOOKED_DATE_ID, 'wera@example.com', JSON.stringify(waiting)]],
  enquiries: [['enq-old', 'question', 'de', 'carla@example.com', JSON.stringify(enquiry)]],
} as const;

/** The inserts of VERSION_3_ROWS, with parameters `$1`, `$2`, … (both engines read them). */
export const VERSION_3_INSERTS = {
  registrations: `INSERT INTO registrations (id, date_id, email, locale, payload, created_at, fingerprint, status, reference)
     VALUES ($1, $2, $3, 'de', $4, '2026-11-20T10:00:00.000Z', 'f', $5, $6)`,
  participants: 'INSERT INTO participants (registration_id, position, date_id, email, confirmed, on_site) VALUES ($1, $2, $3, $4, 1, $5)',
  waitlist: `INSERT INTO waitlist (id, date_id, email, locale, payload, created_at, fingerprint, status)
     VALUES ($1, $2, $3, 'de', $4, '2026-11-20T10:00:00.000Z', 'f', 'confirmed')`,
  enquiries: `INSERT INTO enquiries (id, status, kind, locale, email, payload, client, created_at)
     VALUES ($1, 'confirmed', $2, $3, $4, $5, 'c', '2026-11-20T10:00:00.000Z')`,
} as const;

/** Each entry reads back as its payload was (as JSON held it), and the seats are what its places take. */
export async function expectReadBack(stores: Stores): Promise<void> {
  const asStored = (payload: unknown) => JSON.parse(JSON.stringify(payload)) as unknown;
  expect((await stores.registrations.get('group'))?.payload).toStrictEqual(asStored(group));
  expect((await stores.registrations.get('alone'))?.payload).toStrictEqual(asStored(alone));
  expect((await stores.waitlist.get('waiting'))?.payload).toStrictEqual(waiting);
  expect((await stores.enquiries.get('enq-old'))?.enquiry).toStrictEqual(enquiry);
  // The group's two places on the hybrid date; the superseded entry takes none.
  expect(await stores.seats.forDate(HYBRID_DATE_ID)).toBe(2);
  expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(0);
}

/** No payload repeats a column (participants, a date, an address, a kind, a language); the group's places say how they attend. */
export function expectMoved(payloads: ReadonlyArray<{ payload: string }>, attendances: unknown): void {
  for (const { payload } of payloads) {
    const parsed = JSON.parse(payload) as { waitlist?: object };
    for (const key of ['participants', 'dateId', 'email', 'kind', 'locale']) expect(Object.keys(parsed)).not.toContain(key);
    if (parsed.waitlist) expect(Object.keys(parsed.waitlist)).not.toContain('email');
  }
  expect(attendances).toEqual([{ attendance: 'onSite' }, { attendance: 'online' }]);
}

/** The SQL of the group's places' attendance, in their order. */
export const GROUP_ATTENDANCE = "SELECT attendance FROM participants WHERE registration_id = 'group' ORDER BY position";
/** The SQL of every entry's payload. */
export const EVERY_PAYLOAD =
  'SELECT payload FROM registrations UNION ALL SELECT payload FROM waitlist UNION ALL SELECT payload FROM enquiries';
