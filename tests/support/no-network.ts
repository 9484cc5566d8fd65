/**
 * A test file in which every outbound connection is refused: a socket to anything but this
 * machine (loopback, or a Unix socket, where a test's own PostgreSQL listens) and every DNS
 * look-up throw, and each attempt is recorded, so the test can say there was none.
 */
import dns from 'node:dns';
import net from 'node:net';
import { afterAll, beforeAll } from 'vitest';

const LOCAL = /^(127\.|::1$|localhost$)/;

type Connect = typeof net.Socket.prototype.connect;

/** Where a socket's connect() was asked to go: a path, or host and port. */
function targetOf(args: unknown[]): { local: boolean; name: string } {
  const [first, second] = args;
  const options = Array.isArray(first) ? first[0] : first;
  if (typeof options === 'string') return { local: true, name: options };
  if (typeof options === 'number') {
    const host = typeof second === 'string' ? second : 'localhost';
    return { local: LOCAL.test(host), name: `${host}:${options}` };
  }
  const { path, host = 'localhost', port } = (options ?? {}) as { path?: string; host?: string; port?: number };
  if (path) return { local: true, name: path };
  return { local: LOCAL.test(host), name: `${host}:${port}` };
}

/** Refuses outbound connections for the file's tests; the list of those attempted. */
export function refuseNetwork(): readonly string[] {
  const attempts: string[] = [];
  const connect = net.Socket.prototype.connect;
  const { lookup } = dns;
  const { lookup: lookupPromise } = dns.promises;
  const refuse = (name: string) => {
    attempts.push(name);
    return new Error(`no network in this test: ${name}`);
  };
  beforeAll(() => {
    net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
      const target = targetOf(args);
      if (!target.local) throw refuse(target.name);
      return (connect as (...all: unknown[]) => net.Socket).apply(this, args);
    } as Connect;
    dns.lookup = ((host: string, ...rest: unknown[]) => {
      if (!LOCAL.test(host)) throw refuse(`dns ${host}`);
      return (lookup as (...all: unknown[]) => void)(host, ...rest);
    }) as typeof dns.lookup;
    dns.promises.lookup = (async (host: string, ...rest: unknown[]) => {
      if (!LOCAL.test(host)) throw refuse(`dns ${host}`);
      return (lookupPromise as (...all: unknown[]) => Promise<unknown>)(host, ...rest);
    }) as typeof dns.promises.lookup;
  });
  afterAll(() => {
    net.Socket.prototype.connect = connect;
    dns.lookup = lookup;
    dns.promises.lookup = lookupPromise;
  });
  return attempts;
}
