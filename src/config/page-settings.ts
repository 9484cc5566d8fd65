/**
 * The settings of the pages the build draws and the server sends (a group of
 * src/config/settings.ts): analytics, security headers, icons and images.
 */
import { choice, documented as d, endpoint, flag, httpUrl, origins, path, wholeNumber } from './setting-types.ts';

/** How images are served: made at build, by a hosted optimiser, or by the CMS. */
export const IMAGE_PROVIDERS = ['static', 'hosted', 'directus'] as const;

export const PAGES = {
  ANALYTICS_URL: d(
    endpoint(),
    'build, server',
    "page-view event endpoint (e.g. a Plausible-compatible `/api/event`); one POST per page view, JSON as `text/plain`, no cookies; skipped on localhost, `file:`, and when `localStorage.analytics_ignore` is `true`. Its origin joins the content security policy's `connect-src`, so the server needs the same value as the build",
  ),
  HSTS: d(
    flag(),
    'server, build',
    '`1` when the site is reached over HTTPS only: `Strict-Transport-Security: max-age=31536000; includeSubDomains` and `upgrade-insecure-requests` in the policy, on every answer and in the deploy files. Never on a plain-HTTP site: browsers would refuse it for a year',
  ),
  IMAGE_ORIGINS: d(
    origins(),
    'server, build',
    "comma-separated origins pages load images from besides their own (e.g. the Directus URL when images come from its `/assets`); they join the policy's `img-src`",
    '–',
  ),
  IMAGE_PROVIDER: d(
    choice(IMAGE_PROVIDERS, 'static'),
    'build, server',
    "how images are served: `static` (made at build into `dist/images/`), `hosted` (an image optimiser) or `directus` (the CMS's `/assets`)",
  ),
  IMAGE_HOSTED_URL: d(
    httpUrl(),
    'build, server',
    "the hosted optimiser's endpoint, needed by `hosted`: images are `{IMAGE_HOSTED_URL}?url={source URL}&w={width}&q={quality}`",
  ),
  IMAGE_QUALITY: d(wholeNumber(100, 1, 100), 'build, server', 'webp quality of the images made or requested'),
  IMAGES_DIR: d(path('content-images'), 'build, server', "the site's own image files, which the content names by path"),
  IMAGE_CACHE_DIR: d(path('.build/image-cache'), 'build, server', 'images made by earlier builds, by content hash'),
};
