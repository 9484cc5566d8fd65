/**
 * A worker of the page renderer's pool (page-renderer.ts): draws and writes pages, and
 * compresses and writes files. Built into the SSR bundle as its own entry
 * (render-worker.js), which the pool starts once per core with the render setup as its
 * workerData.
 */
import { workerData } from 'node:worker_threads';
import { type RenderSetup, siteWriter } from './page-renderer.ts';

const writer = siteWriter(workerData as RenderSetup);

export const page = writer.page;
export const file = writer.file;
