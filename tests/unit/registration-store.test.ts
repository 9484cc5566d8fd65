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
import { registrationSchema } from '../../src/registration/schema.ts';
import { waitlistSchema } from '../../src/registration/waitlist.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/registrations/confirmation-settings.ts';
import {
  DATABASE_FILE,
  openRegistrationStore,
  type RegistrationStore,
  type StoredRegistration,
} from '../../src/server/registrations/store.ts';
import { validInput } from '../support/registration.ts';

const open: RegistrationStore[] = [];
const NOW = Date.parse('2026-11-24T10:00:00.000Z');
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

async function newStore(outbox: boolean, dataDir?: string) {
  const dir = dataDir ?? join(await mkdtemp(join(tmpdir(), 'registrations-')), 'nested', 'data');
  const store = openRegistrationStore({ dataDir: dir, outbox });
  open.push(store);
  return { store, dir };
}

/** A stored registration whose one participant has the entry's address and date. */
function registration(id: string, overrides: Partial<StoredRegistration> = {}): StoredRegistration {
  const email = overrides.email ?? `${id}@example.com`;
  const dateId = overrides.dateId ?? 1001;
  return {
    id,
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
    const { store, dir } = await newStore(false);
    store.insert(registration('a'));
    const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('stores and reads back a registration with its payload', async () => {
    const { store } = await newStore(false);
    const stored = registration('a', { idempotencyKey: 'key-1' });
    expect(store.insert(stored)).toEqual({ ok: true });
    expect(store.get('a')).toEqual(stored);
    expect(store.findByIdempotencyKey('key-1')).toEqual(stored);
    expect(store.findByIdempotencyKey('key-2')).toBeUndefined();
    expect(store.count()).toBe(1);
  });

  it('refuses a second registration of the same email for the same date, whatever its case', async () => {
    const { store } = await newStore(true);
    store.insert(registration('a', { email: 'Erika@Example.com' }));
    expect(store.isRegistered(1001, 'erika@EXAMPLE.com')).toBe(true);
    expect(store.isRegistered(1003, 'erika@example.com')).toBe(false);
    expect(store.insert(registration('b', { email: 'ERIKA@example.COM' }))).toEqual({ ok: false, reason: 'duplicate' });
    expect(store.insert(registration('c', { email: 'erika@example.com', dateId: 1003 }))).toEqual({ ok: true });
    expect(store.count()).toBe(2);
    // the refused insert left no outbox row behind
    expect(store.pendingForwards()).toBe(2);
  });

  it('refuses a second registration under the same Idempotency-Key', async () => {
    const { store } = await newStore(false);
    store.insert(registration('a', { idempotencyKey: 'k' }));
    expect(store.insert(registration('b', { idempotencyKey: 'k' }))).toEqual({ ok: false, reason: 'idempotency-key-taken' });
    expect(store.count()).toBe(1);
  });

  it('queues nothing while forwarding is off; switched on, every entry there is, then every change, whoever writes it', async () => {
    const off = await newStore(false);
    off.store.insert(registration('a'));
    expect(off.store.pendingForwards()).toBe(0);
    off.store.close();
    open.splice(open.indexOf(off.store), 1);
    const on = await newStore(true, off.dir);
    const [queued] = on.store.dueForwards(0, 10);
    expect(queued).toMatchObject({ entryId: 'a', attempts: 0 });
    on.store.markForwarded('a', queued!.version);
    // A command opening the file without forwarding (as registrations:cancel does) still queues what it changes.
    const command = await newStore(false, off.dir);
    command.store.cancel('a', '2026-11-23T09:00:00.000Z');
    expect(on.store.dueForwards(0, 10)).toMatchObject([{ entryId: 'a', attempts: 0 }]);
    expect(on.store.nextForwardAt()).toBe(0);
  });

  it('hands out due deliveries, records failures, and removes delivered ones unless they changed since', async () => {
    const { store } = await newStore(true);
    const t0 = Date.parse('2026-11-22T10:00:00.000Z');
    store.insert(registration('a'));
    store.insert(registration('b', { createdAt: '2026-11-22T10:00:01.000Z' }));
    const [a, b] = store.dueForwards(t0, 10);
    expect([a?.entryId, b?.entryId]).toEqual(['a', 'b']);
    store.markForwardFailed('a', a!.version, 1, t0 + 5000, 'HTTP 503');
    expect(store.dueForwards(t0 + 1000, 10).map((row) => row.entryId)).toEqual(['b']);
    expect(store.nextForwardAt()).toBe(0);
    store.markForwarded('b', b!.version);
    expect(store.nextForwardAt()).toBe(t0 + 5000);
    expect(store.dueForwards(t0 + 5000, 10)).toMatchObject([{ entryId: 'a', attempts: 1 }]);
    store.retryForwardsNow(t0 + 2000);
    expect(store.nextForwardAt()).toBe(t0 + 2000);
    // A change after the row was handed out: the delivery of the old version leaves it queued, due at once.
    store.cancel('a', '2026-11-23T09:00:00.000Z');
    store.markForwarded('a', a!.version);
    expect(store.dueForwards(t0, 10)).toMatchObject([{ entryId: 'a', attempts: 0 }]);
    store.markForwarded('a', store.dueForwards(t0, 10)[0]!.version);
    expect(store.pendingForwards()).toBe(0);
    expect(store.nextForwardAt()).toBeNull();
    expect(store.count()).toBe(2);
  });

  it('leaves a change made during a delivery that failed due at once, not after the failure’s backoff', async () => {
    const { store } = await newStore(true);
    store.insert(registration('a'));
    const [handedOut] = store.dueForwards(0, 10);
    store.cancel('a', '2026-11-23T09:00:00.000Z');
    store.markForwardFailed('a', handedOut!.version, 1, 5000, 'HTTP 503');
    expect(store.dueForwards(0, 10)).toMatchObject([{ entryId: 'a', attempts: 0 }]);
  });

  it('keeps registrations and pending deliveries across a restart', async () => {
    const first = await newStore(true);
    first.store.insert(registration('a', { idempotencyKey: 'k' }));
    first.store.markForwardFailed('a', first.store.dueForwards(0, 1)[0]!.version, 3, 42, 'TypeError: ECONNREFUSED');
    first.store.close();
    open.splice(open.indexOf(first.store), 1);
    const { store } = await newStore(true, first.dir);
    expect(store.findByIdempotencyKey('k')?.id).toBe('a');
    expect(store.dueForwards(42, 10)).toMatchObject([{ entryId: 'a', attempts: 3 }]);
  });

  it('records a cancellation: the registration stays, its seat is free, a second cancel changes nothing', async () => {
    const { store } = await newStore(false);
    for (const id of ['a', 'b', 'c']) store.insert(registration(id), 3);
    expect(store.insert(registration('d'), 3)).toEqual({ ok: false, reason: 'seats', left: 0 });
    expect(store.cancel('b', '2026-11-23T09:00:00.000Z')).toBe('cancelled');
    expect(store.cancel('b', '2026-11-24T09:00:00.000Z')).toBe('already-cancelled');
    expect(store.cancel('nobody', '2026-11-24T09:00:00.000Z')).toBe('unknown');
    expect(store.countForDate(1001)).toBe(2);
    expect(store.seatsTaken()).toEqual(new Map([[1001, 2]]));
    expect(store.get('b')).toBeDefined();
    expect(store.cancellations()).toEqual(new Map([['b', '2026-11-23T09:00:00.000Z']]));
    expect(store.insert(registration('d'), 3)).toEqual({ ok: true });
  });

  it('notices writes of another process on the same file, not its own', async () => {
    const { store, dir } = await newStore(false);
    const other = openRegistrationStore({ dataDir: dir, outbox: false });
    open.push(other);
    expect(store.changedElsewhere()).toBe(false);
    store.insert(registration('own'));
    expect(store.changedElsewhere()).toBe(false);
    other.cancel('own', '2026-11-23T09:00:00.000Z');
    expect(store.changedElsewhere()).toBe(true);
    expect(store.changedElsewhere()).toBe(false);
  });

  it('admits a waiting-list entry inside its transaction, or stores nothing and queues no mail', async () => {
    const { store } = await newStore(false);
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
    expect(store.waitlist.submit({ ...submission, admit: () => false })).toBe('refused');
    expect(store.waitlist.get('w-1')).toBeUndefined();
    expect(store.gate.token('h')).toBeUndefined();
    expect(store.mail.records()).toEqual([]);
    expect(store.waitlist.submit({ ...submission, admit: () => true })).toBe('inserted');
    expect(store.waitlist.get('w-1')?.status).toBe('pending');
    expect(store.gate.token('h')).toMatchObject({ list: 'waitlist', entryId: 'w-1', usedAt: null });
    expect(store.mail.pending()).toBe(1);
  });

  it('migrates a database from before groups: each participant becomes the first of participants, counted for seats, twice without harm', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registrations-old-'));
    const old = new DatabaseSync(join(dir, DATABASE_FILE));
    old.exec(`CREATE TABLE registrations (id TEXT PRIMARY KEY, date_id INTEGER NOT NULL, email TEXT NOT NULL, locale TEXT NOT NULL, payload TEXT NOT NULL,
              created_at TEXT NOT NULL, idempotency_key TEXT UNIQUE, fingerprint TEXT NOT NULL) STRICT`);
    const { participants, ...rest } = registrationSchema.parse(validInput({ email: 'old@example.com' }));
    old
      .prepare('INSERT INTO registrations VALUES (?, 1001, ?, ?, ?, ?, NULL, ?)')
      .run('old-1', 'old@example.com', 'de', JSON.stringify({ ...rest, participant: participants[0] }), '2026-10-01T10:00:00.000Z', 'f');
    old.close();
    for (const round of [1, 2]) {
      const store = openRegistrationStore({ dataDir: dir, outbox: false });
      open.push(store);
      expect(
        store.get('old-1')!.payload.participants.map(({ email }) => email),
        `round ${round}`,
      ).toEqual(['old@example.com']);
      expect(store.get('old-1')!.payload).not.toHaveProperty('participant');
      expect(store.countForDate(1001)).toBe(1);
      expect(store.isRegistered(1001, 'OLD@example.com')).toBe(true);
      store.close();
      open.pop();
    }
  });

  it('reopens a database holding pending, superseded, known and confirmed entries unchanged', async () => {
    const { store, dir } = await newStore(false);
    const submit = (id: string, email: string, status: 'pending' | 'known') =>
      store.submit({
        registration: registration(id, { email, status, heldUntil: status === 'pending' ? NOW + 60_000 : null, confirmedAt: null }),
        client: 'c',
        seats: { seats: null, onSiteSeats: null },
        token: status === 'pending' ? { hash: `h-${id}`, expiresAt: NOW + 60_000 } : null,
        mail: null,
        now: NOW,
        settings: DEFAULT_CONFIRMATION_SETTINGS,
      });
    expect(submit('first', 'erika@example.com', 'pending')).toEqual({ ok: true });
    expect(submit('second', 'erika@example.com', 'pending')).toEqual({ ok: true });
    expect(
      store.confirm(
        'h-second',
        NOW,
        () => ({ seats: null, onSiteSeats: null, linksUntil: NOW + 86_400_000 }),
        () => [],
      ).kind,
    ).toBe('confirmed');
    expect(submit('third', 'erika@example.com', 'known')).toEqual({ ok: true });
    expect(submit('fourth', 'max@example.com', 'pending')).toEqual({ ok: true });
    const before = store.everyEntry().map(({ id, status }) => [id, status]);
    expect(before).toEqual([
      ['first', 'superseded'],
      ['second', 'confirmed'],
      ['third', 'known'],
      ['fourth', 'pending'],
    ]);
    store.close();
    open.pop();
    const again = (await newStore(false, dir)).store;
    expect(again.everyEntry().map(({ id, status }) => [id, status])).toEqual(before);
    expect(again.countForDate(1001, NOW)).toBe(2);
  });

  it('checkpoints in a worker thread when asked to: the database file takes what the commits wrote to the log', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registrations-checkpoints-'));
    const store = openRegistrationStore({ dataDir: dir, outbox: false, checkpointInBackground: true });
    open.push(store);
    const file = join(dir, DATABASE_FILE);
    const before = statSync(file).size;
    // Far fewer pages than SQLite's own checkpoint waits for (1,000): only the worker puts them into the file.
    for (let n = 0; n < 20; n++) expect(store.insert(registration(`c${n}`))).toEqual({ ok: true });
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 10 * 4096), { timeout: 10_000, interval: 100 });
    expect(store.count()).toBe(20);
  });
});
