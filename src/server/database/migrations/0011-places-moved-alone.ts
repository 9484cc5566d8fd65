/**
 * Migration 11: a place moved on its own. Whoever manages a whole registration may move one of
 * its places to a later date of the seminar: the place becomes a registration of its own on
 * that date, and its row in the first registration stops taking a seat (as a cancelled one
 * does, without a fee) and names, in `moved_to`, the reference of the registration it went to.
 */
import type { Migration } from './migration.ts';

export const PLACES_MOVED_ALONE: Migration = {
  version: 11,
  name: 'places moved alone',
  statements: () => ['ALTER TABLE participants ADD COLUMN moved_to TEXT'],
};
