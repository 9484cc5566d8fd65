/**
 * Every inline <script> the site's pages carry, and their hashes for the content security
 * policy. Scripts the browser runs are allowed by hash only ('unsafe-inline' stays off), so
 * a new inline script must be added here, or the browser refuses it; tests/site/csp.test.ts
 * hashes each script in the built pages and fails on one that is missing. JSON-LD blocks
 * are data, not scripts, and need no hash.
 */
import { createHash } from 'node:crypto';
import { rootRedirectScript } from '../i18n/root-redirect-script.ts';
import { themeInitScript } from '../islands/theme-switcher/theme.ts';
import { PATH_SLOT_SCRIPT } from '../pages/path-slot.ts';

export const INLINE_SCRIPTS: Readonly<Record<string, string>> = {
  /** Every page's head: applies the colour mode before the first paint. */
  colourMode: themeInitScript(),
  /** The German home page: sends English-preferring visitors to /en on a static host. */
  rootRedirect: rootRedirectScript(),
  /** The 404 pages: shows the requested path on a static host. */
  pathSlot: PATH_SLOT_SCRIPT,
};

/** A CSP source expression for an inline script: 'sha256-<base64 of the SHA-256 of its text>'. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function inlineScriptHashes(): string[] {
  return Object.values(INLINE_SCRIPTS).map(scriptHashSource);
}
