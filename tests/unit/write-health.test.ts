import { describe, expect, it } from 'vitest';
import { isStorageFault } from '../../src/server/database/write-health.ts';

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
