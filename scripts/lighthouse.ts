/**
 * npm run lighthouse [-- --runs 3 /en /en/courses/…]: Lighthouse (mobile) on the built site
 * served by the site's own server on a spare port. Prints, per page, the median of several
 * runs of the four category scores (with their range when the runs differ) and of CLS, and the
 * image audits. Build first (npm run build); not part of npm test (minutes, and scores vary
 * with the machine's load).
 *
 * Lighthouse 13 folded three of the classic image audits into one insight: properly sized
 * images (uses-responsive-images) and modern formats (modern-image-formats) are judged by
 * image-delivery-insight, and "defer offscreen images" (offscreen-images) is gone (the
 * LCP image's loading is judged by lcp-discovery-insight: not lazy, high priority).
 * unsized-images is still its own audit. A legacy audit is printed when the Lighthouse in
 * use still has it. Exits with 1 when an image audit fails or CLS is not 0.
 *
 * Defaults: the English home page and a seminar page (German pages with an English browser
 * would be sent to /en by the home page's language script).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ChromiumBinary, findChromium } from './chromium.ts';
import { freePort } from './free-port.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const paths = args.length > 0 ? args : ['/en', '/en/courses/klimatisierung-und-kuehlung'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The image audits: Lighthouse 13's, then the classic ids it replaced (shown when present). */
const IMAGE_AUDITS = [
  'image-delivery-insight',
  'unsized-images',
  'lcp-discovery-insight',
  'image-size-responsive',
  'image-aspect-ratio',
  'uses-responsive-images',
  'modern-image-formats',
  'offscreen-images',
] as const;

interface Audit {
  readonly score: number | null;
  readonly scoreDisplayMode: string;
  readonly numericValue?: number;
  readonly displayValue?: string;
  readonly details?: { readonly items?: readonly unknown[] };
}

interface Result {
  readonly categories: Record<string, { readonly score: number | null }>;
  readonly audits: Record<string, Audit>;
  readonly runtimeError?: { readonly message: string };
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the server did not answer at ${url}`);
}

/**
 * One Lighthouse run. A run that Lighthouse itself gives up on as a failed recording (its
 * message says "run Lighthouse again", as with NO_NAVSTART, a trace without the navigation) is
 * run again, up to twice, and said so; any other error ends the script.
 */
function lighthouse(url: string, chrome: ChromiumBinary, attempt = 1): Result {
  try {
    return lighthouseOnce(url, chrome);
  } catch (error) {
    if (attempt > 2 || !/run Lighthouse again/i.test(String(error))) throw error;
    console.log(`  (${String(error).split('\n')[0]}; run again)`);
    return lighthouse(url, chrome, attempt + 1);
  }
}

/** Lighthouse's CLI takes its browser from CHROME_PATH only (it has no flag for it). */
function lighthouseOnce(url: string, chrome: ChromiumBinary): Result {
  const run = spawnSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      `--only-categories=${CATEGORIES.join(',')}`,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...chrome.env, CHROME_PATH: chrome.executablePath } },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as Result;
  if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.message}`);
  return result;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** pass | fail | n/a, with what the audit shows. */
function verdict(audit: Audit): { readonly passed: boolean | null; readonly text: string } {
  if (audit.scoreDisplayMode === 'notApplicable') return { passed: true, text: 'pass (not applicable: nothing to improve)' };
  if (audit.score === null) return { passed: null, text: audit.scoreDisplayMode };
  const items = audit.details?.items?.length ?? 0;
  const passed = audit.score >= 0.9;
  return {
    passed,
    text: `${passed ? 'pass' : 'FAIL'} (score ${audit.score}${items ? `, ${items} item${items === 1 ? '' : 's'}` : ''}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
  };
}

const chrome = await findChromium();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
const server = spawn(process.execPath, [join(root, '.build/server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: join(root, 'dist'),
    DATA_DIR: dataDir,
    RELEASES_DIR: join(dataDir, 'releases'),
    REBUILD_SECRET: '',
  },
  stdio: 'ignore',
});
let failures = 0;
try {
  await waitFor(`${origin}/en`);
  console.log(`Lighthouse ${runs} run(s) per page, mobile, against ${origin} (the built dist/)\n`);
  for (const path of paths) {
    const results = Array.from({ length: runs }, () => lighthouse(origin + path, chrome));
    const scores = CATEGORIES.map((category) => {
      const each = results.map((result) => Math.round((result.categories[category]?.score ?? 0) * 100));
      const [lowest, highest] = [Math.min(...each), Math.max(...each)];
      return `${category} ${median(each)}${lowest === highest ? '' : ` (runs ${lowest}–${highest})`}`;
    });
    const metric = (id: string) => median(results.map((result) => result.audits[id]?.numericValue ?? Number.NaN));
    const cls = metric('cumulative-layout-shift');
    const seconds = (id: string) => `${(metric(id) / 1000).toFixed(2)} s`;
    console.log(
      `${path}\n  ${scores.join(', ')}\n  CLS ${cls}, FCP ${seconds('first-contentful-paint')}, LCP ${seconds('largest-contentful-paint')}, ` +
        `speed index ${seconds('speed-index')}, TBT ${metric('total-blocking-time')} ms (medians)`,
    );
    if (cls !== 0) failures++;
    for (const id of IMAGE_AUDITS) {
      // The last run's verdict, unless any run failed the audit: then the failing one.
      const audits = results.map((result) => result.audits[id]).filter((audit): audit is Audit => audit !== undefined);
      if (audits.length === 0) continue;
      const shown = audits.map(verdict).find((entry) => entry.passed === false) ?? verdict(audits.at(-1) as Audit);
      if (shown.passed === false) failures++;
      console.log(`  ${id}: ${shown.text}`);
    }
    const missing = ['uses-responsive-images', 'modern-image-formats', 'offscreen-images'].filter((id) => !results[0]?.audits[id]);
    if (missing.length)
      console.log(`  (${missing.join(', ')}: not in this Lighthouse; see image-delivery-insight and lcp-discovery-insight)`);
    console.log('');
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures) {
  console.error(`${failures} image audit(s) failed or CLS was not 0`);
  process.exit(1);
}
