/**
 * The database in PostgreSQL (`DATABASE_URL`), for several servers on one database:
 * migrated at open (migrations/runner.ts), statements through the pool (postgres-sql.ts).
 * Each server has a name of its own; after each of its write transactions it tells the
 * others (NOTIFY, with its name), and each follows the others' changes at once (LISTEN), not
 * its own. The notice is a transaction of its own that does not wait for the disk, sent on the
 * writing transaction's connection right behind its COMMIT (in the same round trip; a write
 * outside a transaction is told by a notice on the bookkeeping connections, one at a time):
 * a NOTIFY inside the writes' transactions would make every commit of the database wait for
 * the one before it to reach the disk.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { DEFAULT_SETTINGS } from '../../config/settings.ts';
import { migrate } from './migrations/runner.ts';
import { withPostgresTarget } from './migrations/targets.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { type OpenedDatabase, openedDatabase } from './opened-database.ts';
import { postgresPool, postgresSql } from './postgres-sql.ts';
import { query } from './queries.ts';
import type { Sql } from './sql.ts';

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  readonly url: string;
  /** Told what goes wrong with the connections outside a request (the database restarting, say). */
  readonly trouble?: Trouble;
  /** Connections this server keeps at most. */
  readonly connections?: number;
  /** How long a statement waits for a lock another transaction holds; default the setting's default. */
  readonly lockTimeoutMs?: number;
}

/** PostgreSQL as the settings name it. */
export type PostgresSettings = Required<Pick<PostgresOptions, 'url' | 'connections' | 'lockTimeoutMs'>>;

/** The database's own random key (made once, by whichever server comes first): what client addresses are hashed with. */
async function databaseKey(db: Sql): Promise<string> {
  await db.run(
    query
      .insertInto('meta')
      .values({ key: 'client_key', value: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.doNothing()),
  );
  const row = await db.get(query.selectFrom('meta').select('value').where('key', '=', 'client_key'));
  if (!row) throw new Error('the registrations database has no client key');
  return row.value;
}

/** Connections for the bookkeeping that need not wait for the disk (a mail claimed, sent; a notice): a few round trips at a time. */
const RELAXED_CONNECTIONS = 2;

/** The channel the servers tell each other of their changes on. */
const CHANGES_CHANNEL = 'registrations_changed';

/**
 * Other servers' changes that come together are answered once, this long after the first:
 * a burst of registrations elsewhere costs one look at the seats, not one per registration.
 */
const GATHER_MS = 100;

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/** What goes wrong with the connections that is not a request's (a restart of the database, say): said, and survived. */
export type Trouble = (message: string, error: unknown) => void;

interface Listening {
  readonly stop: () => Promise<void>;
}

/**
 * Listens for other servers' changes: `onChange` once for those that come together, none for
 * this server's own. A lost connection is made again, and then `onChange` runs once, for
 * whatever was missed meanwhile.
 */
async function listen(url: string, self: string, onChange: () => void, trouble: Trouble): Promise<Listening> {
  let gathering: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  const changed = () => {
    gathering ??= setTimeout(() => {
      gathering = null;
      onChange();
    }, GATHER_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: `${self}-listener` });
    next.on('notification', ({ channel, payload }) => {
      if (channel === CHANGES_CHANNEL && payload !== self) changed();
    });
    next.on('error', (error) => trouble("the connection that hears of other servers' changes failed; connecting again", error));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    client = next;
  };
  const reconnect = async () => {
    retry = null;
    try {
      await connect();
      changed();
    } catch (error) {
      trouble("connecting to hear of other servers' changes failed; trying again", error);
      if (!stopped) retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  };
  await connect();
  return {
    stop: async () => {
      stopped = true;
      for (const timer of [gathering, retry]) if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

export async function openPostgresDatabase({
  url,
  connections,
  trouble = () => {},
  lockTimeoutMs = DEFAULT_SETTINGS.DATABASE_LOCK_TIMEOUT_MS,
}: PostgresOptions): Promise<OpenedDatabase> {
  // application_name is at most 63 bytes.
  const self = `academy-${hostname().slice(0, 30)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const pool = postgresPool({ connectionString: url, max: connections, applicationName: self, lockTimeoutMs });
  const relaxedPool = postgresPool({
    connectionString: url,
    max: RELAXED_CONNECTIONS,
    applicationName: self,
    relaxed: true,
    lockTimeoutMs,
  });
  // An idle connection the database dropped: the pool makes a new one when it needs one.
  for (const each of [pool, relaxedPool])
    each.on('error', (error) => trouble('an idle connection to the registrations database failed', error));
  const watchers = new Set<() => void>();
  let listener: Listening | null = null;
  try {
    await withPostgresTarget(pool, lockTimeoutMs, (target) => migrate(target));
    // A transaction of its own that does not wait for the disk.
    const told = `SELECT set_config('synchronous_commit', 'off', true), pg_notify('${CHANGES_CHANNEL}', $1)`;
    let notify = () => {};
    const db = postgresSql({
      pool,
      relaxedPool,
      afterCommit: () => notify(),
      // After a transaction: on its connection, with its commit.
      notice: { text: told, values: [self] },
      onNoticeFailed: (error) => trouble('telling the other servers of a change failed', error),
      lockTimeoutMs,
    });
    // After a write outside a transaction: on a bookkeeping connection, one at a time.
    const notice = db.prepare(told);
    notify = oneAtATime(() =>
      db
        .relaxed(async () => void (await notice.get(self)))
        .catch((error: unknown) => trouble('telling the other servers of a change failed', error)),
    );
    const key = await databaseKey(db);
    listener = await listen(
      url,
      self,
      () => {
        for (const watcher of watchers) watcher();
      },
      trouble,
    );
    const heard = listener;
    const engine = {
      watchOthers: (onChange: () => void) => {
        watchers.add(onChange);
        return () => watchers.delete(onChange);
      },
      stop: () => heard.stop(),
    };
    return openedDatabase(db, key, engine);
  } catch (error) {
    await listener?.stop();
    await Promise.all([pool, relaxedPool].map((each) => each.end().catch(() => {})));
    throw error;
  }
}
