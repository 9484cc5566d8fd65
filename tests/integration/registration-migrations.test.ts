/**
 * The registrations database's numbered migrations (src/server/database/migrations.ts): an
 * empty file and a file made by each earlier landed version (tests/fixtures/registration-schemas:
 * the schema each version created, in its order) end with the same schema, their rows readable,
 * counted and queued for the CMS as before; a file newer than the code stops the start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { registrationSchema } from '../../src/registration/schema.ts';
import { appliedVersions, MIGRATIONS, migrate, SchemaTooNewError } from '../../src/server/database/migrations.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import type { RegistrationStore } from '../../src/server/registrations/store/store.ts';
import { openRegistrationStore, openSqliteStores } from '../../src/server/stores.ts';
import { validInput } from '../support/registration.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/registration-schemas');
const content = loadContentCache('content-cache');
const ALL_VERSIONS = MIGRATIONS.map((migration) => migration.version);
const open: RegistrationStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

async function fileWith(sql: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'registrations-schema-'));
  const db = new DatabaseSync(join(dir, DATABASE_FILE));
  db.exec(sql);
  db.close();
  return dir;
}

const columnsOf = (db: DatabaseSync, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name);

/** A confirmed registration as an earlier version stored it: only the columns its tables had, its payload in that version's shape. */
function storeAsEarlierVersion(dir: string): void {
  const db = new DatabaseSync(join(dir, DATABASE_FILE));
  const { participants, ...rest } = registrationSchema.parse(validInput({ email: 'early@example.com', dateId: 1001 }));
  const hasParticipants = columnsOf(db, 'participants').length > 0;
  const row: Record<string, string | number> = {
    id: 'early',
    date_id: 1001,
    email: 'early@example.com',
    locale: 'de',
    payload: JSON.stringify(hasParticipants ? { ...rest, participants } : { ...rest, participant: participants[0] }),
    created_at: '2026-10-01T10:00:00.000Z',
    fingerprint: 'fp',
    status: 'confirmed',
    confirmed_at: '2026-10-01T10:05:00.000Z',
  };
  const known = columnsOf(db, 'registrations').filter((column) => column in row);
  db.prepare(`INSERT INTO registrations (${known.join(', ')}) VALUES (${known.map(() => '?').join(', ')})`).run(
    ...known.map((column) => row[column] as string | number),
  );
  if (hasParticipants)
    db.exec("INSERT INTO participants (registration_id, position, date_id, email) VALUES ('early', 0, 1001, 'early@example.com')");
  // The CMS outbox of the first versions, where it still was: a delivery failed twice.
  if (columnsOf(db, 'outbox').length > 0) db.exec("INSERT INTO outbox (registration_id, attempts, next_attempt_at) VALUES ('early', 2, 7)");
  db.close();
}

/** Every table's columns, every index and trigger: what the schema is, whatever order the columns came in. */
function schemaOf(dir: string) {
  const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
  const items = db
    .prepare("SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as Array<{ type: string; name: string; tableName: string; sql: string | null }>;
  const schema = items.map((item) =>
    item.type === 'table'
      ? {
          table: item.name,
          columns: (db.prepare(`PRAGMA table_info(${item.name})`).all() as Array<Record<string, unknown>>).sort((a, b) =>
            String(a.name).localeCompare(String(b.name)),
          ),
        }
      : { [item.type]: item.name, on: item.tableName, sql: item.sql?.replace(/\s+/g, ' ') },
  );
  db.close();
  return schema;
}

describe('the registrations database migrations', () => {
  it('an empty file gets every migration in order, recorded, and none again', async () => {
    const dir = await fileWith('');
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    expect(migrate(db)).toEqual(ALL_VERSIONS);
    expect(migrate(db)).toEqual([]);
    expect(appliedVersions(db)).toEqual(ALL_VERSIONS);
    expect(db.prepare('SELECT name FROM schema_migrations WHERE version = 1').get()).toEqual({
      name: 'the schema of the versions before numbered migrations',
    });
    db.close();
  });

  const fixtures = readdirSync(FIXTURES).filter((file) => file.endsWith('.sql'));

  it('has the schema of every earlier landed version to migrate from', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  it.each(fixtures)('a file made by the version of %s ends with the same schema, its registration kept', async (fixture) => {
    const fresh = await fileWith('');
    await (await openRegistrationStore({ dataDir: fresh, outbox: false })).close();
    const dir = await fileWith(readFileSync(join(FIXTURES, fixture), 'utf8'));
    storeAsEarlierVersion(dir);
    const { registrations: store, forwards } = await openSqliteStores({ dataDir: dir, outbox: true });
    open.push(store);
    expect((await store.get('early'))?.payload.participants.map(({ email }) => email)).toEqual(['early@example.com']);
    expect((await store.get('early'))?.status).toBe('confirmed');
    // A reference of its own to quote (migration 7); no price, as none was kept with it then.
    expect(await store.get('early')).toMatchObject({ reference: expect.stringMatching(/^[2-9A-HJKMNP-Z]{6}$/), price: null });
    // The server prices it at start as its date cost on the day it was booked (690 + 120 EUR on 1 October 2026), once.
    expect(await store.earlierPrices.price(await content)).toBe(1);
    expect((await store.get('early'))?.price).toEqual({ courseFee: 69_000, examFee: 12_000, earlyBird: false });
    expect(await store.earlierPrices.price(await content)).toBe(0);
    expect(await store.countForDate(1001)).toBe(1);
    expect(await store.isRegistered(1001, 'EARLY@example.com')).toBe(true);
    // Queued for the CMS once: by switching forwarding on, or as the first versions' outbox had it (its failed attempts kept).
    expect(await forwards.dueForwards(Number.MAX_SAFE_INTEGER, 10)).toEqual([
      expect.objectContaining({ entryId: 'early', attempts: fixture.startsWith('01-') ? 2 : expect.any(Number) }),
    ]);
    await store.close();
    open.pop();
    expect(schemaOf(dir)).toEqual(schemaOf(fresh));
  });

  it('processes opening one new file at once migrate it once, each finding every migration applied', async () => {
    const dir = await fileWith('');
    const open = () =>
      new Promise<number[]>((done, fail) => {
        const worker = new Worker(new URL('../support/open-database-worker.ts', import.meta.url), { workerData: { dataDir: dir } });
        let applied: number[] = [];
        worker.once('message', (versions: number[]) => {
          applied = versions;
        });
        worker.once('error', fail);
        // Resolved once the worker closed its connection: the last to close checkpoints the file.
        worker.once('exit', () => done(applied));
      });
    expect(await Promise.all([open(), open(), open()])).toEqual([ALL_VERSIONS, ALL_VERSIONS, ALL_VERSIONS]);
    const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(
      ALL_VERSIONS.map((version) => ({ version })),
    );
    db.close();
  });

  it('a file newer than this code stops the start, its history unchanged', async () => {
    const dir =
      await fileWith(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT;
      INSERT INTO schema_migrations VALUES (1, 'a', 'x'), (2, 'b', 'x'), (99, 'from a later version', 'x');`);
    await expect(openRegistrationStore({ dataDir: dir, outbox: false })).rejects.toThrow(SchemaTooNewError);
    await expect(openRegistrationStore({ dataDir: dir, outbox: false })).rejects.toThrow(
      new RegExp(`schema version 99, newer than this version of the site knows \\(${Math.max(...ALL_VERSIONS)}\\)`),
    );
    const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 99 },
    ]);
    db.close();
  });
});
