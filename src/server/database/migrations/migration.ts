/** One step of the registrations database's history (runner.ts runs them in order). */
import type { Dialect } from '../schema-sql.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  /** Its statements in `dialect`'s SQL, run in order: written out, never built from the live schema description. */
  readonly statements: (dialect: Dialect) => readonly string[];
}
