/**
 * node scripts/release-schema.ts: at a release, writes the statements of every migration up to
 * RELEASED_VERSION (src/server/database/migrations/runner.ts) for both engines into
 * tests/fixtures/release-schema/, the schema upgrades are tested from
 * (tests/integration/registration-migrations.test.ts, tests/services/postgres-migrations.test.ts)
 * and that a landed migration must never change (tests/unit/release-schema.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseSchema } from '../src/server/database/migrations/release-schema.ts';

const folder = join(import.meta.dirname, '../tests/fixtures/release-schema');
for (const dialect of ['sqlite', 'postgres'] as const) writeFileSync(join(folder, `${dialect}.sql`), releaseSchema(dialect));
console.log(`wrote ${folder}/sqlite.sql and postgres.sql`);
