/**
 * The deploy files for static hosts and nginx say what the Node server does: every redirect
 * of the table is in _redirects and in the nginx snippet; _headers and the snippet carry
 * exactly the security headers and cache policy the server sends.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Env, readSettings } from '../../src/config/settings.ts';
import { headersFile } from '../../src/hosting/headers-file.ts';
import { DEFAULT_API_UPSTREAM, nginxConf, nginxString } from '../../src/hosting/nginx-conf.ts';
import { redirectsFile } from '../../src/hosting/redirects-file.ts';
import { writeDeployFiles } from '../../src/hosting/write-deploy-files.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/http/cache-policy.ts';
import { DEFAULT_HEADER_SETTINGS, type HeaderSettings, headerSettings } from '../../src/http/header-settings.ts';
import { ERROR_STATUSES } from '../../src/routes/error-files.ts';
import { REDIRECTS } from '../../src/routes/redirects.ts';
import { createApp } from '../../src/server/app.ts';
import { BASE_PAGES, capturingLogger, tempDir, writeTree } from '../support/temp-site.ts';

const headerSettingsOf = (env: Env) => headerSettings(readSettings(env));

const CONFIGURED: HeaderSettings = headerSettingsOf({
  HSTS: '1',
  ANALYTICS_URL: 'https://stats.example/api/event',
  IMAGE_ORIGINS: 'https://cms.example',
});

/** `_headers` as pattern -> header -> value. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const [name = '', ...value] = line.trim().split(': ');
    current!.set(name.toLowerCase(), value.join(': '));
  }
  return rules;
}

let dist: string;
beforeAll(async () => {
  dist = await writeTree(await tempDir('dist-'), { ...BASE_PAGES, 'assets/a-1.js': 'a', 'images/abc-640.webp': 'w' });
});

/** The headers the server sends for `path`, by lower-case name. */
async function serverHeaders(settings: HeaderSettings, path: string): Promise<Map<string, string>> {
  const response = await createApp({ distDir: dist, headers: settings, logger: capturingLogger() }).request(path);
  expect(response.status).toBe(200);
  return new Map(response.headers);
}

describe('_redirects', () => {
  it('has every redirect of the table as "from to status", an old seminar\'s dates below it, and nothing else', () => {
    const rules = redirectsFile(REDIRECTS)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(
      REDIRECTS.flatMap((redirect) => [
        `${redirect.from} ${redirect.to} 301`,
        ...(redirect.below ? [`${redirect.from}/:id ${redirect.to}${redirect.below === 'keep' ? '/:id' : ''} 301`] : []),
      ]),
    );
    expect(rules).toContain('/seminare/tsi-professional-training/:id /seminare/en-50600-professional/:id 301');
  });
});

describe('_headers', () => {
  it.each([
    ['by default', DEFAULT_HEADER_SETTINGS],
    ['with HSTS, analytics and image origins', CONFIGURED],
  ])(
    'sends the security headers of the server on every path, and its cache policy on /assets/* and /images/* (%s)',
    async (_label, settings) => {
      const rules = parseHeadersFile(headersFile(settings));
      expect([...rules.keys()]).toEqual(['/*', '/assets/*', '/images/*']);
      const page = await serverHeaders(settings, '/');
      const all = rules.get('/*')!;
      expect(all.size).toBeGreaterThanOrEqual(6);
      for (const [name, value] of all) expect(page.get(name), name).toBe(value);
      expect(all.has('strict-transport-security')).toBe(settings.hsts);
      expect(all.has('cache-control')).toBe(false); // would be joined to the assets' value
      const asset = await serverHeaders(settings, '/assets/a-1.js');
      expect(rules.get('/assets/*')).toEqual(new Map([['cache-control', asset.get('cache-control')]]));
      expect(asset.get('cache-control')).toBe(IMMUTABLE);
      const image = await serverHeaders(settings, '/images/abc-640.webp');
      expect(rules.get('/images/*')).toEqual(new Map([['cache-control', image.get('cache-control')]]));
    },
  );
});

describe('the nginx snippet', () => {
  const conf = nginxConf({ headers: CONFIGURED, redirects: REDIRECTS, apiUpstream: DEFAULT_API_UPSTREAM });

  it('redirects every old address (the query is kept by rewrite) before it drops a trailing slash', () => {
    const slashRule = conf.indexOf('rewrite ^(/.*[^/])/+$ $1 permanent;');
    for (const redirect of REDIRECTS) {
      const rule = conf.indexOf(`rewrite "^${redirect.from.replaceAll('.', '\\.')}/*$" ${redirect.to} permanent;`);
      expect(rule, redirect.from).toBeGreaterThan(0);
      expect(rule, redirect.from).toBeLessThan(slashRule);
    }
    expect(conf).toContain('rewrite "^/seminare/tsi-professional-training/(\\d+)/*$" /seminare/en-50600-professional/$1 permanent;');
  });

  it('sets every security header of the server at the top and again in each location with headers of its own', async () => {
    const page = await serverHeaders(CONFIGURED, '/');
    const addHeaders = [...conf.matchAll(/^\s*add_header (\S+) ("(?:[^"\\]|\\.)*")( always)?;$/gm)];
    const locationsWithHeaders = conf.split('\nlocation ').filter((block) => block.includes('add_header')).length;
    for (const [name, value] of Object.entries(Object.fromEntries(page))) {
      if (
        ![
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
          'permissions-policy',
          'cross-origin-opener-policy',
          'x-frame-options',
          'strict-transport-security',
        ].includes(name)
      )
        continue;
      const lines = addHeaders.filter((match) => match[1]!.toLowerCase() === name);
      expect(lines.length, name).toBe(locationsWithHeaders); // the top level plus each location
      for (const line of lines) {
        // The verification page's answers tighten the referrer policy (below), as the server's do.
        const allowed = name === 'referrer-policy' ? [nginxString(value), nginxString('no-referrer')] : [nginxString(value)];
        expect(allowed, name).toContain(line[2]);
        expect(line[3], `${name} on error answers too`).toBe(' always');
      }
    }
    const tightenedIn = conf
      .split('\nlocation ')
      .filter((block) => block.includes('add_header Referrer-Policy "no-referrer"'))
      .map((block) => block.slice(0, block.indexOf('{')).trim());
    expect(tightenedIn).toEqual(['= /_certificate_check']);
  });

  it('caches like the server: assets a year, pages revalidated, error answers not at all', () => {
    expect(conf).toMatch(/location \/assets\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable";/);
    expect(conf).toMatch(/location \/ \{[^}]*add_header Cache-Control "public, max-age=0, must-revalidate";/);
    expect(conf).not.toMatch(/Cache-Control "[^"]*" always/);
    expect(REVALIDATE).toBe('public, max-age=0, must-revalidate');
  });

  it('serves the brotli files, gzip on request, the pages, the error pages of each language (only internally), and proxies the API', () => {
    for (const directive of [
      'brotli_static on;',
      'gzip on;',
      'gzip_proxied any;',
      'gzip_min_length 1024;',
      'try_files $uri $uri/index.html =404;',
      'set $error_pages /en;',
      `proxy_pass ${DEFAULT_API_UPSTREAM};`,
    ]) {
      expect(conf).toContain(directive);
    }
    for (const status of ERROR_STATUSES)
      expect(conf).toMatch(new RegExp(`^error_page ${status}( \\d{3})* \\$error_pages/${status}\\.html;$`, 'm'));
    expect(conf).toMatch(/location ~ "\^\(\/en\)\?\/\(400\|404\|405\|408\|413\|431\|500\)\\\.html\$" \{\s*internal;\s*\}/);
    expect(conf).toMatch(/location ~ "\^\(\/en\)\?\/405\\\.html\$" \{\s*internal;[^}]*add_header Allow "GET, HEAD" always;/);
    for (const directive of [`proxy_pass ${DEFAULT_API_UPSTREAM};`]) {
      expect(conf).toContain(directive);
    }
    expect(conf).toContain('rewrite ^(/.*[^/])/+$ $1 permanent;');
    expect(conf).toContain('location = /_headers { return 404; }');
  });

  it('escapes quotes and backslashes in header values', () => {
    expect(nginxString(`a "b" \\c 'd'`)).toBe(`"a \\"b\\" \\\\c 'd'"`);
  });
});

describe('writeDeployFiles', () => {
  it('writes _redirects and _headers into the site and nginx.conf beside it', async () => {
    const deployDir = join(await tempDir('deploy-'), 'deploy');
    const written = await writeDeployFiles({ siteDir: dist, deployDir, headers: DEFAULT_HEADER_SETTINGS });
    expect(written).toEqual([join(dist, '_redirects'), join(dist, '_headers'), join(deployDir, 'nginx.conf')]);
    expect(await readFile(join(dist, '_redirects'), 'utf8')).toBe(redirectsFile(REDIRECTS));
    // ... and the server still does not serve them.
    const app = createApp({ distDir: dist, logger: capturingLogger() });
    expect((await app.request('/_redirects')).status).toBe(404);
    expect((await app.request('/_headers')).status).toBe(404);
  });
});
