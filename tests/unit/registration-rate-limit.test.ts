/** The registration rate limit: fixed windows per address, bounded memory, and whose address counts. */
import { describe, expect, it } from 'vitest';
import { clientOf, forwardedClient, trustedProxies } from '../../src/server/limits/client-address.ts';
import {
  countRequest,
  createRateLimiter,
  DEFAULT_RATE_LIMIT,
  RATE_LIMIT_WINDOW_MS,
  type RateWindow,
} from '../../src/server/limits/window-limiter.ts';

describe('countRequest', () => {
  it('allows `limit` requests in a window and refuses the next, saying how long to wait', () => {
    let window: RateWindow | undefined;
    for (let i = 1; i <= 3; i++) {
      const decision = countRequest(window, 1000 + i, 3, 60_000);
      expect(decision.allowed).toBe(true);
      expect(decision.retryAfterSeconds).toBe(0);
      window = decision.window;
    }
    const refused = countRequest(window, 1000 + 30_500, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(30); // the window opened at 1001 and ends at 61001: 29.5 s left
  });

  it('opens a new window once the old one is over', () => {
    const full = { start: 0, count: 50 };
    expect(countRequest(full, 59_999, 3, 60_000).allowed).toBe(false);
    expect(countRequest(full, 60_000, 3, 60_000)).toEqual({ window: { start: 60_000, count: 1 }, allowed: true, retryAfterSeconds: 0 });
  });

  it('never asks to wait less than a second, and a clock that went back opens a new window', () => {
    expect(countRequest({ start: 0, count: 3 }, 59_999, 3, 60_000).retryAfterSeconds).toBe(1);
    expect(countRequest({ start: 10_000, count: 3 }, 5_000, 3, 60_000).allowed).toBe(true);
  });

  it('has a sensible default', () => {
    expect(DEFAULT_RATE_LIMIT).toBeGreaterThanOrEqual(5);
    expect(RATE_LIMIT_WINDOW_MS).toBe(60_000);
  });
});

describe('createRateLimiter', () => {
  it('counts each address on its own', () => {
    const limiter = createRateLimiter({ limit: 2 });
    expect([1, 2, 3].map(() => limiter.hit('a', 0).allowed)).toEqual([true, true, false]);
    expect(limiter.hit('b', 0).allowed).toBe(true);
  });

  it('keeps at most maxEntries addresses, dropping expired windows first, then the oldest', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`, i);
    expect(limiter.size()).toBeLessThanOrEqual(100);
    // a flood within one window: the oldest address is forgotten, the newest still limited
    const flood = createRateLimiter({ limit: 1, windowMs: 60_000, maxEntries: 3 });
    for (const address of ['a', 'b', 'c', 'd']) flood.hit(address, 0);
    expect(flood.size()).toBe(3);
    expect(flood.hit('d', 1).allowed).toBe(false);
    expect(flood.hit('a', 1).allowed).toBe(true);
  });
});

describe('forwardedClient', () => {
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8']);
  it('from a trusted proxy, takes the right-most address that is no proxy, not what the client wrote before it', () => {
    expect(forwardedClient('127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('127.0.0.1', '1.2.3.4, 203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.1.2.3', proxies)).toBe('203.0.113.9');
    expect(forwardedClient('127.0.0.1', '::ffff:203.0.113.9', proxies)).toBe('203.0.113.9');
  });
  it('is the peer when the header is missing or garbled, and whenever the peer is no trusted proxy', () => {
    expect(forwardedClient('127.0.0.1', ' , ', proxies)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', 'not-an-address', proxies)).toBe('127.0.0.1');
    expect(forwardedClient('192.0.2.5', '203.0.113.9', proxies)).toBe('192.0.2.5');
    expect(forwardedClient('127.0.0.1', '203.0.113.9', null)).toBe('127.0.0.1');
  });
});

describe('clientOf', () => {
  it('keys IPv6 clients by their /64 and every spelling of an IPv4 address alike', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe(clientOf('2001:DB8:1:2::ffff'));
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8:1:3::1')).not.toBe(clientOf('2001:db8:1:2::1'));
    expect(clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
  });
});
