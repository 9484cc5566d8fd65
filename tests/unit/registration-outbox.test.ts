/**
 * Forwarding to Directus: the retry schedule, the request the forwarder sends and how it
 * reads the answers, and the worker delivering, retrying and stopping (with a fake clock
 * and a fake target, on a real stores).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { createOutboxWorker, type OutboxWorker } from '../../src/server/cms/cms-worker.ts';
import { directusForwarder, directusRemover, type Forward, type RemoveItem } from '../../src/server/cms/directus-forward.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { nextAttemptAt, RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs } from '../../src/server/outbox/backoff.ts';
import type { ForwardQueue } from '../../src/server/outbox/cms-outbox.ts';
import type { StoredRegistration } from '../../src/server/registrations/store/registrations-table.ts';
import { bookedAs, validInput } from '../support/registration.ts';
import { openTestStores } from '../support/test-store.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

function registration(id: string): StoredRegistration {
  return {
    id,
    ...bookedAs(),
    dateId: 1001,
    email: `${id}@example.com`,
    locale: 'en',
    payload: registrationSchema.parse(validInput({ email: `${id}@example.com` })),
    createdAt: new Date(T0).toISOString(),
    idempotencyKey: null,
    fingerprint: id,
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: new Date(T0).toISOString(),
  };
}

describe('retry schedule', () => {
  it('waits 1 s after the first failure, doubling up to 5 minutes', () => {
    expect(RETRY_BASE_MS).toBe(1000);
    expect(RETRY_MAX_MS).toBe(300_000);
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(retryDelayMs(9)).toBe(256_000);
    expect(retryDelayMs(10)).toBe(300_000);
    expect(retryDelayMs(10_000)).toBe(300_000);
    expect(nextAttemptAt(3, T0)).toBe(T0 + 4000);
  });
});

describe('directusForwarder', () => {
  function fakeFetch(...answers: Array<[status: number, body: unknown]>) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const impl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const [status, body] = answers.shift() ?? [500, null];
      return new Response(body === null ? null : JSON.stringify(body), { status });
    }) as unknown as typeof fetch;
    return { calls, impl };
  }
  const item = { id: 'a', status: 'confirmed', seminar_date: 1001, participants: [{ id: 'a-1', first_name: 'Erika' }] };
  const error = (code: string) => ({ errors: [{ message: `${code} for a@example.com`, extensions: { code } }] });

  it('updates the item the CMS has (participants nested) with the token as bearer', async () => {
    const target = fakeFetch([200, { data: null }]);
    const forward = directusForwarder({ url: 'http://cms.test/', token: 'secret', fetch: target.impl });
    expect(await forward(item)).toEqual({ ok: true });
    const [call] = target.calls;
    expect(call!.url).toBe('http://cms.test/items/registrations/a');
    expect(call!.init.method).toBe('PATCH');
    expect(new Headers(call!.init.headers).get('authorization')).toBe('Bearer secret');
    expect(JSON.parse(call!.init.body as string)).toEqual({ status: 'confirmed', seminar_date: 1001, participants: item.participants });
  });

  it('creates an item the CMS does not have under the entry’s id, and updates one created meanwhile', async () => {
    const missing = fakeFetch([403, error('FORBIDDEN')], [200, { data: null }]);
    expect(await directusForwarder({ url: 'http://cms.test', token: 't', fetch: missing.impl })(item)).toEqual({ ok: true });
    expect(missing.calls.map((call) => [call.init.method, call.url])).toEqual([
      ['PATCH', 'http://cms.test/items/registrations/a'],
      ['POST', 'http://cms.test/items/registrations'],
    ]);
    expect(JSON.parse(missing.calls[1]!.init.body as string)).toEqual(item);
    const raced = fakeFetch([403, error('FORBIDDEN')], [400, error('RECORD_NOT_UNIQUE')], [200, { data: null }]);
    expect(await directusForwarder({ url: 'http://cms.test', token: 't', fetch: raced.impl })(item)).toEqual({ ok: true });
    expect(raced.calls.map((call) => call.init.method)).toEqual(['PATCH', 'POST', 'PATCH']);
  });

  it('reports other errors by status and code only', async () => {
    const invalid = fakeFetch([400, error('FAILED_VALIDATION')]);
    expect(await directusForwarder({ url: 'http://cms.test', token: 't', fetch: invalid.impl })(item)).toEqual({
      ok: false,
      error: 'HTTP 400 FAILED_VALIDATION',
    });
    const down = fakeFetch([503, 'Service Unavailable']);
    expect(await directusForwarder({ url: 'http://cms.test', token: 't', fetch: down.impl })(item)).toEqual({
      ok: false,
      error: 'HTTP 503',
    });
  });

  it('deletes an item, takes one the token cannot find as deleted, and one it may not delete as a failure', async () => {
    const target = fakeFetch(
      [204, null],
      [403, error('FORBIDDEN')],
      [403, error('FORBIDDEN')],
      [403, error('FORBIDDEN')],
      [200, { data: { id: 'kept' } }],
      [503, 'Service Unavailable'],
    );
    const remove = directusRemover({ url: 'http://cms.test', token: 't', fetch: target.impl });
    expect(await remove('a')).toEqual({ ok: true });
    expect(await remove('gone')).toEqual({ ok: true });
    expect(await remove('kept')).toEqual({ ok: false, error: expect.stringContaining('may not delete registrations') });
    expect(await remove('b')).toEqual({ ok: false, error: 'HTTP 503' });
    expect(target.calls.map((call) => [call.init.method, call.url])).toEqual([
      ['DELETE', 'http://cms.test/items/registrations/a'],
      ['DELETE', 'http://cms.test/items/registrations/gone'],
      ['GET', 'http://cms.test/items/registrations/gone?fields=id'],
      ['DELETE', 'http://cms.test/items/registrations/kept'],
      ['GET', 'http://cms.test/items/registrations/kept?fields=id'],
      ['DELETE', 'http://cms.test/items/registrations/b'],
    ]);
  });

  it('reports an unreachable target without throwing', async () => {
    const result = await directusForwarder({ url: 'http://127.0.0.1:9', token: 't' })(item);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toMatch(/ECONNREFUSED|fetch failed/);
  });
});

describe('outbox worker', () => {
  let stores: Stores;
  let forwards: ForwardQueue;
  let worker: OutboxWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await stores.close();
  });

  async function setup(forward: Forward, clock: { now: number }, remove?: RemoveItem) {
    stores = await openTestStores({ dataDir: await mkdtemp(join(tmpdir(), 'outbox-')), outbox: true });
    forwards = stores.forwards;
    const logs: Array<Record<string, unknown>> = [];
    worker = createOutboxWorker({ stores, forward, remove, content: () => content, now: () => clock.now, log: (line) => logs.push(line) });
    return logs;
  }

  it('deletes the item of a deleted entry the CMS had or was to get (confirmed), each once', async () => {
    const clock = { now: T0 };
    const removed: string[] = [];
    await setup(
      async () => ({ ok: true }),
      clock,
      async (id) => {
        removed.push(id);
        return { ok: true };
      },
    );
    await stores.registrations.insert(registration('had'));
    while ((await worker!.runOnce()) > 0);
    await stores.registrations.insert(registration('queued'));
    await stores.retention.deleteRegistration('had');
    await stores.retention.deleteRegistration('queued');
    // A second deletion (another sweep, an erasure) finds nothing and leaves the queued one be.
    await stores.retention.deleteRegistration('had');
    while ((await worker!.runOnce()) > 0);
    expect(removed.sort()).toEqual(['had', 'queued']);
    expect(await forwards.pendingForwards()).toBe(0);
  });

  it('queues nothing again when a registration is only held for a change (billing, a participant, an erasure)', async () => {
    await setup(async () => ({ ok: true }), { now: T0 });
    await stores.registrations.insert(registration('held'));
    while ((await worker!.runOnce()) > 0);
    expect(await forwards.pendingForwards()).toBe(0);
    await stores.invoices.lockRegistration('held');
    expect(await forwards.pendingForwards()).toBe(0);
  });

  it('retries a failed delivery after its backoff and removes it once delivered', async () => {
    const clock = { now: T0 };
    const answers = [false, false, true];
    const delivered: string[] = [];
    const logs = await setup(async (item) => {
      const ok = answers.shift()!;
      if (ok) delivered.push(item.id);
      return ok ? { ok: true } : { ok: false, error: 'TypeError: ECONNREFUSED' };
    }, clock);
    await stores.registrations.insert(registration('a'));

    expect(await worker!.runOnce()).toBe(1);
    expect(await forwards.nextForwardAt()).toBe(T0 + 1000);
    clock.now = T0 + 999;
    expect(await worker!.runOnce()).toBe(0);
    clock.now = T0 + 1000;
    expect(await worker!.runOnce()).toBe(1);
    expect(await forwards.nextForwardAt()).toBe(T0 + 1000 + 2000);
    clock.now = T0 + 3000;
    await worker!.runOnce();
    expect(delivered).toEqual(['a']);
    expect(await forwards.pendingForwards()).toBe(0);

    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({
      level: 'warn',
      msg: 'registration forward failed',
      id: 'a',
      attempts: 1,
      error: 'TypeError: ECONNREFUSED',
    });
    const logged = JSON.stringify(logs);
    expect(logged).not.toContain('example.com');
    expect(logged).not.toContain('Erika');
  });

  it('once a delivery succeeds, tries the waiting backlog at once', async () => {
    const clock = { now: T0 };
    let up = false;
    const delivered: string[] = [];
    await setup(async (item) => {
      if (!up) return { ok: false, error: 'HTTP 503' };
      delivered.push(item.id);
      return { ok: true };
    }, clock);
    await stores.registrations.insert(registration('a'));
    await stores.registrations.insert(registration('b'));
    await worker!.runOnce();
    await worker!.runOnce();
    expect(await forwards.pendingForwards()).toBe(2);
    up = true;
    clock.now = T0 + 10;
    await stores.registrations.insert({ ...registration('c'), createdAt: new Date(clock.now).toISOString() });
    while ((await worker!.runOnce()) > 0);
    expect(delivered.sort()).toEqual(['a', 'b', 'c']);
    expect(await forwards.pendingForwards()).toBe(0);
  });

  it('wakes on a new registration, and stop() aborts a delivery in flight without counting it as failed', async () => {
    const clock = { now: T0 };
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    await setup(
      (_item, signal) =>
        new Promise((resolve) => {
          started();
          signal?.addEventListener('abort', () => resolve({ ok: false, error: 'AbortError: aborted' }));
        }),
      clock,
    );
    await stores.registrations.insert(registration('a'));
    worker!.start();
    worker!.wake();
    await inFlight;
    await worker!.stop();
    expect(await forwards.dueForwards(T0, 10)).toMatchObject([{ entryId: 'a', attempts: 0 }]);
  });

  it('delivers the entry as it stands, and again after a change made while it was delivered', async () => {
    const clock = { now: T0 };
    const sent: Array<Parameters<Forward>[0]> = [];
    let during: (() => Promise<unknown>) | null = null;
    await setup(async (item) => {
      sent.push(item);
      await during?.();
      during = null;
      return { ok: true };
    }, clock);
    await stores.registrations.insert(registration('a'));
    during = () => stores.registrations.cancel('a', new Date(T0 + 5).toISOString());
    await worker!.runOnce();
    expect(await forwards.pendingForwards()).toBe(1);
    await worker!.runOnce();
    expect(await forwards.pendingForwards()).toBe(0);
    expect(sent.map((item) => item.status)).toEqual(['confirmed', 'cancelled']);
    expect(sent[1]).toMatchObject({ id: 'a', seminar_date: 1001, cancelled_at: new Date(T0 + 5).toISOString() });
    expect(sent[1]!.participants).toMatchObject([{ id: 'a-1', position: 1, status: 'cancelled', email: 'a@example.com' }]);
  });
});

describe('the CMS outbox on one database shared by two servers', () => {
  it('leases a delivery to one of them; a change meanwhile waits for its outcome; a lease that ran out frees the entry', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'outbox-lease-'));
    const [a, b] = [await openTestStores({ dataDir, outbox: true }), await openTestStores({ dataDir, outbox: true })];
    try {
      expect(await a.registrations.insert(registration('leased'))).toEqual({ ok: true });
      const [due] = await a.forwards.dueForwards(T0, 10);
      expect(due?.entryId).toBe('leased');
      const version = due?.version ?? 0;
      expect(await a.forwards.claimForward('leased', version, T0, T0 + 60_000)).toBe(true);
      // The other server neither sees it due nor can take it.
      expect(await b.forwards.dueForwards(T0, 10)).toEqual([]);
      expect(await b.forwards.claimForward('leased', version, T0, T0 + 60_000)).toBe(false);
      // A change while it is delivered: a new version, due only once the delivery's outcome is in.
      expect(await b.registrations.cancel('leased', new Date(T0).toISOString())).toBe('cancelled');
      expect(await b.forwards.dueForwards(T0, 10)).toEqual([]);
      expect(await b.forwards.nextForwardAt()).toBe(T0 + 60_000);
      await a.forwards.markForwarded('leased', version, T0);
      const [changed] = await b.forwards.dueForwards(T0, 10);
      expect(changed?.entryId).toBe('leased');
      expect(changed?.version).toBeGreaterThan(version);
      // A reading of an older version takes nothing.
      expect(await a.forwards.claimForward('leased', version, T0, T0 + 60_000)).toBe(false);
      // A server that took it and died: the entry is free again once its lease has run out.
      expect(await b.forwards.claimForward('leased', changed?.version ?? 0, T0, T0 + 60_000)).toBe(true);
      expect(await a.forwards.dueForwards(T0 + 59_999, 10)).toEqual([]);
      expect(await a.forwards.dueForwards(T0 + 60_000, 10)).toEqual([changed]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
