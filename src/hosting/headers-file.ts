/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers the Node server sends
 * on every answer (src/http/security-headers.ts), and a year of immutable caching for the
 * hashed files under /assets/. Everything else keeps the platforms' default Cache-Control,
 * which is the server's (public, max-age=0, must-revalidate): both platforms join the values
 * of every rule that matches, so a Cache-Control on /* would be appended to the assets' one.
 */
import { HASHED_PREFIXES, IMMUTABLE } from '../http/cache-policy.ts';
import type { HeaderSettings } from '../http/header-settings.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { GENERATED_NOTE } from './redirects-file.ts';

function block(pattern: string, headers: Readonly<Record<string, string>>): string[] {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
}

export function headersFile(settings: HeaderSettings): string {
  return [
    `# ${GENERATED_NOTE}`,
    ...block('/*', securityHeaders(settings)),
    ...HASHED_PREFIXES.flatMap((prefix) => block(`${prefix}*`, { 'Cache-Control': IMMUTABLE })),
    '',
  ].join('\n');
}
