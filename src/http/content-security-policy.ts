/**
 * The content security policy of every response. Scripts come from the site's own origin
 * or are one of its inline scripts, allowed by hash; styles may be inline (the inlined
 * stylesheet, and Radix sets style attributes and elements at run time); nothing may frame
 * the site. Pure: the server sends it and the build writes it into the deploy files.
 */

import { inlineScriptHashes } from '../document/inline-scripts.ts';
import type { HeaderSettings } from './header-settings.ts';

export function contentSecurityPolicyDirectives(settings: HeaderSettings): string[] {
  const sources = (...list: readonly string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", ...inlineScriptHashes())}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", 'data:', ...settings.imageOrigins)}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", ...settings.connectOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(settings.hsts ? ['upgrade-insecure-requests'] : []),
  ];
}

export function contentSecurityPolicy(settings: HeaderSettings): string {
  return contentSecurityPolicyDirectives(settings).join('; ');
}
