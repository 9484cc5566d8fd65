/**
 * Migration 8: each certificate travels as an Open Badges credential. A certificate issued from
 * now on takes a place in the academy's status list (`status_index`, from 0, one of a series the
 * issuing transaction numbers) and keeps its signed credential beside its PDF (`credential`,
 * made once when it is drawn); the revoked ones are found by their places (the status list's
 * bits). Certificates issued before have neither.
 */
import type { Migration } from './migration.ts';

const STATEMENTS: readonly string[] = [
  'ALTER TABLE certificates ADD COLUMN status_index INTEGER',
  'ALTER TABLE certificates ADD COLUMN credential TEXT',
  'CREATE UNIQUE INDEX certificates_status_index ON certificates (status_index)',
  'CREATE INDEX certificates_revoked ON certificates (status_index) WHERE revoked_at IS NOT NULL',
];

export const OPEN_BADGES: Migration = {
  version: 8,
  name: 'open badges credentials',
  statements: () => STATEMENTS,
};
