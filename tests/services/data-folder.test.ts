/**
 * The server on a data folder it cannot use, on a real file system: a small tmpfs mounted in a
 * mount namespace of the server's own (`unshare --mount`, as root), read-only or full. At
 * start, one line naming the folder and the cause, and a non-zero exit; while running, a disk
 * that fills makes registrations fail with 500 (nothing falsely acknowledged) and GET /readyz
 * 503, with the log saying the failure once rather than once per request, until there is
 * room again. And an ext4 file system (on a loop device) that the kernel turns read-only
 * while the server runs, as `errors=remount-ro` does after a disk error: /readyz is 503 from
 * the first failed write, and no registration is answered 201 while it lasts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { validInput } from '../support/registration.ts';
import { fakeDist, ROOT } from '../support/server-process.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * Starts the server with its data folder on a tmpfs of `size` mounted at `mountPoint` in a
 * mount namespace of its own; `prepare` runs in that namespace before the server (shell).
 */
async function startOnTmpfs(mountPoint: string, size: string, prepare: string, env: Record<string, string> = {}) {
  return startMounted(mountPoint, `mount -t tmpfs -o size=${size} tmpfs ${mountPoint} && ${prepare}`, env);
}

/** Starts the server with its data folder under `mountPoint`, which `mount` (shell, ending in `&&`) mounts in a mount namespace of its own. */
async function startMounted(mountPoint: string, mount: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const script = `${mount} exec ${join(ROOT, 'node_modules/.bin/node')} src/server/main.ts`;
  const child = spawn('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: await fakeDist(),
      DATA_DIR: join(mountPoint, 'data'),
      TODAY: TEST_DAY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

const lines = (output: string) => output.trim().split('\n').filter(Boolean);

describe('a data folder the server cannot use at start', () => {
  it('read-only: one line naming the folder and the cause, exit 1', async () => {
    const mountPoint = await mkdtemp(join(tmpdir(), 'read-only-'));
    const server = await startOnTmpfs(mountPoint, '4m', `mkdir ${mountPoint}/data && mount -o remount,ro ${mountPoint} &&`);
    expect(await server.exited).toBe(1);
    const written = lines(server.output());
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 'error',
      msg: `the data folder ${mountPoint}/data cannot be written: the file system is read-only (EROFS)`,
    });
  });

  it('full: one line naming the folder and the cause, exit 1', async () => {
    const mountPoint = await mkdtemp(join(tmpdir(), 'full-'));
    const server = await startOnTmpfs(
      mountPoint,
      '1m',
      `mkdir ${mountPoint}/data && (dd if=/dev/zero of=${mountPoint}/fill bs=64k 2>/dev/null || true) &&`,
    );
    expect(await server.exited).toBe(1);
    const written = lines(server.output());
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!).msg).toMatch(
      new RegExp(`^the data folder ${mountPoint}/data cannot be written: no space left on the device \\(ENOSPC\\)`),
    );
  });
});

describe('a disk that fills while the server runs', () => {
  it('fails registrations with 500, makes /readyz 503, and logs the failure once per window', { timeout: 60_000 }, async () => {
    const mountPoint = await mkdtemp(join(tmpdir(), 'filling-'));
    const server = await startOnTmpfs(mountPoint, '16m', '', { REGISTRATION_RATE_LIMIT: '100000', PENDING_PER_CLIENT: '100000' });
    await expect.poll(() => server.output().includes('"msg":"listening"'), { timeout: 20_000 }).toBe(true);
    const storage = async () => ((await (await fetch(`${server.url}/readyz`)).json()) as { checks: { storage: string } }).checks.storage;
    // Not ready anyway (this fake site has no page code to rebuild with), but its storage is fine.
    expect(await storage()).toBe('ok');

    // Fill the tmpfs through the server's own view of the file system.
    await writeFile(join(`/proc/${server.child.pid}/root`, mountPoint, 'fill'), Buffer.alloc(16 * 1024 * 1024)).catch(() => {});
    const register = (index: number) =>
      fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...validInput({ email: `full${index}@example.com`, dateId: [1001, 1003, 1004][index % 3] }), locale: 'de' }),
      });
    const statuses = [];
    for (let index = 0; index < 40; index++) statuses.push((await register(index)).status);
    expect(statuses.filter((status) => status === 201)).toEqual([]);
    expect(statuses.every((status) => status === 500)).toBe(true);

    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect(await storage()).toMatch(/^(failing|full)$/);
    // Room again: the next readiness check finds writes working, with no visitor's write needed.
    await rm(join(`/proc/${server.child.pid}/root`, mountPoint, 'fill'));
    expect(await storage()).toBe('ok');
    // Forty failed registrations: their request lines, and the failure itself once.
    const failures = lines(server.output()).filter((line) => line.includes('"msg":"registration request failed"'));
    expect(failures).toHaveLength(1);
  });
});

describe('a file system the kernel turns read-only while the server runs', () => {
  it('makes /readyz 503 from the first failed write, and takes nothing it cannot keep', { timeout: 60_000 }, async () => {
    const work = await mkdtemp(join(tmpdir(), 'remount-ro-'));
    const image = join(work, 'disk.img');
    const mountPoint = join(work, 'mount');
    await mkdir(mountPoint);
    execFileSync('truncate', ['-s', '64M', image]);
    execFileSync('mkfs.ext4', ['-q', '-F', image]);
    const server = await startMounted(mountPoint, `mount -o loop,errors=remount-ro ${image} ${mountPoint} &&`);
    await expect.poll(() => server.output().includes('"msg":"listening"'), { timeout: 20_000 }).toBe(true);
    const storage = async () => ((await (await fetch(`${server.url}/readyz`)).json()) as { checks: { storage: string } }).checks.storage;
    const register = (email: string) =>
      fetch(`${server.url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...validInput({ email }), locale: 'de' }),
      });
    expect((await register('before@example.com')).status).toBe(201);
    expect(await storage()).toBe('ok');

    // What ext4 does after a disk error with errors=remount-ro: the file system turns read-only under the open database.
    const device = basename(execFileSync('losetup', ['-j', image], { encoding: 'utf8' }).split(':')[0]!);
    await writeFile(`/sys/fs/ext4/${device}/trigger_fs_error`, '1');
    expect((await register('after@example.com')).status).toBe(500);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect(await storage()).toBe('failing');
    // SQLite would still seem to commit what fits into its log's space, lost at the next start: nothing more is taken.
    const later = [];
    for (let index = 0; index < 5; index++) later.push((await register(`later${index}@example.com`)).status);
    expect(later).toEqual([500, 500, 500, 500, 500]);
    expect(await storage()).toBe('failing');
    server.child.kill('SIGKILL');
    await server.exited;
    await rm(work, { recursive: true, force: true });
  });
});
