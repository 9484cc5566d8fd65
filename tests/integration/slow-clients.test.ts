/**
 * The server under slow and broken clients, over real sockets, with the default limits:
 * a client that sends one header byte every 5 s is cut off with a 408 after about 10 s,
 * one that trickles its body after about 30 s (counted in bytes the client got to send,
 * not by a clock); connections beyond MAX_CONNECTIONS are closed at once while the ones
 * open keep working; an upload the client aborts is logged as a client error, not as a
 * failure of the server.
 */
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../../src/server/limits/connection-limits.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';

import { fakeDist } from '../support/server-process.ts';
import { openSocket } from '../support/socket.ts';
import { type CapturingLogger, capturingLogger } from '../support/temp-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const BYTE_EVERY_MS = 5_000;

async function serve(env: Record<string, string> = {}): Promise<{ server: RunningServer; logger: CapturingLogger }> {
  const logger = capturingLogger();
  const dataDir = await mkdtemp(join(tmpdir(), 'slow-clients-'));
  const server = await startServer({
    env: { DATA_DIR: dataDir, DIST_DIR: await fakeDist(), PORT: '0', TODAY: TEST_DAY, SSR_BUNDLE: join(dataDir, 'none.js'), ...env },
    logger,
  });
  return { server, logger };
}

/** Sends `head`, then one byte every 5 s until the server closes the connection; resolves with the bytes it got to send and the answer. */
async function trickle(port: number, head: string): Promise<{ trickled: number; answer: string }> {
  const connection = openSocket(port);
  await connection.connected;
  connection.socket.write(head);
  let trickled = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || !connection.socket.writable) return;
    connection.socket.write('a');
    trickled += 1;
  }, BYTE_EVERY_MS);
  await connection.closed;
  clearInterval(timer);
  return { trickled, answer: connection.received() };
}

describe('slow clients, with the default limits', () => {
  let running: { server: RunningServer; logger: CapturingLogger };
  beforeAll(async () => {
    running = await serve();
  });
  afterAll(() => running.server.close());

  it('are 10 s for the headers and 30 s for the whole request', () => {
    expect(DEFAULT_CONNECTION_LIMITS).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 });
  });

  it.concurrent('cuts off one header byte every 5 s after about 10 s, with a 408', { timeout: 90_000 }, async () => {
    const { trickled, answer } = await trickle(running.server.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // At one byte every 5 s, fewer than 5 bytes means it was cut off well before 25 s (it used to take 61 s).
    expect(trickled).toBeLessThan(5);
    expect(trickled).toBeGreaterThan(0);
  });

  it.concurrent('cuts off a body trickling in one byte every 5 s after about 30 s, with a 408', { timeout: 90_000 }, async () => {
    const { trickled, answer } = await trickle(
      running.server.port,
      'POST /api/registrations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Cut off before 45 s (it used to take 301 s), and not before the 30 s a slow upload may take.
    expect(trickled).toBeLessThan(9);
    expect(trickled).toBeGreaterThan(4);
  });
});

describe('a cap on open connections', () => {
  it('closes connections beyond MAX_CONNECTIONS at once, and serves the open ones', async () => {
    const { server, logger } = await serve({ MAX_CONNECTIONS: '3' });
    try {
      const held = [openSocket(server.port), openSocket(server.port), openSocket(server.port)];
      // Each is accepted once it has been answered (the server counts it from then on).
      for (const connection of held) {
        await connection.connected;
        connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await connection.waitFor((text) => text.includes('{"status":"ok"}'));
      }
      const refused = [openSocket(server.port), openSocket(server.port)];
      for (const connection of refused) {
        connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await connection.closed;
        expect(connection.received()).toBe('');
      }
      const [first] = held;
      first!.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await first!.waitFor((text) => text.split('{"status":"ok"}').length === 3);
      // Two refusals, one line.
      expect(logger.lines.filter((line) => line.msg === 'connection refused: too many open connections')).toHaveLength(1);
      for (const connection of held) connection.socket.destroy();
    } finally {
      await server.close();
    }
  });
});

/** A health check from `localAddress` on a connection of its own: the answer's status line, or '' when the connection was refused. */
async function healthCheck(port: number, localAddress: string): Promise<string> {
  const connection = openSocket(port, localAddress);
  await connection.connected;
  connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  await connection.closed;
  return connection.received().split('\r\n', 1)[0]!;
}

describe('connections no set of clients can take from the others', () => {
  it('serves a tenth client while nine hold every connection in silence', async () => {
    const { server, logger } = await serve({ MAX_CONNECTIONS: '45', MAX_CONNECTIONS_PER_CLIENT: '5' });
    const silent: ReturnType<typeof openSocket>[] = [];
    try {
      for (let client = 2; client <= 10; client++)
        for (let index = 0; index < 5; index++) {
          const connection = openSocket(server.port, `127.0.0.${client}`);
          await connection.connected;
          connection.socket.write('GET / HTTP/1.1\r\n');
          silent.push(connection);
        }
      // A tenth client, which keeps its connection, and an eleventh.
      const tenth = openSocket(server.port, '127.0.0.11');
      silent.push(tenth);
      await tenth.connected;
      tenth.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await tenth.waitFor((text) => text.includes('{"status":"ok"}'));
      expect(await healthCheck(server.port, '127.0.0.12')).toBe('HTTP/1.1 200 OK');
      // Each newcomer took the oldest connection of a client holding five.
      let closed = 0;
      for (const connection of silent) void connection.closed.then(() => closed++);
      const deadline = Date.now() + 10_000;
      while (closed < 2 && Date.now() < deadline) await new Promise((next) => setTimeout(next, 20));
      expect(closed).toBe(2);
      expect(logger.lines.filter((line) => line.msg === 'connection closed for another client: too many open connections')).toHaveLength(1);
    } finally {
      for (const { socket } of silent) socket.destroy();
      await server.close();
    }
  });

  it('frees a connection it cut off although the client never closes its side', async () => {
    const { server } = await serve({ MAX_CONNECTIONS: '1', HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1000' });
    // A client that keeps its side open after the server's answer, as an attacker's does.
    const stubborn = connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.2', allowHalfOpen: true });
    try {
      let answer = '';
      const ended = new Promise<void>((done) => stubborn.once('end', () => done()));
      stubborn.on('data', (chunk) => {
        answer += chunk.toString();
      });
      stubborn.on('error', () => {});
      stubborn.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // The same client again: refused while the server still counts the stubborn connection, served once it is freed.
      const deadline = Date.now() + 20_000;
      let status = await healthCheck(server.port, '127.0.0.2');
      while (status === '' && Date.now() < deadline) status = await healthCheck(server.port, '127.0.0.2');
      expect(status).toBe('HTTP/1.1 200 OK');
      expect(stubborn.destroyed).toBe(false);
    } finally {
      stubborn.destroy();
      await server.close();
    }
  });
});

describe('an upload the client aborts', () => {
  it('is logged as a client error, with no error line and no stack', async () => {
    const { server, logger } = await serve();
    try {
      const connection = openSocket(server.port);
      await connection.connected;
      connection.socket.write(
        'POST /api/registrations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\nExpect: 100-continue\r\n\r\n',
      );
      await connection.waitFor((text) => text.startsWith('HTTP/1.1 100 Continue'));
      connection.socket.write('{"dateId": 1001, "participants": [');
      connection.socket.destroy();
      await connection.closed;
      await expect
        .poll(() => logger.lines.find((line) => line.msg === 'registration request aborted by the client'))
        .toMatchObject({
          level: 'warn',
          status: 400,
        });
      // This server has no page code on purpose (it says so at start): no other error.
      expect(logger.lines.filter((line) => line.level === 'error' && !String(line.msg).startsWith('no SSR bundle'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
