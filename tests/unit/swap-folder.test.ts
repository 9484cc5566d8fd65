import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextFolder, removeLeftovers, swapIn } from '../../src/files/swap-folder.ts';

/** Waits until `done` holds, the way a reader polls: a bound for a broken removal, not a measure. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('not done within 20 s');
    await new Promise((next) => setTimeout(next, 20));
  }
}

describe('a folder built beside the old one and swapped in', () => {
  it('takes the old one’s place, and the old one (and any left by an earlier swap) is removed in the background', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'swap-'));
    const site = join(parent, 'dist');
    await mkdir(join(site, 'old-page'), { recursive: true });
    await writeFile(join(site, 'old-page', 'index.html'), 'old');
    await mkdir(join(parent, 'dist.old-1-2'));
    await mkdir(nextFolder(site));
    await writeFile(join(nextFolder(site), 'index.html'), 'new');

    removeLeftovers(site);
    await swapIn(site);
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(site, 'old-page'))).toBe(false);
    expect(existsSync(nextFolder(site))).toBe(false);
    await until(() => readdirSync(parent).length === 1);
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('makes the folder when there was none', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'swap-'));
    const site = join(parent, 'dist');
    await mkdir(nextFolder(site));
    await swapIn(site);
    expect(readdirSync(parent)).toEqual(['dist']);
  });
});
