/**
 * A browser test's own server (the built site's, as a host runs it) on a data folder of the
 * test's, whose day the test moves: each start stops the one before and starts it again on the
 * same folder at another day (TODAY) or instant (its clock set there and running on), as a
 * restart the next day would. Its mails are .eml files in the folder (it has no SMTP_URL); `mail`
 * waits for one and reads it.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { clockOffsetAt } from './test-clock.ts';

export interface DayServer {
  /** The test's data folder. */
  readonly dataDir: () => string;
  /** The server on `today` ('YYYY-MM-DD'), or with its clock at `instant` (ISO): its origin. */
  start(when: { readonly today: string } | { readonly instant: string }): Promise<string>;
  /** An entry's mail of `kind`, once the server has written it. */
  mail(entryId: string, kind: string): Promise<ParsedMail>;
  /** The mail of `kind` (a name, or a pattern of names) to `address` (of an entry the test does not know), once written: its entry and the mail. */
  mailTo(address: string, kind: string | RegExp): Promise<{ readonly entryId: string; readonly mail: ParsedMail }>;
  stop(): Promise<void>;
}

export function dayServer(prefix: string): DayServer {
  let dataDir: string | null = null;
  let server: ServerProcess | null = null;
  const folder = () => {
    if (!dataDir) throw new Error('the day server has not started');
    return dataDir;
  };
  const stop = async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    server = null;
  };
  return {
    dataDir: folder,
    async start(when) {
      await stop();
      dataDir ??= await mkdtemp(join(tmpdir(), `${prefix}-`));
      const clock: Record<string, string> =
        'today' in when ? { TODAY: when.today } : { TEST_CLOCK_OFFSET_MS: clockOffsetAt(Date.parse(when.instant)) };
      server = await startServerProcess(
        { ...clock, DATA_DIR: dataDir, RELEASES_DIR: join(dataDir, 'releases'), REGISTRATION_RATE_LIMIT: '10000' },
        { args: ['.build/server/main.js'] },
      );
      return server.url;
    },
    async mail(entryId, kind) {
      const file = join(folder(), 'mail', `${entryId}.${kind}.eml`);
      // A bound for a server that never writes it, not a measure: a server busy drawing its pages lets its mails wait.
      await expect.poll(() => existsSync(file), { message: `mail ${kind}`, timeout: 60_000 }).toBe(true);
      return simpleParser(await readFile(file));
    },
    async mailTo(address, kind) {
      // A file's name: `{entry id}.{kind}.eml`.
      const kindOf = (file: string) => file.slice(file.indexOf('.') + 1, -'.eml'.length);
      const wanted = (file: string) =>
        file.endsWith('.eml') && (typeof kind === 'string' ? kindOf(file) === kind : kind.test(kindOf(file)));
      const find = async () => {
        const folderOfMails = join(folder(), 'mail');
        const files = existsSync(folderOfMails) ? (await readdir(folderOfMails)).filter(wanted) : [];
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(folderOfMails, file)));
          if (recipientOf(mail) === address) return { entryId: file.slice(0, file.indexOf('.')), mail };
        }
        return null;
      };
      await expect.poll(async () => (await find()) !== null, { message: `mail ${kind} to ${address}`, timeout: 60_000 }).toBe(true);
      return (await find())!;
    },
    stop,
  };
}

/** To whom a parsed mail goes. */
export const recipientOf = (mail: ParsedMail): string => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';
