/**
 * Rate limits counted in the database, for servers that share one (PostgreSQL): one row per
 * scope and client (its address as a keyed hash, never the address) holds the fixed window's
 * start and its count, and one statement opens or counts the window (rate-limit.ts counts the
 * same way in memory), so N servers allow what one allows. The counting is bookkeeping
 * (Sql.relaxed): it waits for no disk, and tells no other server of a change. Windows long over
 * are deleted once a window's length. A database that does not answer leaves the decision to this process's
 * own count: the request fails or passes as it would on one server.
 */
import type { Sql } from '../../database/sql.ts';
import { countRequest, RATE_LIMIT_WINDOW_MS } from '../../edge/rate-limit.ts';
import { localLimits, type RateLimits } from '../../edge/rate-limits.ts';
import { clientKeyOf } from '../rules/tokens.ts';

/** `key`: the database's own, that client addresses are hashed with. */
export function databaseLimits(db: Sql, key: string): RateLimits {
  const count = db.prepare(
    `INSERT INTO rate_windows (scope, client, started, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (scope, client) DO UPDATE SET
       hits = CASE WHEN rate_windows.started > $4 THEN rate_windows.hits + 1 ELSE 1 END,
       started = CASE WHEN rate_windows.started > $4 THEN rate_windows.started ELSE $3 END
     RETURNING started, hits`,
  );
  const prune = db.prepare('DELETE FROM rate_windows WHERE scope = $1 AND started <= $2');
  return (scope, options) => {
    const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
    const local = localLimits(scope, options);
    let prunedAt = 0;
    return {
      async hit(client, now) {
        try {
          if (now - prunedAt >= windowMs) {
            prunedAt = now;
            await db.relaxed(() => prune.run(scope, now - windowMs));
          }
          const row = await db.relaxed(() =>
            count.get<{ started: number; hits: number }>(scope, clientKeyOf(key, client), now, now - windowMs),
          );
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
