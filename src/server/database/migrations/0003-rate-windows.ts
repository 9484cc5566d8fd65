/** Migration 3: a fixed window of requests per scope and client, that every server counts in (registrations/store/rate-windows.ts). */
import type { Migration } from './migration.ts';

const SQLITE = `CREATE TABLE rate_windows (
  scope TEXT NOT NULL,
  client TEXT NOT NULL,
  started INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (scope, client)
) STRICT`;

const POSTGRES = `CREATE TABLE rate_windows (
  scope TEXT NOT NULL,
  client TEXT NOT NULL,
  started BIGINT NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (scope, client)
)`;

export const RATE_WINDOWS: Migration = {
  version: 3,
  name: 'rate limits every server counts',
  statements: (dialect) => [dialect === 'sqlite' ? SQLITE : POSTGRES],
};
