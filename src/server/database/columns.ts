/**
 * How the database's tables are described (schema.ts): columns with a kind and SQL
 * constraints both engines read, tables, indexes, and the helpers that keep each column's
 * name, kind and constraints as literal types (tables.ts reads the rows' types from them).
 *
 * Column kinds: text, integer, real (fees in euros of the terms' percentages), and millis
 * (times in milliseconds: BIGINT in PostgreSQL); times as text are ISO 8601. A text column
 * may name its fixed set of values (`oneOf`), which the rows' types then hold.
 */

export type ColumnKind = 'text' | 'integer' | 'real' | 'millis';

export interface Column<
  Name extends string = string,
  Kind extends ColumnKind = ColumnKind,
  Constraints extends string = string,
  Values extends string = string,
> {
  readonly name: Name;
  readonly kind: Kind;
  readonly constraints?: Constraints;
  /** A text column's fixed set of values (column-values.ts), as the compiler sees them; the database keeps text. */
  readonly values?: readonly Values[] | ((value: string) => value is Values);
}

export interface Table {
  readonly name: string;
  readonly columns: readonly Column[];
  /** A primary key of several columns. */
  readonly primaryKey?: readonly string[];
  /** A numbered key of the table's own (SQLite's INTEGER PRIMARY KEY, PostgreSQL's identity). */
  readonly numbered?: string;
  /** Rows numbered in the order they came: SQLite's rowid, a column of that name in PostgreSQL; the store orders rows of equal time by it. */
  readonly rowNumbers?: boolean;
}

export interface Index {
  readonly name: string;
  readonly table: string;
  /** Columns and expressions, as SQL. */
  readonly on: string;
  readonly unique?: boolean;
  readonly where?: string;
}

// Each column keeps its name, kind and constraints as literal types: tables.ts reads the rows' types from them.
export const column = <const Name extends string, Kind extends ColumnKind, const Constraints extends string = ''>(
  name: Name,
  kind: Kind,
  constraints?: Constraints,
): Column<Name, Kind, Constraints> => (constraints ? { name, kind, constraints } : { name, kind });
export const text = <const Name extends string, const Constraints extends string = ''>(name: Name, constraints?: Constraints) =>
  column(name, 'text', constraints);
export const integer = <const Name extends string, const Constraints extends string = ''>(name: Name, constraints?: Constraints) =>
  column(name, 'integer', constraints);
export const millis = <const Name extends string, const Constraints extends string = ''>(name: Name, constraints?: Constraints) =>
  column(name, 'millis', constraints);
export const real = <const Name extends string>(name: Name) => column(name, 'real');
/** A text column holding one of `values` (a list, or a test for the values it holds). */
export const oneOf = <const Name extends string, const Values extends string, const Constraints extends string = ''>(
  name: Name,
  values: readonly Values[] | ((value: string) => value is Values),
  constraints?: Constraints,
): Column<Name, 'text', Constraints, Values> => ({ ...column(name, 'text', constraints), values });
