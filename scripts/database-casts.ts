/** Part of npm run lint:architecture: fails on a cast where src/server reads the database (scripts/architecture/database-casts.ts). */
import { databaseCasts } from './architecture/database-casts.ts';
import { sourcesUnder } from './architecture/folder-sizes.ts';

const casts = databaseCasts(sourcesUnder('src/server'));
for (const { file, line, code } of casts)
  console.error(
    `${file}:${line}: ${code}: a cast where the database is read; type the column (database/schema.ts) or read the JSON with its schema (database/stored-json.ts)`,
  );
if (casts.length > 0) process.exit(1);
console.log('no cast where src/server reads the database');
