/**
 * Imported first by every process of the suite (vitest's setup files, `node --import`): this
 * process's clock becomes the suite's (test-clock.ts), and every Node process it starts
 * inherits the same offset and this import. Importing it again changes nothing.
 */
import { shiftedDate } from './shifted-date.ts';
import { clockOffsetMs, testClockEnv } from './test-clock.ts';

const SHIFTED = Symbol.for('academy.test-clock.shifted');
const global = globalThis as typeof globalThis & { [SHIFTED]?: true };

if (!global[SHIFTED]) {
  const offset = clockOffsetMs();
  Object.assign(process.env, testClockEnv(offset));
  global.Date = shiftedDate(offset);
  global[SHIFTED] = true;
}
