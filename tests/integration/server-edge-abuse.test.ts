/**
 * The server's edge against a stranger, over real sockets: no redirect leaves the site,
 * whatever the path spells; a request without Host gets the security headers; one client
 * holding many connections leaves the server answering others; a forwarded client address
 * is believed only from the proxies TRUST_PROXY names, and one client is one IPv4 address
 * or one IPv6 /64, whichever way it is written.
 */
import { mkdtemp } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { validInput } from '../support/registration.ts';
import { fakeDist } from '../support/server-process.ts';
import { openSocket } from '../support/socket.ts';
import { capturingLogger } from '../support/temp-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

async function serve(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'edge-abuse-'));
  return startServer({
    env: { DATA_DIR: dataDir, DIST_DIR: await fakeDist(), PORT: '0', TODAY: TEST_DAY, SSR_BUNDLE: join(dataDir, 'none.js'), ...env },
    logger: capturingLogger(),
  });
}

/** Sends `request` as it is and resolves with the whole answer once the server closes the connection. */
async function exchange(port: number, request: string): Promise<string> {
  const connection = openSocket(port);
  await connection.connected;
  connection.socket.write(request);
  await connection.closed;
  return connection.received();
}

const get = (port: number, target: string) =>
  exchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
const headerOf = (answer: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer.split('\r\n\r\n', 1)[0]!)?.[1]?.trim();

describe('the edge of the server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve({ MAX_CONNECTIONS: '150', MAX_CONNECTIONS_PER_CLIENT: '50' });
  });
  afterAll(() => server.close());

  it('never sends a Location off the site, however the path is spelt', async () => {
    const targets = [
      '//evil.example/?lang=en',
      '//evil.example/',
      '///x',
      '///x?lang=de',
      '/.//x',
      '/%2F%2Fevil.example',
      '/%2F%2Fevil.example?lang=en',
      '/\\evil.example',
      '/\\evil.example?lang=en',
      '/\\/evil.example/',
    ];
    for (const target of targets) {
      const answer = await get(server.port, target);
      const location = headerOf(answer, 'location');
      if (location === undefined) continue;
      const resolved = new URL(location.replace(/[\t\n\r]/g, ''), `${server.url}/some/page`);
      expect(resolved.origin, `${target} -> ${location}`).toBe(server.url);
      expect(location, target).not.toMatch(/^[/\\]{2}/);
    }
    // The language switch still works, on the canonical address.
    const switched = await get(server.port, '//seminare/?lang=en');
    expect(headerOf(switched, 'location')).toBe('/seminare');
    expect(headerOf(switched, 'set-cookie')).toMatch(/^locale=en;/);
  });

  it('answers a request without Host with 400 and the security headers', async () => {
    const answer = await exchange(server.port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(headerOf(answer, 'content-security-policy')).toContain("default-src 'self'");
    expect(headerOf(answer, 'x-content-type-options')).toBe('nosniff');
    expect(headerOf(answer, 'x-frame-options')).toBe('DENY');
  });

  it('keeps answering another client while one holds 200 connections', async () => {
    const held: Socket[] = [];
    try {
      for (let index = 0; index < 200; index++) {
        const socket = connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.1' });
        socket.on('error', () => {});
        held.push(socket);
      }
      await Promise.all(held.map((socket) => new Promise((done) => socket.once('connect', done).once('close', done))));
      // The one client's connections beyond its cap are closed, so they never fill the server.
      await expect.poll(() => held.filter((socket) => !socket.destroyed).length).toBeLessThanOrEqual(50);
      const other = openSocket(server.port, '127.0.0.2');
      await other.connected;
      other.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await other.closed;
      expect(other.received()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('who a client is', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // One proxy, at 127.0.0.3; each client may post twice a minute.
    server = await serve({ TRUST_PROXY: '127.0.0.3', REGISTRATION_RATE_LIMIT: '2' });
  });
  afterAll(() => server.close());

  /** Posts one registration from `localAddress` with a forwarded address; the status. */
  async function post(localAddress: string, forwardedFor: string, email: string): Promise<number> {
    const body = JSON.stringify({ ...validInput({ email }), locale: 'de' });
    const connection = openSocket(server.port, localAddress);
    await connection.connected;
    connection.socket.write(
      `POST /api/registrations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: ${forwardedFor}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    await connection.closed;
    return Number(/^HTTP\/1\.1 (\d{3})/.exec(connection.received())?.[1]);
  }

  it('ignores a forwarded address from a peer that is not the proxy', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push(await post('127.0.0.4', `198.51.100.${index}`, `direct${index}@example.com`));
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it('believes the proxy, and counts the addresses of one IPv6 /64, and both spellings of an IPv4 address, as one client', async () => {
    const sameNetwork = ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3', '2001:DB8:7:1::4'];
    const statuses = [];
    for (const [index, address] of sameNetwork.entries()) statuses.push(await post('127.0.0.3', address, `net${index}@example.com`));
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await post('127.0.0.3', '2001:db8:7:2::1', 'othernet@example.com')).toBe(201);
    expect(await post('127.0.0.3', '203.0.113.50', 'v4a@example.com')).toBe(201);
    expect(await post('127.0.0.3', '::ffff:203.0.113.50', 'v4b@example.com')).toBe(201);
    expect(await post('127.0.0.3', '::ffff:203.0.113.50', 'v4c@example.com')).toBe(429);
  });
});
