// @vitest-environment jsdom
/**
 * The images of the built site in dist/, from the files alone:
 *   - every <img> the site draws has alt, srcset over the configured widths with sizes,
 *     width and height, and is lazy with a placeholder or the page's one high-priority image;
 *   - the home hero, a seminar's and an event's image are their page's priority image,
 *     card images are lazy and decorative;
 *   - every srcset candidate is a webp file of dist/images whose width is the one its
 *     descriptor says, and builds/images.json lists exactly the files of dist/images;
 *   - English pages describe their images in English.
 * (The link check in pages.test.ts checks that every srcset URL is served.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_INDEX_FILE } from '../../src/generate/image-files.ts';
import { IMAGE_WIDTHS } from '../../src/images/constants.ts';
import { DIST_DIR, groupByProblem, loadBuiltSite } from '../support/built-site.ts';

const site = loadBuiltSite();
const parser = new DOMParser();
const images = site.pages.flatMap((page) =>
  [...parser.parseFromString(page.html, 'text/html').querySelectorAll('img.image')].map((img) => ({ page, img })),
);
const byPath = (path: string) => images.filter(({ page }) => page.path === path).map(({ img }) => img);

function candidates(img: Element): Array<{ url: string; width: number }> {
  return (img.getAttribute('srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url ?? '', width: Number(descriptor?.replace(/w$/, '')) }));
}

describe('image markup', () => {
  it('the pages draw images', () => {
    expect(images.length).toBeGreaterThan(50);
  });

  it('every image has alt, srcset over configured widths with sizes, width and height, and is lazy with a placeholder or high priority', () => {
    const found: Array<{ page: string; problem: string }> = [];
    for (const { page, img } of images) {
      const problem = (text: string) => found.push({ page: page.path, problem: `${img.getAttribute('src')}: ${text}` });
      if (!img.hasAttribute('alt')) problem('no alt');
      const widths = candidates(img).map((candidate) => candidate.width);
      if (widths.length < 2 || widths.some((width) => !IMAGE_WIDTHS.includes(width)))
        problem(`srcset widths ${widths.join(',')} are not configured widths`);
      if (!/^(\(min-width: \d+px\) [^,]+, )*[^,]+$/.test(img.getAttribute('sizes') ?? '')) problem(`sizes "${img.getAttribute('sizes')}"`);
      for (const attribute of ['width', 'height']) if (!/^[1-9]\d*$/.test(img.getAttribute(attribute) ?? '')) problem(`no ${attribute}`);
      const placeholder = /^--placeholder:url\(data:image\/webp\\00003bbase64,[A-Za-z0-9+/=]+\)$/.test(img.getAttribute('style') ?? '');
      const lazy =
        img.getAttribute('loading') === 'lazy' &&
        img.getAttribute('decoding') === 'async' &&
        !img.hasAttribute('fetchpriority') &&
        placeholder;
      // The main image: eager (the default), high priority, in a <picture>, so React adds no preload of it to the head.
      const priority =
        !img.hasAttribute('loading') &&
        img.getAttribute('fetchpriority') === 'high' &&
        img.parentElement?.localName === 'picture' &&
        !img.hasAttribute('style');
      if (!lazy && !priority) problem('neither lazy with a placeholder nor high priority without one');
    }
    expect(groupByProblem(found)).toEqual([]);
  });

  it('a page has at most one high-priority image', () => {
    const pages = new Map<string, number>();
    for (const { page, img } of images)
      if (img.getAttribute('fetchpriority') === 'high') pages.set(page.path, (pages.get(page.path) ?? 0) + 1);
    expect([...pages].filter(([, count]) => count > 1)).toEqual([]);
    expect(site.pages.filter((page) => page.html.includes('rel="preload" as="image"')).map((page) => page.path)).toEqual([]);
  });

  it('the home hero is the priority image and described; the cards below it are lazy and decorative; on the seminars page the first card is the priority image', () => {
    for (const path of ['/', '/en']) {
      const [hero, ...cards] = byPath(path);
      expect(hero?.getAttribute('fetchpriority')).toBe('high');
      expect(hero?.getAttribute('alt')).toMatch(/.{20,}/);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.getAttribute('loading')).toBe('lazy');
        expect(card.getAttribute('alt')).toBe('');
      }
    }
    // The seminars page: the first card is in view on a phone (its image the largest paint), the others are not.
    const [first, ...others] = byPath('/en/courses');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(others.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('a seminar’s and an event’s page show their image first, with its description', () => {
    for (const path of [
      '/seminare/klimatisierung-und-kuehlung',
      '/en/courses/klimatisierung-und-kuehlung',
      '/en/events/rechenzentrumstag-2027',
    ]) {
      const [image] = byPath(path);
      expect(image?.getAttribute('fetchpriority')).toBe('high');
      expect(image?.getAttribute('alt')).toMatch(/.{20,}/);
    }
    expect(byPath('/en/courses/klimatisierung-und-kuehlung')[0]?.getAttribute('alt')).toMatch(/cold aisle/);
    expect(byPath('/seminare/klimatisierung-und-kuehlung')[0]?.getAttribute('alt')).toMatch(/Kaltgang/);
  });

  it('English pages describe their images in English', () => {
    const german = /[äöüÄÖÜß]|\b(und|mit|der|die|das|eines?|über)\b/;
    const found = images
      .filter(({ page, img }) => page.path.startsWith('/en') && german.test(img.getAttribute('alt') ?? ''))
      .map(({ page, img }) => `${page.path}: ${img.getAttribute('alt')}`);
    expect(found).toEqual([]);
  });
});

describe('image files', () => {
  const referenced = new Map<string, number>();
  for (const { img } of images) for (const { url, width } of candidates(img)) referenced.set(url, width);

  it('every srcset candidate is a webp file in dist/images as wide as its descriptor says', async () => {
    const found: string[] = [];
    for (const [url, width] of referenced) {
      if (!/^\/images\/[0-9a-f]{16}-\d+\.webp$/.test(url)) {
        found.push(`${url}: not a static variant`);
        continue;
      }
      const file = join(DIST_DIR, url);
      if (!existsSync(file)) {
        found.push(`${url}: missing`);
        continue;
      }
      const metadata = await sharp(readFileSync(file)).metadata();
      if (metadata.format !== 'webp' || metadata.width !== width)
        found.push(`${url}: ${metadata.format} ${metadata.width} px wide, srcset says ${width}w`);
    }
    expect(found).toEqual([]);
  });

  it('builds/images.json lists exactly the files of dist/images, and every one is used', () => {
    const index = JSON.parse(readFileSync(join(DIST_DIR, IMAGE_INDEX_FILE), 'utf8')) as { files: string[] };
    const onDisk = readdirSync(join(DIST_DIR, 'images'))
      .map((name) => `images/${name}`)
      .sort();
    expect(index.files).toEqual(onDisk);
    expect(onDisk.filter((file) => !referenced.has(`/${file}`))).toEqual([]);
  });
});
