/**
 * npm test: every tier of the suite. The build runs beside the type check, lint and unit
 * tier; the integration, site and browser tiers follow one after the other. Each of those
 * keeps both cores busy by itself (on two cores, integration and site side by side took as
 * long as one after the other, docs/benchmarks.md), and the browser tier's tests are the most
 * sensitive to a busy machine. Each tier is an npm script that also runs alone
 * (`npm run test:unit`, ...).
 *
 * A tier's output goes to .build/test-logs/<script>.log and is printed whole when the tier
 * ends, under a line with its result and time. A failed tier fails the run and skips the
 * tiers that use what it makes (the build's); every other tier still runs, so one run shows
 * every failure. SIGINT or SIGTERM stops every running tier (its whole process group: the
 * servers and browsers it started too; killed if it has not ended five seconds later), prints
 * what they wrote, and exits 130 or 143.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { nextStep, type Tier, type TierState } from './suite/schedule.ts';

const TIERS: readonly Tier[] = [
  { script: 'test:build', needs: [], after: [] },
  { script: 'typecheck', needs: [], after: [] },
  { script: 'lint', needs: [], after: ['typecheck'] },
  { script: 'test:unit', needs: [], after: ['lint'] },
  { script: 'test:integration', needs: ['test:build'], after: ['test:unit'] },
  { script: 'test:site', needs: ['test:build'], after: ['test:integration'] },
  { script: 'test:e2e', needs: ['test:build'], after: ['test:site'] },
];

/** How long a stopped tier may take to end before its group is killed (a tool may ignore SIGINT: tsc does). */
const STOP_GRACE_MS = 5_000;

const root = resolve(import.meta.dirname, '..');
const logDir = join(root, '.build/test-logs');
mkdirSync(logDir, { recursive: true });

const states = new Map<string, TierState>();
const running = new Set<ChildProcess>();
const started = performance.now();
let stoppedBy: NodeJS.Signals | null = null;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Runs a tier's npm script in a process group of its own; whether it passed. Its output is printed when it ends. */
function run(script: string): Promise<boolean> {
  const log = join(logDir, `${script.replace(':', '-')}.log`);
  const output = openSync(log, 'w');
  const since = performance.now();
  console.log(`▶ ${script} (at ${seconds(started)})`);
  const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', output, output], detached: true });
  running.add(child);
  return new Promise((done) => {
    let reported = false;
    const report = (passed: boolean, how: string) => {
      if (reported) return;
      reported = true;
      running.delete(child);
      closeSync(output);
      console.log(`\n${passed ? '✓' : `✗ (${how})`} ${script} in ${seconds(since)}; output (${relative(root, log)}):\n`);
      process.stdout.write(readFileSync(log));
      done(passed);
    };
    child.on('error', (error) => report(false, `could not start: ${error.message}`));
    child.on('close', (code, signal) => report(code === 0, signal ?? `exit ${code}`));
  });
}

/** Skips what can no longer run, starts what can, and again as each started tier ends. */
function advance(): Promise<unknown> {
  if (stoppedBy) return Promise.resolve();
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

/** Sends `signal` to the process group of every running tier (one that has ended is passed over). */
function signalTiers(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // the group has ended already
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stoppedBy = signal;
    signalTiers(signal);
    setTimeout(() => signalTiers('SIGKILL'), STOP_GRACE_MS);
  });
}

await advance();
if (stoppedBy) {
  console.log(`\nstopped by ${stoppedBy} after ${seconds(started)}`);
  process.exit(stoppedBy === 'SIGINT' ? 130 : 143);
}
const failed = TIERS.filter(({ script }) => states.get(script) !== 'passed').map(({ script }) => `${script} ${states.get(script)}`);
console.log(`\n${failed.length === 0 ? 'all tiers passed' : `not passed: ${failed.join(', ')}`} in ${seconds(started)}`);
process.exitCode = failed.length === 0 ? 0 : 1;
