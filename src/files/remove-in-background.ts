/**
 * Folders removed by a process of their own, which outlives this one: whoever goes on does not
 * wait for tens of thousands of files to be deleted, and a server's requests do not share its
 * file system threads with the deleting.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';

export function removeInBackground(folder: string): void {
  const script = `require('node:fs').rmSync(${JSON.stringify(folder)}, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}

/** Renames `folder` to `aside` (nothing finds it under its name from then on) and removes it in the background. */
export async function setAsideAndRemove(folder: string, aside: string): Promise<void> {
  await rename(folder, aside);
  removeInBackground(aside);
}

/** Removes in the background what removals cut short left in `parent`: the entries `isLeftover` names (none if there is no `parent`). */
export function removeLeftoversIn(parent: string, isLeftover: (name: string) => boolean): void {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) if (isLeftover(name)) removeInBackground(join(parent, name));
}
