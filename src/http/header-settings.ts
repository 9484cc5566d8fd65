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
export interface HeaderSettings {
  readonly hsts: boolean;
  /** Origins the pages may send requests to besides their own (analytics). */
  readonly connectOrigins: readonly string[];
  /** Origins the pages may load images from besides their own. */
  readonly imageOrigins: readonly string[];
}

export const DEFAULT_HEADER_SETTINGS: HeaderSettings = { hsts: false, connectOrigins: [], imageOrigins: [] };

type Env = Readonly<Record<string, string | undefined>>;

export class HeaderSettingsError extends Error {}

function originOf(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HeaderSettingsError(`${name} must be http(s) URLs, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new HeaderSettingsError(`${name} must be http(s) URLs, got ${JSON.stringify(value)}`);
  return url.origin;
}

export function headerSettingsFromEnv(env: Env): HeaderSettings {
  const hsts = env.HSTS ?? '';
  if (hsts !== '' && hsts !== '0' && hsts !== '1') throw new HeaderSettingsError(`HSTS must be 1 or 0, got ${JSON.stringify(hsts)}`);
  const images = (env.IMAGE_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => originOf('IMAGE_ORIGINS', value));
  // The image provider's host, when images are not the site's own files (src/images/config.ts).
  if (env.IMAGE_PROVIDER === 'hosted' && env.IMAGE_HOSTED_URL) images.push(originOf('IMAGE_HOSTED_URL', env.IMAGE_HOSTED_URL));
  if (env.IMAGE_PROVIDER === 'directus' && env.DIRECTUS_URL) images.push(originOf('DIRECTUS_URL', env.DIRECTUS_URL));
  return {
    hsts: hsts === '1',
    connectOrigins: env.ANALYTICS_URL ? [originOf('ANALYTICS_URL', env.ANALYTICS_URL)] : [],
    imageOrigins: [...new Set(images)],
  };
}
