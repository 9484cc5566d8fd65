/**
 * The settings that shape the response headers (src/config/settings.ts), read by both the
 * server and the build (which writes the same headers into the deploy files): HSTS, the
 * analytics endpoint's origin for connect-src, and the origins images come from besides the
 * site itself (IMAGE_ORIGINS, and the hosted optimiser's or the CMS's origin when
 * IMAGE_PROVIDER is hosted or directus).
 */
import type { Settings } from '../config/settings.ts';

export interface HeaderSettings {
  readonly hsts: boolean;
  /** Origins the pages may send requests to besides their own (analytics). */
  readonly connectOrigins: readonly string[];
  /** Origins the pages may load images from besides their own. */
  readonly imageOrigins: readonly string[];
}

export const DEFAULT_HEADER_SETTINGS: HeaderSettings = { hsts: false, connectOrigins: [], imageOrigins: [] };

export function headerSettings(settings: Settings): HeaderSettings {
  const images = [...settings.IMAGE_ORIGINS];
  // The image provider's host, when images are not the site's own files (src/images/config.ts).
  if (settings.IMAGE_PROVIDER === 'hosted' && settings.IMAGE_HOSTED_URL) images.push(new URL(settings.IMAGE_HOSTED_URL).origin);
  if (settings.IMAGE_PROVIDER === 'directus' && settings.DIRECTUS_URL) images.push(new URL(settings.DIRECTUS_URL).origin);
  return {
    hsts: settings.HSTS,
    connectOrigins: settings.ANALYTICS_URL ? [new URL(settings.ANALYTICS_URL).origin] : [],
    imageOrigins: [...new Set(images)],
  };
}
