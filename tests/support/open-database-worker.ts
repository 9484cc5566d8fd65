/** A worker thread that opens the registrations' database in `workerData.dataDir` (migrating it) and says which migrations it applied. */
import { parentPort, workerData } from 'node:worker_threads';
import { appliedVersions } from '../../src/server/database/migrations/runner.ts';
import { sqliteTarget } from '../../src/server/database/migrations/targets.ts';
import { openDatabase } from '../../src/server/database/sqlite-file.ts';

const { db } = await openDatabase((workerData as { dataDir: string }).dataDir);
parentPort?.postMessage(await appliedVersions(sqliteTarget(db)));
db.close();
