/**
 * What a built site's pages are drawn with besides their content, read from the built site
 * once: the client bundle's manifest (the URLs of the loader, the islands and the
 * stylesheet every page links), and the icons. The full build, rebuilds and the answer
 * pages of form posts all read them here; a content rebuild does not change them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IconRegistry } from '../icons/icon-data.ts';
import { ICON_NAMES } from '../icons/icon-names.ts';
import type { RemoteIconOptions } from '../icons/remote-icons.ts';
import { resolveIcons } from '../icons/resolve-icons.ts';
import { STYLES_ENTRY, type ViteManifest } from './assets.ts';

export interface ClientAssets {
  readonly manifest: ViteManifest;
  readonly icons: IconRegistry;
}

/** `iconSource`: where icons the local set lacks are asked for (ICON_API_URL, at build and in rebuilds alike), and cached. */
export async function readClientAssets(siteDir: string, iconSource: RemoteIconOptions = {}): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(join(siteDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  if (!manifest[STYLES_ENTRY]) throw new Error(`the client build in ${siteDir} has no stylesheet (${STYLES_ENTRY}) in its manifest`);
  return { manifest, icons: await resolveIcons(ICON_NAMES, iconSource) };
}
