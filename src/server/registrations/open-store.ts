/** The registrations' store the settings name: PostgreSQL with `DATABASE_URL`, else SQLite under `DATA_DIR`. */
import { openPostgresStore, type Trouble } from './postgres-store.ts';
import { openRegistrationStore } from './sqlite-store.ts';
import type { RegistrationStore } from './store.ts';

export interface StoreSettings {
  readonly dataDir: string;
  readonly database: { readonly url: string; readonly connections: number } | null;
  /** Forwarding to the CMS is configured (cms-outbox.ts). */
  readonly outbox: boolean;
  /** SQLite: checkpoint in a worker thread (the server's choice; a command checkpoints in its commits). */
  readonly checkpointInBackground?: boolean;
  /** PostgreSQL: told what goes wrong with its connections outside a request. */
  readonly trouble?: Trouble;
  /** Mails per day to an address nobody has proven (MAILS_PER_ADDRESS). */
  readonly mailsPerAddress?: number;
}

export function openStore({
  dataDir,
  database,
  outbox,
  checkpointInBackground,
  trouble,
  mailsPerAddress,
}: StoreSettings): Promise<RegistrationStore> {
  return database
    ? openPostgresStore({ url: database.url, outbox, connections: database.connections, trouble, mailsPerAddress })
    : openRegistrationStore({ dataDir, outbox, checkpointInBackground, mailsPerAddress });
}
