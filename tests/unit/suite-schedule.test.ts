import { describe, expect, it } from 'vitest';
import { nextStep, type Tier, type TierState } from '../../scripts/suite/schedule.ts';

const TIERS: Tier[] = [
  { script: 'build', needs: [], after: [] },
  { script: 'browser', needs: ['build'], after: [] },
  { script: 'types', needs: [], after: [] },
  { script: 'unit', needs: [], after: ['types'] },
  { script: 'integration', needs: ['build'], after: ['unit'] },
];
const states = (entries: Record<string, TierState>) => new Map(Object.entries(entries));

describe('nextStep', () => {
  it('starts the tiers that wait for nothing', () => {
    expect(nextStep(TIERS, states({}))).toEqual({ start: ['build', 'types'], skip: [] });
  });

  it('starts a tier once what it needs has passed and what it runs after has ended, not while one still runs', () => {
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

  it('runs a tier after one that failed, when it only comes after it', () => {
    expect(nextStep(TIERS, states({ build: 'running', types: 'failed' }))).toEqual({ start: ['unit'], skip: [] });
    expect(nextStep(TIERS, states({ build: 'passed', browser: 'running', types: 'failed', unit: 'failed' }))).toEqual({
      start: ['integration'],
      skip: [],
    });
  });

  it('skips a tier when one it needs failed or was skipped, and leaves the others to run', () => {
    expect(nextStep(TIERS, states({ build: 'failed', types: 'passed' }))).toEqual({ start: ['unit'], skip: ['browser', 'integration'] });
    const chain: Tier[] = [...TIERS, { script: 'site', needs: ['integration'], after: [] }];
    expect(
      nextStep(chain, states({ build: 'failed', browser: 'skipped', types: 'passed', unit: 'passed', integration: 'skipped' })),
    ).toEqual({
      start: [],
      skip: ['site'],
    });
  });

  it('never starts a tier again once it ran', () => {
    const done = states({ build: 'passed', browser: 'failed', types: 'passed', unit: 'passed', integration: 'passed' });
    expect(nextStep(TIERS, done)).toEqual({ start: [], skip: [] });
  });
});
