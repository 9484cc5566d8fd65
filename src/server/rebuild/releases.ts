/**
 * Rebuilt sites are published as releases: a new directory holding the whole site, in
 * which every file the rebuild did not touch is a hard link to the same file of the site
 * before (same inode, same modification time, no copying), and the changed files are new.
 * The server switches to the new directory in one step, so no request sees a mix of old
 * and new; the previous directory is left intact for the requests still reading it.
 *
 * Layout: {releasesDir}/{time}-{buildId}/site (served) and .../content (the content it was
 * made from, validated), and {releasesDir}/current, a symbolic link to the newest release,
 * from which a restarted server continues. A full build (npm run build) clears them.
 */

import { readFileSync } from 'node:fs';
import { link, mkdir, readdir, readFile, readlink, rename, rm, symlink, unlink } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { loadContentCache, writeContentCache } from '../../content/cache.ts';
import type { Content } from '../../content/types.ts';
import { listFiles } from '../../files/list-files.ts';
import { removeLeftoversIn, setAsideAndRemove } from '../../files/remove-in-background.ts';
import { siteDirectory, writeSiteFile } from '../../generate/site-file.ts';
import { BROTLI_SUFFIX } from '../../http/compressible.ts';

export const RELEASE_SITE = 'site';
export const RELEASE_CONTENT = 'content';
export const CURRENT_RELEASE = 'current';
/** Releases kept besides the current one, for requests that started before a switch. */
export const RELEASES_KEPT = 2;

async function linkTree(from: string, to: string): Promise<void> {
  const files = await listFiles(from);
  const dirs = new Set(files.map((file) => dirname(file)));
  await Promise.all([...dirs].map((dir) => mkdir(join(to, dir), { recursive: true })));
  await Promise.all(files.map((file) => link(join(from, file), join(to, file))));
}

/**
 * A copy (hard links) of the site being served, made ahead of the next rebuild so that
 * publishing only writes what changed. Its directory name starts with a dot: it is no
 * release until publishRelease renames it.
 */
export async function prepareRelease(releasesDir: string, from: string): Promise<string> {
  const release = join(releasesDir, `.next-${process.pid}-${Date.now()}`);
  await rm(release, { recursive: true, force: true });
  await linkTree(from, join(release, RELEASE_SITE));
  return release;
}

export interface ReleaseInput {
  readonly releasesDir: string;
  /** The release made by prepareRelease, into whose site the rebuild has written. */
  readonly staged: string;
  readonly buildId: string;
  readonly deleted: readonly string[];
  /** builds/latest.json's path and text: written last, once everything it announces is there. */
  readonly latest: readonly [string, string];
  readonly now?: Date;
}

/**
 * Makes the staged release a release, ready to serve: the deleted files go, the latest
 * build record is written, and the directory gets its name. Returns its site directory.
 * What is not needed to serve it (compressed variants, the content snapshot, the `current`
 * pointer) is finishRelease's, after the switch.
 */
export async function publishRelease(input: ReleaseInput): Promise<string> {
  const site = join(input.staged, RELEASE_SITE);
  const removeQuietly = (file: string) => unlink(join(site, file)).catch(() => {});
  await Promise.all(input.deleted.flatMap((file) => [file, file + BROTLI_SUFFIX].map(removeQuietly)));
  writeSiteFile(siteDirectory(site, false), input.latest[0], input.latest[1]);
  const release = join(input.releasesDir, `${(input.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}-${input.buildId}`);
  await rename(input.staged, release);
  return join(release, RELEASE_SITE);
}

export interface FinishInput {
  readonly releasesDir: string;
  /** The files written to the release, and builds/latest.json. */
  readonly written: readonly string[];
  readonly content: Content;
  /** Called for each written file after the switch (e.g. to write its compressed variants). */
  readonly afterWrite?: (file: string) => Promise<void>;
  /** A release whose content snapshot is this one's (the pages' release, for the release of their index). */
  readonly snapshotOf?: string;
}

/** The snapshot of a release of the same content, linked; false if there is none to link. */
const linkedSnapshot = (from: string, release: string) =>
  linkTree(join(from, RELEASE_CONTENT), join(release, RELEASE_CONTENT)).then(
    () => true,
    () => false,
  );

/** After the switch: compressed variants of the new files, the content snapshot, and `current` for a restart. */
export async function finishRelease(input: FinishInput, site: string): Promise<void> {
  if (input.afterWrite) for (const file of input.written) await input.afterWrite(join(site, file));
  const release = dirname(site);
  // The same content as a release before: its files are linked, not written again (23 MB of JSON at 100 times the shipped content).
  if (!(input.snapshotOf && (await linkedSnapshot(input.snapshotOf, release))))
    await writeContentCache(join(release, RELEASE_CONTENT), input.content);
  const pointer = join(input.releasesDir, CURRENT_RELEASE);
  const temporary = `${pointer}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await symlink(relative(input.releasesDir, release), temporary);
  await rename(temporary, pointer);
}

/** The release a restarted server continues from, if a rebuild has published one. */
export async function currentRelease(releasesDir: string): Promise<{ root: string; content: Content } | null> {
  let name: string;
  try {
    name = await readlink(join(releasesDir, CURRENT_RELEASE));
  } catch {
    return null;
  }
  const release = join(releasesDir, name);
  return { root: join(release, RELEASE_SITE), content: await loadContentCache(join(release, RELEASE_CONTENT)) };
}

/** A release on its way out: renamed to a dot name, which no listing of releases takes for one. */
const PRUNED = '.pruned-';

/**
 * Sets all but the newest releases (the current one and RELEASES_KEPT before it) aside and
 * removes them in the background: a rebuild does not wait for a whole site's files to be
 * deleted (at 100 times the content, 77,000 files and 1.4-2.0 s, twice a rebuild).
 */
export async function pruneReleases(releasesDir: string): Promise<void> {
  const names = (await readdir(releasesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const old = names.slice(0, -(RELEASES_KEPT + 1));
  await Promise.all(old.map((name) => setAsideAndRemove(join(releasesDir, name), join(releasesDir, `${PRUNED}${name}`))));
}

/**
 * Removes, in the background, what a server that stopped left besides releases: a release
 * linked ahead, a release set aside whose removal was cut short. For a server's start, before
 * it links a release of its own.
 */
export function removeReleaseLeftovers(releasesDir: string): void {
  removeLeftoversIn(releasesDir, (name) => name.startsWith('.'));
}

/** Reads a file of a site, or null. */
export function readSiteFile(root: string, file: string): Uint8Array | null {
  try {
    return readFileSync(join(root, file));
  } catch {
    return null;
  }
}

export async function readText(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}
