/**
 * The bundles reused while nothing they are made from changed: a hash of their inputs, and the
 * client bundle's files kept in the build cache beside a stamp of that hash. The inputs are every
 * file the bundler or Tailwind's scan of the project reads: all of src/ (the SSR and server bundles
 * take it all), public/, content-cache/, the project's own files at its root (README.md aside,
 * which the stylesheet excludes), deploy/ (the nginx.conf the build writes aside), the bundling's
 * script, and the settings and Node version the bundles depend on. A clean checkout has no stamp and bundles from nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../files/list-files.ts';
import type { PrecompressStats } from './precompress.ts';

const FOLDERS = ['src', 'public', 'content-cache', 'deploy'];
/** The bundling's own script and what it reads its settings with. */
const SCRIPTS = ['scripts/bundle.ts', 'scripts/settings.ts'];
/** Written by the build itself, or excluded from the stylesheet's scan. */
const NOT_INPUTS = new Set(['README.md', 'deploy/nginx.conf']);

/** Every file under `folder`, relative to `root` (none when the project has no such folder). */
async function filesUnder(root: string, folder: string): Promise<string[]> {
  const files = await listFiles(join(root, folder)).catch(() => []);
  return files.map((file) => join(folder, file));
}

/** The hash of the bundles' inputs in the project at `root`, with `settings` (the values they read). */
export async function bundleInputsHash(root: string, settings: Readonly<Record<string, string>>): Promise<string> {
  const atRoot = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  const scripts = SCRIPTS.filter((file) => existsSync(join(root, file)));
  const files = [...atRoot, ...scripts, ...(await Promise.all(FOLDERS.map((folder) => filesUnder(root, folder)))).flat()]
    .filter((file) => !NOT_INPUTS.has(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(join(root, file)))
      .update('\0');
  hash.update(JSON.stringify(Object.entries(settings).sort()));
  return hash.digest('hex');
}

/** What the cache keeps of the last bundling: its inputs' hash and what compressing the client bundle achieved. */
interface Stamp {
  readonly inputs: string;
  readonly compressed: PrecompressStats;
}

const STAMP = 'stamp.json';
const CLIENT = 'client';

/**
 * Copies the kept client bundle into `outDir` when it was made from `inputs` and the other
 * bundles (`bundles`, files the bundling wrote elsewhere) are there: what compressing it achieved
 * then; null when the bundles must be made.
 */
export async function reuseBundles(
  cacheDir: string,
  inputs: string,
  outDir: string,
  bundles: readonly string[],
): Promise<PrecompressStats | null> {
  const stamp = await readFile(join(cacheDir, STAMP), 'utf8')
    .then((text) => JSON.parse(text) as Stamp)
    .catch(() => null);
  if (stamp?.inputs !== inputs) return null;
  if (!bundles.every((file) => existsSync(file))) return null;
  await cp(join(cacheDir, CLIENT), outDir, { recursive: true });
  return stamp.compressed;
}

/** Keeps the client bundle just made in `outDir` (nothing else there yet) as made from `inputs`. */
export async function keepBundles(cacheDir: string, inputs: string, outDir: string, compressed: PrecompressStats): Promise<void> {
  await rm(cacheDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  await cp(outDir, join(cacheDir, CLIENT), { recursive: true });
  // The stamp last: a cache cut off while it was kept is no cache.
  await writeFile(join(cacheDir, STAMP), JSON.stringify({ inputs, compressed } satisfies Stamp));
}
