/**
 * Which of the suite's tiers to start or skip next. A tier starts once every tier it needs
 * has passed and every tier it runs after has ended (passed or not: an order, so that tiers
 * that would only slow each other down take turns); it is skipped once a tier it needs failed
 * or was skipped. The rest wait.
 */

export interface Tier {
  /** The npm script that runs it alone. */
  readonly script: string;
  /** Scripts that must have passed first: this tier uses what they make. */
  readonly needs: readonly string[];
  /** Scripts that must have ended first, whatever their result. */
  readonly after: readonly string[];
}

export type TierState = 'waiting' | 'running' | 'passed' | 'failed' | 'skipped';

export interface NextStep {
  readonly start: readonly string[];
  readonly skip: readonly string[];
}

const ENDED: ReadonlySet<TierState> = new Set(['passed', 'failed', 'skipped']);

export function nextStep(tiers: readonly Tier[], states: ReadonlyMap<string, TierState>): NextStep {
  const start: string[] = [];
  const skip: string[] = [];
  const stateOf = (script: string) => states.get(script) ?? 'waiting';
  for (const tier of tiers) {
    if (stateOf(tier.script) !== 'waiting') continue;
    const needs = tier.needs.map(stateOf);
    if (needs.some((state) => state === 'failed' || state === 'skipped')) skip.push(tier.script);
    else if (needs.every((state) => state === 'passed') && tier.after.every((script) => ENDED.has(stateOf(script))))
      start.push(tier.script);
  }
  return { start, skip };
}
