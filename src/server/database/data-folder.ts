/**
 * The data folder (DATA_DIR: the registrations' SQLite file, the mails written as files):
 * checked at start, so that a folder the server cannot use stops it with one line naming the
 * folder and the cause (read-only, no space, no permission) instead of "unable to open
 * database file" later; checked again while its writes fail (write-health.ts: a new file
 * written and synced); and its free space, which GET /readyz reports (a full disk fails
 * every registration, so the server is not ready while it lasts).
 */
import { mkdirSync, statfsSync } from 'node:fs';
import { open, statfs, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Below this many free bytes the folder counts as full: SQLite's log and a mail need room to grow. */
export const MIN_FREE_BYTES = 1024 * 1024;
/** What the start writes (and removes) to see that the folder takes data. */
const PROBE_BYTES = 64 * 1024;

/** The data folder cannot be used; its message names the folder and the cause. */
export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

const CAUSES: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device (ENOSPC)',
  EDQUOT: 'the disk quota is used up (EDQUOT)',
  EROFS: 'the file system is read-only (EROFS)',
  EACCES: 'permission denied (EACCES)',
  EPERM: 'operation not permitted (EPERM)',
  ENOTDIR: 'a part of the path is a file, not a folder (ENOTDIR)',
  EIO: 'an input/output error of the disk (EIO)',
};

/** A file system error as the one line says it. Pure. */
export function causeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CAUSES[code]) return CAUSES[code];
  return error instanceof Error ? error.message : String(error);
}

/** A recursive mkdir says ENOENT where the folder's parent cannot take it; making the folder alone says why. */
function preciseMkdirError(dir: string, error: unknown): unknown {
  try {
    mkdirSync(dir);
    return error;
  } catch (precise) {
    return (precise as { code?: string }).code === 'ENOENT' ? error : precise;
  }
}

/** Free bytes of the file system that holds `dir`. */
const freeBytes = (stats: { bavail: number | bigint; bsize: number | bigint }) => Number(stats.bavail) * Number(stats.bsize);

/** Makes the folder if needed and writes a probe into it; throws a DataFolderError saying why it cannot be used. */
export async function checkDataFolder(dir: string): Promise<void> {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DataFolderError(`the data folder ${dir} cannot be made: ${causeOf(preciseMkdirError(dir, error))}`);
  }
  try {
    await writeCheck(dir, PROBE_BYTES);
  } catch (error) {
    throw new DataFolderError(`the data folder ${dir} cannot be written: ${causeOf(error)}`);
  }
  const free = freeBytes(statfsSync(dir));
  if (free < MIN_FREE_BYTES)
    throw new DataFolderError(`the data folder ${dir} cannot be written: ${CAUSES.ENOSPC} (${Math.floor(free / 1024)} KiB free)`);
}

/** What the check while writes fail writes: a block of its own, which a full or read-only file system refuses. */
const CHECK_BYTES = 4096;

/** Writes `bytes` to a new file in the folder, syncs and removes it; throws the file system's error when the folder cannot take it. */
export async function writeCheck(dir: string, bytes = CHECK_BYTES): Promise<void> {
  const file = join(dir, `.write-check-${process.pid}`);
  const handle = await open(file, 'w');
  try {
    await handle.write(Buffer.alloc(bytes));
    await handle.sync();
  } finally {
    await handle.close();
    await unlink(file).catch(() => {});
  }
}

/** Whether the folder's file system has room (at least MIN_FREE_BYTES); null when it cannot be told. */
export async function hasRoom(dir: string): Promise<boolean | null> {
  try {
    return freeBytes(await statfs(dir)) >= MIN_FREE_BYTES;
  } catch {
    return null;
  }
}
