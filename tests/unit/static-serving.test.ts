/**
 * The server's static files through app.request(), on a temporary site precompressed by the
 * build's own precompressFile: negotiation of brotli (the build's variant), gzip (made on
 * request) and identity, Content-Type and -Length of
 * what is sent, ETag per variant and 304, HEAD, the cache policy, files that are never
 * served by their own name, and the site directory asked once per request.
 */
import { randomBytes } from 'node:crypto';
import { rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../src/generate/precompress.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/http/cache-policy.ts';
import { createApp } from '../../src/server/app.ts';
import { BASE_PAGES, capturingLogger, tempDir, writeTree } from '../support/temp-site.ts';

const PAGE = `<!doctype html><html lang="en-US"><title>Courses</title>${'<p>EN 50600 seminar dates and prices</p>'.repeat(200)}</html>`;
const LOADER = `export const loader = ${JSON.stringify('x'.repeat(3000))};`;

let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = await writeTree(await tempDir('dist-'), {
    ...BASE_PAGES,
    'en/courses/index.html': PAGE,
    'assets/loader-abc.js': LOADER,
    'assets/small-abc.js': 'console.log(1)',
    'favicon.ico': new Uint8Array(2000).fill(7),
    'builds/latest.json': '{"id":"b1"}',
    'robots.txt': 'User-agent: *',
    '_payload.json': '{"page":"/"}',
    'seminare/_payload.json': '{"page":"/seminare"}',
    _redirects: '/a /b 301',
    _headers: '/*\n  X-Test: 1',
    'downloads/archive.tar.gz': 'not a variant',
    'en/courses/index.html.gz': 'a gzip copy an older build left',
  });
  for (const file of ['en/courses/index.html', 'assets/loader-abc.js', 'assets/small-abc.js']) await precompressFile(join(dist, file));
  app = createApp({ distDir: dist, logger: capturingLogger() });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('content negotiation', () => {
  it('sends brotli to a browser that accepts it, with the original type and the sent length', async () => {
    const response = await get('/en/courses', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it('sends gzip, made as it is sent, when brotli is refused (q=0) or not offered', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await get('/assets/loader-abc.js', { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const body = await bytes(response);
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      expect(gunzipSync(body).toString()).toBe(LOADER);
    }
    const page = await get('/en/courses', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(await bytes(page)).toString()).toBe(PAGE); // not the older build's copy beside it
  });

  it('sends the file itself without Accept-Encoding, with identity only, or with both refused', async () => {
    for (const headers of [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
      { 'Accept-Encoding': '*;q=0, identity' },
    ] as Record<string, string>[]) {
      const response = await get('/en/courses', headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytes(response)).toString()).toBe(PAGE);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE));
    }
  });

  it('sends a file that gzip does not make smaller as it is, with the tag of the file itself', async () => {
    const noise = randomBytes(4096); // incompressible
    const site = await writeTree(await tempDir('dist-'), { ...BASE_PAGES, 'noise.json': noise });
    const served = createApp({ distDir: site, logger: capturingLogger() });
    const plain = await served.request('/noise.json');
    for (const method of ['GET', 'HEAD']) {
      const response = await served.request('/noise.json', { method, headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding'), method).toBeNull();
      expect(response.headers.get('etag'), method).toBe(plain.headers.get('etag'));
      expect(response.headers.get('content-length'), method).toBe('4096');
    }
    expect(await bytes(await served.request('/noise.json', { headers: { 'Accept-Encoding': 'gzip' } }))).toEqual(Buffer.from(noise));
  });

  it('sends the file itself when no variant was worth writing (a small file)', async () => {
    const response = await get('/assets/small-abc.js', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('console.log(1)');
  });

  it('never sends a variant older than its file (a file rewritten after its variants)', async () => {
    const site = await writeTree(await tempDir('dist-'), { ...BASE_PAGES, 'page/index.html': PAGE });
    await precompressFile(join(site, 'page/index.html'));
    const old = new Date(Date.now() - 60_000);
    await utimes(join(site, 'page/index.html.br'), old, old);
    const response = await createApp({ distDir: site, logger: capturingLogger() }).request('/page', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('does not compress types that are not text, and sends them without Vary', async () => {
    const response = await get('/favicon.ico', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect((await bytes(response)).length).toBe(2000);
  });
});

describe('validation and HEAD', () => {
  it('gives each encoding its own ETag (weak for gzip made on request) and answers a matching If-None-Match with 304', async () => {
    const tags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get('/en/courses', { 'Accept-Encoding': accept });
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(accept === 'gzip' ? /^W\/"[^"]+"$/ : /^"[^"]+"$/);
      tags.add(etag);
      const again = await get('/en/courses', { 'Accept-Encoding': accept, 'If-None-Match': `"other", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(REVALIDATE);
      expect(await again.text()).toBe('');
    }
    expect(tags.size).toBe(3);
    const other = await get('/en/courses', { 'Accept-Encoding': 'br', 'If-None-Match': '"stale"' });
    expect(other.status).toBe(200);
  });

  it('changes the ETag when a file is rewritten', async () => {
    const site = await writeTree(await tempDir('dist-'), { ...BASE_PAGES, 'page/index.html': 'one' });
    const siteApp = createApp({ distDir: site, logger: capturingLogger() });
    const first = (await siteApp.request('/page')).headers.get('etag');
    await writeTree(site, { 'page/index.html': 'two!' });
    const second = (await siteApp.request('/page')).headers.get('etag');
    expect(second).not.toBe(first);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const full = await get('/en/courses', { 'Accept-Encoding': accept });
      const head = await get('/en/courses', { 'Accept-Encoding': accept }, 'HEAD');
      expect(head.status).toBe(200);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary']) {
        expect(head.headers.get(name), name).toBe(full.headers.get(name));
      }
      expect(await head.text()).toBe('');
    }
  });
});

describe('cache policy', () => {
  it('keeps hashed assets for a year and revalidates everything else', async () => {
    expect((await get('/assets/loader-abc.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    for (const path of ['/', '/en/courses', '/builds/latest.json', '/robots.txt', '/favicon.ico']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe(REVALIDATE);
    }
  });
});

describe('files not served by their own name', () => {
  it('refuses the deploy files, the precompressed variants and an older build’s gzip copies', async () => {
    for (const path of ['/_redirects', '/_headers', '/en/courses/index.html.br', '/en/courses/index.html.gz', '/assets/loader-abc.js.br']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('X-Test');
    }
  });

  it('still serves files whose names merely look alike: per-page payloads and real .gz downloads', async () => {
    expect(await (await get('/_payload.json')).text()).toBe('{"page":"/"}');
    expect(await (await get('/seminare/_payload.json')).text()).toBe('{"page":"/seminare"}');
    expect(await (await get('/downloads/archive.tar.gz')).text()).toBe('not a variant');
  });
});

describe('the site directory', () => {
  it('is asked once per request, and the whole request (page, variant, 404 page) comes from that answer', async () => {
    const other = await writeTree(await tempDir('dist-'), {
      ...BASE_PAGES,
      '404.html': '<html>other 404 <code data-path-slot="request"></code></html>',
      'en/courses/index.html': 'the other site',
    });
    const answers = [dist, other];
    let asked = 0;
    const switching = createApp({ siteRoot: () => answers[asked++ % 2]!, logger: capturingLogger() });

    const fromFirst = await switching.request('/en/courses', { headers: { 'Accept-Encoding': 'br' } });
    expect(asked).toBe(1);
    expect(brotliDecompressSync(await bytes(fromFirst)).toString()).toBe(PAGE);

    const fromSecond = await switching.request('/en/courses', { headers: { 'Accept-Encoding': 'br' } });
    expect(asked).toBe(2);
    expect(fromSecond.headers.get('content-encoding')).toBeNull(); // the other site has no variants
    expect(await fromSecond.text()).toBe('the other site');

    asked = 1; // the next request asks once and gets `other`
    const missing = await switching.request('/nope');
    expect(asked).toBe(2);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('other 404');
  });

  it('a removed variant is simply not sent', async () => {
    const site = await writeTree(await tempDir('dist-'), { ...BASE_PAGES, 'page/index.html': PAGE });
    await precompressFile(join(site, 'page/index.html'));
    await rm(join(site, 'page/index.html.br'));
    const response = await createApp({ distDir: site, logger: capturingLogger() }).request('/page', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(PAGE);
  });
});
