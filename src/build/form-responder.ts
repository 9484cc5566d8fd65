/**
 * The page that answers a registration posted without JavaScript: the seminar date's own
 * page, rendered at request time with the form in the state the server reports (the
 * thank-you, or the visitor's values with the errors). Part of the SSR bundle, which the
 * server loads (src/server/form-responder.ts), so the server itself needs no React.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContentCache } from '../content/cache.ts';
import { findDate } from '../content/queries.ts';
import { ICON_NAMES } from '../icons/icon-names.ts';
import { resolveIcons } from '../icons/resolve-icons.ts';
import type { RenderFormResponse } from '../registration/outcome.ts';
import { renderPath, type RenderOptions } from '../render/render.tsx';
import { LATEST_BUILD_PATH } from '../routes/build-files.ts';
import { buildPath } from '../routes/match.ts';
import { assetsFromManifest, STYLES_ENTRY, type ViteManifest } from './assets.ts';


export interface FormResponderOptions {
  /** The built site: its manifest and stylesheet are what the page links and inlines. */
  readonly outDir: string;
  readonly contentDir: string;
  readonly siteUrl: string;
  readonly analyticsEndpoint?: string | null;
  /** Today at request time: a date that has passed since the build shows as past. */
  readonly today: () => string;
}

export async function createFormResponder(options: FormResponderOptions): Promise<RenderFormResponse> {
  const manifest = JSON.parse(await readFile(join(options.outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const css = await readFile(join(options.outDir, manifest[STYLES_ENTRY]?.file ?? 'missing.css'), 'utf8');
  const content = await loadContentCache(options.contentDir);
  const icons = await resolveIcons(ICON_NAMES);
  const analyticsEndpoint = options.analyticsEndpoint ?? null;
  // The page belongs to the build on disk, so its update notice compares with that build.
  const latest = JSON.parse(await readFile(join(options.outDir, LATEST_BUILD_PATH), 'utf8').catch(() => '{}')) as { id?: string };
  const base: Omit<RenderOptions, 'today'> = { content, assets: assetsFromManifest(manifest, css, analyticsEndpoint, latest.id ?? null), siteUrl: options.siteUrl, icons };

  return async ({ locale, dateId, outcome }) => {
    const found = findDate(content, dateId);
    if (!found) return null;
    const path = buildPath('seminarDate', locale, { slug: found.seminar.slug, dateId: String(dateId) });
    const result = renderPath(path, { ...base, today: options.today(), formOutcome: { dateId, outcome } });
    return result.status === 200 ? result.html : null;
  };
}
