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
import { resolve } from 'node:path';
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

export class ImageConfigError extends Error {
  override name = 'ImageConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function httpUrl(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ImageConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ImageConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  return value.replace(/\/+$/, '');
}

export function readImageConfig(env: Env, siteUrl: string): ImageConfig {
  const provider = (env.IMAGE_PROVIDER?.trim() || 'static') as ImageProviderName;
  if (!IMAGE_PROVIDERS.includes(provider)) {
    throw new ImageConfigError(`IMAGE_PROVIDER must be one of ${IMAGE_PROVIDERS.join(', ')}, got ${JSON.stringify(env.IMAGE_PROVIDER)}`);
  }
  const quality = env.IMAGE_QUALITY?.trim() ? Number(env.IMAGE_QUALITY) : DEFAULT_IMAGE_QUALITY;
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw new ImageConfigError(`IMAGE_QUALITY must be a whole number from 1 to 100, got ${JSON.stringify(env.IMAGE_QUALITY)}`);
  const hostedUrl = httpUrl(env, 'IMAGE_HOSTED_URL');
  const cmsUrl = httpUrl(env, 'DIRECTUS_URL');
  if (provider === 'hosted' && !hostedUrl) throw new ImageConfigError('IMAGE_PROVIDER=hosted needs IMAGE_HOSTED_URL, the endpoint of the image optimiser');
  if (provider === 'directus' && !cmsUrl) throw new ImageConfigError('IMAGE_PROVIDER=directus needs DIRECTUS_URL, the CMS whose /assets serve the images');
  const timeout = env.DIRECTUS_TIMEOUT_MS?.trim() ? Number(env.DIRECTUS_TIMEOUT_MS) : 15_000;
  if (!Number.isInteger(timeout) || timeout < 100) throw new ImageConfigError(`DIRECTUS_TIMEOUT_MS must be a whole number of milliseconds (100 or more), got ${JSON.stringify(env.DIRECTUS_TIMEOUT_MS)}`);
  return {
    provider,
    quality,
    hostedUrl: provider === 'hosted' ? hostedUrl : null,
    cmsUrl,
    cmsToken: env.DIRECTUS_TOKEN?.trim() || null,
    siteUrl,
    imagesDir: resolve(env.IMAGES_DIR?.trim() || 'content-images'),
    cacheDir: resolve(env.IMAGE_CACHE_DIR?.trim() || '.build/image-cache'),
    timeoutMs: timeout,
  };
}
