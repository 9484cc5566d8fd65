/**
 * The image settings, from the environment, checked before anything is built so a typo
 * stops the build with one clear line. Pure: tests hand it an env object.
 *
 *   IMAGE_PROVIDER    static (default) | hosted | directus
 *   IMAGE_HOSTED_URL  the hosted optimiser's endpoint (hosted only), e.g. https://img.example.net/_image
 *   IMAGE_QUALITY     1-100, default 100
 *   DIRECTUS_URL      the CMS: the one allowed remote image host, where asset ids live (needed by directus)
 *   DIRECTUS_TOKEN    read token for fetching CMS assets at build (optional: public files need none)
 *   IMAGES_DIR        where the site's own image files are (default content-images)
 */
import { ConfigError, directusTimeoutSetting, type Env, httpUrl, path, wholeNumber } from '../config/env.ts';
import { DEFAULT_IMAGE_QUALITY } from './constants.ts';
import { IMAGE_PROVIDERS, type ImageProviderName } from './providers.ts';

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

export function readImageConfig(env: Env, siteUrl: string): ImageConfig {
  const provider = (env.IMAGE_PROVIDER?.trim() || 'static') as ImageProviderName;
  if (!IMAGE_PROVIDERS.includes(provider)) {
    throw new ConfigError(`IMAGE_PROVIDER must be one of ${IMAGE_PROVIDERS.join(', ')}, got ${JSON.stringify(env.IMAGE_PROVIDER)}`);
  }
  const quality = wholeNumber(env, 'IMAGE_QUALITY', DEFAULT_IMAGE_QUALITY, 1, 100);
  const hostedUrl = httpUrl(env, 'IMAGE_HOSTED_URL');
  const cmsUrl = httpUrl(env, 'DIRECTUS_URL');
  if (provider === 'hosted' && !hostedUrl)
    throw new ConfigError('IMAGE_PROVIDER=hosted needs IMAGE_HOSTED_URL, the endpoint of the image optimiser');
  if (provider === 'directus' && !cmsUrl)
    throw new ConfigError('IMAGE_PROVIDER=directus needs DIRECTUS_URL, the CMS whose /assets serve the images');
  return {
    provider,
    quality,
    hostedUrl: provider === 'hosted' ? hostedUrl : null,
    cmsUrl,
    cmsToken: env.DIRECTUS_TOKEN?.trim() || null,
    siteUrl,
    imagesDir: path(env, 'IMAGES_DIR', 'content-images'),
    cacheDir: path(env, 'IMAGE_CACHE_DIR', '.build/image-cache'),
    timeoutMs: directusTimeoutSetting(env),
  };
}
