/**
 * An nginx snippet for serving the built site with nginx itself, to include in the
 * site's server block: the same redirects (src/routes/redirects.ts), security headers and
 * cache policy (src/http/) as the Node server, the precompressed files, the error pages of
 * each language (internal only), one address per page (index.html by name, stray slashes,
 * escaped ASCII), and /api/, the searched seminar list, the verification page's answers and the
 * DID document passed to the Node server.
 */
import { HASHED_PREFIXES, IMMUTABLE, REVALIDATE } from '../http/cache-policy.ts';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from '../http/compressible.ts';
import type { HeaderSettings } from '../http/header-settings.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { LOCALE_INFO, LOCALES } from '../i18n/locales.ts';
import type { RejectionCode } from '../registration-contract/messages.ts';
import { ERROR_STATUSES, PAGE_METHODS } from '../routes/error-files.ts';
import { DID_DOCUMENT_PATH } from '../routes/files.ts';
import { buildPath } from '../routes/match.ts';
import type { Redirect } from '../routes/redirects.ts';
import { SEARCH_PARAM } from '../routes/table.ts';
import { STATIC_HOST_FILES } from './file-names.ts';
import { GENERATED_NOTE } from './redirects-file.ts';

export interface NginxOptions {
  readonly headers: HeaderSettings;
  readonly redirects: readonly Redirect[];
  /** Where the Node server listens for /api/ (registrations, the rebuild webhook). */
  readonly apiUpstream: string;
}

export const DEFAULT_API_UPSTREAM = 'http://127.0.0.1:4173';

/** The JSON bodies of nginx's own refusals of API requests, with the codes of the API's contract (src/registration-contract/contract.ts). */
export const API_REFUSALS = { tooLarge: { error: 'tooLarge' }, unavailable: { error: 'serverError' } } as const satisfies Record<
  string,
  { error: RejectionCode }
>;

/** The error pages' paths in either language, as an nginx regular expression. */
const ERROR_FILE_PATTERN = `^(${LOCALE_INFO.en.prefix})?/(${ERROR_STATUSES.join('|')})\\.html$`;

/** A value as an nginx string: double-quoted, with quotes and backslashes escaped. */
export function nginxString(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

const indent = (lines: readonly string[], depth = 1) => lines.map((line) => (line ? '    '.repeat(depth) + line : line));

/** `tightened`: security headers a route sets stricter than the site's (a private page's Referrer-Policy). */
function headerLines(settings: HeaderSettings, cacheControl: string | null, tightened: Readonly<Record<string, string>> = {}): string[] {
  return [
    ...Object.entries({ ...securityHeaders(settings), ...tightened }).map(
      ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
    ),
    // Not `always`: a 404 must not be cached for a year.
    ...(cacheControl ? [`add_header Cache-Control ${nginxString(cacheControl)};`] : []),
  ];
}

function location(match: string, body: readonly string[]): string[] {
  return [`location ${match} {`, ...indent(body), '}'];
}

/**
 * The text types besides text/html (which nginx always gzips): those nginx's mime.types gives
 * the compressible files (css, js, json, xml, txt, svg), and text/calendar for the .ics files
 * once mime.types has it (see the usage note); .mjs and .map files, which the build does not
 * write, would need mime.types lines of their own.
 */
const NGINX_TEXT_TYPES = [
  'text/css',
  'application/javascript',
  'text/javascript',
  'application/json',
  'text/xml',
  'application/xml',
  'text/plain',
  'image/svg+xml',
  'text/calendar',
];

const USAGE = [
  `# ${GENERATED_NOTE}`,
  "# The Node server's redirects, headers, caching and error pages for nginx serving the built",
  "# site itself. Include it in the site's server block, whose root is the built dist/:",
  '#',
  '#   server {',
  '#       listen 443 ssl;',
  '#       server_name www.example.de;',
  '#       root /srv/academy/dist;',
  '#       include /srv/academy/deploy/nginx.conf;',
  '#   }',
  '#',
  '# brotli_static needs the ngx_brotli module (Debian: libnginx-mod-http-brotli-static);',
  "# without it, delete that line. The language at / is left to the home page's inline",
  '# script, as on any static host. Add `text/calendar ics;` to mime.types if it lacks it.',
  '',
  '# The build writes a brotli copy of each text file; a client without brotli gets gzip,',
  '# made as the file is sent.',
  'brotli_static on;',
  'gzip on;',
  '# Also through a proxy or CDN in front, which sends its own Accept-Encoding.',
  'gzip_proxied any;',
  `gzip_min_length ${MIN_COMPRESS_BYTES};`,
  `gzip_types ${NGINX_TEXT_TYPES.join(' ')};`,
  'gzip_vary on;',
  'server_tokens off;',
  '',
];

function errorPageLines(headers: HeaderSettings, en: string): string[] {
  return [
    '# On every answer. A location with add_header lines of its own repeats them: nginx drops',
    '# the inherited ones there.',
    ...headerLines(headers, null),
    '',
    "# The error pages of the path's language (src/routes/error-files.ts). These lines run again",
    '# for the internal redirect to an error page, so they look at $uri, where it is going.',
    'set $error_pages "";',
    `if ($uri ~ "^${en}(/|$)") {`,
    `    set $error_pages ${en};`,
    '}',
    ...ERROR_STATUSES.map((status) => `error_page ${status === 500 ? '500 502 503 504' : status} $error_pages/${status}.html;`),
    '',
  ];
}

/** An nginx regular expression matching `text` literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The old addresses (src/routes/redirects.ts) as rewrites, with or without a trailing slash; a rewrite keeps the query. */
function oldAddresses(redirects: readonly Redirect[]): string[] {
  return redirects.flatMap((redirect) => [
    `rewrite "^${literal(redirect.from)}/*$" ${redirect.to} permanent;`,
    ...(redirect.below
      ? [`rewrite "^${literal(redirect.from)}/(\\d+)/*$" ${redirect.to}${redirect.below === 'keep' ? '/$1' : ''} permanent;`]
      : []),
  ]);
}

const oneAddressPerPage = (redirects: readonly Redirect[]) => [
  "# One address per page, judged on the address as sent ($request_uri: nginx's index directive",
  "# turns / into /index.html internally, and $uri is decoded): a page's index.html by name",
  '# redirects to the page, no trailing slash, doubled slashes merged (nginx merges them in $uri);',
  '# escapes of ASCII characters (/seminare%2Fx, /%73eminare: no file name needs one) are not',
  '# found (but the error page itself, which this rule would see again, is shown).',
  'set $address $request_uri;',
  `if ($uri ~ "${ERROR_FILE_PATTERN}") {`,
  '    set $address "";',
  '}',
  'if ($address ~ "^[^?]*%[0-7][0-9A-Fa-f]") {',
  '    return 404;',
  '}',
  'if ($request_uri ~ "^/+index\\.html/*(\\?|$)") {',
  '    return 301 /$is_args$args;',
  '}',
  'if ($request_uri ~ "^(/[^?]*[^/?])/+index\\.html/*(\\?|$)") {',
  '    return 301 $1$is_args$args;',
  '}',
  '# Old addresses (src/routes/redirects.ts) come first, so that one with a trailing slash takes one redirect.',
  ...oldAddresses(redirects),
  'rewrite ^(/.*[^/])/+$ $1 permanent;',
  'if ($request_uri ~ "^[^?]*//") {',
  '    return 301 $uri$is_args$args;',
  '}',
  '',
];

function locationLines({ headers }: NginxOptions, en: string): string[] {
  const variants = [...COMPRESSIBLE_EXTENSIONS].map((extension) => extension.slice(1)).join('|');
  return [
    '# The error pages are templates of answers, not pages: never served by their own address.',
    '# A 405 says what is allowed.',
    ...location(`~ "^(${en})?/405\\.html$"`, [
      'internal;',
      ...headerLines(headers, null),
      `add_header Allow ${nginxString(PAGE_METHODS)} always;`,
    ]),
    ...location(`~ "${ERROR_FILE_PATTERN}"`, ['internal;']),
    '',
    '# Not for visitors: dot-files (.vite/), the deploy files, and compressed copies by name.',
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
  ];
}

/** The internal address through which nginx passes the searched seminar list to the Node server. */
const SEARCH_LOCATION = '/_seminar_search';

/** Passing a request to the Node server (at `uri`: as asked for by default), whose own security headers make way for nginx's. */
function proxyLines({ headers, apiUpstream }: NginxOptions, uri = ''): string[] {
  return [
    `proxy_pass ${apiUpstream}${uri};`,
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Request-Id $request_id;',
    ...Object.keys(securityHeaders(headers)).map((name) => `proxy_hide_header ${name};`),
  ];
}

function seminarSearchLines(options: NginxOptions): string[] {
  return [
    '# The seminar list searched without JavaScript (?q=…) is drawn by the Node server, never stored',
    '# by caches; without words it is the built page. (An `if` may not pass a request on: it hands',
    '# it to an internal location, which passes the address as it was asked for.)',
    ...LOCALES.flatMap((locale) =>
      location(`= ${buildPath('seminars', locale, {})}`, [
        ...headerLines(options.headers, REVALIDATE),
        `if ($arg_${SEARCH_PARAM}) { rewrite ^ ${SEARCH_LOCATION} last; }`,
        'try_files $uri/index.html =404;',
      ]),
    ),
    ...location(`= ${SEARCH_LOCATION}`, [
      'internal;',
      ...proxyLines(options, '$request_uri'),
      'proxy_hide_header Cache-Control;',
      ...headerLines(options.headers, 'no-store'),
    ]),
    '',
  ];
}

/** The internal address through which nginx passes the verification page's answers to the Node server. */
const CHECK_LOCATION = '/_certificate_check';

function certificateLines(options: NginxOptions): string[] {
  return [
    "# The verification page with a certificate's number and code (GET ?number=…&code=…) or a",
    '# credential (POST) is answered by the Node server: never stored by caches, never indexed, its',
    '# address (which holds the code) sent to no one. Without a query it is the built page.',
    ...LOCALES.flatMap((locale) =>
      location(`= ${buildPath('certificateCheck', locale, {})}`, [
        ...headerLines(options.headers, REVALIDATE),
        `if ($args) { rewrite ^ ${CHECK_LOCATION} last; }`,
        `if ($request_method = POST) { rewrite ^ ${CHECK_LOCATION} last; }`,
        'try_files $uri/index.html =404;',
      ]),
    ),
    ...location(`= ${CHECK_LOCATION}`, [
      'internal;',
      ...proxyLines(options, '$request_uri'),
      "# The server's own no-store stays, on its refusals too.",
      ...headerLines(options.headers, null, { 'Referrer-Policy': 'no-referrer' }),
    ]),
    "# The academy's DID document, from its keys as they are now (a new key shows at once).",
    ...location(`= ${DID_DOCUMENT_PATH}`, [...proxyLines(options), ...headerLines(options.headers, null)]),
    '',
  ];
}

function apiLines(options: NginxOptions): string[] {
  return [
    '# The API runs on its own (the Node server); it sends the same security headers itself.',
    ...location('/api/', [
      ...proxyLines(options),
      "# nginx's own refusals (a body over its limit, the Node server away) in JSON, as the API answers.",
      'error_page 413 @api_too_large;',
      'error_page 502 503 504 @api_unavailable;',
    ]),
    ...location('@api_too_large', ['default_type application/json;', `return 413 '${JSON.stringify(API_REFUSALS.tooLarge)}';`]),
    ...location('@api_unavailable', ['default_type application/json;', `return 502 '${JSON.stringify(API_REFUSALS.unavailable)}';`]),
    '',
  ];
}

export function nginxConf(options: NginxOptions): string {
  const en = LOCALE_INFO.en.prefix;
  return [
    ...USAGE,
    ...errorPageLines(options.headers, en),
    ...oneAddressPerPage(options.redirects),
    ...locationLines(options, en),
    ...seminarSearchLines(options),
    ...certificateLines(options),
    ...apiLines(options),
  ].join('\n');
}
