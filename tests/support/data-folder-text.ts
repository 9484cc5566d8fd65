/**
 * What of a person is still written anywhere in a data folder: every file under it, the
 * database's write-ahead log included. Reading the database's files from the process that has
 * it open drops that process's locks on them (POSIX locks go with any closed descriptor of the
 * file): read them from another process than the server's, or after the test's last write.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Each `file: text` for a text (any case, as UTF-8 bytes) found in a file under `dir`. */
export async function tracesIn(dir: string, texts: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.filter((each) => each.isFile())) {
    const path = join(entry.parentPath, entry.name);
    const bytes = (await readFile(path)).toString('latin1').toLowerCase();
    for (const text of texts)
      if (bytes.includes(Buffer.from(text.toLowerCase(), 'utf8').toString('latin1'))) found.push(`${path.slice(dir.length + 1)}: ${text}`);
  }
  return found;
}
