import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextFolder, removeLeftovers, swapIn } from '../../src/files/swap-folder.ts';

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
    // Polled: the timeout is a bound for a broken removal, not a measure.
    await expect.poll(() => readdirSync(parent), { timeout: 20_000 }).toEqual(['dist']);
  });

  it('makes the folder when there was none', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'swap-'));
    const site = join(parent, 'dist');
    await mkdir(nextFolder(site));
    await swapIn(site);
    expect(readdirSync(parent)).toEqual(['dist']);
  });
});
