/**
 * The render pool's threads (render-worker.ts, as built into the SSR bundle), which may be
 * started before what they draw with is known: a full build starts them first, so each
 * thread loads the renderer while the main thread loads the SSR bundle and the content, and
 * hands them the setup (page-renderer.ts's RenderSetup) once it has it. The setup crosses on
 * a broadcast channel of the pool's own: a thread asks for it once its channel is open, and
 * the main thread sends it when it is given and whenever a thread asks after that, so no
 * thread misses it, however late it starts.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { BroadcastChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';

/** Threads of a pool: one per core. */
export const POOL_THREADS = availableParallelism();

/**
 * The old generation of a pool thread's heap, in MB. A thread holds the renderer and a few
 * pages at a time, but left to itself V8 lets drawn pages' garbage grow its heap by hundreds
 * of MB before collecting: at x100 content the build's process peaked at 1.06-1.23 GiB; with
 * 128 MB at 870 MiB, no slower.
 */
const POOL_THREAD_OLD_GENERATION_MB = 128;

/** What a pool thread gets as its workerData: the channel its setup comes on. */
export interface PoolThreadData {
  readonly setupChannel: string;
}

type SetupMessage<Setup> = { readonly want: true } | { readonly setup: Setup };

export interface RenderPool<Setup> {
  readonly threads: number;
  /** Gives the threads their setup: once, before the first task. */
  setup(setup: Setup): void;
  run<Result>(task: unknown, name: string): Promise<Result>;
  /** Ends the threads (again: the same promise). */
  close(): Promise<void>;
}

/** Starts `threads` threads running `workerFile`. */
export function startRenderPool<Setup>(workerFile: string, threads = POOL_THREADS): RenderPool<Setup> {
  const setupChannel = `render-setup-${randomUUID()}`;
  const channel = new BroadcastChannel(setupChannel);
  // The channel keeps no process alive by itself.
  channel.unref();
  let given: { readonly setup: Setup } | null = null;
  let closed: Promise<void> | null = null;
  channel.onmessage = (event) => {
    const message = (event as { readonly data: SetupMessage<Setup> }).data;
    if ('want' in message && given) channel.postMessage({ setup: given.setup } satisfies SetupMessage<Setup>);
  };
  const pool = new Piscina({
    filename: workerFile,
    workerData: { setupChannel } satisfies PoolThreadData,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: POOL_THREAD_OLD_GENERATION_MB },
  });
  // A thread that fails while it waits for its first task (its module failed to load): the next task fails with it.
  let failure: { readonly error: unknown } | null = null;
  pool.on('error', (error: unknown) => {
    failure ??= { error };
  });
  return {
    threads,
    setup(setup) {
      if (given) throw new Error('the render pool has its setup already');
      given = { setup };
      channel.postMessage({ setup } satisfies SetupMessage<Setup>);
    },
    run: async (task, name) => {
      if (!given) throw new Error('the render pool has no setup yet: its threads would wait for it forever');
      if (failure) throw failure.error;
      return pool.run(task, { name });
    },
    close() {
      closed ??= (async () => {
        channel.close();
        await pool.destroy();
      })();
      return closed;
    },
  };
}

/** In a pool thread: the setup, once the main thread gives it. */
export function poolThreadSetup<Setup>(data: PoolThreadData): Promise<Setup> {
  const channel = new BroadcastChannel(data.setupChannel);
  return new Promise<Setup>((resolve) => {
    channel.onmessage = (event) => {
      const message = (event as { readonly data: SetupMessage<Setup> }).data;
      if (!('setup' in message)) return;
      channel.close();
      resolve(message.setup);
    };
    channel.postMessage({ want: true } satisfies SetupMessage<Setup>);
  });
}
