/**
 * Graceful shutdown of the real server process (node src/server/main.ts) on SIGTERM: a
 * registration whose body is still arriving when the signal comes is finished, stored and
 * answered 201; an idle keep-alive connection is closed at once rather than waited for;
 * no new connection is accepted; the process exits with 0 without cutting anyone off.
 */

import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { startServer } from '../../src/server/start.ts';
import { validInput } from '../support/registration.ts';
import { fakeDist, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { openSocket } from '../support/socket.ts';
import { capturingLogger } from '../support/temp-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

function waitForOutput(server: ServerProcess, text: string): Promise<void> {
  return new Promise((found) => {
    const check = () => {
      if (server.output().includes(text)) {
        server.child.stdout!.off('data', check);
        found();
      }
    };
    server.child.stdout!.on('data', check);
    check();
  });
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      answer(false);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => answer(error.code === 'ECONNREFUSED'));
  });
}

describe('SIGTERM', () => {
  it('lets the request in flight finish and store its registration, closes idle connections, then exits 0', {
    timeout: 60_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      DIST_DIR: await fakeDist(),
      TODAY: TEST_DAY,
      REGISTRATION_RATE_LIMIT: '1000',
    });
    running.push(server);
    const port = Number(new URL(server.url).port);

    // An idle keep-alive connection: one answered request, then nothing.
    const idle = openSocket(port);
    await idle.connected;
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await idle.waitFor((text) => text.includes('{"status":"ok"}'));
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);

    // A registration whose body is half sent. "100 Continue" says the server has the request.
    const body = Buffer.from(JSON.stringify(validInput({ email: 'in-flight@example.com' })));
    const slow = openSocket(port);
    await slow.connected;
    slow.socket.write(
      `POST /api/registrations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await slow.waitFor((text) => text.startsWith('HTTP/1.1 100 Continue'));
    slow.socket.write(body.subarray(0, 100));

    server.child.kill('SIGTERM');
    await waitForOutput(server, '"msg":"shutting down"');
    expect(server.output()).toContain('"inFlight":1');
    expect(await connectionRefused(port)).toBe(true);
    await idle.closed; // the server closed it while still waiting for `slow`
    expect(server.child.exitCode).toBeNull();

    slow.socket.write(body.subarray(100));
    await slow.waitFor((text) => /\r\n\r\n\{.*\}$/s.test(text.split('HTTP/1.1 100 Continue\r\n\r\n')[1] ?? ''));
    const answer = slow.received().split('HTTP/1.1 100 Continue\r\n\r\n')[1]!;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    const created = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { id: string };

    expect(await server.exited).toBe(0);
    const output = server.output();
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain('grace period over');
    expect(output.indexOf('"msg":"registration stored"')).toBeGreaterThan(output.indexOf('"msg":"shutting down"'));

    const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
    try {
      expect(db.prepare('SELECT id, email FROM registrations').all()).toEqual([{ id: created.id, email: 'in-flight@example.com' }]);
    } finally {
      db.close();
    }
  });

  it('cuts off a request that does not finish within the grace period, and then closes', async () => {
    const logger = capturingLogger();
    const dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'));
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        DIST_DIR: await fakeDist(),
        HOST: '127.0.0.1',
        PORT: '0',
        TODAY: TEST_DAY,
        SSR_BUNDLE: join(dataDir, 'none.js'),
      },
      shutdownGraceMs: 100,
      logger,
    });
    const stuck = openSocket(server.port);
    await stuck.connected;
    stuck.socket.write(
      'POST /api/registrations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
    );
    await stuck.waitFor((text) => text.startsWith('HTTP/1.1 100 Continue'));

    await server.close(); // resolves although the body never comes
    await stuck.closed;
    expect(logger.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['shutting down', 'shutdown grace period over: closing open connections']),
    );
    expect(logger.lines.find((line) => line.msg === 'shutting down')).toMatchObject({ inFlight: 1, graceMs: 100 });
  });
});
