/**
 * Durability of the 201: the real server process takes 200 registrations, 50 at a time, each
 * with an Idempotency-Key, and is killed with SIGKILL while they are in flight. Restarted on
 * the same data folder, it must hold every registration it answered 201 for, exactly once;
 * and the 200 retried with the same keys must all end as one registration each, the answered
 * ones with their first id.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { BOOKABLE_DATE_ID, validInput } from '../support/registration.ts';
import { fakeDist, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const REQUESTS = 200;
/** Kill the server once this many answers have arrived. */
const KILL_AFTER = 40;
/** Requests sent at a time. */
const IN_FLIGHT = 50;

type Outcome = { kind: 'answered'; status: number; id?: string } | { kind: 'lost' };

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

function register(url: string, index: number, key: string): Promise<Response> {
  return fetch(`${url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(validInput({ email: `durable-${index}@example.com`, dateId: BOOKABLE_DATE_ID })),
  });
}

async function outcomeOf(response: Promise<Response>): Promise<Outcome> {
  try {
    const answer = await response;
    const body = (await answer.json()) as { id?: string };
    return { kind: 'answered', status: answer.status, id: body.id };
  } catch {
    return { kind: 'lost' };
  }
}

describe('registrations survive a crash', () => {
  it('every 201 is stored exactly once, and retries with the same keys give the same ids', { timeout: 120_000 }, async () => {
    const env = {
      DATA_DIR: await mkdtemp(join(tmpdir(), 'durable-')),
      DIST_DIR: await fakeDist(),
      REGISTRATION_RATE_LIMIT: '1000000',
      // All 200 come from one client: its caps on pending entries and connections are lifted.
      PENDING_PER_CLIENT: '1000000',
      HELD_SEATS_PER_CLIENT: '1000000',
      MAX_CONNECTIONS_PER_CLIENT: '1000',
      TODAY: TEST_DAY,
    };
    const keys = Array.from({ length: REQUESTS }, () => randomUUID());

    const first = await startServerProcess(env);
    running.push(first);
    let answers = 0;
    // At most IN_FLIGHT requests at a time: however fast a busy machine's server answers them in
    // batches, the kill after the KILL_AFTER-th answer finds some in flight and the rest unsent.
    const outcomes: Outcome[] = new Array(REQUESTS);
    let next = 0;
    const sender = async () => {
      for (let index = next++; index < REQUESTS; index = next++) {
        outcomes[index] = await outcomeOf(
          register(first.url, index, keys[index]!).then((response) => {
            if (++answers === KILL_AFTER) first.child.kill('SIGKILL');
            return response;
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    await first.exited;

    const created = new Map<string, string>(); // key -> id
    outcomes.forEach((outcome, index) => {
      if (outcome.kind === 'answered' && outcome.status === 201 && outcome.id) created.set(keys[index]!, outcome.id);
    });
    const lost = outcomes.filter((outcome) => outcome.kind === 'lost').length;
    const otherStatuses = outcomes.filter((outcome) => outcome.kind === 'answered' && outcome.status !== 201);
    console.log(
      `durability: ${REQUESTS} sent, ${created.size} answered 201, ${lost} lost in the crash (in flight or not yet sent), ${otherStatuses.length} other answers`,
    );
    expect(otherStatuses).toEqual([]);
    expect(created.size).toBeGreaterThan(0);
    expect(lost, 'the kill came after every request was answered: nothing was in flight').toBeGreaterThan(0);

    const second = await startServerProcess(env);
    running.push(second);
    const db = new DatabaseSync(join(env.DATA_DIR, DATABASE_FILE), { readOnly: true });
    try {
      const rowsById = db.prepare('SELECT count(*) AS n FROM registrations WHERE id = ? AND idempotency_key = ?');
      for (const [key, id] of created) expect((rowsById.get(id, key) as { n: number }).n, `registration ${id}`).toBe(1);
      const storedBeforeRetry = (db.prepare('SELECT count(*) AS n FROM registrations').get() as { n: number }).n;
      console.log(
        `durability: ${storedBeforeRetry} stored after the restart (${storedBeforeRetry - created.size} committed but never answered)`,
      );

      const retried = await Promise.all(keys.map((key, index) => outcomeOf(register(second.url, index, key))));
      retried.forEach((outcome, index) => {
        expect(outcome, `retry of request ${index}`).toMatchObject({ kind: 'answered', status: 201 });
        const earlier = created.get(keys[index]!);
        if (earlier) expect(outcome.kind === 'answered' && outcome.id).toBe(earlier);
      });

      const totals = db
        .prepare(
          'SELECT count(*) AS rows, count(DISTINCT idempotency_key) AS keys, count(DISTINCT lower(email)) AS emails FROM registrations',
        )
        .get();
      expect(totals).toEqual({ rows: REQUESTS, keys: REQUESTS, emails: REQUESTS });
      const answeredIds = new Set(retried.map((outcome) => (outcome.kind === 'answered' ? outcome.id : undefined)));
      expect(answeredIds.size).toBe(REQUESTS);
    } finally {
      db.close();
    }

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
