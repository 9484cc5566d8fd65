/**
 * Seats: a date with `seats` takes that many registrations and refuses the rest with 409
 * fullyBooked. 20 requests sent at once over a real socket get exactly the seats' number of
 * 201; two stores on one database file (as two server processes would have) count each
 * other's registrations. (Within one process registering is synchronous; across processes
 * the count and the insert share one `BEGIN IMMEDIATE` transaction, which SQLite serialises.)
 * The editor's fullyBooked flag still wins over free seats.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { createApp } from '../../src/server/app.ts';
import type { InsertResult } from '../../src/server/registrations/store/registrations-table.ts';
import { BOOKABLE_DATE_ID, bookedAs, validInput } from '../support/registration.ts';
import { HOLD_EVERY_SEAT, LOCAL_PROXY, THROUGH_LOCAL_PROXY } from '../support/registration-app.ts';
import { BASE_PAGES, tempDir, writeTree } from '../support/temp-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';
import { openTestStores } from '../support/test-store.ts';

const base = await loadContentCache('content-cache');
const withSeats = (seats: number | null, fullyBooked = false): Content => ({
  ...base,
  seminarDates: base.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, seats, fullyBooked } : date)),
});

let work: string;
let dist: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'seats-'));
  dist = await writeTree(await tempDir('seats-site-'), BASE_PAGES);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const register = (email: string) => ({ ...validInput({ email }), locale: 'en' });

/** A confirmed registration of `email` for the bookable date. */
function confirmedRegistration(id: string, email: string) {
  const payload = registrationSchema.parse(validInput({ email }));
  return {
    id,
    ...bookedAs(),
    dateId: BOOKABLE_DATE_ID,
    email,
    locale: 'en' as const,
    payload,
    createdAt: new Date(0).toISOString(),
    idempotencyKey: null,
    fingerprint: id,
    status: 'confirmed' as const,
    heldUntil: null,
    confirmedAt: null,
  };
}

describe('seats', () => {
  it('20 concurrent registrations for 2 seats: exactly two 201, eighteen 409 fullyBooked', async () => {
    const stores = await openTestStores({ dataDir: join(work, 'concurrent'), outbox: false });
    // Twenty visitors (one client holds one seat of a date this small): the holds race for the two seats.
    const registrations = {
      stores,
      getContent: () => withSeats(2),
      today: () => TEST_DAY,
      rateLimit: 1000,
      confirmation: HOLD_EVERY_SEAT,
      trustProxy: LOCAL_PROXY,
    };
    const app = createApp({ distDir: dist, registrations });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((listening) => server.once('listening', listening));
    const { port } = server.address() as { port: number };
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          fetch(`http://127.0.0.1:${port}/api/registrations`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${index + 1}` },
            body: JSON.stringify(register(`person${index}@example.com`)),
          }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } })),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(18);
      expect(new Set(refused.map((answer) => answer.body.error))).toEqual(new Set(['fullyBooked']));
      expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(2);
    } finally {
      await new Promise((closed) => server.close(closed));
      await stores.close();
    }
  });

  it("two stores on one file (two server processes) count each other's registrations", async () => {
    const dataDir = join(work, 'shared');
    const [first, second] = [await openTestStores({ dataDir, outbox: false }), await openTestStores({ dataDir, outbox: false })];
    try {
      const results: InsertResult[] = [];
      for (let index = 0; index < 10; index++) {
        const stores = index % 2 === 0 ? first! : second!;
        const payload = registrationSchema.parse(validInput({ email: `turn${index}@example.com` }));
        const result = await stores.registrations.insert(
          {
            id: `r${index}`,
            ...bookedAs(),
            dateId: BOOKABLE_DATE_ID,
            email: payload.participants[0]!.email,
            locale: 'en',
            payload,
            createdAt: new Date(0).toISOString(),
            idempotencyKey: null,
            fingerprint: `f${index}`,
            status: 'confirmed',
            heldUntil: null,
            confirmedAt: null,
          },
          3,
        );
        results.push(result);
      }
      expect(results).toEqual([...Array(3).fill({ ok: true }), ...Array(7).fill({ ok: false, reason: 'seats', left: 0 })]);
      expect(await first!.seats.forDate(BOOKABLE_DATE_ID)).toBe(3);
    } finally {
      await first!.close();
      await second!.close();
    }
  });

  it('takes any number without seats, and none when the editor marked the date fully booked', async () => {
    const stores = await openTestStores({ dataDir: join(work, 'flags'), outbox: false });
    try {
      let content = withSeats(null);
      const registrations = { stores, getContent: () => content, today: () => TEST_DAY, rateLimit: 1000, trustProxy: LOCAL_PROXY };
      const app = createApp({ distDir: dist, registrations });
      // Each from a client of its own: one client's pending entries per date are capped.
      const post = (email: string, client = 1) =>
        app.request(
          '/api/registrations',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${client}` },
            body: JSON.stringify(register(email)),
          },
          THROUGH_LOCAL_PROXY,
        );
      for (let index = 0; index < 5; index++) expect((await post(`free${index}@example.com`, index + 1)).status).toBe(201);
      expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(5);
      content = withSeats(100, true);
      const refused = await post('late@example.com');
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'fullyBooked' });
    } finally {
      await stores.close();
    }
  });

  it('two stores (two servers) racing for 3 seats with 12 registrations at once give away exactly 3', async () => {
    const dataDir = join(work, 'race');
    const [first, second] = [await openTestStores({ dataDir, outbox: false }), await openTestStores({ dataDir, outbox: false })];
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (index % 2 === 0 ? first : second).registrations.insert(confirmedRegistration(`race${index}`, `race${index}@example.com`), 3),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(await first.seats.forDate(BOOKABLE_DATE_ID)).toBe(3);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('two cancellations of one place at once (a double click, two servers): one is made, the other is told it is cancelled', async () => {
    const dataDir = join(work, 'double-cancel');
    const [first, second] = [await openTestStores({ dataDir, outbox: false }), await openTestStores({ dataDir, outbox: false })];
    try {
      expect(await first.registrations.insert(confirmedRegistration('twice', 'twice@example.com'))).toEqual({ ok: true });
      const cancel = (stores: typeof first) =>
        stores.changes.cancel({ id: 'twice', positions: [0], at: 0, by: 'submitter', feePerPlace: null, mails: () => [] });
      const results = await Promise.all([cancel(first), cancel(second)]);
      expect(results.map((result) => (result.ok ? 'made' : result.reason)).sort()).toEqual(['cancelled', 'made']);
      expect(await first.changes.all()).toHaveLength(1);
      expect(await first.registrations.cancellations()).toEqual(new Map([['twice', new Date(0).toISOString()]]));
    } finally {
      await first.close();
      await second.close();
    }
  });
});
