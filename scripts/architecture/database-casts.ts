/**
 * Casts where the database is read: in a file of src/server outside `database/` that runs
 * statements or reads stored JSON (it imports `database/queries.ts`, `database/sql.ts` or
 * `database/stored-json.ts`), every type assertion
 * (`as T`, `<T>x`; `as const` apart) and every `JSON.parse` is a value the compiler takes on
 * trust. Rows come typed from the tables' description and stored JSON through its schema
 * (`database/stored-json.ts`), so there are none: `npm run lint:architecture` fails on one.
 */
import { readFileSync } from 'node:fs';
import { parseSync, Visitor } from 'oxc-parser';

export interface Cast {
  readonly file: string;
  readonly line: number;
  readonly code: string;
}

/** Whether `text` reads the database: it imports the store's SQL face, its queries or the reading of stored JSON. */
export const readsDatabase = (text: string) => /from '(?:\.\.\/)*(?:\.\/)?(?:database\/)?(?:queries|sql|stored-json)\.ts'/.test(text);

/** The type assertions and JSON parses in `text`, the source of `file`. */
export function castsIn(file: string, text: string): Cast[] {
  const found: Cast[] = [];
  const at = (start: number, end: number) => ({
    file,
    line: text.slice(0, start).split('\n').length,
    code: text.slice(start, end).replace(/\s+/g, ' ').slice(0, 80),
  });
  new Visitor({
    TSAsExpression(node) {
      const type = node.typeAnnotation;
      if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === 'const') return;
      found.push(at(node.start, node.end));
    },
    TSTypeAssertion(node) {
      found.push(at(node.start, node.end));
    },
    CallExpression(node) {
      const { callee } = node;
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'JSON' &&
        callee.property.name === 'parse'
      )
        found.push(at(node.start, node.end));
    },
  }).visit(parseSync(file, text).program);
  return found;
}

/** The casts in the files of `files` (paths) that read the database, outside the database room itself. */
export function databaseCasts(files: readonly string[]): Cast[] {
  return files
    .filter((file) => !file.includes('src/server/database/'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return readsDatabase(text) ? castsIn(file, text) : [];
    });
}
