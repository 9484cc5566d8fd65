/**
 * The bundles reused while nothing they are made from changed (src/generate/bundle-cache.ts): the
 * inputs' hash follows a changed island, a changed setting, the content, but not the tests or the
 * README; the kept client bundle comes back into a new build's folder for the same inputs only,
 * and only while the other bundles are there.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleInputsHash, keepBundles, reuseBundles } from '../../src/generate/bundle-cache.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A project of a few files: an island, a page, the content, a test and the README. */
async function project(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'bundle-inputs-'));
  made.push(root);
  const files: Record<string, string> = {
    'package-lock.json': '{"lockfileVersion":3}',
    'vite.config.ts': 'export default {};',
    'README.md': '# The project',
    'src/islands/theme-switch.tsx': 'export const ThemeSwitch = () => null;',
    'src/pages/home.tsx': 'export const Home = () => null;',
    'content-cache/seminars.json': '[]',
    'tests/unit/home.test.ts': "it('draws', () => {});",
    'deploy/nginx.conf': 'server {}',
    'scripts/bundle.ts': 'await build();',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

const SETTINGS = { ICON_API_URL: 'https://api.iconify.design', node: 'v24.0.0' };

describe("the bundles' inputs", () => {
  it('change with an island, the content, the bundling script or a setting, and not with the tests, the README or what the build writes', async () => {
    const root = await project();
    const before = await bundleInputsHash(root, SETTINGS);
    expect(await bundleInputsHash(root, SETTINGS)).toBe(before);
    await writeFile(join(root, 'tests/unit/home.test.ts'), "it('draws again', () => {});");
    await writeFile(join(root, 'README.md'), '# The project, said otherwise');
    await writeFile(join(root, 'deploy/nginx.conf'), 'server { listen 80; }');
    expect(await bundleInputsHash(root, SETTINGS)).toBe(before);

    await writeFile(join(root, 'src/islands/theme-switch.tsx'), 'export const ThemeSwitch = () => "dark";');
    const island = await bundleInputsHash(root, SETTINGS);
    expect(island).not.toBe(before);
    await writeFile(join(root, 'content-cache/seminars.json'), '[{"id":1}]');
    const content = await bundleInputsHash(root, SETTINGS);
    expect(content).not.toBe(island);
    await writeFile(join(root, 'scripts/bundle.ts'), 'await build({ minify: false });');
    expect(await bundleInputsHash(root, SETTINGS)).not.toBe(content);
    expect(await bundleInputsHash(root, { ...SETTINGS, ICON_API_URL: 'https://icons.example' })).not.toBe(
      await bundleInputsHash(root, SETTINGS),
    );
  });
});

describe('the kept client bundle', () => {
  it('comes back into a new folder for the same inputs while the other bundles are there, and not otherwise', async () => {
    const root = await project();
    const cache = join(root, '.build/bundle-cache');
    const first = join(root, 'dist.1');
    const second = join(root, 'dist.2');
    const ssr = join(root, '.build/ssr/site-renderer.js');
    await mkdir(join(first, 'assets'), { recursive: true });
    await writeFile(join(first, 'assets/islands.js'), 'console.log("island")');
    await mkdir(join(ssr, '..'), { recursive: true });
    await writeFile(ssr, 'export {}');
    const compressed = { files: 1, originalBytes: 22, brotliBytes: 18 };
    const inputs = await bundleInputsHash(root, SETTINGS);

    expect(await reuseBundles(cache, inputs, second, [ssr])).toBeNull();
    await keepBundles(cache, inputs, first, compressed);
    expect(await reuseBundles(cache, 'other inputs', second, [ssr])).toBeNull();
    expect(await reuseBundles(cache, inputs, second, [ssr, join(root, '.build/server/main.js')])).toBeNull();
    expect(await reuseBundles(cache, inputs, second, [ssr])).toEqual(compressed);
    expect(await readFile(join(second, 'assets/islands.js'), 'utf8')).toBe('console.log("island")');
  });
});
