/**
 * An nginx snippet for serving the built site with nginx itself, to include in the
 * site's server block: the same redirects (src/routes/redirects.ts), security headers and
 * cache policy (src/http/) as the Node server, the precompressed files, the 404 and 500
 * pages of each language, the canonical-slash rule, and /api/ passed to the Node server.
 */
import { HASHED_PREFIXES, IMMUTABLE, REVALIDATE } from '../http/cache-policy.ts';
import { COMPRESSIBLE_EXTENSIONS } from '../http/compressible.ts';
import type { HeaderSettings } from '../http/header-settings.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { LOCALE_INFO } from '../i18n/locales.ts';
import type { Redirect } from '../routes/redirects.ts';
import { GENERATED_NOTE } from './redirects-file.ts';
import { STATIC_HOST_FILES } from './file-names.ts';

export interface NginxOptions {
  readonly headers: HeaderSettings;
  readonly redirects: readonly Redirect[];
  /** Where the Node server listens for /api/ (registrations, the rebuild webhook). */
  readonly apiUpstream: string;
}

export const DEFAULT_API_UPSTREAM = 'http://127.0.0.1:4173';

/** A value as an nginx string: double-quoted, with quotes and backslashes escaped. */
export function nginxString(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

const indent = (lines: readonly string[], depth = 1) => lines.map((line) => (line ? '    '.repeat(depth) + line : line));

function headerLines(settings: HeaderSettings, cacheControl: string | null): string[] {
  return [
    ...Object.entries(securityHeaders(settings)).map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    // Not `always`: a 404 must not be cached for a year.
    ...(cacheControl ? [`add_header Cache-Control ${nginxString(cacheControl)};`] : []),
  ];
}

function location(match: string, body: readonly string[]): string[] {
  return [`location ${match} {`, ...indent(body), '}'];
}

export function nginxConf({ headers, redirects, apiUpstream }: NginxOptions): string {
  const en = LOCALE_INFO.en.prefix;
  const variants = [...COMPRESSIBLE_EXTENSIONS].map((extension) => extension.slice(1)).join('|');
  const lines = [
    `# ${GENERATED_NOTE}`,
    '# The Node server\'s redirects, headers, caching and error pages for nginx serving the built',
    '# site itself. Include it in the site\'s server block, whose root is the built dist/:',
    '#',
    '#   server {',
    '#       listen 443 ssl;',
    '#       server_name www.example.de;',
    '#       root /srv/academy/dist;',
    '#       include /srv/academy/deploy/nginx.conf;',
    '#   }',
    '#',
    '# brotli_static needs the ngx_brotli module (Debian: libnginx-mod-http-brotli-static);',
    '# without it, delete that line. The language at / is left to the home page\'s inline',
    '# script, as on any static host. Add `text/calendar ics;` to mime.types if it lacks it.',
    '',
    'gzip_static on;',
    'brotli_static on;',
    'gzip_vary on;',
    'server_tokens off;',
    '',
    '# On every answer. A location with add_header lines of its own repeats them: nginx drops',
    '# the inherited ones there.',
    ...headerLines(headers, null),
    '',
    '# One address per page: no trailing slash; doubled slashes merged (nginx merges them in $uri).',
    'rewrite ^(/.*[^/])/+$ $1 permanent;',
    'if ($request_uri ~ "^[^?]*//") {',
    '    return 301 $uri$is_args$args;',
    '}',
    '',
    'error_page 404 /404.html;',
    'error_page 500 502 503 504 /500.html;',
    '',
    '# Old addresses (src/routes/redirects.ts).',
    ...redirects.map((redirect) => `location = ${redirect.from} { return ${redirect.status} ${redirect.to}$is_args$args; }`),
    '',
    '# Not for visitors: dot-files (.vite/), the deploy files, and the .br/.gz variants by name.',
    'location ~ /\\. { return 404; }',
    ...STATIC_HOST_FILES.map((name) => `location = /${name} { return 404; }`),
    `location ~ \\.(${variants})\\.(br|gz)$ { return 404; }`,
    '',
    '# Hashed files: a year, never revalidated.',
    ...HASHED_PREFIXES.flatMap((prefix) => location(prefix, [...headerLines(headers, IMMUTABLE), 'try_files $uri =404;'])),
    '',
    '# Pages: /seminare is dist/seminare/index.html; revalidated on every use.',
    ...location('/', [...headerLines(headers, REVALIDATE), 'try_files $uri $uri/index.html =404;']),
    '',
    '# English pages get the English 404 and 500 pages.',
    ...location(`${en}/`, [
      ...headerLines(headers, REVALIDATE),
      `error_page 404 ${en}/404.html;`,
      `error_page 500 502 503 504 ${en}/500.html;`,
      'try_files $uri $uri/index.html =404;',
    ]),
    '',
    '# The API runs on its own (the Node server); it sends the same security headers itself.',
    ...location('/api/', [
      `proxy_pass ${apiUpstream};`,
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Request-Id $request_id;',
      ...Object.keys(securityHeaders(headers)).map((name) => `proxy_hide_header ${name};`),
    ]),
    '',
  ];
  return lines.join('\n');
}
