import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseSchema } from '../../src/server/database/migrations/release-schema.ts';

describe("the last release's schema (tests/fixtures/release-schema)", () => {
  it.each(['sqlite', 'postgres'] as const)(
    'is what the migrations up to the release make in %s: a landed migration never changes',
    (dialect) => {
      const kept = readFileSync(join(import.meta.dirname, `../fixtures/release-schema/${dialect}.sql`), 'utf8');
      expect(releaseSchema(dialect)).toBe(kept);
    },
  );
});
