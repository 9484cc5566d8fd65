/**
 * JSON the database keeps is read back through its schema (src/server/database/stored-json.ts):
 * a row whose JSON was corrupted (edited by hand, cut short) stops the read with an error that
 * names the column, the row and what is wrong, never a value the code then takes for another.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { StoredJsonError, storedJson } from '../../src/server/database/stored-json.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import { outgoingMail } from '../support/outgoing-mail.ts';
import { confirmedRegistration } from '../support/registration.ts';

const opened: Stores[] = [];
afterEach(async () => {
  for (const stores of opened.splice(0)) await stores.close();
});

describe('stored JSON', () => {
  const PERSON = z.object({ name: z.string(), seats: z.number() });

  it('is read as its schema says, with what its row keeps in columns', () => {
    expect(storedJson(PERSON, '{"name":"Erika"}', 'people.details of 1', { seats: 2 })).toEqual({ name: 'Erika', seats: 2 });
  });

  it('that is a list is read as a list', () => {
    const ratings = z.array(z.object({ trainerId: z.string(), rating: z.number() }));
    expect(storedJson(ratings, '[{"trainerId":"sabine-wendt","rating":5}]', 'feedback.trainers of r-1')).toEqual([
      { trainerId: 'sabine-wendt', rating: 5 },
    ]);
  });

  it('that is no JSON, or not what its schema says, is reported with the column and row, and no value', () => {
    expect(() => storedJson(PERSON, '{"name":"Erika"', 'people.details of 1')).toThrow(
      new StoredJsonError('people.details of 1 holds no JSON'),
    );
    const wrong = () => storedJson(PERSON, '{"name":"Erika Mustermann","seats":"two"}', 'people.details of 1');
    expect(wrong).toThrow(StoredJsonError);
    expect(wrong).toThrow('people.details of 1 holds JSON that is not what it should be (seats: invalid_type)');
    expect(wrong).not.toThrow(/Erika|two/);
  });
});

describe('a row whose JSON was corrupted', () => {
  async function storesWith(id: string): Promise<{ stores: Stores; dir: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'stored-json-'));
    const stores = await openSqliteStores({ dataDir: dir, outbox: false });
    opened.push(stores);
    expect(await stores.registrations.insert(confirmedRegistration(id, `${id}@example.com`, '2026-11-20T10:00:00.000Z'))).toEqual({
      ok: true,
    });
    return { stores, dir };
  }
  const corrupt = (dir: string, statement: string) => {
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    db.prepare(statement).run();
    db.close();
  };

  it("stops a registration's read, naming it and what is wrong", async () => {
    const { stores, dir } = await storesWith('corrupted');
    corrupt(dir, `UPDATE registrations SET payload = '{"billing":"Musterstraße 1","consent":true}' WHERE id = 'corrupted'`);
    await expect(stores.registrations.get('corrupted')).rejects.toThrow(StoredJsonError);
    await expect(stores.registrations.get('corrupted')).rejects.toThrow(
      /^registrations\.payload of corrupted holds JSON that is not what it should be \(billing: invalid_type; invoiceContact: invalid_type\)$/,
    );
  });

  it('refuses a waiting mail that can no longer be read, with why, and holds up no other', async () => {
    const { stores, dir } = await storesWith('mailed');
    await stores.mail.enqueue([outgoingMail('mailed'), outgoingMail('other')], 0);
    corrupt(dir, `UPDATE mail_outbox SET message = substr(message, 1, 20) WHERE id = 'mailed.participant'`);
    expect(await stores.mail.due(0, 10)).toEqual([{ id: 'other.participant', mail: outgoingMail('other'), attempts: 0 }]);
    expect(await stores.mail.records()).toMatchObject([
      {
        id: 'mailed.participant',
        rejectedAt: new Date(0).toISOString(),
        lastError: 'mail_outbox.message of mailed.participant holds no JSON',
      },
      { id: 'other.participant', rejectedAt: null },
    ]);
    expect(await stores.mail.due(0, 10)).toHaveLength(1);
  });
});
