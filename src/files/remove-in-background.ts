/**
 * A folder removed by a process of its own, which outlives this one: whoever goes on does not
 * wait for tens of thousands of files to be deleted, and a server's requests do not share its
 * file system threads with the deleting.
 */
import { spawn } from 'node:child_process';

export function removeInBackground(folder: string): void {
  const script = `require('node:fs').rmSync(${JSON.stringify(folder)}, { recursive: true, force: true })`;
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref();
}
