/**
 * The site generator as the server uses it for rebuilds: the build's manifest, stylesheet
 * and icons are read once (a content rebuild does not change them), then each call makes
 * the site for a content, incrementally on top of the previous one (generate-site.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Content } from '../content/types.ts';
import { ICON_NAMES } from '../icons/icon-names.ts';
import { resolveIcons } from '../icons/resolve-icons.ts';
import { STYLES_ENTRY, type ViteManifest } from './assets.ts';
import { type GeneratedSite, generateSite, type PreviousSite } from './generate-site.ts';

export interface SiteBuilderOptions {
  /** A built site, whose manifest and stylesheet the pages link and inline. */
  readonly siteDir: string;
  readonly siteUrl: string;
  readonly analyticsEndpoint: string | null;
}

export interface SiteBuilder {
  generate(content: Content, today: string, previous: PreviousSite | null): GeneratedSite;
}

export async function createSiteBuilder(options: SiteBuilderOptions): Promise<SiteBuilder> {
  const manifest = JSON.parse(await readFile(join(options.siteDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const css = await readFile(join(options.siteDir, manifest[STYLES_ENTRY]?.file ?? 'missing.css'), 'utf8');
  const icons = await resolveIcons(ICON_NAMES);
  return {
    generate: (content, today, previous) => generateSite({ content, manifest, css, icons, siteUrl: options.siteUrl, today, analyticsEndpoint: options.analyticsEndpoint }, previous),
  };
}
