/**
 * For the bench (registration-load.ts): writes `count` confirmed registrations of the date
 * `dateId` into the SQLite store in `dataDir` (made if new), for a server started on it after
 * that date to bill at start; with `certificates`, `count` places instead (registrations of
 * two, billed already, attended and passed) and the academy's signing key beside them, for it
 * to issue their certificates and credentials at start. A process of its own: the bench's
 * process keeps none of it.
 *   node scripts/bench/seed-billing.ts DATA_DIR DATE_ID COUNT CONTENT_DIR [certificates]
 */
import { loadContentCache } from '../../src/content/cache.ts';
import { keysFileOf } from '../../src/server/credentials/keys-file.ts';
import { addSigningKey } from '../../src/server/credentials/signing-keys.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { placesDue } from './certificates.ts';
import { benchInvoiceRegistration } from './invoicing.ts';

const [dataDir = '', dateId = '', count = '', contentDir = 'content-cache', documents = 'invoices'] = process.argv.slice(2);
const content = await loadContentCache(contentDir);
const stores = await openSqliteStores({ dataDir, outbox: false });
try {
  if (documents === 'certificates') {
    await stores.committed(() => placesDue(stores, content, Number(dateId), Number(count)));
    await addSigningKey(keysFileOf({ DATA_DIR: dataDir, CREDENTIAL_KEYS_FILE: '' }), new Date());
  } else {
    await stores.committed(async () => {
      for (let index = 0; index < Number(count); index++)
        await stores.registrations.insert(benchInvoiceRegistration(content, Number(dateId), index));
    });
  }
} finally {
  await stores.close();
}
