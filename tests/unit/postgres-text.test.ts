import { describe, expect, it } from 'vitest';
import { toPostgresText } from '../../src/server/database/postgres-text.ts';

describe("the store's SQL as PostgreSQL takes it", () => {
  it('numbers `?` in order and keeps `?N` numbered, leaving quoted text and identifiers alone', () => {
    expect(toPostgresText('SELECT a FROM t WHERE b = ? AND c = ? LIMIT ?')).toBe('SELECT a FROM t WHERE b = $1 AND c = $2 LIMIT $3');
    expect(toPostgresText('SELECT ?1 + ?2, ?1, ?12')).toBe('SELECT $1 + $2, $1, $12');
    expect(toPostgresText(`SELECT '?' AS "why?", x FROM t WHERE y = ? AND z = 'it''s ?'`)).toBe(
      `SELECT '?' AS "why?", x FROM t WHERE y = $1 AND z = 'it''s ?'`,
    );
  });
});
