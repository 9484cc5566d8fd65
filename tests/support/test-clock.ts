/**
 * The day the whole suite runs on, whatever the machine's calendar says: the build's
 * `BUILD_DATE`, every test process's clock, the servers' clocks and the browser's clock
 * start at TEST_CLOCK_START and run on in real time from there.
 *
 * Every test process shifts its clock with shift-clock.ts (vitest's setup files, the import in
 * playwright.config.ts, the test build's `--import`); the processes a test starts inherit the
 * shift through the environment testClockEnv makes, so that all of them agree on the instant. A test about
 * the passage of time moves a clock of its own (a fake timer, an injected `now`, a `TODAY`
 * or `TEST_CLOCK_OFFSET_MS` for its server), never the machine's.
 *
 * To run the suite on another day: `TEST_CLOCK_START=2027-05-03T07:00:00Z npm test`.
 */
import { resolve } from 'node:path';
import { berlinDate } from '../../src/content/calendar.ts';

/** 09:00 in Germany on 22 November 2026, before every date of content-cache/: a whole working day before the next midnight. */
export const TEST_CLOCK_START = process.env.TEST_CLOCK_START ?? '2026-11-22T08:00:00Z';

/** The suite's day ('YYYY-MM-DD'), in the time zone the academy counts days in. */
export const TEST_DAY = berlinDate(new Date(TEST_CLOCK_START));

/** The module a Node process imports first to run on the suite's clock. */
export const SHIFT_CLOCK_MODULE = resolve(import.meta.dirname, 'shift-clock.ts');

/**
 * How far the suite's clock is ahead of the machine's, fixed once for the whole run by the
 * first process that asks: every process started later gets it through the environment.
 */
export function clockOffsetMs(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.TEST_CLOCK_OFFSET_MS;
  if (given !== undefined) return Number(given);
  const start = Date.parse(TEST_CLOCK_START);
  if (Number.isNaN(start)) throw new Error(`TEST_CLOCK_START is not an instant: ${TEST_CLOCK_START}`);
  return start - Date.now();
}

/**
 * The TEST_CLOCK_OFFSET_MS that starts a process's clock at `at` (ms) and runs it on from
 * there: the machine's clock is clockOffsetMs() behind this process's.
 */
export function clockOffsetAt(at: number): string {
  return String(at - (Date.now() - clockOffsetMs()));
}

const SHIFT_IMPORT = `--import=${SHIFT_CLOCK_MODULE}`;

/** NODE_OPTIONS of `env` without the import of the shift. */
const optionsWithoutShift = (env: NodeJS.ProcessEnv) => (env.NODE_OPTIONS ?? '').replaceAll(SHIFT_IMPORT, '').trim();

/**
 * What a process needs in its environment to run on the suite's clock: the offset, and Node
 * told to import the shift before anything else (which every Node process it starts inherits).
 */
export function testClockEnv(offsetMs = clockOffsetMs()): { TEST_CLOCK_OFFSET_MS: string; NODE_OPTIONS: string } {
  return { TEST_CLOCK_OFFSET_MS: String(offsetMs), NODE_OPTIONS: `${optionsWithoutShift(process.env)} ${SHIFT_IMPORT}`.trim() };
}

/** An environment without the suite's clock, for a process that is no part of the test (an install). */
export function withoutTestClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { TEST_CLOCK_OFFSET_MS: _offset, ...rest } = env;
  return { ...rest, NODE_OPTIONS: optionsWithoutShift(env) };
}

/** A browser's environment: the machine's clock, without a library that fakes it for the test run (faketime's), under which Chromium does not run. */
export function onMachineClock(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept = Object.entries(env).filter(([name, value]) => value !== undefined && !name.startsWith('FAKETIME') && name !== 'LD_PRELOAD');
  const preload = (env.LD_PRELOAD ?? '').split(/[\s:]+/).filter((library) => library !== '' && !library.includes('faketime'));
  return { ...Object.fromEntries(kept as [string, string][]), ...(preload.length > 0 ? { LD_PRELOAD: preload.join(':') } : {}) };
}

/** A vitest configuration's part that runs its tests, and every process they start, on the suite's clock. */
export const onTestClock = () => ({ setupFiles: [SHIFT_CLOCK_MODULE], env: testClockEnv() });
