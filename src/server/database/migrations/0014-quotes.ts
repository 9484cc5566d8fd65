/**
 * Migration 14: quotes (src/server/quotes/). A quote is asked for with a registration's values,
 * which it keeps as judged then (`payload`) with the prices that applied (`price`) and the client
 * that asked (keyed, for the caps per client); its link's hash opens it. Its issue through the
 * link proves the address: the quote takes its number (a series of its own), its days of validity
 * and its document as its PDF states it (`document`). Booking from it names the registration it became.
 */
import type { Migration } from './migration.ts';

const TABLE = (millis: string, strict: string) => `CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  date_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  locale TEXT NOT NULL,
  payload TEXT NOT NULL,
  price TEXT NOT NULL,
  client TEXT NOT NULL,
  created_at ${millis} NOT NULL,
  link_until ${millis} NOT NULL,
  number TEXT UNIQUE,
  issued_on TEXT,
  valid_until TEXT,
  document TEXT,
  registration_id TEXT,
  booked_at ${millis}
)${strict}`;

export const QUOTES: Migration = {
  version: 14,
  name: 'quotes',
  statements: (dialect) => [
    dialect === 'sqlite' ? TABLE('INTEGER', ' STRICT') : TABLE('BIGINT', ''),
    'CREATE INDEX quotes_email ON quotes (lower(email))',
    'CREATE INDEX quotes_unissued_client ON quotes (client, created_at) WHERE number IS NULL',
  ],
};
