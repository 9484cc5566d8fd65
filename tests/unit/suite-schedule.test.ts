import { describe, expect, it } from 'vitest';
import { nextStep, type Tier, type TierState } from '../../scripts/suite/schedule.ts';

const TIERS: Tier[] = [
  { script: 'build', after: [] },
  { script: 'browser', after: ['build'] },
  { script: 'types', after: [] },
  { script: 'unit', after: ['types'] },
  { script: 'integration', after: ['unit', 'build'] },
];
const states = (entries: Record<string, TierState>) => new Map(Object.entries(entries));

describe('nextStep', () => {
  it('starts the tiers that need nothing', () => {
    expect(nextStep(TIERS, states({}))).toEqual({ start: ['build', 'types'], skip: [] });
  });

  it('starts a tier once everything it needs has passed, and not while one still runs', () => {
    expect(nextStep(TIERS, states({ build: 'passed', types: 'running' }))).toEqual({ start: ['browser'], skip: [] });
    expect(nextStep(TIERS, states({ build: 'passed', browser: 'running', types: 'passed', unit: 'running' }))).toEqual({
      start: [],
      skip: [],
    });
    expect(nextStep(TIERS, states({ build: 'passed', browser: 'running', types: 'passed', unit: 'passed' }))).toEqual({
      start: ['integration'],
      skip: [],
    });
  });

  it('skips a tier when one it needs failed or was skipped, and leaves the others to run', () => {
    expect(nextStep(TIERS, states({ build: 'failed', types: 'passed' }))).toEqual({ start: ['unit'], skip: ['browser', 'integration'] });
    expect(nextStep(TIERS, states({ build: 'passed', browser: 'passed', types: 'failed', unit: 'skipped' }))).toEqual({
      start: [],
      skip: ['integration'],
    });
  });

  it('never starts a tier again once it ran', () => {
    const done = states({ build: 'passed', browser: 'failed', types: 'passed', unit: 'passed', integration: 'passed' });
    expect(nextStep(TIERS, done)).toEqual({ start: [], skip: [] });
  });
});
