/**
 * Runs the real site server (node src/server/main.ts, or the compiled one) as a child process, for tests that
 * need a process to kill or restart: a tiny fake dist/ (main.ts insists on a built site),
 * a free port, and the environment the test gives.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { ERROR_STATUSES, errorPageFile } from '../../src/routes/error-files.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/** A dist/ folder with just the pages the server reads. */
export async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dist-'));
  for (const file of ['index.html', ...LOCALES.flatMap((locale) => ERROR_STATUSES.map((status) => errorPageFile(locale, status)))]) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), `<!doctype html><html><title>${file}</title></html>`);
  }
  return dir;
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  readonly exited: Promise<number | null>;
}

/** How the process is started: by default the TypeScript server, in the test's environment. */
export interface ServerCommand {
  /** The arguments to Node (default: the TypeScript entry). */
  readonly args?: readonly string[];
  /** Only these variables besides `env` (PATH and HOME kept), as a service manager gives them; default: the test's environment. */
  readonly cleanEnvironment?: boolean;
}

/** Starts the server and resolves once it listens. env is added to the test's environment (Directus variables removed). */
export async function startServerProcess(env: Record<string, string>, command: ServerCommand = {}): Promise<ServerProcess> {
  const port = await freePort();
  const { DIRECTUS_URL: _url, DIRECTUS_REGISTRATION_TOKEN: _token, ...inherited } = process.env;
  const base = command.cleanEnvironment ? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } : inherited;
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), command.args ?? ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...base, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"listening"')) ready();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) => fail(new Error(`server exited with ${code} before it listened:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}
