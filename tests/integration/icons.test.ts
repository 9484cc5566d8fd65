// Icons at build time: names, the local Lucide set, the icon API fallback (a local test server, never the internet), its cache, timeout and warnings.

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { readSettings } from '../../src/config/settings.ts';
import { iconKey, parseIconName } from '../../src/icons/icon-data.ts';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { localIcon } from '../../src/icons/icon-set.ts';
import { ICON_FETCH_TIMEOUT_MS, iconCacheFile, remoteIcon } from '../../src/icons/remote-icons.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';

interface TestServer {
  readonly url: string;
  /** Path and query of every request received. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** An icon API on 127.0.0.1 that answers with `handler` (which may never answer). */
async function startServer(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<TestServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

const json =
  (body: unknown, status = 200) =>
  (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
  };

const STAR = '<path fill="currentColor" d="M12 2l3 7h7l-6 4l2 8l-6-5l-6 5l2-8l-6-4h7z"/>';

/** What the Iconify API answers for `{prefix}.json?icons={name}`. */
const iconSet = (prefix: string, name: string, body = STAR) => ({
  prefix,
  icons: { [name]: { body } },
  width: 24,
  height: 24,
  lastModified: 1,
});

let servers: TestServer[] = [];
let cacheDir = '';
let warn: MockInstance<typeof console.warn>;

async function serve(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'icon-cache-'));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  await rm(cacheDir, { recursive: true, force: true });
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('icon names', () => {
  it('default to the local Lucide set', () => {
    expect(parseIconName('calendar')).toEqual({ prefix: 'lucide', name: 'calendar' });
    expect(parseIconName('mdi-light:home')).toEqual({ prefix: 'mdi-light', name: 'home' });
    expect(iconKey('calendar')).toBe('lucide:calendar');
    expect(iconKey('lucide:calendar')).toBe('lucide:calendar');
  });

  it('refuse anything that is not safe in a URL or a file path', () => {
    for (const name of ['', 'Calendar', '../x', 'a:b:c', 'lucide:', 'x y', 'a--b']) expect(parseIconName(name)).toBeNull();
  });
});

describe('local icon set', () => {
  it.each(['calendar', 'lucide:calendar'])('has %s: body and viewBox, paint lifted to <svg>', async (name) => {
    const icon = await localIcon(name);
    expect(icon).toMatchObject({
      viewBox: '0 0 24 24',
      width: 24,
      height: 24,
      attributes: { fill: 'none', stroke: 'currentColor', strokeWidth: '2' },
    });
    expect(icon?.body).toMatch(/^<path d="M8 2v3m8-3v3"\/><rect /);
  });

  it('follows aliases (alert-triangle is triangle-alert)', async () => {
    expect(await localIcon('alert-triangle')).toEqual(await localIcon('triangle-alert'));
  });

  it('has every icon the site uses', async () => {
    for (const name of ICON_NAMES) expect(await localIcon(name), name).not.toBeNull();
  });

  it('knows nothing of other prefixes, unknown or inherited names', async () => {
    expect(await localIcon('mdi:home')).toBeNull();
    expect(await localIcon('no-such-icon-here')).toBeNull();
    expect(await localIcon('constructor')).toBeNull();
  });
});

describe('resolveIcons', () => {
  it('resolves the local icons without any request', async () => {
    const api = await serve(json(iconSet('lucide', 'calendar')));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const registry = await resolveIcons(ICON_NAMES, { apiUrl: api.url, cacheDir });
    expect([...registry.keys()]).toEqual(ICON_NAMES.map((name) => `lucide:${name}`));
    expect(api.requests).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('fetches a name the local set lacks once, caches it, and the next build makes no request', async () => {
    const api = await serve(json(iconSet('lucide', 'brand-new-icon')));
    const names = ['calendar', 'brand-new-icon', 'lucide:brand-new-icon'];

    const first = await resolveIcons(names, { apiUrl: api.url, cacheDir });
    expect(api.requests).toEqual(['/lucide.json?icons=brand-new-icon']);
    expect(first.get('lucide:brand-new-icon')).toEqual({
      body: STAR.replace(' fill="currentColor"', ''),
      viewBox: '0 0 24 24',
      width: 24,
      height: 24,
      attributes: { fill: 'currentColor' },
    });
    const file = iconCacheFile(cacheDir, 'lucide', 'brand-new-icon');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ prefix: 'lucide', icons: { 'brand-new-icon': { body: STAR } } });

    const second = await resolveIcons(names, { apiUrl: api.url, cacheDir });
    expect(api.requests).toHaveLength(1);
    expect(second).toEqual(first);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes the API from the build's ICON_API_URL and fetches other sets there", async () => {
    const api = await serve(json(iconSet('mdi', 'home')));
    const { ICON_API_URL } = readSettings({ ICON_API_URL: `${api.url}/` });
    const registry = await resolveIcons(['mdi:home', 'calendar'], { apiUrl: ICON_API_URL, cacheDir });
    expect(api.requests).toEqual(['/mdi.json?icons=home']);
    expect(registry.has('mdi:home')).toBe(true);
    expect(registry.has('lucide:calendar')).toBe(true);
  });

  it('fetches the missing ones in parallel', async () => {
    let open = 0;
    let most = 0;
    const api = await serve((request, response) => {
      most = Math.max(most, ++open);
      const name = new URL(request.url ?? '', 'http://x').searchParams.get('icons') ?? '';
      setTimeout(() => {
        open--;
        json(iconSet('mdi', name))(request, response);
      }, 100);
    });
    const registry = await resolveIcons(['mdi:a', 'mdi:b', 'mdi:c'], { apiUrl: api.url, cacheDir });
    expect(registry.size).toBe(3);
    expect(most).toBe(3);
  });

  it('leaves out what cannot be had, with one warning each, and still resolves the rest', async () => {
    const api = await serve(json('', 404));
    const registry = await resolveIcons(['calendar', 'mdi:gone', 'Not A Name'], { apiUrl: api.url, cacheDir });
    expect([...registry.keys()]).toEqual(['lucide:calendar']);
    expect(api.requests).toEqual(['/mdi.json?icons=gone']);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('remote icons: failures warn once and yield null', () => {
  it('gives the API ICON_FETCH_TIMEOUT_MS (1500 ms) by default, and when that runs out yields null with one warning', async () => {
    const api = await serve(() => {}); // never answers
    // The request's deadline, as the fetch is given it; it runs out at once here, so no test waits 1.5 s.
    const deadlines: number[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      deadlines.push(ms);
      return AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    });
    try {
      expect(await remoteIcon('mdi:home', { apiUrl: api.url, cacheDir })).toBeNull();
    } finally {
      timeout.mockRestore();
    }
    expect(deadlines).toEqual([ICON_FETCH_TIMEOUT_MS]);
    expect(ICON_FETCH_TIMEOUT_MS).toBe(1500);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"mdi:home" could not be loaded from .*: no answer within 1500 ms/);
  });

  it('times out on an answer that starts but never ends', async () => {
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"prefix":"mdi",');
    });
    expect(await remoteIcon('mdi:home', { apiUrl: api.url, cacheDir, timeoutMs: 100 })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"mdi:home" .*no answer within 100 ms/);
  });

  it('a slow answer through resolveIcons', async () => {
    const api = await serve((request, response) => setTimeout(() => json(iconSet('mdi', 'home'))(request, response), 400));
    const registry = await resolveIcons(['mdi:home', 'calendar'], { apiUrl: api.url, cacheDir, timeoutMs: 150 });
    expect(registry.has('mdi:home')).toBe(false);
    expect(registry.has('lucide:calendar')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['404', json('{"error":"not found"}', 404), /the API answered 404/],
    ['500', json('oops', 500), /the API answered 500/],
    ['bad JSON', json('{"prefix":"mdi", "icons": {'), /the answer is not JSON/],
    ['JSON that is no icon set', json({ hello: 'world' }), /the answer is not an Iconify icon set/],
    ['another set', json(iconSet('lucide', 'home')), /the answer is the icon set "lucide"/],
    ['not found', json({ prefix: 'mdi', icons: {}, not_found: ['home'] }), /the API does not know it/],
    ['a script in the icon', json(iconSet('mdi', 'home', '<script>alert(1)</script>')), /no usable icon/],
    ['an external image in the icon', json(iconSet('mdi', 'home', '<image href="https://tracker.example/x.png"/>')), /no usable icon/],
  ])('%s', async (_case, handler, reason) => {
    const api = await serve(handler);
    expect(await remoteIcon('mdi:home', { apiUrl: api.url, cacheDir })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^icons: "mdi:home" could not be loaded from http:\/\/127\.0\.0\.1:\d+\/mdi\.json\?icons=home: /,
    );
    expect(warn.mock.calls[0]?.[0]).toMatch(reason);
    expect(existsSync(iconCacheFile(cacheDir, 'mdi', 'home'))).toBe(false);
  });

  it('a refused connection', async () => {
    const api = await startServer(() => {});
    await api.close(); // nothing listens on its port any more
    expect(await remoteIcon('mdi:home', { apiUrl: api.url, cacheDir })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"mdi:home" could not be loaded .*ECONNREFUSED/);
  });

  it('an invalid name, without a request', async () => {
    const api = await serve(json(iconSet('mdi', 'home')));
    expect(await remoteIcon('../../etc/passwd', { apiUrl: api.url, cacheDir })).toBeNull();
    expect(api.requests).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a failure is not cached: the next build asks again', async () => {
    let answer = json('', 503);
    const api = await serve((request, response) => answer(request, response));
    expect(await remoteIcon('mdi:home', { apiUrl: api.url, cacheDir })).toBeNull();
    answer = json(iconSet('mdi', 'home'));
    expect(await remoteIcon('mdi:home', { apiUrl: api.url, cacheDir })).not.toBeNull();
    expect(api.requests).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
