/** A render pool thread (src/generate/render-pool.ts) for tests: answers each task with the setup it was given. */
import { workerData } from 'node:worker_threads';
import { type PoolThreadData, poolThreadSetup } from '../../src/generate/render-pool.ts';

const setup = poolThreadSetup<unknown>(workerData as PoolThreadData);

export const echo = async (task: unknown) => ({ task, setup: await setup });
