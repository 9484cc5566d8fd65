/**
 * The registrations' database in SQLite (node:sqlite, one connection; sqlite-file.ts opens it),
 * behind the store's engine-neutral face (sql.ts).
 *
 * Group commit: the transactions that arrive together share one write transaction, and so
 * one wait for the disk. Each runs in it as a savepoint of its own, so one request's
 * refusal or failure undoes its own writes only; each hears its result only once the shared
 * commit is on disk, so a 201 still means stored for good. They are gathered until the event
 * loop has read what has arrived (setImmediate), then run one after the other and committed
 * in one go. Under load this turns one disk wait per request into one per batch: the
 * commit's wait was most of a request. While a batch runs, a statement from outside it
 * waits for the commit, so nothing reads what a batch may still undo.
 *
 * Bookkeeping that can be redone (`relaxed`) commits with synchronous=NORMAL: in WAL mode
 * that is atomic and survives a crash of the process, and the next FULL commit puts it on
 * disk with its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { type Param, preparedOnce, queriesOf, type Sql, type Statement } from './sql.ts';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Queued {
  readonly work: () => Promise<unknown>;
  readonly settle: (outcome: Outcome) => void;
}

/** Who holds the one connection: a batch's transaction, or relaxed bookkeeping; others wait their turn. */
interface Turns {
  /** Set while code runs that holds the connection. */
  readonly owner: AsyncLocalStorage<true>;
  /** Runs `step` once nobody holds the connection (at once inside the holder); checked and run in one go. */
  whenFree<T>(step: () => T): Promise<T>;
  /** Runs `work` holding the connection: nothing from outside runs on it meanwhile. */
  holding(work: () => Promise<void>): Promise<void>;
}

function turns(released: () => void): Turns & { readonly busy: () => boolean } {
  const owner = new AsyncLocalStorage<true>();
  let busy: Promise<void> | null = null;
  return {
    owner,
    busy: () => busy !== null,
    async whenFree<T>(step: () => T): Promise<T> {
      while (busy && !owner.getStore()) await busy;
      return step();
    },
    async holding(work) {
      while (busy) await busy;
      const done = owner.run(true, work).finally(() => {
        busy = null;
        released();
      });
      // Who waits for its turn waits for the end, not for this work's failure, which is its caller's.
      busy = done.then(
        () => {},
        () => {},
      );
      await done;
    },
  };
}

/** Runs `work` in a savepoint of the open transaction: its failure undoes its own writes only. */
async function inSavepoint<T>(db: DatabaseSync, name: string, work: () => Promise<T>): Promise<T> {
  db.exec(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    db.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    // An error that ended the whole transaction (a full disk) leaves no savepoint to go back to.
    if (db.isTransaction) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
    }
    throw error;
  }
}

/** One batch: one write transaction, each request's work in a savepoint of its own, one commit; then every request hears its outcome. */
async function runBatch(db: DatabaseSync, batch: readonly Queued[]): Promise<void> {
  const fail = (error: unknown) => {
    for (const { settle } of batch) settle({ ok: false, error });
  };
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (error) {
    fail(error);
    return;
  }
  const outcomes: Outcome[] = [];
  for (const { work } of batch) {
    // The transaction is gone (SQLite ended it after an I/O error): nothing more runs, nothing of it is kept.
    if (!db.isTransaction) break;
    outcomes.push(
      await inSavepoint(db, 'request', work).then(
        (value): Outcome => ({ ok: true, value }),
        (error: unknown): Outcome => ({ ok: false, error }),
      ),
    );
  }
  try {
    if (outcomes.length < batch.length) throw new Error('the transaction ended early');
    db.exec('COMMIT');
  } catch (error) {
    try {
      if (db.isTransaction) db.exec('ROLLBACK');
    } finally {
      fail(error);
    }
    return;
  }
  for (const [index, { settle }] of batch.entries()) settle(outcomes[index] ?? { ok: false, error: new Error('no outcome') });
}

/** Whether `text` has a `?` parameter outside quotes (SQLite would leave it unbound: NULL). */
function hasQuestionMarks(text: string): boolean {
  let quote: string | null = null;
  for (const char of text) {
    if (quote) quote = char === quote ? null : quote;
    else if (char === "'" || char === '"') quote = char;
    else if (char === '?') return true;
  }
  return false;
}

/** Values for `$1`, `$2`, …: to SQLite named parameters, bound by their numbers. */
export const numberedParams = (values: readonly Param[]) =>
  Object.fromEntries(values.map((value, index) => [index + 1, value])) as Record<string, SQLInputValue>;

function statementOf(db: DatabaseSync, connection: Turns, text: string): Statement {
  if (hasQuestionMarks(text)) throw new Error(`a statement's parameters are $1, $2, …, not ?: ${text}`);
  const prepared = db.prepare(text);
  return {
    get: <Row>(...values: Param[]) => connection.whenFree(() => prepared.get(numberedParams(values)) as Row | undefined),
    all: <Row>(...values: Param[]) => connection.whenFree(() => prepared.all(numberedParams(values)) as Row[]),
    run: (...values: Param[]) => connection.whenFree(() => ({ changes: Number(prepared.run(numberedParams(values)).changes) })),
  };
}

export function sqliteSql(db: DatabaseSync): Sql {
  let queue: Queued[] = [];
  const flush = (): void => {
    if (connection.busy() || queue.length === 0) return;
    const batch = queue;
    queue = [];
    void connection.holding(() => runBatch(db, batch));
  };
  const connection = turns(() => {
    if (queue.length > 0) setImmediate(flush);
  });
  const { owner } = connection;
  const prepare = preparedOnce((text) => statementOf(db, connection, text));

  return {
    engine: 'sqlite',
    prepare,
    ...queriesOf(prepare),
    transaction<T>(work: () => Promise<T>): Promise<T> {
      if (owner.getStore()) return inSavepoint(db, 'work', work);
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ work, settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)) });
      });
    },
    lockDate: async () => {},
    async relaxed<T>(work: () => Promise<T>): Promise<T> {
      // Inside a transaction, what it writes waits for the disk with the rest (SQLite cannot change it there).
      if (owner.getStore()) return work();
      let result: T | undefined;
      await connection.holding(async () => {
        db.exec('PRAGMA synchronous = NORMAL');
        try {
          result = await work();
        } finally {
          db.exec('PRAGMA synchronous = FULL');
        }
      });
      return result as T;
    },
    close: () => connection.whenFree(() => db.close()),
  };
}
