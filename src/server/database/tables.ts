/**
 * Every table's row as the compiler sees it, read from the schema's description (schema.ts)
 * and nowhere else: a column's kind gives its type (text a string, or the union of its fixed
 * values; integer, real and millis a number), one without NOT NULL or PRIMARY KEY may be null, and one with a DEFAULT, a
 * numbered key or the row numbers may be left out of an insert. Queries built on it
 * (queries.ts) name only columns that exist, with values of their type.
 */
import type { Generated } from 'kysely';
import type { Column, ColumnKind } from './columns.ts';
import type { TABLES } from './schema.ts';

type Value<Kind extends ColumnKind, Values extends string> = Kind extends 'text' ? Values : number;

type NeverNull<Constraints extends string> = Constraints extends `${string}NOT NULL${string}` | `${string}PRIMARY KEY${string}`
  ? true
  : false;

type ValueOf<Described> =
  Described extends Column<string, infer Kind, infer Constraints, infer Values>
    ? Constraints extends `${string}DEFAULT${string}`
      ? Generated<Value<Kind, Values>>
      : NeverNull<Constraints> extends true
        ? Value<Kind, Values>
        : Value<Kind, Values> | null
    : never;

type Described = (typeof TABLES)[number];

/** A table's own numbered key, and its row numbers (`rowid`: SQLite's, or PostgreSQL's column of that name). */
type Numbering<Table extends Described> = (Table extends { readonly numbered: infer Key extends string }
  ? { [Name in Key]: Generated<number> }
  : unknown) &
  (Table extends { readonly rowNumbers: true } ? { rowid: Generated<number> } : unknown);

type RowOf<Table extends Described> = {
  [Described in Table['columns'][number] as Described['name']]: ValueOf<Described>;
} & Numbering<Table>;

export type Database = { [Table in Described as Table['name']]: RowOf<Table> };
