import { describe, expect, it } from 'vitest';
import type { Sql } from '../../src/server/database/sql.ts';
import { isStorageFault, watchWrites } from '../../src/server/database/write-health.ts';

const fault = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe('a write that failed for want of disk', () => {
  it('is a full disk, a read-only one or an I/O error, in SQLite, PostgreSQL or the file system', () => {
    expect(isStorageFault(fault('attempt to write a readonly database', { errcode: 8 }))).toBe(true);
    expect(isStorageFault(fault('attempt to write a readonly database', { errcode: 1288 }))).toBe(true);
    expect(isStorageFault(fault('database or disk is full', { errcode: 13 }))).toBe(true);
    expect(isStorageFault(fault('disk I/O error', { errcode: 778 }))).toBe(true);
    expect(isStorageFault(fault('could not extend file', { code: '53100' }))).toBe(true);
    expect(isStorageFault(fault('cannot execute INSERT in a read-only transaction', { code: '25006' }))).toBe(true);
    expect(isStorageFault(fault("EROFS: read-only file system, open '/data/mail/x.eml'", { code: 'EROFS' }))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isStorageFault(fault('UNIQUE constraint failed: registrations.id', { errcode: 2067 }))).toBe(false);
    expect(isStorageFault(fault('current transaction is aborted', { code: '25P02' }))).toBe(false);
    expect(isStorageFault(fault('deadlock detected', { code: '40P01' }))).toBe(false);
    expect(isStorageFault('disk full')).toBe(false);
  });
});

/** A database whose commits fail with a full disk while `disk.full`. */
function diskBackedDatabase(disk: { full: boolean }) {
  const db = {
    prepare: () => ({ run: async () => ({ changes: 1 }) }),
    transaction: async <T>(work: () => Promise<T>) => {
      const result = await work();
      if (disk.full) throw fault('database or disk is full', { errcode: 13 });
      return result;
    },
  } as unknown as Sql;
  return { db };
}

describe('the writes of a database whose disk failed', () => {
  it('are refused without running until the storage check passes, and readiness says so', async () => {
    const disk = { full: false };
    const storage = { writable: true };
    const { db } = diskBackedDatabase(disk);
    const watched = watchWrites(db, async () => {
      if (!storage.writable) throw fault('EROFS: read-only file system', { code: 'EROFS' });
    });
    const ran: string[] = [];
    const write = (name: string) => watched.db.transaction(async () => void ran.push(name));
    await write('before');
    expect(await watched.check()).toBe(true);

    disk.full = true;
    storage.writable = false;
    await expect(write('fails')).rejects.toThrow('database or disk is full');
    // The database itself would commit now, but its files cannot be written: nothing runs.
    disk.full = false;
    await expect(write('refused')).rejects.toThrow('database or disk is full');
    expect(await watched.check()).toBe(false);
    expect(ran).toEqual(['before', 'fails']);

    storage.writable = true;
    expect(await watched.check()).toBe(true);
    await write('after');
    expect(ran).toEqual(['before', 'fails', 'after']);
  });
});
