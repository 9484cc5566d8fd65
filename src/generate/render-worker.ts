/**
 * A worker of the page renderer's pool (page-renderer.ts): draws and compresses pages, and
 * compresses files; the main thread writes them. Built into the SSR bundle as its own entry
 * (render-worker.js), which the pool starts once per core (render-pool.ts): it loads the
 * renderer at once, and draws once the main thread has given the setup.
 */
import { workerData } from 'node:worker_threads';
import { type FileJob, type PageJob, type RenderSetup, sitePreparer } from './page-renderer.ts';
import { type PoolThreadData, poolThreadSetup } from './render-pool.ts';

const preparer = poolThreadSetup<RenderSetup>(workerData as PoolThreadData).then(sitePreparer);

/** A few pages at a time (page-renderer.ts batches them). */
export const pages = async (jobs: readonly PageJob[]) => jobs.map((await preparer).page);
export const file = async (job: FileJob) => (await preparer).file(job);
