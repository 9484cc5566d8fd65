// Images at build: preparing them with sharp and the content-hash cache (a second run does no image work), the placeholder's parameters, failures that log and go on, the hosted and directus providers (a local CMS stand-in, never the internet), and the images' part of full and incremental site builds.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type Env, readSettings } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { IMAGE_INDEX_FILE, imageSiteFiles } from '../../src/generate/image-files.ts';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';
import { type ImageConfig, imageConfig } from '../../src/images/config.ts';
import { imageStatsLine } from '../../src/images/image-stats.ts';
import type { ImageLayout } from '../../src/images/layout.ts';
import { createImagePreparer, prepareImages } from '../../src/images/prepare-images.ts';
import { placeholderDataUri, readMetadata } from '../../src/images/sharp-image.ts';
import { imageUsages } from '../../src/images/site-images.ts';
import { ImageSourceError } from '../../src/images/source.ts';
import { createApp } from '../../src/server/app.ts';
import { TEST_MANIFEST } from '../support/client-manifest.ts';
import { applied, generateInMemory, previousOf } from '../support/memory-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const imageConfigOf = (env: Env, siteUrl: string) => imageConfig(readSettings(env), siteUrl);

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="160" height="90"><rect width="160" height="90" fill="#123456"/><circle cx="80" cy="45" r="30" fill="#f59e0b"/></svg>';
const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
const CARD: ImageLayout = { sizes: { base: '100vw' } };
const THUMB: ImageLayout = { preset: 'thumb' };

let dir = '';
let errors: MockInstance<typeof console.error>;
const config = (env: Record<string, string> = {}): ImageConfig => ({
  ...imageConfigOf(env, 'https://www.example.test'),
  imagesDir: join(dir, 'images'),
  cacheDir: join(dir, 'cache'),
});
const put = async (file: string, data: string | Uint8Array) => {
  await mkdir(join(dir, 'images', file, '..'), { recursive: true });
  await writeFile(join(dir, 'images', file), data);
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-test-'));
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  errors.mockRestore();
  await rm(dir, { recursive: true, force: true });
});

describe('prepareImages (static provider)', () => {
  it('makes each variant a layout needs once, and a second run takes everything from the cache', async () => {
    await put('a.svg', SVG);
    await put('b.png', await png(700, 350, '#336699'));
    const usages = new Map([
      ['a.svg', [CARD]],
      ['b.png', [CARD, THUMB]],
    ]);

    const first = await prepareImages(usages, config());
    // a.svg (vector): every screen width; b.png (700 px): the screen widths up to 700, then its own width, and the thumb's.
    expect(Object.keys(first.registry.get('a.svg')!.variants).map(Number)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(Object.keys(first.registry.get('b.png')!.variants).map(Number)).toEqual([150, 320, 640, 700]);
    expect(first.stats).toMatchObject({ sources: 2, variants: 10, cacheHits: 0, generated: 10, metadataRead: 2, failed: 0 });

    const second = await prepareImages(usages, config());
    expect(second.stats).toMatchObject({ variants: 10, cacheHits: 10, generated: 0, metadataRead: 0 });
    expect(imageStatsLine(second.stats)).toBe('images: 10 variants, 10 cache hits, 0 generated; 2 sources, 0 measured');
    expect(second.registry).toEqual(first.registry);
  });

  it('names variants by content hash and width, as webp files of exactly that width', async () => {
    await put('a.svg', SVG);
    const prepared = await prepareImages(new Map([['a.svg', [CARD]]]), config());
    const image = prepared.registry.get('a.svg')!;
    expect(image).toMatchObject({ width: 160, height: 90, scalable: true, original: null });
    expect(image.variants[640]).toMatch(/^\/images\/[0-9a-f]{16}-640\.webp$/);
    expect([...prepared.files.keys()]).toEqual(Object.values(image.variants).map((path) => path.slice(1)));
    const metadata = await sharp(prepared.files.get(image.variants[640]!.slice(1))!()).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });

  it('a changed image gets new names; the same bytes under another name share them', async () => {
    await put('a.svg', SVG);
    await put('copy.svg', SVG);
    const before = await prepareImages(
      new Map([
        ['a.svg', [THUMB]],
        ['copy.svg', [THUMB]],
      ]),
      config(),
    );
    expect(before.registry.get('copy.svg')!.variants).toEqual(before.registry.get('a.svg')!.variants);
    await put('a.svg', SVG.replace('#123456', '#654321'));
    const after = await prepareImages(new Map([['a.svg', [THUMB]]]), config());
    expect(after.registry.get('a.svg')!.variants[150]).not.toBe(before.registry.get('a.svg')!.variants[150]);
    expect(after.stats).toMatchObject({ generated: 2, cacheHits: 0 });
  });

  it('keeps quality other than the default in the variant’s name', async () => {
    await put('a.svg', SVG);
    const prepared = await prepareImages(new Map([['a.svg', [THUMB]]]), config({ IMAGE_QUALITY: '60' }));
    expect(prepared.registry.get('a.svg')!.variants[150]).toMatch(/-150-q60\.webp$/);
  });

  it('refuses an image on another host than the CMS: the build stops', async () => {
    await expect(
      prepareImages(new Map([['https://images.example.org/a.jpg', [CARD]]]), config({ DIRECTUS_URL: 'https://cms.example.test' })),
    ).rejects.toThrow(ImageSourceError);
  });
});

describe('createImagePreparer (the server’s rebuilds)', () => {
  it('returns the last result without reading a file when the files are unchanged, and prepares again when one changes', async () => {
    await put('a.svg', SVG);
    const prepare = createImagePreparer(config());
    const usages = new Map([['a.svg', [THUMB]]]);
    const first = await prepare(usages);
    expect(first.stats.generated).toBe(2);
    const again = await prepare(usages);
    expect(again.registry).toBe(first.registry);
    expect(again.stats).toMatchObject({ cacheHits: 2, generated: 0, metadataRead: 0 });
    await put('a.svg', SVG.replace('#123456', '#abcdef'));
    const changed = await prepare(usages);
    expect(changed.registry.get('a.svg')!.variants[150]).not.toBe(first.registry.get('a.svg')!.variants[150]);
    expect(changed.stats.generated).toBe(2);
  });
});

describe('failures: an error is logged, the size is 0, the build goes on', () => {
  it('a missing file: not drawn', async () => {
    const prepared = await prepareImages(new Map([['gone.svg', [CARD]]]), config());
    expect(prepared.registry.get('gone.svg')).toEqual({
      width: 0,
      height: 0,
      scalable: true,
      placeholder: null,
      variants: {},
      original: null,
    });
    expect(prepared.stats.failed).toBe(1);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(
        /^images: the metadata of "gone\.svg" cannot be read \(cannot read .*gone\.svg: ENOENT\); its size is 0 and the build goes on$/,
      ),
    );
    expect(imageStatsLine(prepared.stats)).toContain('1 unreadable');
  });

  it('a file sharp cannot read: published as it is, without a size', async () => {
    await put('broken.png', 'not a png');
    const prepared = await prepareImages(new Map([['broken.png', [CARD]]]), config());
    const image = prepared.registry.get('broken.png')!;
    expect(image).toMatchObject({ width: 0, height: 0, placeholder: null, variants: {} });
    expect(image.original).toMatch(/^\/images\/[0-9a-f]{16}\.png$/);
    expect(Buffer.from(prepared.files.get(image.original!.slice(1))!()).toString()).toBe('not a png');
    expect(errors).toHaveBeenCalledOnce();
  });
});

describe('the placeholder', () => {
  it('is the image at 10x10, blurred with sigma 3, as webp at quality 50, in a data URI', async () => {
    const source = await png(64, 36, '#2266aa');
    const uri = (await placeholderDataUri(source, await readMetadata(source))) as string;
    expect(uri).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(uri.split(',')[1]!, 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 10, height: 10, hasAlpha: false });
    // The same bytes as the spec's parameters written out by hand.
    const small = await sharp(source).resize(10, 10, { fit: 'fill' }).png().toBuffer();
    const expected = await sharp(small).removeAlpha().blur(3).webp({ quality: 50 }).toBuffer();
    expect(bytes.equals(expected)).toBe(true);
    expect(uri.length).toBeLessThan(200);
  });

  it('is left out for an image with transparent parts, which would not cover it', async () => {
    const source = await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect(await placeholderDataUri(source, await readMetadata(source))).toBeNull();
  });
});

interface Cms {
  readonly url: string;
  readonly requests: Array<{ path: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

async function startCms(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Cms> {
  const requests: Cms['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

const ASSET = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('the hosted and directus providers', () => {
  it('hosted: the site publishes its own file for the optimiser and draws it through the optimiser’s URL', async () => {
    await put('a.svg', SVG);
    const prepared = await prepareImages(
      new Map([['a.svg', [THUMB]]]),
      config({ IMAGE_PROVIDER: 'hosted', IMAGE_HOSTED_URL: 'https://img.example.net/_image' }),
    );
    const [original] = [...prepared.files.keys()];
    expect(original).toMatch(/^images\/[0-9a-f]{16}\.svg$/);
    const sourceUrl = encodeURIComponent(`https://www.example.test/${original}`);
    expect(prepared.registry.get('a.svg')!.variants).toEqual({
      150: `https://img.example.net/_image?url=${sourceUrl}&w=150&q=100`,
      320: `https://img.example.net/_image?url=${sourceUrl}&w=320&q=100`,
    });
    expect(prepared.registry.get('a.svg')!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(imageStatsLine(prepared.stats)).toBe('images: served by the hosted provider; 1 sources, 1 measured');
  });

  it('directus: a CMS asset is measured once (then asked for with its ETag), drawn from /assets with width, quality and webp; files of the site stay static', async () => {
    const bytes = await png(800, 450, '#0a7');
    const cms = await startCms((request, response) => {
      if (request.url !== `/assets/${ASSET}`) return void response.writeHead(404).end();
      if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end();
      response.writeHead(200, { 'content-type': 'image/png', etag: '"v1"' }).end(bytes);
    });
    try {
      await put('a.svg', SVG);
      const settings = config({ IMAGE_PROVIDER: 'directus', DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: 'read-token' });
      const usages = new Map([
        [ASSET, [THUMB]],
        ['a.svg', [THUMB]],
      ]);
      const first = await prepareImages(usages, settings);
      expect(first.registry.get(ASSET)).toMatchObject({
        width: 800,
        height: 450,
        scalable: false,
        variants: {
          150: `${cms.url}/assets/${ASSET}?width=150&quality=100&format=webp`,
          320: `${cms.url}/assets/${ASSET}?width=320&quality=100&format=webp`,
        },
      });
      expect(first.registry.get('a.svg')!.variants[150]).toMatch(/^\/images\/[0-9a-f]{16}-150\.webp$/);
      expect(cms.requests[0]!.headers.authorization).toBe('Bearer read-token');

      const second = await prepareImages(usages, settings);
      expect(cms.requests[1]!.headers['if-none-match']).toBe('"v1"');
      expect(second.stats.metadataRead).toBe(0);
      expect(second.registry).toEqual(first.registry);
    } finally {
      await cms.close();
    }
  });

  it('a CMS that does not answer: logged, size 0, still drawn from the CMS', async () => {
    const cms = await startCms((_request, response) => void response.writeHead(503).end());
    try {
      const prepared = await prepareImages(new Map([[ASSET, [THUMB]]]), config({ IMAGE_PROVIDER: 'directus', DIRECTUS_URL: cms.url }));
      expect(prepared.registry.get(ASSET)).toMatchObject({ width: 0, height: 0, placeholder: null });
      expect(Object.keys(prepared.registry.get(ASSET)!.variants)).toEqual(['150', '320']);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('answered 503'));
    } finally {
      await cms.close();
    }
  });
});

// --- The images' part of a site build ------------------------------------------------

const manifest = TEST_MANIFEST;
const icons = await resolveIcons(ICON_NAMES);
const content = await loadContentCache('content-cache');

/** A small raster image of its own for every reference of the content: one variant each, quick to make. */
async function contentImages(changed: string | null = null): Promise<void> {
  const references = [...imageUsages(content).keys()];
  await Promise.all(
    references.map(async (reference, index) =>
      put(reference, await png(48, 27, reference === changed ? '#ff0000' : `#20${(index * 10).toString(16).padStart(2, '0')}60`)),
    ),
  );
}

// Each test draws the whole shipped site up to three times, in this thread: the bound is for a
// hang, and the browser tier may run beside it (npm test), which took one of them past 30 s.
describe('images in a site build', { timeout: 120_000 }, () => {
  it('a full build writes every image file and the index; the pages draw them', async () => {
    await contentImages();
    const images = await prepareImages(imageUsages(content), config());
    const { files } = await generateInMemory({
      content,
      manifest,
      icons,
      images,
      siteUrl: 'https://www.example.test',
      today: TEST_DAY,
      analyticsEndpoint: null,
    });
    for (const file of images.files.keys()) expect(files.has(file)).toBe(true);
    expect(JSON.parse(String(files.get(IMAGE_INDEX_FILE))).files).toEqual([...images.files.keys()].sort());
    const home = String(files.get('en/index.html'));
    expect(home).toMatch(/<img src="\/images\/[0-9a-f]{16}-48\.webp" srcSet="\/images\/[0-9a-f]{16}-48\.webp 48w"/);
    expect(home).toContain('fetchPriority="high"');
  });

  it('an incremental build with the same images writes no image file and renders no page', async () => {
    await contentImages();
    const images = await prepareImages(imageUsages(content), config());
    const inputs = {
      content,
      manifest,
      icons,
      images,
      siteUrl: 'https://www.example.test',
      today: TEST_DAY,
      analyticsEndpoint: null,
    };
    const first = await generateInMemory(inputs);
    const again = await generateInMemory(
      { ...inputs, images: await prepareImages(imageUsages(content), config()) },
      previousOf(first.files, content),
    );
    expect([...again.files.keys()].filter((file) => !file.startsWith('builds/'))).toEqual([]);
    expect(again.site.deleted).toEqual([]);
    expect(again.site.meta.pagesRendered).toBe(0);
    expect(again.site.buildId).toBe(first.site.buildId);
  });

  it('an image replaced under the same name: its new files are written, the old deleted, every page rendered again', async () => {
    await contentImages();
    const inputs = { content, manifest, icons, siteUrl: 'https://www.example.test', today: TEST_DAY, analyticsEndpoint: null };
    const first = await generateInMemory({ ...inputs, images: await prepareImages(imageUsages(content), config()) });
    const files = first.files;
    const changed = content.seminars[0]!.image as string;
    await contentImages(changed);
    const images = await prepareImages(imageUsages(content), config());
    expect(images.stats.generated).toBe(1);
    const next = await generateInMemory({ ...inputs, images }, previousOf(files, content));
    const newFile = images.registry.get(changed)!.variants[48]!.slice(1);
    expect([...next.files.keys()].filter((file) => file.startsWith('images/'))).toEqual([newFile]);
    expect(next.site.deleted).toHaveLength(1);
    expect(next.site.deleted[0]).toMatch(/^images\/[0-9a-f]{16}-48\.webp$/);
    expect(next.site.meta.pagesRendered).toBe(next.site.pageCount);
    expect(next.site.buildId).not.toBe(first.site.buildId);
    // And the result is the full build of the new images.
    const full = await generateInMemory({ ...inputs, images });
    expect([...applied(files, next).keys()].filter((file) => !file.startsWith('builds/')).sort()).toEqual(
      [...full.files.keys()].filter((file) => !file.startsWith('builds/')).sort(),
    );
  });

  it('a seminar given a new image: only the new files, only the pages that show it', async () => {
    await contentImages();
    const inputs = { manifest, icons, siteUrl: 'https://www.example.test', today: TEST_DAY, analyticsEndpoint: null };
    const first = await generateInMemory({ ...inputs, content, images: await prepareImages(imageUsages(content), config()) });
    const files = first.files;
    const edited = structuredClone(content) as unknown as { -readonly [K in keyof Content]: Array<Record<string, unknown>> };
    edited.seminars[0]!.image = 'seminars/new-picture.png';
    await put('seminars/new-picture.png', await png(48, 27, '#00aa55'));
    const images = await prepareImages(imageUsages(edited as unknown as Content), config());
    const next = await generateInMemory({ ...inputs, content: edited as unknown as Content, images }, previousOf(files, content));
    expect([...next.files.keys()].filter((file) => file.startsWith('images/'))).toEqual([
      images.registry.get('seminars/new-picture.png')!.variants[48]!.slice(1),
    ]);
    expect(next.site.deleted).toHaveLength(1);
    expect(next.site.meta.pagesRendered).toBeGreaterThan(0);
    expect(next.site.meta.pagesRendered).toBeLessThan(next.site.pageCount / 2);
  });

  it('imageSiteFiles: without a previous index every file is new and pages are rendered again', () => {
    const images = { registry: new Map(), files: new Map([['images/a-48.webp', () => new Uint8Array([1])]]), stats: {} as never };
    const full = imageSiteFiles(images);
    expect([...full.files.keys()]).toEqual(['images/a-48.webp', IMAGE_INDEX_FILE]);
    expect(full.changed).toBe(false);
    const overOld = imageSiteFiles(images, null);
    expect(overOld.changed).toBe(true);
    const same = imageSiteFiles(images, new TextEncoder().encode(String(full.files.get(IMAGE_INDEX_FILE))));
    expect([...same.files.keys()]).toEqual([]);
    expect(same.changed).toBe(false);
  });
});

describe('serving the images', () => {
  it('sends the made images with a year of immutable caching (their names change with their bytes), the image index not', async () => {
    const dist = join(dir, 'dist');
    await mkdir(join(dist, 'images'), { recursive: true });
    await mkdir(join(dist, 'builds'), { recursive: true });
    await writeFile(
      join(dist, 'images/0123456789abcdef-640.webp'),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
    );
    await writeFile(join(dist, IMAGE_INDEX_FILE), '{}');
    const app = createApp({ distDir: dist });
    const image = await app.request('/images/0123456789abcdef-640.webp');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request(`/${IMAGE_INDEX_FILE}`)).headers.get('cache-control')).toContain('must-revalidate');
  });
});
