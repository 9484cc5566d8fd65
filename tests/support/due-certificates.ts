/**
 * Places due their certificate, written into a store as many as a test needs: a confirmed
 * registration of one person each for BOOKABLE_DATE_ID (19 January 2027), billed already (so a
 * server started after the date issues certificates, not invoices), attended and passed.
 */
import { expect } from 'vitest';
import type { Stores } from '../../src/server/open-stores.ts';
import { BOOKABLE_DATE_ID, confirmedRegistration } from './registration.ts';

/** The day of BOOKABLE_DATE_ID, and the day after it, when the certificates are due. */
export const COURSE_DAY = '2027-01-19';
export const DAY_AFTER = '2027-01-20';

/** Writes `count` places due a certificate, their registrations' ids from `idBase` (a UUID's first 24 characters). */
export async function placesDue(stores: Stores, count: number, idBase: string): Promise<void> {
  const at = '2026-11-22T10:00:00.000Z';
  for (let index = 0; index < count; index++) {
    const id = `${idBase}${String(index).padStart(12, '0')}`;
    const registration = { ...confirmedRegistration(id, `holder${index}@example.com`, at), dateId: BOOKABLE_DATE_ID };
    expect(await stores.registrations.insert(registration)).toEqual({ ok: true });
    await stores.invoices.markBilled(id, at);
    await stores.evidence.mark({ registrationId: id, position: 0, day: COURSE_DAY, present: true, source: 'check-in', at });
    await stores.evidence.addResult({
      registrationId: id,
      position: 0,
      passed: true,
      score: 80,
      takenOn: COURSE_DAY,
      source: 'import',
      at,
    });
  }
}
