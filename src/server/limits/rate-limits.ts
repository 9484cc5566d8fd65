/**
 * Where a rate limit counts: the limiters of the requests per client and minute (registrations,
 * enquiries) and of wrong secrets (webhooks, previews) are made by a `RateLimits`, which one
 * server keeps in its memory (`localLimits`, window-limiter.ts) and servers sharing PostgreSQL keep
 * in the database, so that N servers allow what one allows
 * (src/server/registrations/store/rate-windows.ts). Their
 * decisions come as promises either way.
 */
import { createRateLimiter, type RateDecision, type RateLimiterOptions } from './window-limiter.ts';

export interface Limiter {
  /** Counts one request of `client` at `now` (ms): whether it is allowed, and else how long to wait. */
  hit(client: string, now: number): Promise<RateDecision>;
}

/** The limiter of one scope (what is counted: 'registrations', 'wrong-secret rebuild', …). */
export type RateLimits = (scope: string, options: RateLimiterOptions) => Limiter;

/** Counted in this process's memory: one server's limits, a new limiter at each call. */
export const localLimits: RateLimits = (_scope, options) => {
  const limiter = createRateLimiter(options);
  return { hit: async (client, now) => limiter.hit(client, now) };
};

/** One server's limits kept in its memory, one limiter a scope (made with the first call's options): the routes that count a scope count together, as in the database. */
export function memoryLimits(): RateLimits {
  const made = new Map<string, Limiter>();
  return (scope, options) => {
    const limiter = made.get(scope) ?? localLimits(scope, options);
    made.set(scope, limiter);
    return limiter;
  };
}
