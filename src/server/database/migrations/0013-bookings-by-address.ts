/**
 * Migration 13: the registrations booked from an address, found by it ("my bookings" lists them
 * behind a sign-in link): an index on the address in any case.
 */
import type { Migration } from './migration.ts';

export const BOOKINGS_BY_ADDRESS: Migration = {
  version: 13,
  name: 'bookings by address',
  statements: () => ['CREATE INDEX registrations_email ON registrations (lower(email))'],
};
