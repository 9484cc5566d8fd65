/**
 * The settings of the registrations' database (the first of the group "Registrations and mail"
 * of src/config/settings.ts): SQLite in a data folder, or PostgreSQL with its connections and
 * how long a statement waits for a lock.
 */
import { documented as d, path, serviceUrl, wholeNumber } from './setting-types.ts';

export const DATABASE = {
  DATA_DIR: d(
    path('data'),
    'server, registrations:export, registrations:cancel',
    'where the registrations database (`registrations.sqlite`) lives, unless `DATABASE_URL` is set; created if missing',
  ),
  DATABASE_URL: d(
    serviceUrl(['postgres', 'postgresql']),
    'server, registrations:export, registrations:cancel',
    'PostgreSQL for the registrations, e.g. `postgres://academy:password@db.example.com:5432/academy` (never commit it): for several servers on one database; without it they live in SQLite under `DATA_DIR`',
  ),
  DATABASE_CONNECTIONS: d(wholeNumber(10, 1, 200), 'server', 'how many connections to `DATABASE_URL` one server keeps at most'),
  DATABASE_LOCK_TIMEOUT_MS: d(
    wholeNumber(10_000, 10, 600_000),
    'server, registrations:export, registrations:cancel',
    "how long a statement on `DATABASE_URL` waits for a lock another transaction holds (a date's seats, a registration, the right to migrate) before it fails with a line naming the lock: the request is answered as a server error, a start stops",
  ),
};
