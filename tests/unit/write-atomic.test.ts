import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/files/write-atomic.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('writes a new file in a folder it makes, and leaves nothing else behind', async () => {
    const file = join(dir, 'a/b/page.html');
    await writeFileAtomic(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(join(dir, 'a/b'))).toEqual(['page.html']);
  });

  it('replaces a file whole', async () => {
    const file = join(dir, 'page.html');
    await writeFile(file, 'old');
    await writeFileAtomic(file, new TextEncoder().encode('replaced'));
    expect(await readFile(file, 'utf8')).toBe('replaced');
    expect(await readdir(dir)).toEqual(['page.html']);
  });

  it('keeps the old file and removes its temporary file when the new one cannot be put in place', async () => {
    const target = join(dir, 'taken');
    // A folder where the file should go: the rename fails.
    await writeFileAtomic(join(target, 'inner'), 'x');
    await expect(writeFileAtomic(target, 'data')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['taken']);
    expect(await readFile(join(target, 'inner'), 'utf8')).toBe('x');
  });
});
