/**
 * A typed query's parameters reach the engine only as text, numbers or null: a value of
 * another type, or one missing from a compiled query's inputs (an input named wrong where the
 * compiler could not see it), fails the statement with its number and the query's text.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { compiledOnce, query } from '../../src/server/database/queries.ts';
import { sqliteSql } from '../../src/server/database/sqlite-sql.ts';

const metaValue = compiledOnce((i: { key: string }) => query.selectFrom('meta').select('value').where('key', '=', i.key));

describe("a typed query's parameters", () => {
  it('are given to the engine as text, numbers or null, and any other is named', async () => {
    const db = new DatabaseSync(join(await mkdtemp(join(tmpdir(), 'query-parameters-')), 'test.sqlite'));
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT; INSERT INTO meta VALUES ('client_key', 'k')");
    const sql = sqliteSql(db);
    expect(await sql.get(metaValue({ key: 'client_key' }))).toEqual({ value: 'k' });
    const text = 'select "value" from "meta" where "key" = $1';
    expect(() => sql.get(metaValue(JSON.parse('{}')))).toThrow(
      new TypeError(`parameter $1 of \`${text}\` is missing: give text, a number or null`),
    );
    expect(() => sql.get(metaValue(JSON.parse('{"key":true}')))).toThrow(
      new TypeError(`parameter $1 of \`${text}\` is a boolean: give text, a number or null`),
    );
    db.close();
  });
});
