/**
 * The security headers of every response, as one table: the server's middleware sets
 * them, and the build writes the same table into _headers and the nginx snippet.
 */
import { contentSecurityPolicy } from './content-security-policy.ts';
import type { HeaderSettings } from './header-settings.ts';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function securityHeaders(settings: HeaderSettings): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Older browsers ignore frame-ancestors; this says the same to them.
    'X-Frame-Options': 'DENY',
    ...(settings.hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}
