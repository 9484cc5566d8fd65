/**
 * The registrations store on a real SQLite file in a temporary folder: durable settings,
 * the uniqueness rules, the outbox written in the same transaction, and rows that survive
 * closing and reopening.
 */
import { statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { waitlistSchema } from '../../src/registration-contract/waitlist.ts';
import { OTHER_WRITERS_POLL_MS } from '../../src/server/database/other-writers.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import type { StoredRegistration } from '../../src/server/registrations/store/registrations-table.ts';
import { bookedAs, validInput } from '../support/registration.ts';

const open: Stores[] = [];
const NOW = Date.parse('2026-11-24T10:00:00.000Z');
afterEach(async () => {
  for (const stores of open.splice(0)) await stores.close();
});

async function newStore(outbox: boolean, dataDir?: string) {
  const dir = dataDir ?? join(await mkdtemp(join(tmpdir(), 'registrations-')), 'nested', 'data');
  const stores = await openSqliteStores({ dataDir: dir, outbox });
  open.push(stores);
  return { stores, forwards: stores.forwards, dir };
}

/** A stored registration whose one participant has the entry's address and date. */
function registration(id: string, overrides: Partial<StoredRegistration> = {}): StoredRegistration {
  const email = overrides.email ?? `${id}@example.com`;
  const dateId = overrides.dateId ?? 1001;
  return {
    id,
    ...bookedAs(),
    dateId,
    email,
    locale: 'de',
    payload: registrationSchema.parse(validInput({ email, dateId })),
    createdAt: '2026-11-22T10:00:00.000Z',
    idempotencyKey: null,
    fingerprint: `fp-${id}`,
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

describe('registrations store', () => {
  it('creates its folder and a database in WAL mode', async () => {
    const { stores, dir } = await newStore(false);
    await stores.registrations.insert(registration('a'));
    const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('stores and reads back a registration with its payload', async () => {
    const { stores } = await newStore(false);
    const stored = registration('a', { idempotencyKey: 'key-1' });
    expect(await stores.registrations.insert(stored)).toEqual({ ok: true });
    expect(await stores.registrations.get('a')).toEqual(stored);
    expect(await stores.registrations.findByIdempotencyKey('key-1')).toEqual(stored);
    expect(await stores.registrations.findByIdempotencyKey('key-2')).toBeUndefined();
    expect(await stores.registrations.count()).toBe(1);
  });

  it('refuses a second registration of the same email for the same date, whatever its case', async () => {
    const { stores, forwards } = await newStore(true);
    await stores.registrations.insert(registration('a', { email: 'Erika@Example.com' }));
    expect(await stores.registrations.isRegistered(1001, 'erika@EXAMPLE.com')).toBe(true);
    expect(await stores.registrations.isRegistered(1003, 'erika@example.com')).toBe(false);
    expect(await stores.registrations.insert(registration('b', { email: 'ERIKA@example.COM' }))).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    expect(await stores.registrations.insert(registration('c', { email: 'erika@example.com', dateId: 1003 }))).toEqual({ ok: true });
    expect(await stores.registrations.count()).toBe(2);
    // the refused insert left no outbox row behind
    expect(await forwards.pendingForwards()).toBe(2);
  });

  it('refuses a second registration under the same Idempotency-Key', async () => {
    const { stores } = await newStore(false);
    await stores.registrations.insert(registration('a', { idempotencyKey: 'k' }));
    expect(await stores.registrations.insert(registration('b', { idempotencyKey: 'k' }))).toEqual({
      ok: false,
      reason: 'idempotency-key-taken',
    });
    expect(await stores.registrations.count()).toBe(1);
  });

  it('queues nothing while forwarding is off; switched on, every entry there is, then every change, whoever writes it', async () => {
    const off = await newStore(false);
    await off.stores.registrations.insert(registration('a'));
    expect(await off.forwards.pendingForwards()).toBe(0);
    await off.stores.close();
    open.splice(open.indexOf(off.stores), 1);
    const on = await newStore(true, off.dir);
    const [queued] = await on.forwards.dueForwards(0, 10);
    expect(queued).toMatchObject({ entryId: 'a', attempts: 0 });
    await on.forwards.markForwarded('a', queued!.version, 0);
    // A command opening the file without forwarding (as registrations:cancel does) still queues what it changes.
    const command = await newStore(false, off.dir);
    await command.stores.registrations.cancel('a', '2026-11-23T09:00:00.000Z');
    expect(await on.forwards.dueForwards(0, 10)).toMatchObject([{ entryId: 'a', attempts: 0 }]);
    expect(await on.forwards.nextForwardAt()).toBe(0);
  });

  it('hands out due deliveries, records failures, and removes delivered ones unless they changed since', async () => {
    const { stores, forwards } = await newStore(true);
    const t0 = Date.parse('2026-11-22T10:00:00.000Z');
    await stores.registrations.insert(registration('a'));
    await stores.registrations.insert(registration('b', { createdAt: '2026-11-22T10:00:01.000Z' }));
    const [a, b] = await forwards.dueForwards(t0, 10);
    expect([a?.entryId, b?.entryId]).toEqual(['a', 'b']);
    await forwards.markForwardFailed('a', a!.version, 1, t0 + 5000, 'HTTP 503');
    expect((await forwards.dueForwards(t0 + 1000, 10)).map((row) => row.entryId)).toEqual(['b']);
    expect(await forwards.nextForwardAt()).toBe(0);
    await forwards.markForwarded('b', b!.version, t0);
    expect(await forwards.nextForwardAt()).toBe(t0 + 5000);
    expect(await forwards.dueForwards(t0 + 5000, 10)).toMatchObject([{ entryId: 'a', attempts: 1 }]);
    await forwards.retryForwardsNow(t0 + 2000);
    expect(await forwards.nextForwardAt()).toBe(t0 + 2000);
    // A change after the row was handed out: the delivery of the old version leaves it queued, due at once.
    await stores.registrations.cancel('a', '2026-11-23T09:00:00.000Z');
    await forwards.markForwarded('a', a!.version, t0);
    expect(await forwards.dueForwards(t0, 10)).toMatchObject([{ entryId: 'a', attempts: 0 }]);
    await forwards.markForwarded('a', (await forwards.dueForwards(t0, 10))[0]!.version, t0);
    expect(await forwards.pendingForwards()).toBe(0);
    expect(await forwards.nextForwardAt()).toBeNull();
    expect(await stores.registrations.count()).toBe(2);
  });

  it('leaves a change made during a delivery that failed due at once, not after the failure’s backoff', async () => {
    const { stores, forwards } = await newStore(true);
    await stores.registrations.insert(registration('a'));
    const [handedOut] = await forwards.dueForwards(0, 10);
    await stores.registrations.cancel('a', '2026-11-23T09:00:00.000Z');
    await forwards.markForwardFailed('a', handedOut!.version, 1, 5000, 'HTTP 503');
    expect(await forwards.dueForwards(0, 10)).toMatchObject([{ entryId: 'a', attempts: 0 }]);
  });

  it('keeps registrations and pending deliveries across a restart', async () => {
    const first = await newStore(true);
    await first.stores.registrations.insert(registration('a', { idempotencyKey: 'k' }));
    await first.forwards.markForwardFailed('a', (await first.forwards.dueForwards(0, 1))[0]!.version, 3, 42, 'TypeError: ECONNREFUSED');
    await first.stores.close();
    open.splice(open.indexOf(first.stores), 1);
    const { stores, forwards } = await newStore(true, first.dir);
    expect((await stores.registrations.findByIdempotencyKey('k'))?.id).toBe('a');
    expect(await forwards.dueForwards(42, 10)).toMatchObject([{ entryId: 'a', attempts: 3 }]);
  });

  it('records a cancellation: the registration stays, its seat is free, a second cancel changes nothing', async () => {
    const { stores } = await newStore(false);
    for (const id of ['a', 'b', 'c']) await stores.registrations.insert(registration(id), 3);
    expect(await stores.registrations.insert(registration('d'), 3)).toEqual({ ok: false, reason: 'seats', left: 0 });
    expect(await stores.registrations.cancel('b', '2026-11-23T09:00:00.000Z')).toBe('cancelled');
    expect(await stores.registrations.cancel('b', '2026-11-24T09:00:00.000Z')).toBe('already-cancelled');
    expect(await stores.registrations.cancel('nobody', '2026-11-24T09:00:00.000Z')).toBe('unknown');
    expect(await stores.seats.forDate(1001)).toBe(2);
    expect(await stores.seats.perDate()).toEqual(new Map([[1001, 2]]));
    expect(await stores.registrations.get('b')).toBeDefined();
    expect(await stores.registrations.cancellations()).toEqual(new Map([['b', '2026-11-23T09:00:00.000Z']]));
    expect(await stores.registrations.insert(registration('d'), 3)).toEqual({ ok: true });
  });

  it('notices writes of another process on the same file, not its own', async () => {
    const { stores, dir } = await newStore(false);
    const other = await openSqliteStores({ dataDir: dir, outbox: false });
    open.push(other);
    // The store tells of other writers through watchOthers, which polls on an interval: the test moves the interval's clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onChange = vi.fn();
    const stop = stores.watchOthers(onChange);
    /** Whether the watcher, polling once more, noticed a change since its last poll. */
    const changedElsewhere = () => {
      const before = onChange.mock.calls.length;
      vi.advanceTimersByTime(OTHER_WRITERS_POLL_MS);
      return onChange.mock.calls.length > before;
    };
    try {
      expect(changedElsewhere()).toBe(false);
      await stores.registrations.insert(registration('own'));
      expect(changedElsewhere()).toBe(false);
      await other.registrations.cancel('own', '2026-11-23T09:00:00.000Z');
      expect(changedElsewhere()).toBe(true);
      expect(changedElsewhere()).toBe(false);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('admits a waiting-list entry inside its transaction, or stores nothing and queues no mail', async () => {
    const { stores } = await newStore(false);
    const payload = waitlistSchema.parse({
      dateId: 1002,
      waitlist: { name: 'Jonas Weber', email: 'jonas@example.com', phone: '+49 40 5550199', company: 'Hafen GmbH', consent: true },
    });
    const entry = {
      id: 'w-1',
      dateId: 1002,
      email: 'jonas@example.com',
      locale: 'de' as const,
      payload,
      createdAt: '2026-11-24T10:00:00.000Z',
      idempotencyKey: null,
      fingerprint: 'f',
      status: 'pending' as const,
      heldUntil: NOW + 3_600_000,
      confirmedAt: null,
    };
    const mail = {
      kind: 'waitlist' as const,
      entryId: 'w-1',
      messageId: '<w-1.waitlist@site.example>',
      to: { name: 'Jonas', address: 'jonas@example.com' },
      replyTo: { name: 'A', address: 'a@example.com' },
      subject: 'Warteliste',
      text: 't',
      html: 'h',
      attachments: [],
    };
    const submission = {
      entry,
      client: 'c',
      token: { hash: 'h', expiresAt: NOW + 86_400_000 },
      mail,
      now: NOW,
      settings: DEFAULT_CONFIRMATION_SETTINGS,
    };
    expect(await stores.waitlist.submit({ ...submission, admit: async () => false })).toBe('refused');
    expect(await stores.waitlist.get('w-1')).toBeUndefined();
    expect(await stores.gate.token('h')).toBeUndefined();
    expect(await stores.mail.records()).toEqual([]);
    expect(await stores.waitlist.submit({ ...submission, admit: async () => true })).toBe('inserted');
    expect((await stores.waitlist.get('w-1'))?.status).toBe('pending');
    expect(await stores.gate.token('h')).toMatchObject({ list: 'waitlist', entryId: 'w-1', usedAt: null });
    expect(await stores.mail.pending()).toBe(1);
  });

  it('reopens a database holding pending, superseded, known and confirmed entries unchanged', async () => {
    const { stores, dir } = await newStore(false);
    const submit = (id: string, email: string, status: 'pending' | 'known') =>
      stores.registrations.submit({
        registration: registration(id, { email, status, heldUntil: status === 'pending' ? NOW + 60_000 : null, confirmedAt: null }),
        client: 'c',
        seats: { seats: null, onSiteSeats: null },
        token: status === 'pending' ? { hash: `h-${id}`, expiresAt: NOW + 60_000 } : null,
        mail: () => null,
        now: NOW,
        settings: DEFAULT_CONFIRMATION_SETTINGS,
      });
    expect(await submit('first', 'erika@example.com', 'pending')).toEqual({ ok: true });
    expect(await submit('second', 'erika@example.com', 'pending')).toEqual({ ok: true });
    expect(
      (
        await stores.registrations.confirm(
          'h-second',
          NOW,
          () => ({ seats: null, onSiteSeats: null, linksUntil: NOW + 86_400_000 }),
          () => [],
        )
      ).kind,
    ).toBe('confirmed');
    expect(await submit('third', 'erika@example.com', 'known')).toEqual({ ok: true });
    expect(await submit('fourth', 'max@example.com', 'pending')).toEqual({ ok: true });
    const before = (await stores.registrations.everyEntry()).map(({ id, status }) => [id, status]);
    expect(before).toEqual([
      ['first', 'superseded'],
      ['second', 'confirmed'],
      ['third', 'known'],
      ['fourth', 'pending'],
    ]);
    await stores.close();
    open.pop();
    const again = (await newStore(false, dir)).stores;
    expect((await again.registrations.everyEntry()).map(({ id, status }) => [id, status])).toEqual(before);
    expect(await again.seats.forDate(1001, NOW)).toBe(2);
  });

  it('checkpoints in a worker thread when asked to: the database file takes what the commits wrote to the log', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registrations-checkpoints-'));
    const stores = await openSqliteStores({ dataDir: dir, outbox: false, checkpointInBackground: true });
    open.push(stores);
    const file = join(dir, DATABASE_FILE);
    const before = statSync(file).size;
    // Far fewer pages than SQLite's own checkpoint waits for (1,000): only the worker puts them into the file.
    for (let n = 0; n < 20; n++) expect(await stores.registrations.insert(registration(`c${n}`))).toEqual({ ok: true });
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 10 * 4096), { timeout: 10_000, interval: 100 });
    expect(await stores.registrations.count()).toBe(20);
  });
});
