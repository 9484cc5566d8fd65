/**
 * npm test: every tier of the suite, side by side where one does not need another, so that
 * both cores stay busy while a tier waits on a server, a child process or the browser (the
 * browser tier alone keeps about one core busy). The build and then the browser tier run
 * beside the type check, lint and unit tests, then integration and the site tier, one after
 * the other. Each tier is an npm script that also runs alone (`npm run test:unit`, ...).
 *
 * A tier's output goes to .build/test-logs/<script>.log and is printed whole when the tier
 * ends, under a line with its result and time. A failed tier fails the run; the tiers that
 * need it are skipped, and the others run on, so one run shows every failure.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { nextStep, type Tier, type TierState } from './suite/schedule.ts';

const TIERS: readonly Tier[] = [
  { script: 'test:build', after: [] },
  { script: 'test:e2e', after: ['test:build'] },
  { script: 'typecheck', after: [] },
  { script: 'lint', after: ['typecheck'] },
  { script: 'test:unit', after: ['lint'] },
  { script: 'test:integration', after: ['test:unit', 'test:build'] },
  { script: 'test:site', after: ['test:integration'] },
];

const root = resolve(import.meta.dirname, '..');
const logDir = join(root, '.build/test-logs');
mkdirSync(logDir, { recursive: true });

const states = new Map<string, TierState>();
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

function run(script: string): Promise<boolean> {
  const log = join(logDir, `${script.replace(':', '-')}.log`);
  const output = openSync(log, 'w');
  const since = performance.now();
  console.log(`▶ ${script} (at ${seconds(started)})`);
  const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', output, output] });
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      const passed = code === 0;
      const result = passed ? '✓' : `✗ (${signal ?? `exit ${code}`})`;
      console.log(`\n${result} ${script} in ${seconds(since)}; output (${relative(root, log)}):\n`);
      process.stdout.write(readFileSync(log));
      done(passed);
    });
    child.on('error', (error) => {
      console.error(`✗ ${script} could not start: ${error.message}`);
      done(false);
    });
  });
}

/** Skips what can no longer run, starts what can, and again as each started tier ends. */
function advance(): Promise<unknown> {
  let step = nextStep(TIERS, states);
  while (step.skip.length > 0) {
    for (const script of step.skip) {
      states.set(script, 'skipped');
      console.log(`- ${script} skipped: a tier it needs did not pass`);
    }
    step = nextStep(TIERS, states);
  }
  return Promise.all(
    step.start.map(async (script) => {
      states.set(script, 'running');
      states.set(script, (await run(script)) ? 'passed' : 'failed');
      await advance();
    }),
  );
}

await advance();
const failed = TIERS.filter(({ script }) => states.get(script) !== 'passed').map(({ script }) => `${script} ${states.get(script)}`);
console.log(`\n${failed.length === 0 ? 'all tiers passed' : `not passed: ${failed.join(', ')}`} in ${seconds(started)}`);
process.exitCode = failed.length === 0 ? 0 : 1;
