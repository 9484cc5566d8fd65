/**
 * The registrations' database as the store sees it, whichever engine holds it: SQLite in
 * a file of the data folder (sqlite-sql.ts), or PostgreSQL for several servers
 * (postgres-sql.ts). The statements are written once, in the SQL both engines read: built
 * by Kysely on the tables' types (queries.ts), with `$1`, `$2` parameters (which PostgreSQL
 * numbers and SQLite names), quoted names and no JSON functions. Every statement runs on the
 * connection of the transaction it is called in (an AsyncLocalStorage carries it), so the
 * store's modules take the database, not a connection.
 */

import type { Compilable } from 'kysely';

/** A value a statement takes. */
export type Param = string | number | null;

export interface Statement {
  get<Row = Record<string, unknown>>(...params: Param[]): Promise<Row | undefined>;
  all<Row = Record<string, unknown>>(...params: Param[]): Promise<Row[]>;
  /** Runs a write; how many rows it changed. */
  run(...params: Param[]): Promise<{ readonly changes: number }>;
}

/** Runs the queries built on the tables (queries.ts), typed by what they select. */
export interface Queries {
  /** The first row the query gives. */
  get<Row>(query: Compilable<Row>): Promise<Row | undefined>;
  all<Row>(query: Compilable<Row>): Promise<Row[]>;
  /** Runs a write; how many rows it changed. */
  run(query: Compilable): Promise<{ readonly changes: number }>;
}

export interface Sql extends Queries {
  readonly engine: 'sqlite' | 'postgres';
  /** A statement written out in SQL (migrations, the engines' own commands). */
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
  close(): Promise<void>;
}

/** The most statements an engine keeps prepared; past it, it starts again. */
const PREPARED = 1_000;

/** `prepare` remembering what it prepared, by text: a query built again for each call is parsed once. */
export function preparedOnce(prepare: (text: string) => Statement): (text: string) => Statement {
  const prepared = new Map<string, Statement>();
  return (text) => {
    let statement = prepared.get(text);
    if (!statement) {
      if (prepared.size >= PREPARED) prepared.clear();
      statement = prepare(text);
      prepared.set(text, statement);
    }
    return statement;
  };
}

const isParam = (value: unknown): value is Param => value === null || typeof value === 'string' || typeof value === 'number';

/** A compiled query's parameters as both engines keep them: text, numbers and null; any other value is a mistake, named. */
function paramsOf(sql: string, parameters: readonly unknown[]): Param[] {
  return parameters.map((value, index) => {
    if (isParam(value)) return value;
    throw new TypeError(
      `parameter $${index + 1} of \`${sql.slice(0, 80)}\` is ${value === undefined ? 'missing' : `a ${typeof value}`}: give text, a number or null`,
    );
  });
}

/** The queries built on the tables, run as statements of `prepare`. */
export function queriesOf(prepare: (text: string) => Statement): Queries {
  const statement = (query: Compilable) => {
    const { sql, parameters } = query.compile();
    return { prepared: prepare(sql), values: paramsOf(sql, parameters) };
  };
  return {
    get: <Row>(query: Compilable<Row>) => {
      const { prepared, values } = statement(query);
      return prepared.get<Row>(...values);
    },
    all: <Row>(query: Compilable<Row>) => {
      const { prepared, values } = statement(query);
      return prepared.all<Row>(...values);
    },
    run: (query) => {
      const { prepared, values } = statement(query);
      return prepared.run(...values);
    },
  };
}

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
