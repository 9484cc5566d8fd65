/**
 * The server's error answers in the request's language, as a page or as JSON: 404 and 405
 * (with Allow) and 500 through createApp for a browser (the pre-rendered page of the
 * path's language), for an API path and for a client that asks for JSON; and, over a
 * real socket, the requests too malformed to reach the app (a header block over Node's
 * limit: 431, a backslash in the path: 400), answered with the error page too.
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { requestLinePath } from '../../src/server/edge/malformed-requests.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { BASE_PAGES, capturingLogger, tempDir, writeTree } from '../support/temp-site.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dist: string;
let base: string;
let app: ReturnType<typeof createApp>;
/** The app with a handler that fails, reached by GET of any path no file answers. */
let failing: ReturnType<typeof createApp>;

beforeAll(async () => {
  base = await tempDir('error-answers-');
  dist = await writeTree(join(base, 'dist'), {
    ...BASE_PAGES,
    'seminare/index.html': '<html lang="de-DE">seminare</html>',
    'en/courses/index.html': '<html lang="en-US">courses</html>',
  });
  app = createApp({ distDir: dist, logger: capturingLogger() });
  failing = createApp({ distDir: dist, logger: capturingLogger() });
  failing.get('*', () => {
    throw new Error('boom');
  });
});

describe('a browser', () => {
  it("gets the 405 page of the path's language for another method, with Allow", async () => {
    for (const [path, page] of [
      ['/seminare', '405.html'],
      ['/en/courses', 'en/405.html'],
    ] as const) {
      const response = await app.request(path, { method: 'POST', headers: { Accept: BROWSER_ACCEPT } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(BASE_PAGES[page]);
    }
  });

  it("gets the page with curl's Accept (*/*) and with none", async () => {
    expect(await (await app.request('/seminare', { method: 'DELETE', headers: { Accept: '*/*' } })).text()).toBe(BASE_PAGES['405.html']);
    expect(await (await app.request('/en/x', { method: 'PUT' })).text()).toBe(BASE_PAGES['en/405.html']);
  });

  it("gets the 404 page of the path's language with the path filled in", async () => {
    const german = await app.request('/gibt-es-nicht', { headers: { Accept: BROWSER_ACCEPT } });
    expect(german.status).toBe(404);
    expect(await german.text()).toBe(
      '<html lang="de-DE">Seite nicht gefunden: <code data-path-slot="request">/gibt-es-nicht</code></html>',
    );
    const english = await app.request('/en/missing', { headers: { Accept: BROWSER_ACCEPT } });
    expect(english.status).toBe(404);
    expect(await english.text()).toBe('<html lang="en-US">Page not found: <code data-path-slot="request">/en/missing</code></html>');
  });

  it("gets the 500 page of the path's language when a handler fails", async () => {
    const german = await failing.request('/kaputt', { headers: { Accept: BROWSER_ACCEPT } });
    expect(german.status).toBe(500);
    expect(await german.text()).toBe(BASE_PAGES['500.html']);
    const english = await failing.request('/en/broken', { headers: { Accept: BROWSER_ACCEPT } });
    expect(await english.text()).toBe(BASE_PAGES['en/500.html']);
  });
});

describe('an API client', () => {
  it('gets JSON under /api, whatever it accepts', async () => {
    const missing = await app.request('/api/nope', { headers: { Accept: BROWSER_ACCEPT } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'notFound' });
    const method = await app.request('/api/nope', { method: 'POST' });
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('GET, HEAD');
    expect(await method.json()).toEqual({ error: 'methodNotAllowed' });
  });

  it('gets JSON elsewhere when it prefers JSON to HTML', async () => {
    const response = await app.request('/seminare', { method: 'POST', headers: { Accept: 'application/json' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'methodNotAllowed' });
    const failed = await failing.request('/en/broken', { headers: { Accept: 'application/json, text/html;q=0.5' } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'serverError' });
  });

  it('gets JSON when it names JSON and takes HTML only through */* (axios, Angular)', async () => {
    const missing = await app.request('/seminare/x/y/z', { headers: { Accept: 'application/json, text/plain, */*' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'notFound' });
    const browser = await app.request('/seminare/x/y/z', { headers: { Accept: 'text/html, application/json, */*' } });
    expect(browser.headers.get('content-type')).toContain('text/html');
  });
});

describe('requests too malformed to reach the app, over a socket', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      env: { DIST_DIR: dist, DATA_DIR: join(base, 'data'), HOST: '127.0.0.1', PORT: '0', SSR_BUNDLE: join(base, 'no-bundle.js') },
      logger: capturingLogger(),
    });
  }, 30_000);

  afterAll(async () => {
    await server?.close();
  });

  /** Sends `request` as it is and reads the whole answer (the server closes the connection after it). */
  function raw(request: string): Promise<{ status: number; head: string; body: string }> {
    return new Promise((answered, fail) => {
      const socket = connect(server.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('connect', () => socket.write(Buffer.from(request, 'latin1'))); // not end(): a browser does not half-close
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', fail);
      socket.on('close', () => {
        const [head = '', ...rest] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
        answered({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
      });
    });
  }

  const bigCookie = `Cookie: c=${'x'.repeat(20_000)}\r\n`;

  it("headers over the limit get the 431 page in the language of the request line's path", async () => {
    const english = await raw(`GET /en/courses HTTP/1.1\r\nHost: 127.0.0.1\r\n${bigCookie}\r\n`);
    expect(english.status).toBe(431);
    expect(english.head).toMatch(/\r\ncontent-type: text\/html; charset=utf-8/i);
    expect(english.head).toMatch(/\r\ncontent-security-policy: /i);
    expect(english.body).toBe(BASE_PAGES['en/431.html']);
    const german = await raw(`GET /seminare HTTP/1.1\r\nHost: 127.0.0.1\r\n${bigCookie}\r\n`);
    expect(german.status).toBe(431);
    expect(german.body).toBe(BASE_PAGES['431.html']);
  });

  it('a path the adaptor cannot read gets the 400 page', async () => {
    const answer = await raw('GET /en\\courses HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toBe(BASE_PAGES['400.html']);
  });
});

describe('requestLinePath', () => {
  it('reads the path of a request line, without its query, or gives /', () => {
    expect(requestLinePath(Buffer.from('GET /en/courses?x=1 HTTP/1.1\r\nHost: a\r\n'))).toBe('/en/courses');
    expect(requestLinePath(Buffer.from('POST /seminare HTTP/1.1\r\n'))).toBe('/seminare');
    expect(requestLinePath(Buffer.from('garbage'))).toBe('/');
    expect(requestLinePath(undefined)).toBe('/');
  });
});
