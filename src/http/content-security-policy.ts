/**
 * The content security policy of every response. Scripts come from the site's own origin
 * or are one of its inline scripts, allowed by hash; WebAssembly may be compiled (the site
 * search, Pagefind, runs in it; no script text can be run as code); styles may be inline (the inlined
 * stylesheet, and Radix sets style attributes and elements at run time); nothing may frame
 * the site, but the CMS an editor's preview. Pure: the server sends it and the build writes it into the deploy files.
 */

import { inlineScriptHashes } from '../document/inline-scripts.ts';
import type { HeaderSettings } from './header-settings.ts';

/** `framedBy`: the origins that may frame the answer (an editor's preview in the CMS); nothing may by default. */
export function contentSecurityPolicyDirectives(settings: HeaderSettings, framedBy: readonly string[] = []): string[] {
  const sources = (...list: readonly string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes())}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", 'data:', ...settings.imageOrigins)}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", ...settings.connectOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy.length ? sources(...framedBy) : "'none'"}`,
    ...(settings.hsts ? ['upgrade-insecure-requests'] : []),
  ];
}

export function contentSecurityPolicy(settings: HeaderSettings, framedBy: readonly string[] = []): string {
  return contentSecurityPolicyDirectives(settings, framedBy).join('; ');
}
