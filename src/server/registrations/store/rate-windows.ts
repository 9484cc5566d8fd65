/**
 * Rate limits counted in the database, for servers that share one (PostgreSQL): one row per
 * scope and client (its address as a keyed hash, never the address) holds the fixed window's
 * start and its count, and one statement opens or counts the window (window-limiter.ts counts the
 * same way in memory), so N servers allow what one allows. The counting is bookkeeping
 * (Sql.relaxed): it waits for no disk, and tells no other server of a change. Windows long over
 * are deleted once a window's length. A database that does not answer leaves the decision to this process's
 * own count: the request fails or passes as it would on one server.
 */
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { clientKeyOf } from '../../gate/tokens.ts';
import { localLimits, type RateLimits } from '../../limits/rate-limits.ts';
import { countRequest, RATE_LIMIT_WINDOW_MS } from '../../limits/window-limiter.ts';

/** Opens the client's window, or counts one more in it when it started after `since`: the window after this request. */
const count = compiledOnce((i: { scope: string; client: string; now: number; since: number }) =>
  query
    .insertInto('rate_windows')
    .values({ scope: i.scope, client: i.client, started: i.now, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['scope', 'client']).doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_windows.started', '>', i.since)
          .then(eb('rate_windows.hits', '+', 1))
          .else(1)
          .end(),
        started: eb.case().when('rate_windows.started', '>', i.since).then(eb.ref('rate_windows.started')).else(i.now).end(),
      })),
    )
    .returning(['started', 'hits']),
);
const prune = compiledOnce((i: { scope: string; before: number }) =>
  query.deleteFrom('rate_windows').where('scope', '=', i.scope).where('started', '<=', i.before),
);

/** `key`: the database's own, that client addresses are hashed with. */
export function databaseLimits(db: Sql, key: string): RateLimits {
  return (scope, options) => {
    const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
    const local = localLimits(scope, options);
    let prunedAt = 0;
    return {
      async hit(client, now) {
        try {
          if (now - prunedAt >= windowMs) {
            prunedAt = now;
            await db.relaxed(() => db.run(prune({ scope, before: now - windowMs })));
          }
          const row = await db.relaxed(() => db.get(count({ scope, client: clientKeyOf(key, client), now, since: now - windowMs })));
          if (!row) throw new Error('the rate window was not written');
          // The row is the window after this request: the decision is the one its count before gives.
          // Another server's clock a little ahead started it: it counts as started now.
          const start = Math.min(Number(row.started), now);
          return countRequest({ start, count: Number(row.hits) - 1 }, now, options.limit, windowMs);
        } catch {
          return local.hit(client, now);
        }
      },
    };
  };
}
