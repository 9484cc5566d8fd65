/**
 * The W3C's own HTML checker (the Nu Html Checker, vnu.jar from npm) on every page of the built
 * dist/: no error on any. Needs Java (apt-get install default-jre-headless; .ci/run installs it);
 * the site tier's html-validate checks the same pages without it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR, loadBuiltSite } from '../support/built-site.ts';

const VNU = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface NuMessage {
  readonly type: string;
  readonly url: string;
  readonly message: string;
  readonly extract?: string;
}

/** The checker's messages on every HTML file of `dist` (errors only): it reads them all in one run. */
function nuErrors(dist: string): NuMessage[] {
  let report = '';
  try {
    execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', '--skip-non-html', dist], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    // It exits with 1 when it found an error, and writes its report to stderr either way.
    report = String((error as { stderr?: string }).stderr ?? '');
  }
  return report ? ((JSON.parse(report) as { messages: NuMessage[] }).messages ?? []) : [];
}

describe('the W3C Nu Html Checker', () => {
  it('finds no error on any built page', () => {
    expect(loadBuiltSite().pages.length).toBeGreaterThan(100);
    const errors = nuErrors(DIST_DIR).map(({ url, message }) => `${url.replace(/^.*\/dist\//, '')}: ${message}`);
    expect(errors).toEqual([]);
  });

  it('finds the error it is there for: a required list whose first choice is a country', async () => {
    const page = await mkdtemp(join(tmpdir(), 'nu-check-'));
    const html =
      '<!doctype html><html lang="de"><title>t</title><select required name="c"><option value="AU">Australien</option></select></html>';
    await writeFile(join(page, 'index.html'), html);
    expect(nuErrors(page).map(({ message }) => message)).toEqual([
      expect.stringMatching(/^The first .option. element in a .select. element with a .required. attribute/),
    ]);
  });
});
