/**
 * The registrations' database in PostgreSQL (the `pg` client's pool), behind the store's
 * engine-neutral face (sql.ts), for several servers on one database.
 *
 * A transaction takes a connection of its own for its statements (an AsyncLocalStorage
 * carries it) and runs at READ COMMITTED; the seats of a date are counted under an advisory
 * lock of that date, taken inside the transaction and held to its end, so two servers
 * never both give away the last seat (one lock per date, as pretix takes one per quota). A
 * transaction that lost a race (a serialization failure, or a deadlock: a resubmission
 * superseding a registration while its confirmation takes the date's lock) runs again. Bookkeeping that can be redone runs on connections of
 * its own that commit without waiting for the disk (synchronous_commit off), each statement on
 * its own: one round trip, where a transaction would take four.
 *
 * The connections pipeline: a statement is sent without waiting for the answer to the one
 * before, and the database answers them in order. BEGIN goes out with a transaction's first
 * statement, SAVEPOINT and RELEASE with their neighbours, the notice to the other servers with
 * the COMMIT; the store sends statements that do not depend on each other together
 * (Promise.all), so a registration or a confirmation costs a few round trips, not one a
 * statement (`npm run bench` counts them).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { type Param, preparedOnce, queriesOf, type Sql, type Statement } from './sql.ts';

/** The key space of the advisory locks of dates' seats (any fixed number no other lock of the site uses). */
const DATE_LOCK_SPACE = 5_060_002;
/** How often a transaction that lost a race runs again before the error reaches the request. */
const ATTEMPTS = 8;
/** How long taking a connection may wait (a new one to a database that does not answer, or a free one of a busy pool). */
const CONNECT_TIMEOUT_MS = 15_000;
/** Serialization failure, deadlock: what another transaction's race causes, and a new attempt cures. */
const RACES = new Set(['40001', '40P01']);
/** lock_not_available: a statement waited `lock_timeout` for a lock and gave up. */
const LOCK_TIMEOUT = '55P03';

/** A statement that waited longer than the lock timeout for a lock another transaction held. */
export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code);

/** `error`, told as a LockTimeoutError saying `what` was held when it is PostgreSQL's lock timeout. */
export function lockTimeoutAs(error: unknown, what: string, lockTimeoutMs: number): unknown {
  if (codeOf(error) !== LOCK_TIMEOUT && !(error instanceof LockTimeoutError)) return error;
  return new LockTimeoutError(`${what} stayed locked by another transaction longer than ${lockTimeoutMs} ms (DATABASE_LOCK_TIMEOUT_MS)`, {
    cause: error,
  });
}

/** BIGINT (counts, times in ms) and NUMERIC (sums) as numbers: every value the store keeps fits one. */
const NUMBERS = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBERS.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  readonly connectionString: string;
  /** Connections this process keeps at most. */
  readonly max?: number | undefined;
  /** The name the connections give the server (application_name). */
  readonly applicationName?: string;
  /** Connections whose commits do not wait for the disk (bookkeeping that can be redone). */
  readonly relaxed?: boolean;
  /** How long a statement waits for a lock another transaction holds (lock_timeout). */
  readonly lockTimeoutMs: number;
}

/** A pool on the database at `connectionString`, which gives BIGINT and NUMERIC as numbers. */
export function postgresPool({ connectionString, max = 10, applicationName, relaxed = false, lockTimeoutMs }: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    types,
    application_name: applicationName,
    // Statements sent without waiting for the one before go out together (BEGIN with the first).
    pipeline: true,
    // No statement waits for ever on a lock another transaction holds (a server stopped mid-transaction).
    options: [`-c lock_timeout=${lockTimeoutMs}`, ...(relaxed ? ['-c synchronous_commit=off'] : [])].join(' '),
    // A database that does not answer fails the request (and GET /readyz) instead of leaving it waiting.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection the database ends while a transaction holds it (a restart) fails that transaction's
  // next statement, which then gives the connection up; it must not end the process as an unheard error.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

const isRace = (error: unknown) => RACES.has(codeOf(error));

type Query = (name: string, text: string, values: Param[]) => Promise<pg.QueryResult>;

/** A statement in the store's SQL, run by `query` as PostgreSQL's: named, so parsed once per connection. */
function statementOf(text: string, query: Query): Statement {
  const name = `s${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return {
    get: async <Row>(...values: Param[]) => (await query(name, text, values)).rows[0] as Row | undefined,
    all: async <Row>(...values: Param[]) => (await query(name, text, values)).rows as Row[],
    run: async (...values: Param[]) => ({ changes: (await query(name, text, values)).rowCount ?? 0 }),
  };
}

/**
 * The transaction's connection, holding what it is given in this turn of the event loop to write
 * it at once when the turn ends (Node's cork idiom): BEGIN with the first statement, statements
 * sent together, COMMIT with the notice leave in one write, not a system call each.
 */
function together(open: Open): pg.PoolClient {
  if (!open.corked) {
    open.corked = true;
    const { stream } = open.client.connection;
    stream.cork();
    process.nextTick(() => {
      open.corked = false;
      stream.uncork();
    });
  }
  return open.client;
}

/** Keeps the answer of a statement sent without waiting for it; the commit waits for them all. */
function unread(open: Open, answer: Promise<unknown>): void {
  answer.catch(() => {});
  open.unread.push(answer);
}

/**
 * Runs `work` in a savepoint of the open transaction: its failure undoes its own writes only.
 * SAVEPOINT and RELEASE go out with the statements around them, unanswered until the commit.
 */
async function savepoint<T>(open: Open, work: () => Promise<T>): Promise<T> {
  const { client } = open;
  unread(open, together(open).query('SAVEPOINT work'));
  try {
    const result = await work();
    unread(open, together(open).query('RELEASE SAVEPOINT work'));
    return result;
  } catch (error) {
    await client.query('ROLLBACK TO SAVEPOINT work');
    await client.query('RELEASE SAVEPOINT work');
    throw error;
  }
}

export interface PostgresPools {
  readonly pool: pg.Pool;
  /** For relaxed bookkeeping (postgresPool's `relaxed`); the main pool when there is none. */
  readonly relaxedPool?: pg.Pool;
  /** Called after each write of the store has committed: a transaction that changed rows, or a statement outside one (not relaxed bookkeeping). */
  readonly afterCommit?: () => void;
  /**
   * A statement sent right after the commit of each transaction that changed rows, in the same
   * round trip, instead of `afterCommit` (the notice to the other servers); its failure is
   * told to `onNoticeFailed` and fails nothing.
   */
  readonly notice?: { readonly text: string; readonly values: readonly Param[] };
  readonly onNoticeFailed?: (error: unknown) => void;
  /** The pools' lock timeout (postgresPool's `lockTimeoutMs`), for the error that names a lock. */
  readonly lockTimeoutMs: number;
}

/** A transaction under way: its connection, whether a statement in it changed rows, the answers nobody waited for, and whether the connection holds its writes for the turn. */
interface Open {
  readonly client: pg.PoolClient;
  wrote: boolean;
  readonly unread: Promise<unknown>[];
  corked: boolean;
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE']);

/** Takes the advisory lock of a date's seats with `lock`, held to the transaction's end. */
async function dateLocked(lock: Statement, dateId: number, lockTimeoutMs: number): Promise<void> {
  await lock.get(dateId).catch((error: unknown) => {
    throw lockTimeoutAs(error, `the seats of date ${dateId}`, lockTimeoutMs);
  });
}

export function postgresSql({
  pool,
  relaxedPool = pool,
  afterCommit = () => {},
  notice,
  onNoticeFailed = () => {},
  lockTimeoutMs,
}: PostgresPools): Sql {
  const connection = new AsyncLocalStorage<Open>();
  /** Set while relaxed bookkeeping runs outside a transaction. */
  const relaxing = new AsyncLocalStorage<pg.Pool>();
  const query: Query = async (name, text, values) => {
    const open = connection.getStore();
    const relaxedOn = relaxing.getStore();
    const result = await (open ? together(open) : (relaxedOn ?? pool)).query({ name, text, values }).catch((error: unknown) => {
      throw lockTimeoutAs(error, `a row of \`${text.slice(0, 60)}\``, lockTimeoutMs);
    });
    if (WRITES.has(result.command) && (result.rowCount ?? 0) > 0) {
      if (open) open.wrote = true;
      else if (!relaxedOn) afterCommit();
    }
    return result;
  };

  const statement = preparedOnce((source: string) => statementOf(source, query));

  async function attempt<T>(work: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    // BEGIN goes out with the transaction's first statement (the connection pipelines).
    const open: Open = { client, wrote: false, unread: [], corked: false };
    unread(open, together(open).query('BEGIN'));
    try {
      const result = await connection.run(open, work);
      const committed = together(open).query('COMMIT');
      // The notice to the other servers goes with the commit, in the same round trip.
      const told = open.wrote && notice ? together(open).query(notice.text, [...notice.values]) : null;
      // Handled at once: when the commit fails (the connection lost), the notice fails with it.
      told?.catch(() => {});
      await Promise.all([...open.unread, committed]);
      await told?.catch((error: unknown) => onNoticeFailed(error));
      if (open.wrote && !notice) afterCommit();
      return result;
    } catch (error) {
      await Promise.allSettled(open.unread);
      await client.query('ROLLBACK').catch((failure: Error) => {
        broken = failure;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function transaction<T>(work: () => Promise<T>): Promise<T> {
    const current = connection.getStore();
    if (current) return savepoint(current, work);
    for (let round = 1; ; round += 1) {
      try {
        return await attempt(work);
      } catch (error) {
        if (!isRace(error) || round >= ATTEMPTS) throw error;
      }
    }
  }

  const lock = statement(`SELECT pg_advisory_xact_lock(${DATE_LOCK_SPACE}, $1::integer)`);
  return {
    engine: 'postgres',
    prepare: statement,
    ...queriesOf(statement),
    transaction,
    lockDate: async (dateId) => {
      if (!connection.getStore()) throw new Error('a date is locked inside a transaction');
      await dateLocked(lock, dateId, lockTimeoutMs);
    },
    // Inside a transaction, what it writes waits for the disk with the rest.
    relaxed: (work) => (connection.getStore() ? work() : relaxing.run(relaxedPool, work)),
    close: async () => {
      await pool.end();
      if (relaxedPool !== pool) await relaxedPool.end();
    },
  };
}
