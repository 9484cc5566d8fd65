/**
 * The image settings (src/config/settings.ts), as the image code uses them: the provider
 * (static, hosted, directus), the quality, the hosted optimiser's endpoint, the CMS (the one
 * allowed remote image host, and its read token for fetching assets at build), the site's
 * own image folder and the cache of images made by earlier builds.
 */
import type { Settings } from '../config/settings.ts';
import type { ImageProviderName } from './providers.ts';

export interface ImageConfig {
  readonly provider: ImageProviderName;
  readonly quality: number;
  /** The hosted optimiser's endpoint; null unless the provider is hosted. */
  readonly hostedUrl: string | null;
  /** DIRECTUS_URL without a trailing slash, or null. */
  readonly cmsUrl: string | null;
  readonly cmsToken: string | null;
  /** The site's origin: the hosted optimiser fetches the site's own images from there. */
  readonly siteUrl: string;
  readonly imagesDir: string;
  /** Where made images and metadata are kept between builds. */
  readonly cacheDir: string;
  /** How long fetching one CMS asset may take. */
  readonly timeoutMs: number;
}

/** The image settings; `siteUrl` is where the hosted optimiser fetches the site's own images (the dev server's origin in development). */
export function imageConfig(settings: Settings, siteUrl: string = settings.SITE_URL): ImageConfig {
  return {
    provider: settings.IMAGE_PROVIDER,
    quality: settings.IMAGE_QUALITY,
    hostedUrl: settings.IMAGE_PROVIDER === 'hosted' ? settings.IMAGE_HOSTED_URL : null,
    cmsUrl: settings.DIRECTUS_URL,
    cmsToken: settings.DIRECTUS_TOKEN,
    siteUrl,
    imagesDir: settings.IMAGES_DIR,
    cacheDir: settings.IMAGE_CACHE_DIR,
    timeoutMs: settings.DIRECTUS_TIMEOUT_MS,
  };
}
