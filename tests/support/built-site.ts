/**
 * The built site in dist/ as files, for the checks in tests/site that need no browser:
 * every file, every HTML page with the URL path it is served at, and a way to ask whether
 * a path is served (the server's own mapping: redirects, then dist/<path>/index.html or
 * the file itself).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { isErrorPageFile } from '../../src/routes/error-files.ts';
import { findRedirect } from '../../src/routes/redirects.ts';
import { canonicalAddress, resolveStaticFile } from '../../src/server/edge/static-files.ts';
import { TEST_DAY } from './test-clock.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The suite's build: dist/, made for the suite's day by `npm run test:build`. */
export const TEST_DIST_DIR = join(ROOT, 'dist');
/** The site the checks of this process read: dist/, or the site of another day (the site tier's projects set BUILT_SITE and BUILT_SITE_DAY). */
export const DIST_DIR = process.env.BUILT_SITE ?? TEST_DIST_DIR;
/** The day that site was built for. */
export const DIST_DAY = process.env.BUILT_SITE_DAY ?? TEST_DAY;

export interface BuiltPage {
  /** Path of the HTML file inside dist/, with forward slashes: 'en/courses/index.html', '404.html'. */
  readonly file: string;
  /** The URL path the page is served at: '/en/courses'; error pages keep their file name ('/en/404.html'). */
  readonly path: string;
  /** True for the pre-rendered error pages (404, 500, ...), which the server sends for other URLs. */
  readonly isErrorPage: boolean;
  readonly html: string;
}

export interface BuiltSite {
  /** Absolute paths of every file in dist/. */
  readonly files: ReadonlySet<string>;
  readonly pages: readonly BuiltPage[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** '/abs/dist/en/index.html' -> 'en/index.html'. */
export function distFileOf(absolute: string, dist: string = DIST_DIR): string {
  return relative(dist, absolute).split(sep).join('/');
}

export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

/** The day a built site was made for (its builds/latest.json), or null for no built site. */
function builtFor(dist: string): string | null {
  const latest = join(dist, 'builds/latest.json');
  return existsSync(latest) ? (JSON.parse(readFileSync(latest, 'utf8')) as { today: string }).today : null;
}

/** Stops a check of a site that was built for another day than its own (npm run build builds dist/ for the machine's today). */
export function assertBuiltOnTestDay(dist: string = DIST_DIR, day: string = DIST_DAY): void {
  const today = builtFor(dist);
  if (today === null) throw new Error(`no built site in ${dist}: run npm run test:build first`);
  if (today !== day) throw new Error(`${dist} was built for ${today}, the checks need ${day}: run npm run test:build first`);
}

/** Builds dist/ for the suite's day (in this process's clock, which the build inherits) unless it is built for it already. */
export function buildOnTestDay(): void {
  if (builtFor(TEST_DIST_DIR) === TEST_DAY && existsSync(join(ROOT, '.build/ssr/site-renderer.js'))) return;
  const run = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DATE: TEST_DAY },
  });
  if (run.status !== 0) throw new Error('the build failed');
}

export function loadBuiltSite(dist: string = DIST_DIR): BuiltSite {
  if (dist === DIST_DIR) assertBuiltOnTestDay();
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no built site in ${dist}: run npm run test:build first`);
  const files = walk(dist);
  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((full) => {
      const file = distFileOf(full, dist);
      return { file, path: pagePathOf(file), isErrorPage: isErrorPageFile(file), html: readFileSync(full, 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  return { files: new Set(files), pages };
}

export type Served =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'missing'; readonly reason: string };

/** How the server answers a raw (percent-encoded) path, judged from dist/ and the redirect table. */
export function served(site: BuiltSite, rawPath: string, dist: string = DIST_DIR): Served {
  const canonical = canonicalAddress(rawPath);
  if (canonical !== null)
    return {
      kind: 'missing',
      reason: `not the canonical address: the server answers with a redirect to ${canonical}; link to that instead`,
    };
  const redirect = findRedirect(rawPath);
  if (redirect) return { kind: 'redirect', to: redirect.to };
  const file = resolveStaticFile(dist, rawPath);
  if (file && site.files.has(file)) return { kind: 'file', file };
  const expected = file ? distFileOf(file, dist) : '(a path the server refuses)';
  return { kind: 'missing', reason: `not built (no dist/${expected}) and no redirect in src/routes/redirects.ts` };
}

/**
 * One line per distinct problem with every page it occurs on, so that a fault in the
 * layout shows once, not once per page.
 */
export function groupByProblem(found: readonly { readonly page: string; readonly problem: string }[]): string[] {
  const pagesByProblem = new Map<string, string[]>();
  for (const { page, problem } of found) {
    const pages = pagesByProblem.get(problem) ?? [];
    if (!pages.includes(page)) pages.push(page);
    pagesByProblem.set(problem, pages);
  }
  return [...pagesByProblem].map(
    ([problem, pages]) => `${problem} -- on ${pages.length === 1 ? 'page' : `${pages.length} pages`}: ${pages.join(' ')}`,
  );
}
