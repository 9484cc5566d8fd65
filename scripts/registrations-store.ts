/**
 * The stores of the staff commands: PostgreSQL with `DATABASE_URL`, else the
 * SQLite file in `--data-dir` or `DATA_DIR`, which must exist (a command never makes an
 * empty one by a typo in the folder).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Settings } from '../src/config/settings.ts';
import { DATABASE_FILE } from '../src/server/database/sqlite-database.ts';
import { openStores, type Stores } from '../src/server/open-stores.ts';

/** A command needs a connection or two, not a server's pool. */
const COMMAND_CONNECTIONS = 2;

export function commandStores(settings: Settings, dataDirOption: string | undefined): Promise<Stores> {
  const dataDir = dataDirOption ? resolve(dataDirOption) : settings.DATA_DIR;
  const url = settings.DATABASE_URL;
  if (!url && !existsSync(join(dataDir, DATABASE_FILE))) {
    console.error(`No registrations in ${dataDir} (no ${DATABASE_FILE}); set --data-dir or DATA_DIR, or DATABASE_URL.`);
    process.exit(1);
  }
  return openStores({
    dataDir,
    database: url ? { url, connections: COMMAND_CONNECTIONS, lockTimeoutMs: settings.DATABASE_LOCK_TIMEOUT_MS } : null,
    outbox: false,
    mailCaps: { perAddress: settings.MAILS_PER_ADDRESS, perEntry: settings.MAILS_PER_REGISTRATION },
  });
}
