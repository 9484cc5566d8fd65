/**
 * Small built sites in temporary folders for server tests, and a logger that keeps its
 * lines instead of printing them.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ERROR_STATUSES, errorPageFile } from '../../src/routes/error-files.ts';
import { jsonLogger, type Logger } from '../../src/server/log/log.ts';

export type Tree = Readonly<Record<string, string | Uint8Array>>;

/** Writes `files` (paths relative to `dir`) and returns `dir`. */
export async function writeTree(dir: string, files: Tree): Promise<string> {
  for (const [file, data] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), data);
  }
  return dir;
}

export async function tempDir(prefix = 'site-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

const slot = (path: string) => `<code data-path-slot="request">${path}</code>`;

/** The pages every site the server answers from has: home, and the error pages (src/routes/error-files.ts) in both languages. */
export const BASE_PAGES: Tree = {
  'index.html': '<html lang="de-DE">home</html>',
  '404.html': `<html lang="de-DE">Seite nicht gefunden: ${slot('/404')}</html>`,
  'en/404.html': `<html lang="en-US">Page not found: ${slot('/en/404')}</html>`,
  ...Object.fromEntries(
    ERROR_STATUSES.filter((status) => status !== 404).flatMap((status) => [
      [errorPageFile('de', status), `<html lang="de-DE">Fehler ${status}</html>`],
      [errorPageFile('en', status), `<html lang="en-US">Error ${status}</html>`],
    ]),
  ),
};

export interface CapturingLogger extends Logger {
  readonly lines: Record<string, unknown>[];
}

export function capturingLogger(): CapturingLogger {
  const lines: Record<string, unknown>[] = [];
  return Object.assign(
    jsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
    { lines },
  );
}
