/**
 * The settings that shape the response headers, read from the environment by both the
 * server and the build (which writes the same headers into the deploy files):
 *   HSTS=1          Strict-Transport-Security and upgrade-insecure-requests (only behind TLS)
 *   ANALYTICS_URL   the page-view endpoint; its origin joins connect-src
 *   IMAGE_ORIGINS   comma-separated origins images are loaded from besides the site itself
 *                   (the hosted optimiser's or the CMS's origin joins by itself when
 *                   IMAGE_PROVIDER is hosted or directus)
 *                   (e.g. the Directus URL when images come from its /assets)
 */
import { ConfigError, type Env, flag, isHttpUrl } from '../config/env.ts';

export interface HeaderSettings {
  readonly hsts: boolean;
  /** Origins the pages may send requests to besides their own (analytics). */
  readonly connectOrigins: readonly string[];
  /** Origins the pages may load images from besides their own. */
  readonly imageOrigins: readonly string[];
}

export const DEFAULT_HEADER_SETTINGS: HeaderSettings = { hsts: false, connectOrigins: [], imageOrigins: [] };

function originOf(name: string, value: string): string {
  if (!isHttpUrl(value)) throw new ConfigError(`${name} must be http(s) URLs, got ${JSON.stringify(value)}`);
  return new URL(value).origin;
}

export function headerSettingsFromEnv(env: Env): HeaderSettings {
  const images = (env.IMAGE_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => originOf('IMAGE_ORIGINS', value));
  // The image provider's host, when images are not the site's own files (src/images/config.ts).
  if (env.IMAGE_PROVIDER === 'hosted' && env.IMAGE_HOSTED_URL) images.push(originOf('IMAGE_HOSTED_URL', env.IMAGE_HOSTED_URL));
  if (env.IMAGE_PROVIDER === 'directus' && env.DIRECTUS_URL) images.push(originOf('DIRECTUS_URL', env.DIRECTUS_URL));
  return {
    hsts: flag(env, 'HSTS'),
    connectOrigins: env.ANALYTICS_URL ? [originOf('ANALYTICS_URL', env.ANALYTICS_URL)] : [],
    imageOrigins: [...new Set(images)],
  };
}
