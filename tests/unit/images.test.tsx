// Images, the pure parts: the spec's constants, width snapping, layouts (srcset widths and sizes), each provider's URL, the image domain allow-list, the settings, the <img> a page draws.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfigError, type Env, readSettings } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { isImageReference } from '../../src/content/image-reference.ts';
import { imageConfig } from '../../src/images/config.ts';
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  IMAGE_PRESETS,
  IMAGE_SCREEN_WIDTHS,
  IMAGE_SCREENS,
  IMAGE_WIDTHS,
  PLACEHOLDER,
} from '../../src/images/constants.ts';
import { Image, ImageElement, ImageRegistryProvider } from '../../src/images/Image.tsx';
import type { ImageRegistry, PreparedImage } from '../../src/images/image-data.ts';
import { imageSetOf, placeholderUrl } from '../../src/images/image-set.ts';
import {
  fallbackWidth,
  type ImageLayout,
  layoutWidths,
  parseCssWidth,
  sizesAttribute,
  snapWidth,
  sourceWidths,
} from '../../src/images/layout.ts';
import { directusImageUrl, hostedImageUrl, staticOriginalPath, staticVariantPath } from '../../src/images/providers.ts';
import { HOME_HERO_IMAGE, IMAGE_LAYOUTS, imageUsages } from '../../src/images/site-images.ts';
import { checkImageDomain, ImageSourceError, parseImageSource } from '../../src/images/source.ts';

const imageConfigOf = (env: Env, siteUrl: string) => imageConfig(readSettings(env), siteUrl);

const CMS = 'https://cms.rackwise-academy.de';
const ASSET = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('image constants', () => {
  it('screen widths, presets, densities, format, quality and placeholder are the spec’s', () => {
    expect(IMAGE_SCREENS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 });
    expect(IMAGE_PRESETS).toEqual({ thumb: 150, preview: 400, hero: 850, content: 630 });
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(IMAGE_FORMAT).toBe('webp');
    expect(DEFAULT_IMAGE_QUALITY).toBe(100);
    expect(PLACEHOLDER).toEqual({ width: 10, height: 10, quality: 50, blur: 3 });
  });

  it('the configured widths are the screens and presets, ascending, without repeats', () => {
    expect(IMAGE_SCREEN_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(IMAGE_WIDTHS).toEqual([150, 320, 400, 630, 640, 768, 850, 1024, 1280, 1536]);
  });
});

describe('snapWidth', () => {
  it.each([
    [1, 150],
    [150, 150],
    [151, 320],
    [320, 320],
    [321, 400],
    [401, 630],
    [631, 640],
    [641, 768],
    [769, 850],
    [851, 1024],
    [1025, 1280],
    [1281, 1536],
    [1536, 1536],
    [4000, 1536],
  ])('snaps %i px up to %i px (the largest for anything wider)', (width, snapped) => {
    expect(snapWidth(width)).toBe(snapped);
  });

  it('snaps to a given list, e.g. the screens alone', () => {
    expect(snapWidth(400, IMAGE_SCREEN_WIDTHS)).toBe(640);
    expect(snapWidth(100, IMAGE_SCREEN_WIDTHS)).toBe(320);
  });
});

describe('layouts', () => {
  it.each([
    ['thumb', [150, 320]],
    ['preview', [400, 850]],
    ['hero', [850, 1536]],
    ['content', [630, 1280]],
  ] as const)('a %s preset is offered at densities 1 and 2, snapped: %j', (preset, widths) => {
    expect(layoutWidths({ preset })).toEqual(widths);
    expect(sizesAttribute({ preset })).toBe(`${IMAGE_PRESETS[preset]}px`);
  });

  it('a responsive layout is offered in the screen widths its slots need at densities 1 and 2', () => {
    // 100vw from 320 to 1536 px wide screens, at 1x and 2x: every screen width.
    expect(layoutWidths({ sizes: { base: '100vw' } })).toEqual([320, 640, 768, 1024, 1280, 1536]);
    // A fixed 300 px: 300 (-> 320) and 600 (-> 640).
    expect(layoutWidths({ sizes: { base: '300px' } })).toEqual([320, 640]);
    // Half the screen from md (768-1536 px screens: 384-768 px, 768-1536 at 2x), full width below (320-768 px).
    expect(layoutWidths({ sizes: { base: '100vw', md: '50vw' } })).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(layoutWidths({ sizes: { base: '100px', lg: '200px' } })).toEqual([320, 640]);
  });

  it('writes sizes with the widest screen first and the base last', () => {
    expect(sizesAttribute(IMAGE_LAYOUTS.seminarCard)).toBe(
      '(min-width: 1280px) 363px, (min-width: 1024px) calc(33.33vw - 21px), (min-width: 768px) calc(50vw - 24px), calc(100vw - 32px)',
    );
    expect(sizesAttribute(IMAGE_LAYOUTS.seminarPage)).toBe('(min-width: 1024px) 320px, calc(100vw - 32px)');
    expect(sizesAttribute({ sizes: { base: '100vw', xxl: '1200px' } })).toBe('(min-width: 1536px) 1200px, 100vw');
  });

  it('the site’s layouts: widths and the width of the plain src', () => {
    expect(layoutWidths(IMAGE_LAYOUTS.homeHero)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(layoutWidths(IMAGE_LAYOUTS.seminarCard)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(layoutWidths(IMAGE_LAYOUTS.seminarPage)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(layoutWidths(IMAGE_LAYOUTS.eventPage)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(fallbackWidth(IMAGE_LAYOUTS.seminarPage)).toBe(992);
  });

  it('reads CSS widths in px, vw and calc(vw - px), and refuses others', () => {
    expect(parseCssWidth('363px')).toEqual({ vw: 0, px: 363 });
    expect(parseCssWidth('50vw')).toEqual({ vw: 50, px: 0 });
    expect(parseCssWidth('calc(33.33vw - 21px)')).toEqual({ vw: 33.33, px: -21 });
    expect(() => parseCssWidth('20rem')).toThrow(/no width of the form/);
  });

  it('offers a raster image in no width wider than itself, and in its own width instead', () => {
    expect(sourceWidths([320, 640, 768], { width: 700, scalable: false })).toEqual([320, 640, 700]);
    expect(sourceWidths([320, 640], { width: 2000, scalable: false })).toEqual([320, 640]);
    expect(sourceWidths([320, 640, 768], { width: 700, scalable: true })).toEqual([320, 640, 768]);
    expect(sourceWidths([320, 640], { width: 0, scalable: false })).toEqual([320, 640]);
  });
});

describe('provider URLs', () => {
  it('static: /images/{hash}-{width}.webp, the quality in the name only when it is not the default', () => {
    expect(staticVariantPath('0123456789abcdef', 640)).toBe('/images/0123456789abcdef-640.webp');
    expect(staticVariantPath('0123456789abcdef', 640, 100)).toBe('/images/0123456789abcdef-640.webp');
    expect(staticVariantPath('0123456789abcdef', 640, 80)).toBe('/images/0123456789abcdef-640-q80.webp');
    expect(staticOriginalPath('0123456789abcdef', 'svg')).toBe('/images/0123456789abcdef.svg');
  });

  it('hosted: the optimiser’s URL carries the source URL, the width snapped to the configured widths, and quality 100 by default', () => {
    const url = new URL(hostedImageUrl('https://img.example.net/_image', 'https://www.example.de/images/abc.svg?v=1', 700));
    expect(url.origin + url.pathname).toBe('https://img.example.net/_image');
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: 'https://www.example.de/images/abc.svg?v=1', w: '768', q: '100' });
    expect(hostedImageUrl('https://img.example.net/_image', 'https://s/x.png', 2000, 75)).toBe(
      'https://img.example.net/_image?url=https%3A%2F%2Fs%2Fx.png&w=1536&q=75',
    );
    // The base's own parameters stay.
    expect(hostedImageUrl('https://img.example.net/?account=7', 'https://s/x.png', 150)).toBe(
      'https://img.example.net/?account=7&url=https%3A%2F%2Fs%2Fx.png&w=150&q=100',
    );
  });

  it('directus: {DIRECTUS_URL}/assets/{id} with the snapped width, quality and format webp', () => {
    expect(directusImageUrl(`${CMS}/`, ASSET, 600)).toBe(`${CMS}/assets/${ASSET}?width=630&quality=100&format=webp`);
    expect(directusImageUrl('http://127.0.0.1:8055', ASSET, 1024, 90)).toBe(
      `http://127.0.0.1:8055/assets/${ASSET}?width=1024&quality=90&format=webp`,
    );
  });
});

describe('image sources and the allowed domain', () => {
  it('tells files of the site, CMS asset ids and CMS URLs apart', () => {
    expect(parseImageSource('seminars/power-supply.svg', null)).toEqual({ kind: 'file', path: 'seminars/power-supply.svg' });
    expect(parseImageSource(ASSET.toUpperCase(), CMS)).toEqual({ kind: 'asset', id: ASSET });
    expect(parseImageSource(`${CMS}/assets/${ASSET}`, CMS)).toEqual({ kind: 'asset', id: ASSET });
    expect(parseImageSource(`${CMS}/assets/${ASSET}?width=10`, CMS)).toEqual({ kind: 'url', url: `${CMS}/assets/${ASSET}?width=10` });
    expect(parseImageSource(`${CMS}/uploads/logo.png`, CMS)).toEqual({ kind: 'url', url: `${CMS}/uploads/logo.png` });
  });

  it('refuses any host but the CMS’s, with an error that names both', () => {
    expect(() => parseImageSource('https://images.unsplash.com/photo.jpg', CMS)).toThrow(ImageSourceError);
    expect(() => parseImageSource('https://images.unsplash.com/photo.jpg', CMS)).toThrow(
      'images.unsplash.com is not an allowed image domain; the only one is the CMS host cms.rackwise-academy.de (DIRECTUS_URL)',
    );
    expect(() => parseImageSource('https://cms.rackwise-academy.de.evil.example/x.png', CMS)).toThrow(/not an allowed image domain/);
    expect(() => checkImageDomain(new URL('https://cms.rackwise-academy.de:8443/x.png'), CMS)).toThrow(/not an allowed image domain/);
    expect(() => checkImageDomain(new URL(`${CMS}/x.png`), CMS)).not.toThrow();
  });

  it('refuses an http image of an https CMS, so its read token never travels in the clear', () => {
    expect(CMS.startsWith('https://')).toBe(true);
    const plain = `${CMS.replace('https://', 'http://')}/assets/${ASSET}`;
    expect(() => parseImageSource(plain, CMS)).toThrow('the CMS is reached over https: (DIRECTUS_URL), not http:');
  });

  it('refuses remote images and asset ids without a CMS, and references of no known form', () => {
    expect(() => parseImageSource(`${CMS}/x.png`, null)).toThrow(/DIRECTUS_URL is not set/);
    expect(() => parseImageSource(ASSET, null)).toThrow(/is a CMS file id: set DIRECTUS_URL/);
    expect(() => parseImageSource('../secret.svg', CMS)).toThrow(/neither a file of content-images/);
    expect(() => parseImageSource('file:///etc/passwd', CMS)).toThrow(ImageSourceError);
    expect(() => parseImageSource('ftp://cms.rackwise-academy.de/x.png', CMS)).toThrow(/only http\(s\) URLs/);
  });

  it('the content schema accepts the three forms and nothing else', () => {
    for (const ok of ['hero.svg', 'seminars/a-b_c.1.png', ASSET, `${CMS}/assets/${ASSET}`]) expect(isImageReference(ok)).toBe(true);
    for (const bad of ['/abs.svg', '../up.svg', 'a//b.svg', 'Upper.svg', 'doc.pdf', 'javascript:alert(1)', ''])
      expect(isImageReference(bad)).toBe(false);
  });
});

describe('image settings', () => {
  const site = 'https://www.example.de';

  it('default to the static provider at quality 100, with no outside service', () => {
    const config = imageConfigOf({}, site);
    expect(config).toMatchObject({ provider: 'static', quality: 100, hostedUrl: null, cmsUrl: null, siteUrl: site });
    expect(config.imagesDir).toMatch(/content-images$/);
    expect(config.cacheDir).toMatch(/\.build\/image-cache$/);
  });

  it('take the hosted provider with its endpoint, and directus with DIRECTUS_URL', () => {
    expect(imageConfigOf({ IMAGE_PROVIDER: 'hosted', IMAGE_HOSTED_URL: 'https://img.example.net/_image/' }, site)).toMatchObject({
      provider: 'hosted',
      hostedUrl: 'https://img.example.net/_image',
    });
    expect(imageConfigOf({ IMAGE_PROVIDER: 'directus', DIRECTUS_URL: `${CMS}/`, IMAGE_QUALITY: '80' }, site)).toMatchObject({
      provider: 'directus',
      cmsUrl: CMS,
      quality: 80,
    });
  });

  it.each([
    [{ IMAGE_PROVIDER: 'imgix' }, /IMAGE_PROVIDER must be one of static, hosted, directus/],
    [{ IMAGE_PROVIDER: 'hosted' }, /needs IMAGE_HOSTED_URL/],
    [{ IMAGE_PROVIDER: 'hosted', IMAGE_HOSTED_URL: 'img.example.net' }, /IMAGE_HOSTED_URL must be an http\(s\) URL/],
    [{ IMAGE_PROVIDER: 'directus' }, /needs DIRECTUS_URL/],
    [{ DIRECTUS_URL: 'ftp://cms' }, /DIRECTUS_URL must be an http\(s\) URL/],
    [{ IMAGE_QUALITY: '0' }, /IMAGE_QUALITY must be a whole number from 1 to 100/],
    [{ IMAGE_QUALITY: '100.5' }, /IMAGE_QUALITY/],
  ])('refuse %j with a clear error', (env, message) => {
    expect(() => imageConfigOf(env, site)).toThrow(ConfigError);
    expect(() => imageConfigOf(env, site)).toThrow(message);
  });
});

const PREPARED: PreparedImage = {
  width: 1200,
  height: 675,
  scalable: true,
  placeholder: 'data:image/webp;base64,UklGRg==',
  variants: Object.fromEntries([320, 640, 768, 1024, 1280, 1536].map((width) => [width, `/images/h-${width}.webp`])),
  original: null,
};

describe('the <img> of a prepared image', () => {
  it('has srcset over the layout’s widths, sizes, the intrinsic size and the placeholder', () => {
    expect(imageSetOf('a.svg', PREPARED, IMAGE_LAYOUTS.seminarPage)).toEqual({
      src: '/images/h-1024.webp',
      srcSet:
        '/images/h-320.webp 320w, /images/h-640.webp 640w, /images/h-768.webp 768w, /images/h-1024.webp 1024w, /images/h-1280.webp 1280w, /images/h-1536.webp 1536w',
      sizes: '(min-width: 1024px) 320px, calc(100vw - 32px)',
      width: 1200,
      height: 675,
      placeholder: 'data:image/webp;base64,UklGRg==',
    });
  });

  it('for a preset is as wide as the preset, at the image’s ratio', () => {
    const image = { ...PREPARED, variants: { 150: '/t-150.webp', 320: '/t-320.webp' } };
    expect(imageSetOf('a.svg', image, { preset: 'thumb' })).toMatchObject({
      src: '/t-150.webp',
      srcSet: '/t-150.webp 150w, /t-320.webp 320w',
      sizes: '150px',
      width: 150,
      height: 84,
    });
  });

  it('fails the build when the image was not prepared for the layout', () => {
    const layout: ImageLayout = { preset: 'hero' };
    expect(() => imageSetOf('a.svg', PREPARED, layout)).toThrow(
      'image "a.svg" was not prepared at 850 px: add its layout to imageUsages() in src/images/site-images.ts',
    );
  });

  it('of an image whose metadata could not be read: the original without a size, or nothing', () => {
    const failed: PreparedImage = { width: 0, height: 0, scalable: true, placeholder: null, variants: {}, original: '/images/abc.png' };
    expect(imageSetOf('a.png', failed, IMAGE_LAYOUTS.eventPage)).toEqual({ src: '/images/abc.png' });
    expect(imageSetOf('a.png', { ...failed, original: null }, IMAGE_LAYOUTS.eventPage)).toBeNull();
  });

  it('sets the placeholder as a custom property without any semicolon, which CSS reads back', () => {
    const value = placeholderUrl('data:image/webp;base64,UklGRg==');
    expect(value).toBe('url(data:image/webp\\00003bbase64,UklGRg==)');
    expect(value).not.toContain(';');
  });

  const registry: ImageRegistry = new Map([['a.svg', PREPARED]]);
  const render = (element: ReactElement) => renderToString(<ImageRegistryProvider value={registry}>{element}</ImageRegistryProvider>);

  it('is lazy and decoded asynchronously below the fold', () => {
    const html = render(<Image source="a.svg" alt="Ein Rack" layout={IMAGE_LAYOUTS.seminarCard} />);
    expect(html).toMatch(/^<img /);
    expect(html).toContain('alt="Ein Rack"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toMatch(/fetchpriority/i);
    expect(html).toContain('width="1200" height="675"');
    expect(html).toContain('style="--placeholder:url(data:image/webp\\00003bbase64,UklGRg==)"');
  });

  it('as the page’s main image loads at once with high fetch priority, in a <picture> that keeps React from preloading it, without a placeholder', () => {
    const html = render(<Image source="a.svg" alt="" layout={IMAGE_LAYOUTS.homeHero} priority className="w-full" />);
    expect(html).toMatch(/^<picture><img [^>]*><\/picture>$/);
    expect(html).not.toContain('loading=');
    expect(html).not.toContain('--placeholder');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('alt=""');
    expect(html).toContain('class="image w-full"');
  });

  it('draws nothing without a source or without a registry, and refuses a source the build did not prepare', () => {
    expect(render(<Image source={null} alt="x" layout={IMAGE_LAYOUTS.eventPage} />)).toBe('');
    expect(renderToString(<Image source="a.svg" alt="x" layout={IMAGE_LAYOUTS.eventPage} />)).toBe('');
    expect(() => render(<Image source="b.svg" alt="x" layout={IMAGE_LAYOUTS.eventPage} />)).toThrow(/image "b.svg" was not prepared/);
  });

  it('draws an ImageSet an island got in its props', () => {
    const html = renderToString(<ImageElement image={{ src: '/x.webp', width: 10, height: 5 }} alt="x" />);
    expect(html).toBe('<img src="/x.webp" width="10" height="5" alt="x" loading="lazy" decoding="async" class="image"/>');
  });
});

describe('the site’s images', () => {
  it('are the home hero, and each seminar’s and event’s image in the layouts it is drawn in', async () => {
    const content = await loadContentCache('content-cache');
    const usages = imageUsages(content);
    expect(usages.get(HOME_HERO_IMAGE)).toEqual([IMAGE_LAYOUTS.homeHero]);
    for (const seminar of content.seminars)
      expect(usages.get(seminar.image as string)).toEqual([IMAGE_LAYOUTS.seminarCard, IMAGE_LAYOUTS.seminarPage]);
    for (const event of content.events) expect(usages.get(event.image as string)).toEqual([IMAGE_LAYOUTS.eventPage]);
    expect(usages.size).toBe(1 + content.seminars.length + content.events.length);
  });

  it('every seminar and event has an image of its own', async () => {
    const content = await loadContentCache('content-cache');
    const images = [...content.seminars, ...content.events].map((item) => item.image);
    expect(images.every((image) => image !== null)).toBe(true);
    expect(new Set(images).size).toBe(images.length);
  });
});
