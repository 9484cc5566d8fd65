/**
 * Nothing lost or doubled after a crash, for access mails: the real server process, on a store
 * of 200 participants of a webinar, starts at noon of the day before (German time) and queues
 * their access mails in one pass, then is killed with SIGKILL while it sends them to a real SMTP
 * server. Restarted on the same data folder once the lease of the mail it was sending has run
 * out, it sends the rest: each participant's access mail queued once, and received with its
 * own Message-ID, the one in flight at the kill at most twice under the same one.
 * PostgreSQL: tests/services/postgres-access-mails.test.ts.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { MAIL_LEASE_MS } from '../../src/server/outbox/mail-worker.ts';
import { BOOKABLE_DATE_ID, confirmedRegistration } from '../support/registration.ts';
import { fakeDist, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { clockOffsetAt } from '../support/test-clock.ts';
import { until } from '../support/until.ts';

const PLACES = 200;
/** 12:00:05 in Germany on 18 January 2027: the access mails of the webinar on the 19th are due. */
const NOON_BEFORE = Date.parse('2027-01-18T11:00:05Z');

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('access mails being sent by a server that died', () => {
  it('are queued once each and all sent by the restarted server', { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'access-crash-'));
    const stores = await openSqliteStores({ dataDir, outbox: false });
    await stores.committed(async () => {
      for (let index = 0; index < PLACES; index++) {
        const id = `acce55ed-0000-4000-8000-${String(index).padStart(12, '0')}`;
        await stores.registrations.insert(confirmedRegistration(id, `teilnehmer${index}@example.com`, '2026-12-01T10:00:00.000Z'));
      }
    });
    await stores.close();
    const smtpPort = await freePort();
    const smtp = await startSmtpServer(smtpPort);
    const access = () => smtp.received.filter(({ mail }) => mail.subject?.startsWith('Zugang:'));
    const env = {
      DATA_DIR: dataDir,
      DIST_DIR: await fakeDist(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Rackwise academy <anmeldung@academy.example>',
      ACADEMY_INBOX: 'team@academy.example',
    };
    try {
      const first = await startServerProcess({ ...env, TEST_CLOCK_OFFSET_MS: clockOffsetAt(NOON_BEFORE) });
      running.push(first);
      await until(
        'access mails being sent',
        async () => access().length,
        (count) => count >= 20,
        120_000,
      );
      first.child.kill('SIGKILL');
      await first.exited;
      const atKill = access().length;
      expect(atKill).toBeLessThan(PLACES);

      // Restarted once the lease of the mail in flight has run out.
      const second = await startServerProcess({ ...env, TEST_CLOCK_OFFSET_MS: clockOffsetAt(NOON_BEFORE + MAIL_LEASE_MS + 60_000) });
      running.push(second);
      const ids = () => new Set(access().map(({ mail }) => mail.messageId));
      await until(
        'every access mail received',
        async () => ids().size,
        (count) => count === PLACES,
        120_000,
      );
      second.child.kill('SIGTERM');
      await second.exited;

      expect(access().length - ids().size).toBeLessThanOrEqual(1);
      const recipients = new Set(access().flatMap(({ recipients }) => recipients));
      expect(recipients.size).toBe(PLACES);
      const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
      const recorded = db.prepare('SELECT count(*) AS n FROM access_mails WHERE date_id = ?').get(BOOKABLE_DATE_ID) as { n: number };
      const queued = db
        .prepare("SELECT kind, count(*) AS times FROM mail_outbox WHERE kind LIKE 'access-%' GROUP BY entry_id, kind")
        .all() as Array<{ kind: string; times: number }>;
      db.close();
      expect(recorded.n).toBe(PLACES);
      expect(queued).toHaveLength(PLACES);
      expect(queued.filter(({ times }) => times !== 1)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
