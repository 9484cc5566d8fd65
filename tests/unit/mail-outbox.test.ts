/**
 * The mail outbox and its worker, with senders that record what they were given: two
 * server processes on one database send each mail once; a refusal for good is told from a
 * setup problem by the SMTP command it answered; the log never names an address; mails
 * that cannot be written cost no registration and show in the export.
 */

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { mailComposer } from '../../src/server/mail/composer.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import type { OutgoingMail } from '../../src/server/outbox/mail-message.ts';
import { describeSmtpError, isPermanent, type MailSender, type SendResult } from '../../src/server/outbox/mail-senders.ts';
import { createMailWorker } from '../../src/server/outbox/mail-worker.ts';
import { undeliveredMails } from '../../src/server/outbox/undelivered-mails.ts';
import { outgoingMail } from '../support/outgoing-mail.ts';
import { validInput } from '../support/registration.ts';
import { closeStores, confirmByMail, postJson, registrationApp, TEST_MAIL_SETTINGS } from '../support/registration-app.ts';
import { openTestStores } from '../support/test-store.ts';

const opened: Stores[] = [];
afterEach(async () => {
  for (const stores of opened.splice(0)) await stores.close();
  await closeStores();
});

const open = async (dataDir: string) => {
  const stores = await openTestStores({ dataDir, outbox: false });
  opened.push(stores);
  return stores;
};

/** A sender that records each mail and answers after a turn of the event loop, as a network send would. */
function recordingSender(sent: string[], answer: (mail: OutgoingMail) => SendResult = () => ({ ok: true })): MailSender {
  return {
    target: 'test',
    send: async (outgoing) => {
      await new Promise((next) => setImmediate(next));
      sent.push(outgoing.messageId);
      return answer(outgoing);
    },
    close: () => {},
  };
}

describe('two server processes on one database', () => {
  it('send each mail once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mail-outbox-'));
    const [first, second] = [await open(dataDir), await open(dataDir)];
    await first.mail.enqueue(['a', 'b', 'c', 'd', 'e'].map(outgoingMail), Date.now());
    const sent: string[] = [];
    const workers = [first, second].map((stores) =>
      createMailWorker({ outbox: stores.mail, sender: recordingSender(sent), log: () => {} }),
    );
    await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sent.sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map((id) => `<${id}.participant@site.example>`));
    expect((await first.mail.records()).every((record) => record.sentAt !== null)).toBe(true);
  });

  it('one that finds the mail server answering again makes the waiting mails due, not one the other is sending', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mail-outbox-'));
    const [first, second] = [await open(dataDir), await open(dataDir)];
    const now = Date.now();
    await first.mail.enqueue(['sending', 'waiting'].map(outgoingMail), now);
    expect(await first.mail.claim('sending.participant', now, now + 60_000)).toBe(true);
    await second.mail.markFailed('waiting.participant', 1, now + 30_000, 'no answer');
    await second.mail.retryNow(now);
    expect((await second.mail.due(now, 10)).map(({ id }) => id)).toEqual(['waiting.participant']);
    expect(await second.mail.claim('sending.participant', now, now + 60_000)).toBe(false);
    // Its lease over (the first died while sending), the mail is the second's to send.
    expect((await second.mail.due(now + 60_000, 10)).map(({ id }) => id)).toEqual(['sending.participant', 'waiting.participant']);
  });
});

describe('a refusal', () => {
  it('for good only when the server answers 5xx to the recipient or the message', () => {
    expect(isPermanent({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })).toBe(true);
    expect(isPermanent({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' })).toBe(true);
    // The setup's: a fixed setting cures them, so they are retried.
    expect(isPermanent({ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' })).toBe(false);
    expect(isPermanent({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' })).toBe(false);
    expect(isPermanent({ code: 'EPROTOCOL', responseCode: 554, command: 'CONN' })).toBe(false);
    // The server away, or busy.
    expect(isPermanent({ code: 'ECONNECTION', command: 'CONN' })).toBe(false);
    expect(isPermanent({ code: 'EENVELOPE', responseCode: 450, command: 'RCPT TO' })).toBe(false);
  });

  it('is described without the address it concerns', () => {
    const text = describeSmtpError({
      code: 'EENVELOPE',
      response: '550 5.1.1 <erika.mustermann@example.com>: Recipient address rejected',
      command: 'RCPT TO',
    });
    expect(text).toBe('EENVELOPE: 550 5.1.1 <…>: Recipient address rejected');
  });

  it('for good is recorded and not tried again; a setup problem is tried again', async () => {
    const stores = await open(await mkdtemp(join(tmpdir(), 'mail-outbox-')));
    await stores.mail.enqueue([outgoingMail('refused'), outgoingMail('setup')], 0);
    const sent: string[] = [];
    const clock = { now: 0 };
    const worker = createMailWorker({
      outbox: stores.mail,
      sender: recordingSender(sent, (outgoing) =>
        outgoing.entryId === 'refused'
          ? { ok: false, permanent: true, error: '550 no such mailbox' }
          : { ok: false, permanent: false, error: '553 relay denied' },
      ),
      now: () => clock.now,
      log: () => {},
    });
    await worker.runOnce();
    const records = new Map((await stores.mail.records()).map((record) => [record.entryId, record]));
    expect(records.get('refused')).toMatchObject({ sentAt: null, lastError: '550 no such mailbox' });
    expect(records.get('refused')!.rejectedAt).not.toBeNull();
    expect(records.get('setup')).toMatchObject({ rejectedAt: null, attempts: 1, lastError: '553 relay denied' });
    clock.now = 60 * 60_000;
    await worker.runOnce();
    expect(sent.filter((id) => id.startsWith('<refused.'))).toHaveLength(1);
    expect(sent.filter((id) => id.startsWith('<setup.'))).toHaveLength(2);
  });
});

describe('mails that cannot be written', () => {
  it('do not cost the registration or its confirmation, and the export says so', async () => {
    const content = await loadContentCache('content-cache');
    const real = mailComposer(() => content, TEST_MAIL_SETTINGS, { linkHours: 24, holdMinutes: 60, offerHours: 48 });
    const broken = (what: string) => () => {
      throw new Error(what);
    };
    const failingAfter = { ...real, registration: broken('no template') };
    const { app, stores } = await registrationApp(content, { mails: failingAfter });
    const response = await postJson(app, validInput());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await confirmByMail(app, stores, id)).status).toBe(200);
    expect((await stores.registrations.get(id))?.status).toBe('confirmed');
    expect(undeliveredMails(await stores.mail.records()).get(id)).toBe('participant: not written: no template');

    const failingBefore = { ...real, confirmRequest: broken('no link template') };
    const other = await registrationApp(content, { mails: failingBefore });
    const answer = await postJson(other.app, validInput());
    expect(answer.status).toBe(201);
    const pending = (await answer.json()) as { id: string };
    expect((await other.stores.registrations.get(pending.id))?.status).toBe('pending');
    expect(undeliveredMails(await other.stores.mail.records()).get(pending.id)).toBe('confirm: not written: no link template');
    expect(await other.stores.mail.pending()).toBe(0);
  });
});
