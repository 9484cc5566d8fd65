/**
 * The schema of the last release (RELEASED_VERSION) as one script of `dialect`'s SQL: every
 * migration up to it, then its records in `schema_migrations` (applied at the release's time,
 * a fixed one). A database made from it is what the last release left behind.
 */

import type { Dialect } from '../schema-sql.ts';
import { historyTableSql, MIGRATIONS, RELEASED_VERSION } from './runner.ts';

const RELEASED_AT = '2027-01-01T00:00:00.000Z';

export function releaseSchema(dialect: Dialect): string {
  const released = MIGRATIONS.filter(({ version }) => version <= RELEASED_VERSION);
  const quoted = (text: string) => {
    if (text.includes("'")) throw new Error(`a migration's name has no quote: ${text}`);
    return `'${text}'`;
  };
  return [
    ...released.flatMap((migration) => migration.statements(dialect)),
    historyTableSql(dialect),
    ...released.map(({ version, name }) => `INSERT INTO schema_migrations VALUES (${version}, ${quoted(name)}, '${RELEASED_AT}')`),
  ]
    .map((statement) => `${statement};\n`)
    .join('\n');
}
