/**
 * html-validate on every built HTML page (every *.html in dist/, the 404 and 500 pages
 * included), in one process, with .htmlvalidate.json: the recommended and a11y presets,
 * where only style rules that clash with how React writes HTML are re-configured. On the
 * site of another day, the pages that differ from dist/'s (the others are the same text).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { LATEST_BUILD_PATH } from '../../src/routes/build-files.ts';
import { type BuiltPage, DIST_DIR, groupByProblem, loadBuiltSite, TEST_DIST_DIR } from '../support/built-site.ts';

/**
 * Every rule .htmlvalidate.json changes from the presets, and why. Only stylistic rules
 * (set to the style React's renderToString produces) and the title length may be here; a
 * rule that finds real faults (duplicate ids, nesting, labels, ...) must never be turned off.
 */
const STYLE_RULES: Readonly<Record<string, string>> = {
  'long-title':
    'titles follow the spec format "{page title} - {brand} academy" around editor-chosen seminar titles; 120 characters, not 70: search engines shorten the display, not the relevance',
  'doctype-style': 'the renderer writes <!doctype html> in lower case; the doctype is case-insensitive',
  'attr-case': 'React writes some attributes in camelCase (charSet, hrefLang); HTML attribute names are case-insensitive',
  'void-style': 'React writes void elements self-closed (<meta/>, <link/>)',
  'attribute-boolean-style': 'React writes a true boolean attribute as name="" (e.g. hidden="")',
  'attribute-empty-style': 'React writes a true value of an attribute that may be empty as name="" (e.g. download="")',
};

const ROOT = join(import.meta.dirname, '../..');

/** A site's build id, which each of its pages carries. */
const buildIdOf = (dir: string) => (JSON.parse(readFileSync(join(dir, LATEST_BUILD_PATH), 'utf8')) as { id: string }).id;
const buildIds = { site: buildIdOf(DIST_DIR), dist: buildIdOf(TEST_DIST_DIR) };

/**
 * Whether another day's page says what dist/'s does but for the build id: the dist project
 * validates that text, and the same text gives the same result. dist/'s own pages are all validated.
 */
function validatedInDist(page: BuiltPage): boolean {
  if (DIST_DIR === TEST_DIST_DIR) return false;
  const distFile = join(TEST_DIST_DIR, page.file);
  if (!existsSync(distFile)) return false;
  return page.html.replaceAll(buildIds.site, '') === readFileSync(distFile, 'utf8').replaceAll(buildIds.dist, '');
}

describe('html-validate', () => {
  it('is configured with the recommended and a11y presets and changes only documented style rules', () => {
    const config = JSON.parse(readFileSync(join(ROOT, '.htmlvalidate.json'), 'utf8')) as {
      extends: string[];
      rules?: Record<string, unknown>;
    };
    expect(config.extends).toEqual(expect.arrayContaining(['html-validate:recommended', 'html-validate:a11y']));
    expect(Object.keys(config.rules ?? {}).sort()).toEqual(Object.keys(STYLE_RULES).sort());
    for (const [rule, setting] of Object.entries(config.rules ?? {})) {
      expect(Array.isArray(setting) ? setting[0] : setting, `${rule} must stay an error, only its style is chosen`).toBe('error');
    }
  });

  it('finds no errors on any built page', async () => {
    const site = loadBuiltSite();
    expect(site.pages.length).toBeGreaterThan(100);
    expect(site.pages.map((page) => page.file)).toEqual(expect.arrayContaining(['404.html', 'en/404.html', '500.html', 'en/500.html']));
    const files = site.pages.filter((page) => !validatedInDist(page)).map((page) => join(DIST_DIR, page.file));

    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(files);
    const found = report.results.flatMap((result) =>
      result.messages.map((message) => ({
        page: `${relative(DIST_DIR, result.filePath)}:${message.line}:${message.column}`,
        problem: `${message.ruleId}: ${message.message}${message.selector ? ` [${message.selector}]` : ''}`,
      })),
    );
    expect(groupByProblem(found)).toEqual([]);
  });
});
