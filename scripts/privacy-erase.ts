/**
 * npm run privacy:erase -- ADDRESS [--data-dir DIR]
 *
 * Erases one email address (by mailbox: case, a `+tag` and Gmail's dots make no difference)
 * as far as no statutory duty keeps it: entries nobody confirmed and waiting-list entries are
 * deleted; in confirmed registrations the person's places, their part as the one who
 * registered and as invoice contact are anonymised (the billing address, the places and the
 * prices stay for the accounts); pending mails to them, the counts of mails to their address
 * and the mail files of their entries go (src/server/privacy/use-cases/erase-person.ts). The CMS
 * gets the anonymised items once a server with forwarding runs. Prints counts only, and no
 * personal data.
 */

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { erasePerson } from '../src/server/privacy/use-cases/erase-person.ts';
import { commandStores } from './registrations-store.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
const [address] = positionals;
if (!address || positionals.length > 1 || !address.includes('@')) {
  console.error('usage: npm run privacy:erase -- ADDRESS [--data-dir DIR]');
  process.exit(1);
}

const dataDir = values['data-dir'] ?? settings.DATA_DIR;
const stores = await commandStores(settings, values['data-dir']);
try {
  const erased = await erasePerson(stores, join(dataDir, 'mail'), address);
  console.log(JSON.stringify({ level: 'info', msg: 'person erased', ...erased }));
} finally {
  await stores.close();
}
