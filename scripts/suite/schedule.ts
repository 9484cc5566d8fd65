/**
 * Which of the suite's tiers to start or skip next: a tier starts once every tier it needs has
 * passed, and is skipped once one of them failed or was skipped; the rest wait.
 */

export interface Tier {
  /** The npm script that runs it alone. */
  readonly script: string;
  /** The scripts that must have passed first. */
  readonly after: readonly string[];
}

export type TierState = 'waiting' | 'running' | 'passed' | 'failed' | 'skipped';

export interface NextStep {
  readonly start: readonly string[];
  readonly skip: readonly string[];
}

export function nextStep(tiers: readonly Tier[], states: ReadonlyMap<string, TierState>): NextStep {
  const start: string[] = [];
  const skip: string[] = [];
  for (const tier of tiers) {
    if ((states.get(tier.script) ?? 'waiting') !== 'waiting') continue;
    const needs = tier.after.map((script) => states.get(script) ?? 'waiting');
    if (needs.some((state) => state === 'failed' || state === 'skipped')) skip.push(tier.script);
    else if (needs.every((state) => state === 'passed')) start.push(tier.script);
  }
  return { start, skip };
}
