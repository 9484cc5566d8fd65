/**
 * Forwarding to Directus: the retry schedule, the request the forwarder sends and how it
 * reads the answers, and the worker delivering, retrying and stopping (with a fake clock
 * and a fake target, on a real store).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationSchema } from '../../src/registration/schema.ts';
import { nextAttemptAt, RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs } from '../../src/server/registrations/backoff.ts';
import { directusForwarder, type Forward } from '../../src/server/registrations/directus-forward.ts';
import { createOutboxWorker, type OutboxWorker } from '../../src/server/registrations/outbox.ts';
import { openRegistrationStore, type RegistrationStore, type StoredRegistration } from '../../src/server/registrations/store.ts';
import { validInput } from '../support/registration.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');

function registration(id: string): StoredRegistration {
  return {
    id,
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
  function fakeFetch(status: number, body: unknown) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const impl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === null ? null : JSON.stringify(body), { status });
    }) as unknown as typeof fetch;
    return { calls, impl };
  }

  it('POSTs the item with the registration id as primary key and the token as bearer', async () => {
    const target = fakeFetch(204, null);
    const forward = directusForwarder({ url: 'http://cms.test/', token: 'secret', fetch: target.impl });
    expect(await forward(registration('a'))).toEqual({ ok: true, alreadyThere: false });
    const [call] = target.calls;
    expect(call!.url).toBe('http://cms.test/items/registrations');
    expect(call!.init.method).toBe('POST');
    expect(new Headers(call!.init.headers).get('authorization')).toBe('Bearer secret');
    const body = JSON.parse(call!.init.body as string);
    expect(body).toMatchObject({ id: 'a', seminar_date: 1001, email: 'a@example.com', submitted_at: '2026-11-22T10:00:00.000Z' });
    expect(body.payload).toMatchObject({ locale: 'en', participants: [{ email: 'a@example.com' }] });
  });

  it('counts RECORD_NOT_UNIQUE as delivered (an earlier answer was lost), other errors by status and code only', async () => {
    const notUnique = fakeFetch(400, {
      errors: [
        { message: 'Value for field "id" in collection "registrations" has to be unique.', extensions: { code: 'RECORD_NOT_UNIQUE' } },
      ],
    });
    expect(await directusForwarder({ url: 'http://cms.test', token: 't', fetch: notUnique.impl })(registration('a'))).toEqual({
      ok: true,
      alreadyThere: true,
    });
    const invalid = fakeFetch(400, { errors: [{ message: 'email a@example.com is invalid', extensions: { code: 'FAILED_VALIDATION' } }] });
    expect(await directusForwarder({ url: 'http://cms.test', token: 't', fetch: invalid.impl })(registration('a'))).toEqual({
      ok: false,
      error: 'HTTP 400 FAILED_VALIDATION',
    });
    const down = fakeFetch(503, 'Service Unavailable');
    expect(await directusForwarder({ url: 'http://cms.test', token: 't', fetch: down.impl })(registration('a'))).toEqual({
      ok: false,
      error: 'HTTP 503',
    });
  });

  it('reports an unreachable target without throwing', async () => {
    const result = await directusForwarder({ url: 'http://127.0.0.1:9', token: 't' })(registration('a'));
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toMatch(/ECONNREFUSED|fetch failed/);
  });
});

describe('outbox worker', () => {
  let store: RegistrationStore;
  let worker: OutboxWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    store.close();
  });

  async function setup(forward: Forward, clock: { now: number }) {
    store = openRegistrationStore({ dataDir: await mkdtemp(join(tmpdir(), 'outbox-')), outbox: true });
    const logs: Array<Record<string, unknown>> = [];
    worker = createOutboxWorker({ store, forward, now: () => clock.now, log: (line) => logs.push(line) });
    return logs;
  }

  it('retries a failed delivery after its backoff and removes it once delivered', async () => {
    const clock = { now: T0 };
    const answers = [false, false, true];
    const delivered: string[] = [];
    const logs = await setup(async (item) => {
      const ok = answers.shift()!;
      if (ok) delivered.push(item.id);
      return ok ? { ok: true, alreadyThere: false } : { ok: false, error: 'TypeError: ECONNREFUSED' };
    }, clock);
    store.insert(registration('a'));

    expect(await worker!.runOnce()).toBe(1);
    expect(store.nextForwardAt()).toBe(T0 + 1000);
    clock.now = T0 + 999;
    expect(await worker!.runOnce()).toBe(0);
    clock.now = T0 + 1000;
    expect(await worker!.runOnce()).toBe(1);
    expect(store.nextForwardAt()).toBe(T0 + 1000 + 2000);
    clock.now = T0 + 3000;
    await worker!.runOnce();
    expect(delivered).toEqual(['a']);
    expect(store.pendingForwards()).toBe(0);

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
      return { ok: true, alreadyThere: false };
    }, clock);
    store.insert(registration('a'));
    store.insert(registration('b'));
    await worker!.runOnce();
    await worker!.runOnce();
    expect(store.pendingForwards()).toBe(2);
    up = true;
    clock.now = T0 + 10;
    store.insert({ ...registration('c'), createdAt: new Date(clock.now).toISOString() });
    while ((await worker!.runOnce()) > 0);
    expect(delivered.sort()).toEqual(['a', 'b', 'c']);
    expect(store.pendingForwards()).toBe(0);
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
    store.insert(registration('a'));
    worker!.start();
    worker!.wake();
    await inFlight;
    await worker!.stop();
    expect(store.dueForwards(T0, 10)).toEqual([{ registration: store.get('a'), attempts: 0 }]);
  });
});
