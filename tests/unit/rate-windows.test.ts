/**
 * Rate limits counted in the database, as servers sharing PostgreSQL count them (here two
 * connections to one SQLite file stand for two servers): the limit holds for both together,
 * per scope and per client, a new window opens once the last is over, and a database that
 * does not answer leaves the count to the process.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../src/server/database/opened-database.ts';
import { openSqliteDatabase } from '../../src/server/database/sqlite-database.ts';
import { databaseLimits } from '../../src/server/registrations/store/rate-windows.ts';

const opened: OpenedDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function twoServers() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rate-windows-'));
  const first = await openSqliteDatabase({ dataDir });
  const second = await openSqliteDatabase({ dataDir });
  opened.push(first, second);
  return [databaseLimits(first.db, first.key), databaseLimits(second.db, second.key)] as const;
}

const T = Date.parse('2026-12-02T10:00:00Z');

describe('rate limits in the database', () => {
  it('let two servers together allow what one allows, per scope and client', async () => {
    const [one, other] = await twoServers();
    const a = one('registrations', { limit: 3 });
    const b = other('registrations', { limit: 3 });
    const allowed = [];
    for (let hit = 0; hit < 6; hit += 1) allowed.push((await (hit % 2 === 0 ? a : b).hit('198.51.100.1', T + hit)).allowed);
    expect(allowed).toEqual([true, true, true, false, false, false]);
    expect((await b.hit('198.51.100.1', T + 10_000)).retryAfterSeconds).toBe(50);
    // Another client, another scope: counted apart.
    expect((await a.hit('198.51.100.2', T + 10)).allowed).toBe(true);
    expect((await other('enquiries', { limit: 3 }).hit('198.51.100.1', T + 10)).allowed).toBe(true);
  });

  it('open a new window once the last is over', async () => {
    const [one] = await twoServers();
    const limiter = one('registrations', { limit: 1 });
    expect((await limiter.hit('198.51.100.1', T)).allowed).toBe(true);
    expect((await limiter.hit('198.51.100.1', T + 59_999)).allowed).toBe(false);
    expect((await limiter.hit('198.51.100.1', T + 60_000)).allowed).toBe(true);
  });

  it('count in the process while the database does not answer', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rate-windows-'));
    const database = await openSqliteDatabase({ dataDir });
    const limiter = databaseLimits(database.db, database.key)('registrations', { limit: 1 });
    await database.close();
    expect((await limiter.hit('198.51.100.1', T)).allowed).toBe(true);
    expect((await limiter.hit('198.51.100.1', T + 1)).allowed).toBe(false);
  });
});
