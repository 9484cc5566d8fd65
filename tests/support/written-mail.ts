/**
 * A mail the server under test wrote as a file (with no SMTP server, mail goes to
 * DATA_DIR/mail/{entry}.{kind}.eml), parsed, once it is there.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { until } from './until.ts';

/** `ms`: how long it may take (a bound for a broken server, not a measure). */
export async function writtenMail(dataDir: string, id: string, kind: string, ms = 60_000) {
  const file = join(dataDir, 'mail', `${id}.${kind}.eml`);
  await until(`the mail ${kind}`, async () => existsSync(file), Boolean, ms, 25);
  return simpleParser(await readFile(file));
}
