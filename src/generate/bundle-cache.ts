/**
 * The bundles reused while nothing they are made from changed: a hash of their inputs, and the
 * client bundle's files kept in the build cache beside a stamp of that hash. The inputs are every
 * file the bundler or Tailwind's scan of the project reads: all of src/ (the SSR and server bundles
 * take it all), public/, content-cache/, the project's own files at its root (README.md aside,
 * which the stylesheet excludes), deploy/ (the nginx.conf the build writes aside), the bundling's
 * script, and the settings and Node version the bundles depend on. A clean checkout has no stamp and bundles from nothing.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { PrecompressStats } from './precompress.ts';

const FOLDERS = ['src', 'public', 'content-cache', 'deploy'];
/** The bundling's own script and what it reads its settings with. */
const SCRIPTS = ['scripts/bundle.ts', 'scripts/settings.ts'];
/** Written by the build itself, or excluded from the stylesheet's scan. */
const NOT_INPUTS = new Set(['README.md', 'deploy/nginx.conf']);

/** Every file under `folder`, relative to `root`. */
async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The hash of the bundles' inputs in the project at `root`, with `settings` (the values they read). */
export async function bundleInputsHash(root: string, settings: Readonly<Record<string, string>>): Promise<string> {
  const atRoot = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  const scripts = (
    await Promise.all(
      SCRIPTS.map((file) =>
        stat(join(root, file)).then(
          () => [file],
          () => [],
        ),
      ),
    )
  ).flat();
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
  const present = await Promise.all(
    bundles.map((file) =>
      stat(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (present.includes(false)) return null;
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
