/**
 * npm run registrations:cancel -- ID [ID …] [--data-dir DIR]
 *
 * Records that a registration is cancelled (by the participant or the academy): it stays
 * stored, with the time of cancelling, and shows so in the export; it no longer takes a
 * seat. A running server on the same data folder notices within seconds and draws the date's
 * pages again (a freed seat, a date no longer fully booked). Nobody is moved up from a
 * waiting list: staff decide. Exits non-zero when an id is unknown.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirSetting } from '../src/config/env.ts';
import { DATABASE_FILE, openRegistrationStore } from '../src/server/registrations/store.ts';

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : dataDirSetting(process.env);
if (positionals.length === 0) {
  console.error('usage: npm run registrations:cancel -- ID [ID …] [--data-dir DIR]');
  process.exit(1);
}
if (!existsSync(join(dataDir, DATABASE_FILE))) {
  console.error(`No registrations in ${dataDir} (no ${DATABASE_FILE}); set --data-dir or DATA_DIR.`);
  process.exit(1);
}

const store = openRegistrationStore({ dataDir, outbox: false });
let unknown = 0;
try {
  const at = new Date().toISOString();
  for (const id of positionals) {
    const outcome = store.cancel(id, at);
    if (outcome === 'unknown') unknown++;
    const registration = store.get(id);
    const about = registration ? ` (date ${registration.dateId}, ${registration.email})` : '';
    console.log(
      `${id}: ${outcome === 'cancelled' ? `cancelled at ${at}` : outcome === 'already-cancelled' ? 'was already cancelled' : 'no such registration'}${about}`,
    );
  }
} finally {
  store.close();
}
process.exit(unknown > 0 ? 1 : 0);
