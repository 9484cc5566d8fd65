// @vitest-environment jsdom
/**
 * The content security policy against the built pages: every inline script a page runs is
 * allowed by its hash in the policy the server sends (a new inline script without a hash
 * fails here, before a browser refuses it), and no page relies on what the policy forbids
 * (inline event handlers, javascript: URLs, scripts or frames from elsewhere). And the
 * build's precompressed variants: each one is its file, compressed, and there are no others.
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Env, readSettings } from '../../src/config/settings.ts';
import { scriptHashSource } from '../../src/document/inline-scripts.ts';
import { isPrecompressed, MIN_COMPRESS_BYTES } from '../../src/http/compressible.ts';
import { headerSettings } from '../../src/http/header-settings.ts';
import { createApp } from '../../src/server/app.ts';
import { DIST_DIR, distFileOf, groupByProblem, loadBuiltSite } from '../support/built-site.ts';
import { capturingLogger } from '../support/temp-site.ts';

const headerSettingsOf = (env: Env) => headerSettings(readSettings(env));

const site = loadBuiltSite();
const parser = new DOMParser();
/** Each page parsed once, for the checks below. */
const documents = new Map(site.pages.map((page) => [page, parser.parseFromString(page.html, 'text/html')]));
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

async function policyServed(): Promise<Map<string, string[]>> {
  const app = createApp({ distDir: DIST_DIR, headers: headerSettingsOf(process.env), logger: capturingLogger() });
  const policies = new Set<string>();
  for (const path of ['/', '/en', '/no/such/page', '/en/no/such/page']) {
    policies.add((await app.request(path)).headers.get('content-security-policy') ?? '');
  }
  expect(policies.size, 'one policy for every page').toBe(1);
  const [policy] = policies;
  return new Map(
    policy!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('inline scripts and the content security policy', () => {
  it('every inline script of every built page is allowed by a hash in the policy the server sends', async () => {
    const policy = await policyServed();
    const allowed = new Set(policy.get('script-src'));
    expect(allowed.has("'unsafe-inline'")).toBe(false);
    const found: { page: string; problem: string }[] = [];
    let inline = 0;
    for (const page of site.pages) {
      const document = documents.get(page)!;
      for (const script of document.querySelectorAll('script:not([src])')) {
        if (!JAVASCRIPT_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase())) continue; // JSON-LD and other data
        inline += 1;
        const hash = scriptHashSource(script.textContent ?? '');
        if (!allowed.has(hash))
          found.push({
            page: page.file,
            problem: `inline script ${hash} is not in script-src: ${(script.textContent ?? '').slice(0, 80)}…`,
          });
      }
    }
    expect(groupByProblem(found)).toEqual([]);
    expect(inline).toBeGreaterThan(site.pages.length); // the colour-mode script on every page, and more
  });

  it('no page uses what the policy forbids: inline event handlers, javascript: URLs, foreign scripts, frames, objects', () => {
    const found: { page: string; problem: string }[] = [];
    for (const page of site.pages) {
      const document = documents.get(page)!;
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name))
            found.push({ page: page.file, problem: `<${element.localName} ${attribute.name}>: inline event handler` });
          if (/^\s*javascript:/i.test(attribute.value))
            found.push({ page: page.file, problem: `<${element.localName} ${attribute.name}="javascript:…">` });
        }
      }
      for (const script of document.querySelectorAll('script[src]')) {
        if (!script.getAttribute('src')!.startsWith('/'))
          found.push({ page: page.file, problem: `script from elsewhere: ${script.getAttribute('src')}` });
      }
      for (const element of document.querySelectorAll('iframe, frame, object, embed, base'))
        found.push({ page: page.file, problem: `<${element.localName}>` });
    }
    expect(groupByProblem(found)).toEqual([]);
  });
});

describe('precompressed variants', () => {
  const files = [...site.files].map((file) => distFileOf(file));
  const present = new Set(files);

  it('every text file of 1 KB or more has a brotli variant that decompresses to it (page payloads aside), and none has a gzip copy', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of files.filter((name) => isPrecompressed(name) && !name.startsWith('.vite/'))) {
      const data = readFileSync(`${DIST_DIR}/${file}`);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      if (!present.has(`${file}.br`)) problems.push(`${file}.br missing`);
      else if (!brotliDecompressSync(readFileSync(`${DIST_DIR}/${file}.br`)).equals(data)) problems.push(`${file}.br is not ${file}`);
      checked += 1;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(150);
    expect(files.filter((name) => name.endsWith('.gz'))).toEqual([]);
    expect(files.filter((name) => name.endsWith('_payload.json.br'))).toEqual([]);
  });
});
