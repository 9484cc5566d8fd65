/** The day a built site judged its dates by, as its build record says (builds/latest.json). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LATEST_BUILD_PATH } from '../../src/routes/build-files.ts';

export async function builtToday(dist: string): Promise<string> {
  return (JSON.parse(await readFile(join(dist, LATEST_BUILD_PATH), 'utf8')) as { today: string }).today;
}
