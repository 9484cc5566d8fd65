/**
 * What a visitor downloads before touching anything, for one page of every template of a
 * built site: HTML (gz), the external scripts and inline scripts (gz). Budget: a page
 * fetches exactly one script file, the loader (no chunk it imports; no island hydrates
 * before it is touched), and the loader and the inline scripts together are at most 2 KB gz. Returns the table's lines and how many templates break it.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Content } from '../../src/content/types.ts';
import { htmlFileOf } from '../../src/generate/output-path.ts';
import { listPages } from '../../src/generate/page-list.ts';
import { pathOf } from '../../src/routes/match.ts';
import { ROUTE_IDS } from '../../src/routes/table.ts';

export const LOADER_BUDGET_GZ = 2048;

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export function jsBudget(dist: string, content: Content): { lines: string[]; failures: number; seminarHtmlGz: number } {
  const fileGz = (url: string) => gz(readFileSync(join(dist, url)));
  /** A module script and every chunk it imports statically: what the browser fetches for it. */
  const withStaticImports = (url: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(url)) return seen;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w{][^"'`]*from\s*)?["']([^"']+)["']/g)) {
      withStaticImports(posix.join(posix.dirname(url), match[1] as string), seen);
    }
    return seen;
  };
  const pages = listPages(content);
  const rows: string[][] = [];
  let failures = 0;
  let seminarHtmlGz = Number.NaN;
  for (const id of ROUTE_IDS) {
    const page = pages.find((p) => p.id === id && p.locale === 'en');
    if (!page) continue;
    const path = pathOf(page);
    const html = readFileSync(join(dist, htmlFileOf(path)), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] as string);
    const external = [...new Set(scripts.flatMap((url) => [...withStaticImports(url)]))];
    // Inline scripts that run; JSON-LD blocks are data, not JavaScript.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] as string,
    );
    const externalGz = external.reduce((sum, url) => sum + fileGz(url), 0);
    const inlineGz = inline.length ? gz(inline.join('')) : 0;
    const ok = external.length === 1 && externalGz + inlineGz <= LOADER_BUDGET_GZ;
    if (!ok) failures++;
    if (id === 'seminar') seminarHtmlGz = gz(html);
    rows.push([id, path, String(gz(html)), String(external.length), String(externalGz), String(inlineGz), ok ? 'ok' : 'OVER']);
  }
  const header = ['template', 'sample page', 'html gz', 'scripts', 'script gz', 'inline gz', 'budget'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ');
  return { lines: [line(header), ...rows.map(line)], failures, seminarHtmlGz };
}
