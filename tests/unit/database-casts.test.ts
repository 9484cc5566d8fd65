import { describe, expect, it } from 'vitest';
import { castsIn, readsDatabase } from '../../scripts/architecture/database-casts.ts';

describe('the casts where src/server reads the database', () => {
  it('are found in every form: as, angle brackets, JSON.parse; as const is none', () => {
    const source = [
      "import { query } from '../../database/queries.ts';",
      'const status = row.status as EntryStatus;',
      'const payload = JSON.parse(row.payload);',
      'const old = <Offer>row;',
      "const kinds = ['a', 'b'] as const;",
    ].join('\n');
    expect(castsIn('store.ts', source)).toEqual([
      { file: 'store.ts', line: 2, code: 'row.status as EntryStatus' },
      { file: 'store.ts', line: 3, code: 'JSON.parse(row.payload)' },
      { file: 'store.ts', line: 4, code: '<Offer>row' },
    ]);
  });

  it('are looked for in the files that run statements or read stored JSON, and no others', () => {
    expect(readsDatabase("import { compiledOnce, query } from '../../database/queries.ts';")).toBe(true);
    expect(readsDatabase("import type { Sql } from '../database/sql.ts';")).toBe(true);
    expect(readsDatabase("import { storedJson } from '../../database/stored-json.ts';")).toBe(true);
    expect(readsDatabase("import type { MailKind } from '../database/column-values.ts';")).toBe(false);
    expect(readsDatabase("import { mailId } from './mail-message.ts';")).toBe(false);
  });
});
