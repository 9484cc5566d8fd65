/**
 * Where the PDF documents of the download pages are served from. Public downloads share
 * one folder; a hidden page's documents sit under that page's own unguessable path, so
 * knowing (or guessing) a file name does not reveal them.
 */
import type { Download } from '../content/types.ts';
import { buildPath } from '../routes/match.ts';

export const DOWNLOAD_FILES_PATH = '/downloads/files';

export function downloadFilePath(download: Download, file: string): string {
  if (download.hiddenPage === null) return `${DOWNLOAD_FILES_PATH}/${file}`;
  // Language-neutral: one copy under the German path of the hidden page.
  return `${buildPath(download.hiddenPage, 'de', {})}/${file}`;
}
