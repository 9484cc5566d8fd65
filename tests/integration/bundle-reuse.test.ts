/**
 * The real build (scripts/build.ts) three times in a copy of the project: the first makes the
 * bundles, the second (nothing changed) reuses them and ships the same client files, the third
 * (one island's source changed) makes them anew, and its client files differ. The copy shares the
 * project's packages and image cache.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DAY } from '../support/test-clock.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let copy = '';

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'bundle-reuse-'));
  for (const entry of await readdir(ROOT, { withFileTypes: true }))
    if (entry.isFile() || ['src', 'public', 'content-cache', 'content-images', 'scripts'].includes(entry.name))
      await cp(join(ROOT, entry.name), join(copy, entry.name), { recursive: true });
  await cp(join(ROOT, 'deploy/academy.service'), join(copy, 'deploy/academy.service'));
  await symlink(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
}, 60_000);
afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

/** Builds the copy into `dist-N`: whether it made or reused the bundles, and a hash of each client file. */
async function build(n: number) {
  const dist = join(copy, `dist-${n}`);
  const result = spawnSync(process.execPath, [join(copy, 'scripts/build.ts')], {
    cwd: copy,
    env: {
      ...process.env,
      BUILD_DATE: TEST_DAY,
      DIST_DIR: dist,
      RELEASES_DIR: join(copy, 'releases'),
      IMAGE_CACHE_DIR: join(ROOT, '.build/image-cache'),
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  const bundles = /bundles (made|reused) in/.exec(result.stdout)?.[1];
  const client = new Map<string, string>();
  for (const file of await readdir(join(dist, 'assets'), { recursive: true }))
    if (/\.(js|css)$/.test(file))
      client.set(
        file,
        createHash('sha256')
          .update(await readFile(join(dist, 'assets', file)))
          .digest('hex'),
      );
  return { bundles, client };
}

describe('a build', () => {
  it('reuses the bundles while nothing they are made from changed, and makes them anew once an island changed', async () => {
    const first = await build(1);
    expect(first.bundles).toBe('made');
    expect(first.client.size).toBeGreaterThan(0);

    const second = await build(2);
    expect(second.bundles).toBe('reused');
    expect(second.client).toEqual(first.client);

    await appendFile(join(copy, 'src/islands/theme-switcher/entry.tsx'), "\nconsole.debug('the theme switcher, changed');\n");
    const third = await build(3);
    expect(third.bundles).toBe('made');
    expect(third.client).not.toEqual(first.client);
  }, 180_000);
});
