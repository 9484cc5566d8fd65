/**
 * An in-house enquiry as a browser without JavaScript sends it (a form post), through the
 * real server to a real mail server and a real Directus: it reaches the academy's inbox and the
 * CMS's `enquiries` collection at once (its address not yet confirmed), where staff answer from
 * it (its status open); its sender gets the link, and once its button is pressed, a copy.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readItems } from '@directus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { ENQUIRIES_PATH, ENQUIRY_CONFIRM_PATH } from '../../src/enquiry-contract/outcome.ts';

import { fakeDist, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { type ReceivedMail, startSmtpServer } from '../support/smtp.ts';
import { TEST_DAY } from '../support/test-clock.ts';
import { installCms, type RunningCms, startCms } from './support.ts';

const INBOX = 'inbox@academy.example';
const SENDER = 'jana.beispiel@kuehlhaus.example';
let cms: RunningCms | undefined;
let site: ServerProcess | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

beforeAll(async () => {
  installCms();
  const smtpPort = await freePort();
  smtp = await startSmtpServer(smtpPort);
  cms = await startCms(await freePort(), 'http://127.0.0.1:9');
  site = await startServerProcess({
    DATA_DIR: await mkdtemp(join(tmpdir(), 'site-enquiries-')),
    DIST_DIR: await fakeDist(),
    TODAY: TEST_DAY,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Rackwise academy <anmeldung@academy.example>',
    ACADEMY_INBOX: INBOX,
    DIRECTUS_URL: cms.url,
    DIRECTUS_REGISTRATION_TOKEN: cms.registrationToken,
  });
}, 600_000);

afterAll(async () => {
  if (site && site.child.exitCode === null) {
    site.child.kill('SIGTERM');
    await site.exited;
  }
  await cms?.stop();
  await smtp?.close();
});

/** Polls until `find()` finds something; fails with `what` after `ms`. */
async function eventually<T>(what: string, find: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

const mailTo = (address: string, subject: RegExp) => (): ReceivedMail | undefined =>
  smtp!.received.find(({ recipients, mail }) => recipients.includes(address) && subject.test(mail.subject ?? ''));

interface EnquiryItem {
  id: string;
  status: string;
  kind: string;
  company: string;
  name: string;
  email: string;
  topic: string;
  people: number;
  period: string;
  reply: string;
  language: string;
  confirmed_at: string | null;
}

const itemsFrom = async (email: string) =>
  (await cms!.admin.request(readItems('enquiries', { filter: { email: { _eq: email } }, fields: ['*'] }))) as EnquiryItem[];

it('reaches the academy’s inbox and Directus at once, and its sender’s copy once the address is confirmed', {
  timeout: 120_000,
}, async () => {
  const form = {
    kind: 'inhouse',
    locale: 'de',
    company: 'Kühlhaus Rechenzentren GmbH',
    name: 'Jana Beispiel',
    email: SENDER,
    topic: 'cooling',
    people: '8',
    period: '2. Quartal 2027',
    reply: 'callback',
    phone: '+49 69 90009 555',
  };
  const posted = await fetch(site!.url + ENQUIRIES_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);

  // The academy has it at once, in its inbox and in Directus, its address not yet confirmed.
  const inbox = await eventually('the enquiry in the academy’s inbox', mailTo(INBOX, /Inhouse-Anfrage/));
  expect(inbox.mail.subject).toBe('Inhouse-Anfrage: Jana Beispiel, Kühlhaus Rechenzentren GmbH');
  expect(inbox.mail.replyTo?.value[0]?.address).toBe(SENDER);
  expect(inbox.mail.text).toContain('Rückruf erbeten');
  expect(inbox.mail.text).toContain('+49 69 90009 555');
  expect(inbox.mail.text).toContain('noch nicht bestätigt');
  const [item] = await eventually('the enquiry in Directus', async () => {
    const items = await itemsFrom(SENDER);
    return items.length > 0 ? items : undefined;
  });
  expect(item).toMatchObject({
    status: 'open',
    kind: 'inhouse',
    company: form.company,
    name: form.name,
    topic: 'cooling',
    people: 8,
    period: form.period,
    reply: 'callback',
    language: 'de',
    confirmed_at: null,
  });

  const confirmMail = await eventually('the mail with the link', mailTo(SENDER, /bestätigen/));
  const link = new URL(/https?:\/\/\S+\/api\/enquiries\/confirm\?token=[A-Za-z0-9_-]+/.exec(confirmMail.mail.text ?? '')![0]);
  const token = link.searchParams.get('token')!;
  expect((await fetch(`${site!.url}${ENQUIRY_CONFIRM_PATH}?token=${token}`)).status).toBe(200);
  // Looking at the link sent nothing.
  expect(mailTo(SENDER, /Kopie/)()).toBeUndefined();

  const confirmed = await fetch(site!.url + ENQUIRY_CONFIRM_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(confirmed.status).toBe(200);
  const copy = await eventually('the sender’s copy', mailTo(SENDER, /Ihre Anfrage an/));
  expect(copy.mail.text).toContain('Kühlhaus Rechenzentren GmbH');
  await eventually('the item confirmed in Directus', async () => {
    const [confirmedItem] = await itemsFrom(SENDER);
    return confirmedItem?.confirmed_at ? confirmedItem : undefined;
  });
});
