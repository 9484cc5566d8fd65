/**
 * Writing a file whole or not at all: into a hidden temporary file beside it, then renamed
 * over it. A rename within one file system replaces the file at once, so a reader sees the
 * old file or the new one, never half of one. The folder is made if it is missing (found
 * by the first write failing: most writes go to a folder that exists, and asking for it
 * each time cost a mail server under load a tenth of its time); the temporary file is
 * removed if writing fails.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const folder = dirname(file);
  const temporary = join(folder, `.${basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, data).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(folder, { recursive: true });
      await writeFile(temporary, data);
    });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
