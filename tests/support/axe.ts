/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on a page as it is now, for the browser
 * tests: every violation, one readable entry per failing element.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's minified build (the default is the 1.5 MB unminified one): a fifth less time per run. */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable entry per failing element: rule, impact, what it is about, where, and why. */
function describeViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      [
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
        `  at ${node.target.map(String).join(' >>> ')}`,
        `  ${(node.failureSummary ?? '').replace(/\n\s*/g, '\n  ')}`,
        `  ${node.html.length > 200 ? `${node.html.slice(0, 197)}...` : node.html}`,
      ].join('\n'),
    ),
  );
}

/**
 * axe finds nothing on the page as it is now. Legacy mode runs axe in the page itself
 * instead of opening an extra page per run to merge frame results (half the time, same
 * result on pages without iframes); only violations are collected in detail, as only
 * they are reported.
 */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const violations = describeViolations(results.violations);
  expect(violations, `axe violations (${state}):\n\n${violations.join('\n\n')}\n`).toEqual([]);
}
