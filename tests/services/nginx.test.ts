/**
 * The generated nginx snippet (deploy/nginx.conf) in a real nginx serving the built dist/:
 * it loads, and answers like the Node server: security headers, redirects, one address
 * per page (canonical slashes, index.html by name, escaped variants, the error pages by
 * name), precompressed files, cache policy, the 404 and 405 pages of each language, what the
 * Node server draws (the searched list, the verification page's answers, the DID document), and
 * nothing that is not for visitors. Needs nginx with the brotli_static module (apt-get install nginx
 * libnginx-mod-http-brotli-static; .ci/run installs them).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { type Env, readSettings } from '../../src/config/settings.ts';
import { API_REFUSALS, DEFAULT_API_UPSTREAM } from '../../src/hosting/nginx-conf.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/http/cache-policy.ts';
import { headerSettings } from '../../src/http/header-settings.ts';
import { securityHeaders } from '../../src/http/security-headers.ts';
import { DIST_DIR } from '../support/built-site.ts';

const headerSettingsOf = (env: Env) => headerSettings(readSettings(env));

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) => existsSync(path));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const SNIPPET = join(DIST_DIR, '../deploy/nginx.conf');

let nginx: ChildProcess | undefined;
let origin = '';
let apiPort = 0;

/** nginx on `port`, passing /api/ to `apiPort`, where no server listens (the Node server is away). */
async function config(dir: string, port: number, apiPort: number): Promise<string> {
  let snippet = (await readFile(SNIPPET, 'utf8')).replaceAll(DEFAULT_API_UPSTREAM, `http://127.0.0.1:${apiPort}`);
  if (!existsSync(BROTLI_MODULE)) snippet = snippet.replace('brotli_static on;', '');
  await writeFile(join(dir, 'site.conf'), snippet);
  const file = join(dir, 'nginx.conf');
  await writeFile(
    file,
    `${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${DIST_DIR};
        include ${dir}/site.conf;
    }
}
`,
  );
  return file;
}

describe('the nginx snippet in nginx', () => {
  it('has nginx and its brotli_static module to run in', () => {
    expect(NGINX, 'nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)').toBeDefined();
    expect(existsSync(BROTLI_MODULE), `${BROTLI_MODULE} is missing: apt-get install libnginx-mod-http-brotli-static`).toBe(true);
  });

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nginx-'));
    const port = await freePort();
    apiPort = await freePort();
    const file = await config(dir, port, apiPort);
    execFileSync(NGINX!, ['-t', '-q', '-c', file, '-p', dir], { stdio: 'pipe' });
    nginx = spawn(NGINX!, ['-c', file, '-p', dir], { stdio: 'ignore' });
    origin = `http://127.0.0.1:${port}`;
    for (;;) {
      try {
        await fetch(origin);
        break;
      } catch {
        await new Promise((next) => setTimeout(next, 50));
      }
    }
  });
  afterAll(() => {
    nginx?.kill('SIGTERM');
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers, redirect: 'manual' });
  // The headers the build wrote are those of its environment (HSTS, ANALYTICS_URL, IMAGE_ORIGINS).
  const expected = securityHeaders(headerSettingsOf(process.env));

  it('sends the security headers of the Node server on pages, files, redirects and 404s', async () => {
    for (const path of ['/', '/seminare', '/robots.txt', '/seminare/', '/sitemap.xml', '/no/such/page', '/en/no/such/page']) {
      const response = await get(path);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('redirects the old addresses and stray slashes, keeping the query', async () => {
    const table = await get('/sitemap.xml?x=1');
    expect(table.status).toBe(301);
    expect(new URL(table.headers.get('location')!).pathname + new URL(table.headers.get('location')!).search).toBe(
      '/sitemap_index.xml?x=1',
    );
    for (const path of ['/seminare/tsi-professional-training/1003', '/seminare/tsi-professional-training/1003/']) {
      const date = await get(`${path}?z=3`);
      expect(date.status, path).toBe(301);
      const to = new URL(date.headers.get('location')!, origin);
      expect(to.pathname + to.search, path).toBe('/seminare/en-50600-professional/1003?z=3');
      expect((await get(to.pathname)).status).toBe(200);
    }
    const slash = await get('/seminare/?y=2');
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get('location')!, origin).pathname + new URL(slash.headers.get('location')!, origin).search).toBe(
      '/seminare?y=2',
    );
  });

  it('serves pages revalidated and hashed assets for a year, brotli from the build and gzip on request', async () => {
    const page = await get('/seminare', { 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(REVALIDATE);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('<html lang="de-DE"');
    const loader = readdirSync(join(DIST_DIR, 'assets')).find((file) => /^loader-.*\.js$/.test(file))!;
    const asset = await get(`/assets/${loader}`, { 'Accept-Encoding': existsSync(BROTLI_MODULE) ? 'br, gzip' : 'gzip' });
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(asset.headers.get('content-encoding')).toBe(existsSync(BROTLI_MODULE) ? 'br' : 'gzip');
    expect(await asset.text()).toBe(await readFile(join(DIST_DIR, 'assets', loader), 'utf8'));
    const stylesheet = readdirSync(join(DIST_DIR, 'assets')).find((file) => file.endsWith('.css'))!;
    for (const file of [loader, stylesheet]) {
      const gzipped = await get(`/assets/${file}`, { 'Accept-Encoding': 'gzip' });
      expect(gzipped.headers.get('content-encoding'), file).toBe('gzip');
      expect(await gzipped.text()).toBe(await readFile(join(DIST_DIR, 'assets', file), 'utf8'));
    }
  });

  it('answers unknown paths with 404 and the page of their language', async () => {
    const german = await get('/no/such/page');
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('<html lang="de-DE"');
    const english = await get('/en/no/such/page');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en-US"');
  });

  it("words each language's 404 page in that language alone", async () => {
    const german = await (await get('/no/such/page')).text();
    expect(german).toContain('Seite nicht gefunden: <code data-path-slot="request">');
    expect(german).not.toMatch(/Page not found|Page Not Found/i);
    const english = await (await get('/en/no/such/page')).text();
    expect(english).toContain('Page not found: <code data-path-slot="request">');
    expect(english).not.toContain('Seite nicht gefunden');
  });

  it('answers another method on a page with 405, Allow and the 405 page of its language', async () => {
    for (const [path, lang, heading] of [
      ['/seminare', 'de-DE', 'Fehler 405'],
      ['/en/courses', 'en-US', 'Error 405'],
    ] as const) {
      const response = await fetch(origin + path, { method: 'POST', headers: { Accept: 'text/html' }, body: 'x=1', redirect: 'manual' });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow'), path).toBe('GET, HEAD');
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(heading);
    }
  });

  it('gives every page one address: index.html by name redirects to it, query kept', async () => {
    for (const [path, to] of [
      ['/index.html', '/'],
      ['/seminare/index.html?x=1', '/seminare?x=1'],
      ['/en/index.html', '/en'],
      ['/en/courses/index.html/', '/en/courses'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(301);
      const location = new URL(response.headers.get('location')!, origin);
      expect(location.pathname + location.search, path).toBe(to);
    }
    for (const path of ['/', '/en', '/seminare']) expect((await get(path)).status, path).toBe(200);
  });

  it("answers 404 with the page of the path's language for the error pages by name and escaped variants of a page", async () => {
    const cases = [
      ['/404.html', 'de-DE'],
      ['/500.html', 'de-DE'],
      ['/405.html', 'de-DE'],
      ['/en/404.html', 'en-US'],
      ['/en/500.html', 'en-US'],
      ['/en/431.html', 'en-US'],
      ['/seminare%2Fx', 'de-DE'],
      ['/%73eminare', 'de-DE'],
      ['/index%2Ehtml', 'de-DE'],
      ['/en%2Fcourses', 'en-US'],
      ['/en/courses%2F', 'en-US'],
    ] as const;
    for (const [path, lang] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain('data-path-slot="request"');
    }
  });

  it('answers API clients in JSON when it refuses for the API itself: a body over its limit, the Node server away', async () => {
    const away = await fetch(`${origin}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(away.status).toBe(502);
    expect(away.headers.get('content-type')).toBe('application/json');
    expect(await away.json()).toEqual(API_REFUSALS.unavailable);
    const large = await fetch(`${origin}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual(API_REFUSALS.tooLarge);
    for (const [name, value] of Object.entries(expected)) expect(away.headers.get(name), name).toBe(value);
  });

  it('passes the seminar list searched without JavaScript to the Node server, never cached; without words it is the built page', async () => {
    // A stand-in for the Node server, which answers the searched list with its own headers.
    const node = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' });
      response.end(`drawn for ${request.url}`);
    });
    await new Promise<void>((listening) => node.listen(apiPort, '127.0.0.1', listening));
    try {
      for (const path of ['/seminare?q=k%C3%BChlung', '/en/courses?q=cooling']) {
        const response = await get(path);
        expect(await response.text()).toBe(`drawn for ${path}`);
        expect(response.headers.get('cache-control')).toBe('no-store');
        for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
      const built = await get('/en/courses');
      expect(await built.text()).toBe(await readFile(join(DIST_DIR, 'en/courses/index.html'), 'utf8'));
      expect(built.headers.get('cache-control')).toBe(REVALIDATE);
    } finally {
      await new Promise((closed) => node.close(closed));
    }
  });

  it("passes the verification page's answers and the DID document to the Node server; without a query the page is the built one", async () => {
    // A stand-in for the Node server: it says what it was asked, with the headers the real one sends.
    const node = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      const did = request.url === '/.well-known/did.json';
      response.writeHead(200, {
        'Content-Type': did ? 'application/json' : 'text/html',
        'Cache-Control': did ? 'public, max-age=300' : 'no-store',
        ...(did ? { 'Access-Control-Allow-Origin': '*' } : { 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }),
      });
      response.end(`${request.method} ${request.url} ${body}`);
    });
    await new Promise<void>((listening) => node.listen(apiPort, '127.0.0.1', listening));
    try {
      const checked = await get('/zertifikate/pruefen?number=RWA-2027-00001&code=7KQ2M-X9HFP');
      expect(await checked.text()).toBe('GET /zertifikate/pruefen?number=RWA-2027-00001&code=7KQ2M-X9HFP ');
      expect(checked.headers.get('cache-control')).toBe('no-store');
      expect(checked.headers.get('x-robots-tag')).toBe('noindex');
      expect(checked.headers.get('referrer-policy')).toBe('no-referrer');
      expect(checked.headers.get('content-security-policy')).toBe(expected['Content-Security-Policy']);
      const posted = await fetch(`${origin}/en/certificates/verify`, { method: 'POST', body: new URLSearchParams({ credential: '{}' }) });
      expect(await posted.text()).toBe('POST /en/certificates/verify credential=%7B%7D');
      expect(posted.headers.get('cache-control')).toBe('no-store');
      const built = await get('/en/certificates/verify');
      expect(await built.text()).toBe(await readFile(join(DIST_DIR, 'en/certificates/verify/index.html'), 'utf8'));
      expect(built.headers.get('cache-control')).toBe(REVALIDATE);

      const did = await get('/.well-known/did.json');
      expect(await did.text()).toBe('GET /.well-known/did.json ');
      expect(did.headers.get('access-control-allow-origin')).toBe('*');
      expect(did.headers.get('cache-control')).toBe('public, max-age=300');
      for (const [name, value] of Object.entries(expected)) expect(did.headers.get(name), name).toBe(value);
      expect((await get('/.well-known/other.json')).status).toBe(404);
    } finally {
      await new Promise((closed) => node.close(closed));
    }
  });

  it('serves nothing that is not for visitors', async () => {
    for (const path of ['/_headers', '/_redirects', '/.vite/manifest.json', '/index.html.br', '/assets/../_headers']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
