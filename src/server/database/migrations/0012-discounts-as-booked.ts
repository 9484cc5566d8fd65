/**
 * Migration 12: the reductions a registration was booked with. `discounts` keeps them as JSON,
 * as they were on the booking day (a group discount, a code's): what each takes off and what the
 * invoice calls it, whatever the CMS says later. `discount_code` names the code it used and
 * `discount_company` the company it used it for (its billing name, in small letters), so the
 * uses of a code are counted in all and per company.
 */
import type { Migration } from './migration.ts';

export const DISCOUNTS_AS_BOOKED: Migration = {
  version: 12,
  name: 'discounts as booked',
  statements: () => [
    'ALTER TABLE registrations ADD COLUMN discounts TEXT',
    'ALTER TABLE registrations ADD COLUMN discount_code TEXT',
    'ALTER TABLE registrations ADD COLUMN discount_company TEXT',
    'CREATE INDEX registrations_discount_code ON registrations (discount_code) WHERE discount_code IS NOT NULL',
  ],
};
