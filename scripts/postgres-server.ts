/**
 * A PostgreSQL server of a test's or a measurement's own (npm run test:services, npm run bench): Debian's binaries (the newest /usr/lib/postgresql/N/bin),
 * a cluster in a temporary folder, a free port on 127.0.0.1 and the socket in the folder;
 * run as the `postgres` user when the test runs as root (PostgreSQL refuses root). It trusts
 * local connections: a throwaway for tests, never a server to keep.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

const ROOTS = '/usr/lib/postgresql';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  /** Stops the server (fast shutdown); start() brings it back on the same port and data. */
  stop(): void;
  start(): void;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

function binaries(): string {
  const versions = existsSync(ROOTS) ? readdirSync(ROOTS).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does)');
  return join(ROOTS, newest, 'bin');
}

/** Makes an empty database `name` on the server at `serverUrl`: its address. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = new URL(serverUrl);
  database.pathname = `/${name}`;
  return database.href;
}

/** Whether Debian's PostgreSQL is installed (what startPostgres needs). */
export const hasPostgres = (): boolean => existsSync(ROOTS) && readdirSync(ROOTS).some((name) => /^\d+$/.test(name));

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binaries();
  const dir = await mkdtemp(join(tmpdir(), 'postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  else await chmod(dir, 0o700);
  const run = (program: string, args: readonly string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    const result = spawnSync(command[0] as string, command[1] as string[], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      try {
        stop();
      } catch {
        // Stopped already.
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
