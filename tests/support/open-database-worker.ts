/** A worker thread that opens the registrations' database in `workerData.dataDir` (migrating it) and says which migrations it applied. */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../src/server/database/database.ts';
import { appliedVersions } from '../../src/server/database/migrations.ts';

const { db } = openDatabase((workerData as { dataDir: string }).dataDir);
parentPort?.postMessage(appliedVersions(db));
db.close();
