/**
 * Boots a throw-away Directus from cms/ (its own port and data folder) for the CMS
 * integration tests, and runs the site's content:pull against it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDirectus, rest, staticToken } from '@directus/sdk';
import { withoutTestClock } from '../support/test-clock.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningCms {
  readonly url: string;
  readonly dataDir: string;
  readonly buildToken: string;
  readonly registrationToken: string;
  readonly rebuildSecret: string;
  readonly adminToken: string;
  readonly admin: ReturnType<typeof adminClient>;
  stop(): Promise<void>;
}

function adminClient(url: string, token: string) {
  return createDirectus(url).with(staticToken(token)).with(rest());
}

/** Installs Directus into cms/ unless it is there (slow the first time). */
export function installCms(): void {
  const install = spawnSync('npm', ['--prefix', 'cms', 'run', 'install:cms'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: withoutTestClock(process.env),
  });
  if (install.status !== 0) throw new Error('cms install failed');
}

/**
 * siteUrl: where the CMS's rebuild flow sends its webhook. dataDir: the CMS's data folder,
 * e.g. one with a secrets.json already holding the tokens a test handed out before the CMS
 * was up; a fresh temporary folder by default.
 */
export async function startCms(port: number, siteUrl: string, { dataDir: givenDataDir }: { dataDir?: string } = {}): Promise<RunningCms> {
  installCms();
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'cms-test-')));
  const child: ChildProcess = spawn(join(ROOT, 'cms/.node22/node_modules/.bin/node'), ['scripts/start.ts'], {
    cwd: join(ROOT, 'cms'),
    env: { ...process.env, CMS_PORT: String(port), CMS_DATA_DIR: dataDir, SITE_URL: siteUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      if (output.includes('cms: ready')) ready();
    });
    child.on('exit', (code) => fail(new Error(`cms exited with ${code} before it was ready:\n${output}`)));
  });

  const secrets = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as Record<
    'adminToken' | 'buildToken' | 'registrationToken' | 'rebuildSecret',
    string
  >;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    buildToken: secrets.buildToken,
    registrationToken: secrets.registrationToken,
    rebuildSecret: secrets.rebuildSecret,
    adminToken: secrets.adminToken,
    admin: adminClient(url, secrets.adminToken),
    stop: () =>
      new Promise((done) => {
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        process.kill(-(child.pid as number), 'SIGTERM');
      }),
  };
}

export interface PullResult {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function pull(env: { DIRECTUS_URL: string; DIRECTUS_TOKEN: string; CONTENT_DIR: string; DIRECTUS_TIMEOUT_MS?: string }): PullResult {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/node'), ['scripts/content-pull.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}
