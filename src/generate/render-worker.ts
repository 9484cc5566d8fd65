/**
 * A worker of the page renderer's pool (page-renderer.ts): draws and compresses pages, and
 * compresses files; the main thread writes them. Built into the SSR bundle as its own entry
 * (render-worker.js), which the pool starts once per core with the render setup as its
 * workerData.
 */
import { workerData } from 'node:worker_threads';
import { type PageJob, type RenderSetup, sitePreparer } from './page-renderer.ts';

const preparer = sitePreparer(workerData as RenderSetup);

/** A few pages at a time (page-renderer.ts batches them). */
export const pages = (jobs: readonly PageJob[]) => jobs.map(preparer.page);
export const file = preparer.file;
