/**
 * Loads the site's page renderer for registrations posted without JavaScript from the SSR
 * bundle the build left in .build/ssr (the server runs without a TSX loader, so it cannot
 * import the React pages itself). Without a bundle the API answers with its own plain page.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createFormResponder as CreateFormResponder } from '../build/form-responder.ts';
import { normalizeSiteUrl } from '../config/site.ts';
import type { RenderFormResponse } from '../registration/outcome.ts';
import { log } from './log.ts';

export const SSR_BUNDLE = '.build/ssr/prerender.js';

export interface FormResponderSettings {
  readonly distDir: string;
  readonly contentDir: string;
  readonly today: () => string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export async function loadFormResponder({ distDir, contentDir, today, env }: FormResponderSettings): Promise<RenderFormResponse | undefined> {
  const bundle = resolve(env.SSR_BUNDLE || SSR_BUNDLE);
  if (!existsSync(bundle) || !existsSync(join(distDir, '.vite/manifest.json'))) {
    log.warn('no SSR bundle: form posts get the plain answer page', { bundle });
    return undefined;
  }
  const { createFormResponder } = (await import(pathToFileURL(bundle).href)) as { createFormResponder: typeof CreateFormResponder };
  return createFormResponder({
    outDir: distDir,
    contentDir,
    siteUrl: normalizeSiteUrl(env.SITE_URL),
    analyticsEndpoint: env.ANALYTICS_URL ? new URL(env.ANALYTICS_URL).href : null,
    today,
  });
}
