/**
 * The render pool (src/generate/render-pool.ts) on real worker threads: each thread gets the
 * setup given after the pool started, however late it joins, and a task before any setup is
 * refused rather than left waiting.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startRenderPool } from '../../src/generate/render-pool.ts';

const WORKER = fileURLToPath(new URL('../support/setup-echo-worker.ts', import.meta.url));

describe('a render pool started before its setup', () => {
  it('gives every thread the setup, though the threads open their channels after it was sent', async () => {
    const pool = startRenderPool<{ readonly site: string }>(WORKER, 3);
    try {
      pool.setup({ site: 'https://www.example.test' });
      // More tasks than threads at once: every thread takes some.
      const answers = await Promise.all(Array.from({ length: 12 }, (_, task) => pool.run<{ task: number; setup: unknown }>(task, 'echo')));
      expect(answers.map((answer) => answer.task)).toEqual(Array.from({ length: 12 }, (_, task) => task));
      for (const answer of answers) expect(answer.setup).toEqual({ site: 'https://www.example.test' });
    } finally {
      await pool.close();
    }
  });

  it('refuses a task before the setup, and takes its setup once only', async () => {
    const pool = startRenderPool<string>(WORKER, 1);
    try {
      await expect(pool.run(1, 'echo')).rejects.toThrow('no setup yet');
      pool.setup('first');
      expect(() => pool.setup('second')).toThrow('has its setup already');
      expect(await pool.run<{ setup: string }>(2, 'echo')).toMatchObject({ setup: 'first' });
    } finally {
      await pool.close();
    }
  });
});
