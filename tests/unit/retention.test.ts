/**
 * Personal data kept only as long as the settings say, on a fake clock, through the whole app
 * and a real store (both engines: vitest.postgres.config.ts runs this file on PostgreSQL too):
 * an entry nobody confirmed is gone, every row of it, once its link and the grace are over
 * (and with SQLite not even left in the database file); a registration's people are
 * anonymised a set time after the course while the billing address, the prices, the ratings
 * and the comments their authors let be quoted stay; a
 * waiting-list entry goes a set time after its date; after the statutory period, all of it.
 * The privacy page states the same periods, in both languages.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RetentionPeriods, retentionPeriods } from '../../src/config/retention.ts';
import { readSettings } from '../../src/config/settings.ts';
import { DEFAULT_STATED } from '../../src/config/stated-settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { renderPath } from '../../src/document/render.tsx';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { retentionPolicy } from '../../src/server/privacy/store/retention.ts';
import { dateEnds, scheduleRetentionSweeps } from '../../src/server/privacy/use-cases/retention-sweeps.ts';
import { anonymisedPayload, detailsWithout } from '../../src/server/registrations/rules/anonymised.ts';
import { tracesIn } from '../support/data-folder-text.ts';
import { colleague, validInput } from '../support/registration.ts';
import { closeStore, closeStores, confirmTokenOf, postJson, registerConfirmed, registrationApp } from '../support/registration-app.ts';
import { testRenderOptions } from '../support/render-options.ts';
import { TEST_DAY } from '../support/test-clock.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PERIODS: RetentionPeriods = retentionPeriods(readSettings({}));
const POLICY = retentionPolicy(PERIODS);
const START = Date.parse('2026-11-22T10:00:00Z');

async function appOnClock() {
  let clock = START;
  const setup = await registrationApp(content, { now: () => new Date(clock) });
  const sweep = () => setup.stores.retention.sweep(clock, POLICY, dateEnds(content));
  const at = (ms: number) => {
    clock = ms;
  };
  return { ...setup, sweep, at };
}

/** Whether `text` is anywhere in the SQLite database file, once the store is closed (its log checkpointed into the file). */
async function inDatabaseFile(dataDir: string, text: string): Promise<boolean> {
  return (await readFile(join(dataDir, DATABASE_FILE))).includes(Buffer.from(text, 'utf8'));
}

describe('an entry nobody confirmed', () => {
  it('is gone, every row of it, within the grace after its link expired', async () => {
    const { app, stores, sweep, at, dataDir } = await appOnClock();
    await registerConfirmed(app, stores, validInput({ email: 'stays.confirmed@example.com', dateId: 1003 }));
    const posted = await postJson(app, validInput({ email: 'never.confirmed@example.com' }));
    const { id } = (await posted.json()) as { id: string };
    await confirmTokenOf(stores, id);
    const waiting = await postJson(app, {
      dateId: 1002,
      waitlist: {
        name: 'Nie Bestätigt',
        email: 'waiting.unconfirmed@example.com',
        phone: '+49 69 1234567',
        company: 'Muster GmbH',
        consent: true,
      },
    });
    expect(waiting.status).toBe(201);
    const waitingId = ((await waiting.json()) as { id: string }).id;
    expect(await stores.waitlist.get(waitingId)).toBeDefined();

    // The link still works for a day, and the grace lasts a day more.
    at(START + POLICY.unconfirmedMs - HOUR);
    expect(await sweep()).toMatchObject({ unconfirmed: 0 });
    expect((await stores.registrations.everyEntry()).map((entry) => entry.id)).toContain(id);

    at(START + POLICY.unconfirmedMs + 1);
    expect(await sweep()).toMatchObject({ unconfirmed: 2 });
    expect((await stores.registrations.everyEntry()).map((entry) => entry.id)).not.toContain(id);
    expect((await stores.mail.records()).filter((record) => record.entryId === id)).toEqual([]);
    expect(await stores.waitlist.get(waitingId)).toBeUndefined();
    if (stores.engine === 'sqlite') {
      await closeStore(stores);
      for (const trace of ['never.confirmed@example.com', 'waiting.unconfirmed@example.com', 'Nie Bestätigt'])
        expect(await inDatabaseFile(dataDir, trace), trace).toBe(false);
      // The confirmed one is there: the file is read as it is.
      expect(await inDatabaseFile(dataDir, 'stays.confirmed@example.com')).toBe(true);
    }
  });
});

describe('the sweep of the running server', () => {
  it('removes the mail files of the entries it deleted, and leaves no trace of them in the database’s files', async () => {
    const { app, stores, at, dataDir } = await appOnClock();
    const kept = await registerConfirmed(app, stores, validInput({ email: 'stays.confirmed@example.com', dateId: 1003 }));
    const never = validInput({ email: 'never.confirmed@example.com' });
    const person = { ...never.participants[0]!, firstName: 'Nora', lastName: 'Niemals', phone: '+49 89 3141592' };
    const posted = await postJson(app, { ...never, participants: [person], billing: { ...never.billing, street: 'Unbestätigtweg 7' } });
    const { id } = (await posted.json()) as { id: string };
    const mailDir = await mkdtemp(join(tmpdir(), 'swept-mails-'));
    // The mails as the server writes them without SMTP: one file per entry and kind.
    for (const file of [`${id}.confirm.eml`, `${kept}.participant.eml`, `${kept}.academy.eml`])
      await writeFile(join(mailDir, file), 'To: someone@example.com\r\n\r\nHallo');
    at(START + POLICY.unconfirmedMs + 1);
    const swept = await new Promise<{ unconfirmed: number; files: number }>((done) => {
      const stop = scheduleRetentionSweeps({
        retention: stores.retention,
        enquiries: stores.enquiries,
        quotes: stores.quotes,
        getContent: () => content,
        now: () => new Date(START + POLICY.unconfirmedMs + 1),
        policy: POLICY,
        timers: { setTimer: () => null, clearTimer: () => {} },
        log: jsonLogger(() => {}),
        mailDir,
        forgetDeleted: stores.forgetDeleted,
        afterSweep: (result) => {
          stop();
          done(result);
        },
      });
    });
    expect(swept).toMatchObject({ unconfirmed: 1, files: 1 });
    expect((await readdir(mailDir)).sort()).toEqual([`${kept}.academy.eml`, `${kept}.participant.eml`]);
    // With the store still open: the write-ahead log, too, holds the entry no longer.
    if (stores.engine === 'sqlite') {
      expect(await tracesIn(dataDir, ['never.confirmed', 'Niemals', '3141592', 'Unbestätigtweg'])).toEqual([]);
      expect(await tracesIn(dataDir, ['stays.confirmed'])).not.toEqual([]);
    }
  });
});

describe('a confirmed registration', () => {
  it('loses its people a set time after the course; the billing address and the prices stay', async () => {
    const { app, stores, sweep, at, dataDir } = await appOnClock();
    const input = validInput({ email: 'kept.for.accounts@example.com' });
    const body = {
      ...input,
      participants: [input.participants[0]!, colleague(2, 'second.person@example.com')],
      invoiceContact: { sameAsParticipant: false, name: 'Rita Rechnung', email: 'rita.rechnung@example.com', phone: '+49 69 7654321' },
      remarks: 'Rollstuhlgerechter Zugang nötig',
    };
    const id = await registerConfirmed(app, stores, body);
    const before = (await stores.registrations.get(id))!;
    const courseEnd = dateEnds(content)(before.dateId)!;
    // Each gave feedback: the first may be quoted, the second may not.
    const given = { registrationId: id, dateId: before.dateId, seminarId: 1, locale: 'de' as const, answeredAt: courseEnd };
    const quoted = { course: 5, trainers: [], comment: 'Zitat erlaubt: sehr gut', quote: true };
    await stores.feedback.save({ ...given, position: 0, answer: quoted, quoteName: 'Erika', quoteCompany: 'Kunde AG' });
    const unquoted = { course: 3, trainers: [], comment: 'Nur intern: zu lang', quote: false };
    await stores.feedback.save({ ...given, position: 1, answer: unquoted, quoteName: '', quoteCompany: '' });

    at(courseEnd + POLICY.participantMs - DAY);
    expect(await sweep()).toMatchObject({ anonymised: 0 });
    at(courseEnd + POLICY.participantMs + 1);
    expect(await sweep()).toMatchObject({ anonymised: 1, deleted: 0 });

    const after = (await stores.registrations.get(id))!;
    expect(after.payload.billing).toEqual(before.payload.billing);
    expect(after.payload.participants).toHaveLength(2);
    expect(after.payload.participants.map((person) => [person.firstName, person.lastName, person.phone, person.company])).toEqual([
      ['', '', '', ''],
      ['', '', '', ''],
    ]);
    expect(after.payload.invoiceContact).toEqual({ sameAsParticipant: true });
    expect(after.payload.remarks).toBeUndefined();
    expect(JSON.stringify(after)).not.toMatch(/kept\.for\.accounts|second\.person|rita|Rollstuhl/i);
    // Its mails were never sent here (no worker): none is left to go out, and none keeps a text.
    const unsent = (await stores.mail.records()).filter((mail) => mail.entryId === id && mail.sentAt === null && mail.rejectedAt === null);
    expect(unsent).toEqual([]);
    // The ratings stay; a comment only with the consent to quote it, and with the name it may be quoted with.
    expect(
      (await stores.feedback.ofRegistration(id)).map(({ answer, quoteName }) => [answer.course, answer.comment, answer.quote, quoteName]),
    ).toEqual([
      [5, 'Zitat erlaubt: sehr gut', true, 'Erika'],
      [3, '', false, ''],
    ]);
    // The export still has the place, the date and the billing address.
    expect((await stores.registrations.all()).find((entry) => entry.id === id)?.payload.billing.city).toBe(before.payload.billing.city);

    at(courseEnd + POLICY.accountsMs + 1);
    expect(await sweep()).toMatchObject({ deleted: 1 });
    expect(await stores.registrations.get(id)).toBeUndefined();
    expect(await stores.feedback.ofRegistration(id)).toEqual([]);
    if (stores.engine === 'sqlite') {
      await closeStore(stores);
      for (const trace of ['kept.for.accounts@example.com', 'Rita Rechnung', 'Rollstuhlgerechter', 'Nur intern', 'Zitat erlaubt'])
        expect(await inDatabaseFile(dataDir, trace), trace).toBe(false);
    }
  });

  it('anonymises pure: people out, billing and places kept, a substitute’s name gone from the change log', () => {
    const input = validInput({ email: 'a@example.com' });
    const payload = {
      ...input,
      booker: { forOthers: false },
      participants: input.participants.map((person) => ({ ...person, attendance: 'onSite' as const })),
    };
    const anonymised = anonymisedPayload(payload as never, 'r1');
    expect(anonymised.participants[0]).toMatchObject({ firstName: '', email: 'r1-1@anonymised.invalid', attendance: 'onSite' });
    expect(anonymised.billing).toEqual(input.billing);
    expect(
      JSON.parse(
        detailsWithout(JSON.stringify({ dateId: 1, from: { name: 'A', email: 'a@x' }, to: { name: 'B', email: 'b@x' } }), () => true),
      ),
    ).toEqual({
      dateId: 1,
      from: { name: '', email: '' },
      to: { name: '', email: '' },
    });
  });
});

describe('a waiting-list entry', () => {
  it('is deleted a set time after its date', async () => {
    const { app, stores, sweep, at } = await appOnClock();
    const posted = await postJson(app, {
      dateId: 1002,
      waitlist: { name: 'Wanda Warte', email: 'wanda@example.com', phone: '+49 69 1234567', company: 'Muster GmbH', consent: true },
    });
    const { id } = (await posted.json()) as { id: string };
    const token = await confirmTokenOf(stores, id);
    expect(
      (
        await app.request('/api/registrations/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token }),
        })
      ).status,
    ).toBe(200);
    const end = dateEnds(content)(1002)!;
    at(end + POLICY.waitlistMs - DAY);
    expect(await sweep()).toMatchObject({ waitlist: 0 });
    at(end + POLICY.waitlistMs + 1);
    expect(await sweep()).toMatchObject({ waitlist: 1 });
    expect(await stores.waitlist.get(id)).toBeUndefined();
  });
});

describe('the privacy page', () => {
  it.each(['/datenschutz', '/en/privacy-policy'])('%s states the periods of the settings', async (path) => {
    const periods: RetentionPeriods = { unconfirmedHours: 37, waitlistDays: 41, participantDays: 433, enquiryDays: 97, accountsYears: 9 };
    const html = renderPath(path, {
      ...(await testRenderOptions(content, TEST_DAY)),
      stated: { ...DEFAULT_STATED, retention: periods },
    }).html;
    for (const number of ['37', '41', '433', '97', '9']) expect(html).toMatch(new RegExp(`\\b${number}\\b`));
    expect(html).not.toContain('{{');
  });
});
