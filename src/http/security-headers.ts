/**
 * The security headers of every response, as one table: the server's middleware sets
 * them, and the build writes the same table into _headers and the nginx snippet.
 */
import { contentSecurityPolicy } from './content-security-policy.ts';
import type { HeaderSettings } from './header-settings.ts';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** `framedBy`: the origins that may frame the answer (an editor's preview in the CMS); nothing may by default. */
export function securityHeaders(settings: HeaderSettings, framedBy: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, framedBy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Older browsers ignore frame-ancestors; this says the same to them (and cannot name who may frame).
    ...(framedBy.length ? {} : { 'X-Frame-Options': 'DENY' }),
    ...(settings.hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}
