/**
 * A folder built beside the one it replaces, swapped in by two renames, and the old one
 * removed by a process of its own: whoever waits for the new folder does not wait for tens of
 * thousands of files to be deleted (at 100x content, deleting the last build took longer than
 * a third of building the next).
 */
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { removeLeftoversIn, setAsideAndRemove } from './remove-in-background.ts';

/** Where a new `folder` is built before it is swapped in. */
export const nextFolder = (folder: string): string => `${folder}.next`;

const OLD = '.old-';

/** Removes, in the background, what swaps that were cut short left beside `folder`. */
export function removeLeftovers(folder: string): void {
  const prefix = `${basename(folder)}${OLD}`;
  removeLeftoversIn(dirname(folder), (name) => name.startsWith(prefix));
}

/** Puts nextFolder(`folder`) in the place of `folder`; the old one is renamed aside and removed in the background. */
export async function swapIn(folder: string): Promise<void> {
  if (existsSync(folder)) await setAsideAndRemove(folder, `${folder}${OLD}${process.pid}-${Date.now()}`);
  await rename(nextFolder(folder), folder);
}
