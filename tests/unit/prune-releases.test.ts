// Old releases go without a rebuild waiting for their files to be deleted.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneReleases, RELEASES_KEPT, removeReleaseLeftovers } from '../../src/server/rebuild/releases.ts';

const RELEASES = [
  '2026-11-20T00-00-00-000Z-a',
  '2026-11-21T00-00-00-000Z-b',
  '2026-11-22T00-00-00-000Z-c',
  '2026-11-23T00-00-00-000Z-d',
  '2026-11-24T00-00-00-000Z-e',
];
let releasesDir: string;

async function release(name: string): Promise<void> {
  await mkdir(join(releasesDir, name, 'site', 'seminare'), { recursive: true });
  await writeFile(join(releasesDir, name, 'site', 'seminare', 'index.html'), name);
}

/** The folder's entries, once the background removal has ended (polled: the timeout is a bound for a broken removal, not a measure). */
const settled = (expected: readonly string[]) =>
  expect.poll(() => readdirSync(releasesDir).sort(), { timeout: 20_000 }).toEqual([...expected].sort());

beforeEach(async () => {
  releasesDir = await mkdtemp(join(tmpdir(), 'prune-releases-'));
  for (const name of RELEASES) await release(name);
});
afterEach(() => rm(releasesDir, { recursive: true, force: true }));

describe('pruneReleases', () => {
  it('keeps the newest releases, sets the older aside at once and removes them in the background', async () => {
    await mkdir(join(releasesDir, '.next-1-2'));
    await pruneReleases(releasesDir);
    const kept = RELEASES.slice(-(RELEASES_KEPT + 1));
    const releases = () => readdirSync(releasesDir).filter((name) => !name.startsWith('.'));
    expect(releases().sort()).toEqual(kept);
    // Set aside under dot names, which a process of their own deletes (it takes a while to start).
    expect(readdirSync(releasesDir).filter((name) => name.startsWith('.pruned-'))).toHaveLength(RELEASES.length - kept.length);
    await settled(['.next-1-2', ...kept]);
  });

  it('leaves a folder with no more releases than it keeps as it is', async () => {
    for (const name of RELEASES.slice(0, 2)) await rm(join(releasesDir, name), { recursive: true });
    await pruneReleases(releasesDir);
    expect(readdirSync(releasesDir).sort()).toEqual(RELEASES.slice(2));
  });
});

describe('removeReleaseLeftovers', () => {
  it('removes what a stopped server left beside its releases (a release linked ahead, one set aside), never a release', async () => {
    await mkdir(join(releasesDir, '.next-1-2', 'site'), { recursive: true });
    await mkdir(join(releasesDir, `.pruned-${RELEASES[0]}`, 'site'), { recursive: true });
    removeReleaseLeftovers(releasesDir);
    await settled(RELEASES);
  });

  it('does nothing where no rebuild has published yet', () => {
    removeReleaseLeftovers(join(releasesDir, 'none-yet'));
    expect(existsSync(join(releasesDir, 'none-yet'))).toBe(false);
  });
});
