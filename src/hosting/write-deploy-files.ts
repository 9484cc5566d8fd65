/**
 * Writes the deploy files at the end of a build: `_redirects` and `_headers` into the
 * built site, `nginx.conf` into a folder of its own beside it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HeaderSettings } from '../http/header-settings.ts';
import { REDIRECTS } from '../routes/redirects.ts';
import { HEADERS_FILE, NGINX_FILE, REDIRECTS_FILE } from './file-names.ts';
import { headersFile } from './headers-file.ts';
import { DEFAULT_API_UPSTREAM, nginxConf } from './nginx-conf.ts';
import { redirectsFile } from './redirects-file.ts';

export interface DeployFilesOptions {
  readonly siteDir: string;
  readonly deployDir: string;
  readonly headers: HeaderSettings;
  readonly apiUpstream?: string;
}

/** The paths written. */
export async function writeDeployFiles({
  siteDir,
  deployDir,
  headers,
  apiUpstream = DEFAULT_API_UPSTREAM,
}: DeployFilesOptions): Promise<string[]> {
  const files: [string, string][] = [
    [join(siteDir, REDIRECTS_FILE), redirectsFile(REDIRECTS)],
    [join(siteDir, HEADERS_FILE), headersFile(headers)],
    [join(deployDir, NGINX_FILE), nginxConf({ headers, redirects: REDIRECTS, apiUpstream })],
  ];
  await mkdir(deployDir, { recursive: true });
  await Promise.all(files.map(([file, text]) => writeFile(file, text)));
  return files.map(([file]) => file);
}
