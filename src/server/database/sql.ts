/**
 * The registrations' database as the store sees it, whichever engine holds it: SQLite in
 * a file of the data folder (sqlite-sql.ts), or PostgreSQL for several servers
 * (postgres-sql.ts). The statements are written once, in the SQL both engines read
 * (`$1`, `$2` parameters, which PostgreSQL numbers and SQLite names; quoted camel-case
 * aliases; no JSON functions); what differs is an expression of the dialect below. Every statement runs on the connection of the
 * transaction it is called in (an AsyncLocalStorage carries it), so the store's modules
 * take the database, not a connection.
 */

/** A value a statement takes. */
export type Param = string | number | null;

export interface Statement {
  get<Row = Record<string, unknown>>(...params: Param[]): Promise<Row | undefined>;
  all<Row = Record<string, unknown>>(...params: Param[]): Promise<Row[]>;
  /** Runs a write; how many rows it changed. */
  run(...params: Param[]): Promise<{ readonly changes: number }>;
}

export interface Sql {
  readonly engine: 'sqlite' | 'postgres';
  prepare(text: string): Statement;
  /**
   * Runs `work` (the statements of one request, and nothing that waits for anything else) in
   * one transaction: all of it is written, or none, and the promise settles once it is on
   * disk. Inside another transaction, a savepoint of that one. PostgreSQL runs it again
   * when it lost a race to a concurrent one (a serialization failure or a deadlock).
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Inside a transaction, before a date's seats are counted: makes the other transactions
   * that count the date's seats wait for this one (PostgreSQL: an advisory lock per date,
   * held to the end of the transaction). SQLite's write transactions are one at a time anyway.
   */
  lockDate(dateId: number): Promise<void>;
  /** Runs bookkeeping that can be redone (a mail claimed or marked sent) without waiting for the disk. */
  relaxed<T>(work: () => Promise<T>): Promise<T>;
  /** The number of participants in a registration's JSON `payload` column, as an SQL expression. */
  readonly participantsIn: (column: string) => string;
  close(): Promise<void>;
}

/** The parameters `$from` … of `count` values, as an insert lists them: '$1, $2, $3'. */
export const placeholders = (count: number, from = 1): string => Array.from({ length: count }, (_, index) => `$${from + index}`).join(', ');

/** Whether a write failed on a unique index (a key or an address taken already), in either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '23505' || /UNIQUE constraint failed/.test(error.message);
}

/** Thrown inside a transaction to roll it back and answer with `refusal`. */
export class Refused<Refusal> extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super('refused');
    this.refusal = refusal;
  }
}

/** The result of `work` (a transaction), or the refusal it threw (the transaction rolled back). */
export async function refusedOr<Result, Refusal>(work: () => Promise<Result>): Promise<Result | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return error.refusal as Refusal;
    throw error;
  }
}
