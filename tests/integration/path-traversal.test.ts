/**
 * No request path reaches a file outside the site directory, nor a dot-file inside it.
 * A real site in a temporary folder, with secrets beside it (../secret.txt), in a sibling
 * whose name starts like it (../dist-evil/secret.txt) and in dot-folders inside it
 * (.git/config, .vite/manifest.json). Every variant is sent twice: through app.request()
 * (a Request, whose URL the WHATWG parser has normalized) and as a raw request line over
 * a socket to the real server (fetch would normalize '..' itself), redirects followed.
 * None may answer with a secret, none may answer 200, none may crash the server (500).
 */

import { mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { BASE_PAGES, capturingLogger, writeTree } from '../support/temp-site.ts';

const SECRETS = {
  outside: 'SECRET-OUTSIDE-7f3a',
  sibling: 'SECRET-SIBLING-91c2',
  git: 'SECRET-GIT-CONFIG-4d5e',
  vite: 'SECRET-VITE-MANIFEST-b6a0',
};
const PASSWD_MARKER = 'root:';

/** Raw request targets, as a client could put them on the request line. */
const VARIANTS: readonly string[] = [
  '/../secret.txt',
  '/../../secret.txt',
  '../secret.txt',
  '/..%2fsecret.txt',
  '/..%2Fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2e/secret.txt',
  '/.%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2e%2e%5csecret.txt',
  '/%252e%252e%252fsecret.txt',
  '/%252e%252e/secret.txt',
  '/%25%32%65%25%32%65/secret.txt',
  '/..\\secret.txt',
  '/\\..\\secret.txt',
  '/..%5csecret.txt',
  '/%5c..%5csecret.txt',
  '/secret.txt%00.html',
  '/%00/../secret.txt',
  '/..%00/secret.txt',
  '/.%00./secret.txt',
  '//etc/passwd',
  '/%2Fetc%2Fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%ae%c0%ae%c0%afsecret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/%u002e%u002e/secret.txt',
  '/%e2%80%a5/secret.txt',
  '/%ef%bc%8e%ef%bc%8e/secret.txt',
  '/..;/secret.txt',
  '/assets/../../secret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/..%252f..%252fsecret.txt',
  '/../dist-evil/secret.txt',
  '/%2e%2e/dist-evil/secret.txt',
  `/${'a/'.repeat(3000)}${'../'.repeat(3001)}secret.txt`,
  `/${'%2e%2e/'.repeat(60)}secret.txt`,
  `/${'x'.repeat(5000)}/../../secret.txt`,
  '/.git/config',
  '/%2egit/config',
  '/.vite/manifest.json',
  '/%2evite/manifest.json',
  '/assets/../.vite/manifest.json',
  '/.git%2fconfig',
  'http://127.0.0.1/../secret.txt',
  'http://127.0.0.1/%2e%2e/secret.txt',
];

let base: string;
let dist: string;
let server: RunningServer;
let passwd = '';

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'traversal-'));
  dist = join(base, 'dist');
  await writeTree(dist, { ...BASE_PAGES, 'assets/app-1.js': 'app', '.git/config': SECRETS.git, '.vite/manifest.json': SECRETS.vite });
  await writeTree(join(base, 'dist-evil'), { 'secret.txt': SECRETS.sibling });
  await writeFile(join(base, 'secret.txt'), SECRETS.outside);
  // Links in the served folder: to a file outside it, to a folder outside it, and to a file inside it.
  await symlink(join(base, 'secret.txt'), join(dist, 'linked-secret.txt'));
  await symlink(join(base, 'dist-evil'), join(dist, 'linked-folder'));
  await symlink(join(dist, 'assets/app-1.js'), join(dist, 'assets/app-link.js'));
  passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  server = await startServer({
    env: { DIST_DIR: dist, DATA_DIR: join(base, 'data'), HOST: '127.0.0.1', PORT: '0', SSR_BUNDLE: join(base, 'no-bundle.js') },
    logger: capturingLogger(),
  });
}, 30_000);

afterAll(async () => {
  await server?.close();
});

interface Answer {
  readonly status: number;
  readonly location: string | null;
  readonly body: string;
  /** The raw head (status line and headers); '' through app.request(). */
  readonly head?: string;
}

/** Sends `target` verbatim on the request line (as latin1 bytes) and reads the whole answer. */
function rawRequest(port: number, target: string): Promise<Answer> {
  return new Promise((answered, fail) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () =>
      socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1')),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1] ?? null;
      answered({ status, location, body: rest.join('\r\n\r\n'), head });
    });
  });
}

async function viaApp(target: string): Promise<Answer> {
  const app = createApp({ distDir: dist, logger: capturingLogger() });
  const response = await app.request(target);
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

function expectNoLeak(answer: Answer, label: string): void {
  for (const secret of Object.values(SECRETS)) expect(answer.body, label).not.toContain(secret);
  if (passwd.includes(PASSWD_MARKER)) expect(answer.body, label).not.toContain(PASSWD_MARKER);
  expect(answer.status, label).not.toBe(200);
  expect([301, 400, 404, 414, 431], label).toContain(answer.status);
}

/** The answer to `target` and to every redirect it leads to (at most three hops). */
async function followed(send: (target: string) => Promise<Answer>, target: string): Promise<Answer[]> {
  const answers = [await send(target)];
  while (answers.at(-1)!.location && answers.length <= 3) {
    const location = new URL(answers.at(-1)!.location!, 'http://127.0.0.1');
    expect(location.origin, `${target} redirects off-site`).toBe('http://127.0.0.1');
    answers.push(await send(location.pathname + location.search));
  }
  return answers;
}

describe('path traversal', () => {
  it('tries at least 20 distinct variants', () => {
    expect(new Set(VARIANTS).size).toBe(VARIANTS.length);
    expect(VARIANTS.length).toBeGreaterThanOrEqual(20);
  });

  it('the secrets are really there, and the server really serves files (the checks below can fail)', async () => {
    expect(await readFile(join(dist, '../secret.txt'), 'utf8')).toBe(SECRETS.outside);
    expect((await rawRequest(server.port, '/assets/app-1.js')).body).toBe('app');
    expect((await viaApp('/assets/app-1.js')).body).toBe('app');
  });

  it.each(VARIANTS.map((target) => [target.length > 80 ? `${target.slice(0, 60)}… (${target.length} chars)` : target, target]))(
    '%s: no secret through app.request() nor over a raw socket',
    async (_label, target) => {
      for (const [label, send] of [
        ['app.request', viaApp],
        ['socket', (path: string) => rawRequest(server.port, path)],
      ] as const) {
        for (const answer of await followed(send, target)) expectNoLeak(answer, `${label} ${target.slice(0, 80)}`);
      }
    },
  );

  it('answers what never reaches the app (a backslash the adaptor refuses, a request line Node cannot parse) with 400 and the security headers', async () => {
    for (const target of ['/..\\secret.txt', '/a b']) {
      const answer = await rawRequest(server.port, target);
      expect(answer.status, target).toBe(400);
      expect(answer.head, target).toMatch(/\r\ncontent-security-policy: default-src 'self';/i);
      expect(answer.head, target).toMatch(/\r\nx-content-type-options: nosniff/i);
      expect(answer.head, target).toMatch(/\r\nx-request-id: [0-9a-f-]{36}/i);
    }
  });

  it('answers 404 for a symbolic link in the served folder that leads outside it, and serves one that stays inside', async () => {
    expect(await readFile(join(dist, 'linked-secret.txt'), 'utf8')).toBe(SECRETS.outside);
    for (const target of ['/linked-secret.txt', '/linked-folder/secret.txt']) {
      const answer = await rawRequest(server.port, target);
      expect(answer.status, target).toBe(404);
      expectNoLeak(answer, target);
    }
    expect((await rawRequest(server.port, '/assets/app-link.js')).body).toBe('app');
  });

  it('is still up and serving after all of them', async () => {
    expect((await rawRequest(server.port, '/')).status).toBe(200);
  });
});
