/**
 * For the bench (registration-load.ts): writes `count` confirmed registrations of the date
 * `dateId` into the SQLite store in `dataDir` (made if new), for a server started on it after
 * that date to bill at start. A process of its own: the bench's process keeps none of it.
 *   node scripts/bench/seed-billing.ts DATA_DIR DATE_ID COUNT
 */
import { loadContentCache } from '../../src/content/cache.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { benchInvoiceRegistration } from './invoicing.ts';

const [dataDir = '', dateId = '', count = '', contentDir = 'content-cache'] = process.argv.slice(2);
const content = await loadContentCache(contentDir);
const stores = await openSqliteStores({ dataDir, outbox: false });
try {
  await stores.committed(async () => {
    for (let index = 0; index < Number(count); index++)
      await stores.registrations.insert(benchInvoiceRegistration(content, Number(dateId), index));
  });
} finally {
  await stores.close();
}
