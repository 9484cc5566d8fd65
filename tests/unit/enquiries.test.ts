/**
 * The enquiry forms end to end through the app (createApp with its enquiry routes) on a
 * real stores: a valid post stores the enquiry pending and mails its sender a link, nothing
 * reaches the academy before the link is confirmed; the link's page asks, its button sends
 * (the academy's mail, the CMS's item); what is typed survives a refusal; bots, other sites,
 * floods and strangers' addresses are held off without telling anything about an address;
 * and the enquiries go when their time is up or their sender asks.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENQUIRIES_PATH, ENQUIRY_CONFIRM_PATH, ENQUIRY_SENT_PATH } from '../../src/enquiry-contract/outcome.ts';
import { enquirySchema } from '../../src/enquiry-contract/schema.ts';
import { createApp } from '../../src/server/app.ts';
import { enquiryItem } from '../../src/server/cms/enquiry-item.ts';
import { createEnquiryRoutes } from '../../src/server/enquiries/http/enquiry-routes.ts';
import { isEnquiryId } from '../../src/server/enquiries/store/enquiry-store.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import { log } from '../../src/server/log/log.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { erasePerson } from '../../src/server/privacy/use-cases/erase-person.ts';
import { TEST_MAIL_SETTINGS } from '../support/registration-app.ts';
import { fakeDist } from '../support/server-process.ts';
import { openTestStores } from '../support/test-store.ts';

const HOUR = 3_600_000;
let clock = Date.parse('2026-11-28T10:00:00Z');
const opened: Stores[] = [];

afterEach(async () => {
  for (const each of opened.splice(0)) await each.close();
});

async function enquiryApp(confirmation = DEFAULT_CONFIRMATION_SETTINGS, rateLimit = 1000) {
  const stores = await openTestStores({ dataDir: await mkdtemp(join(tmpdir(), 'enquiries-')), outbox: true });
  opened.push(stores);
  const routes = createEnquiryRoutes({
    stores,
    enquiries: stores.enquiries,
    mailSettings: TEST_MAIL_SETTINGS,
    confirmation,
    rateLimit,
    now: () => new Date(clock),
    logger: { ...log, info: () => {}, warn: () => {} },
  });
  const app = createApp({ distDir: await fakeDist(), enquiries: routes });
  const request = (path: string, init?: RequestInit, client = '203.0.113.7') =>
    app.request(path, init, { incoming: { socket: { remoteAddress: client } } });
  return { app, stores, request };
}

const INHOUSE = {
  kind: 'inhouse',
  locale: 'de',
  company: 'Kühlhaus Rechenzentren GmbH',
  name: 'Jana Beispiel',
  email: 'jana@kuehlhaus.example',
  topic: 'cooling',
  people: '8',
  period: '2. Quartal 2027',
  reply: 'email',
  message: 'Zwei Hallen mit Kaltgangeinhausung.',
};

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The mails waiting in the outbox, by kind. */
async function queued(stores: Stores) {
  return (await stores.mail.due(clock + HOUR, 100)).map(({ mail }) => mail);
}

const tokenIn = (text: string) => /confirm\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

describe('the schema', () => {
  it('wants company, topic and people of an in-house enquiry, a message of a question, a phone number for a callback', () => {
    const problems = (input: Record<string, unknown>) =>
      enquirySchema
        .safeParse(input)
        .error?.issues.map((issue) => issue.path.join('.'))
        .sort() ?? [];
    expect(problems({ ...INHOUSE, company: '', topic: undefined, people: '' })).toEqual(['company', 'people', 'topic']);
    expect(problems({ kind: 'question', locale: 'en', name: 'A', email: 'a@b.example', reply: 'email' })).toEqual(['message']);
    expect(problems({ ...INHOUSE, reply: 'callback' })).toEqual(['phone']);
    expect(problems({ ...INHOUSE, reply: 'callback', phone: '+49 69 90009 123' })).toEqual([]);
    expect(problems({ ...INHOUSE, people: '501' })).toEqual(['people']);
  });
});

describe('an enquiry posted without JavaScript', () => {
  it('reaches the academy and the CMS at once, asks its sender to confirm, then mails the copy; its link works once', async () => {
    const { stores, request } = await enquiryApp();
    const posted = await request(ENQUIRIES_PATH, form(INHOUSE));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${ENQUIRY_SENT_PATH}?form=inhouse&locale=de#enquiry`);

    // The academy has it at once, marked as not yet confirmed; so has the CMS.
    const mails = await queued(stores);
    expect(mails.map(({ kind }) => kind).sort()).toEqual(['enquiry-academy', 'enquiry-confirm']);
    const academy = mails.find((mail) => mail.kind === 'enquiry-academy')!;
    expect(academy).toMatchObject({ to: { address: TEST_MAIL_SETTINGS.academyInbox }, replyTo: { address: INHOUSE.email } });
    expect(academy.text).toContain('die E-Mail-Adresse ist noch nicht bestätigt');
    expect(academy.text).toContain('Kühlhaus Rechenzentren GmbH');
    expect(academy.text).toContain('Klimatisierung und Kühlung');
    expect(await stores.forwards.pendingForwards()).toBe(1);
    const confirmMail = mails.find((mail) => mail.kind === 'enquiry-confirm')!;
    expect(confirmMail).toMatchObject({ to: { name: '', address: INHOUSE.email } });
    // Its address is not proven yet: the one mail to it quotes nothing typed into the enquiry.
    for (const typed of [INHOUSE.name, INHOUSE.company, INHOUSE.message, INHOUSE.period])
      expect(`${confirmMail.subject} ${confirmMail.text} ${confirmMail.html}`).not.toContain(typed);
    expect(isEnquiryId(confirmMail.entryId)).toBe(true);
    // The CMS's item: what was sent, not yet confirmed, never the staff's status or notes.
    const pending = enquiryItem((await stores.enquiries.get(confirmMail.entryId))!);
    expect(pending).toMatchObject({
      kind: 'inhouse',
      company: INHOUSE.company,
      people: 8,
      topic: 'cooling',
      language: 'de',
      confirmed_at: null,
    });
    expect(pending.received_at).toEqual(expect.any(String));
    expect(Object.keys(pending)).not.toContain('status');
    const token = tokenIn(confirmMail.text);

    // Looking at the link changes nothing: mail scanners follow links.
    const page = await request(`${ENQUIRY_CONFIRM_PATH}?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(INHOUSE.email);
    expect((await stores.enquiries.get(confirmMail.entryId))?.status).toBe('pending');

    const confirmed = await request(ENQUIRY_CONFIRM_PATH, form({ token }));
    expect(confirmed.status).toBe(200);
    // The sender's copy, and no second mail to the academy.
    const after = await queued(stores);
    expect(after.filter(({ kind }) => kind === 'enquiry-academy')).toHaveLength(1);
    const copy = after.find((mail) => mail.kind === 'enquiry-copy')!;
    expect(copy).toMatchObject({ to: { address: INHOUSE.email }, replyTo: { address: TEST_MAIL_SETTINGS.academyInbox } });
    expect(copy.text).toContain(INHOUSE.message);
    expect(copy.text).toMatch(/Anzahl Teilnehmende:\s+8/);
    expect((await stores.enquiries.get(confirmMail.entryId))?.status).toBe('confirmed');
    expect(enquiryItem((await stores.enquiries.get(confirmMail.entryId))!).confirmed_at).toEqual(expect.any(String));

    expect((await request(ENQUIRY_CONFIRM_PATH, form({ token }))).status).toBe(404);
  });

  it('answers a wrong post with every problem at once and keeps what was typed', async () => {
    const { stores, request } = await enquiryApp();
    const response = await request(ENQUIRIES_PATH, {
      ...form({ ...INHOUSE, locale: 'en', email: 'jana@', people: '', reply: 'callback' }),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...INHOUSE, locale: 'en', email: 'jana@', people: '', reply: 'callback' }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string>; values: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'people', 'phone']);
    expect(body.errors.email).toMatch(/valid email address/);
    expect(body.values.company).toBe(INHOUSE.company);
    expect(await queued(stores)).toEqual([]);
  });

  it('tells a bot it succeeded and keeps nothing', async () => {
    const { stores, request } = await enquiryApp();
    const response = await request(ENQUIRIES_PATH, form({ ...INHOUSE, extra_reference: 'x' }));
    expect(response.status).toBe(303);
    expect(await queued(stores)).toEqual([]);
  });

  it('refuses a post another site makes a browser send', async () => {
    const { stores, request } = await enquiryApp();
    const response = await request(ENQUIRIES_PATH, {
      ...form(INHOUSE),
      headers: { ...form(INHOUSE).headers, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await queued(stores)).toEqual([]);
  });

  it('refuses a confirmation another site makes a browser send, and confirms nothing', async () => {
    const { stores, request } = await enquiryApp();
    await request(ENQUIRIES_PATH, form(INHOUSE));
    const [confirmMail] = await queued(stores);
    const confirm = form({ token: tokenIn(confirmMail!.text) });
    const forged = await request(ENQUIRY_CONFIRM_PATH, { ...confirm, headers: { ...confirm.headers, 'Sec-Fetch-Site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect((await stores.enquiries.get(confirmMail!.entryId))?.status).toBe('pending');
    expect((await request(ENQUIRY_CONFIRM_PATH, confirm)).status).toBe(200);
  });
});

describe('the caps', () => {
  it("hold one client to a few unconfirmed enquiries, and one client's posts to a few mails per address", async () => {
    const { stores, request } = await enquiryApp({ ...DEFAULT_CONFIRMATION_SETTINGS, pendingPerClient: 2, mailsPerAddress: 1 });
    const json = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect((await request(ENQUIRIES_PATH, json(INHOUSE))).status).toBe(202);
    // A second mail to the same address from the same client waits a day; another client may still write to it.
    const again = await request(ENQUIRIES_PATH, json(INHOUSE));
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBe(24 * 3600);
    expect((await request(ENQUIRIES_PATH, json(INHOUSE), '198.51.100.9')).status).toBe(202);
    expect((await request(ENQUIRIES_PATH, json({ ...INHOUSE, email: 'other@kuehlhaus.example' }))).status).toBe(202);
    const third = await request(ENQUIRIES_PATH, json({ ...INHOUSE, email: 'third@kuehlhaus.example' }));
    expect(third.status).toBe(429);
    // Until the client's oldest unconfirmed enquiry is no longer held against it.
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await third.json()) as { values: Record<string, string> }).values.company).toBe(INHOUSE.company);
    // Three enquiries reached the academy; each sender's address got one mail.
    const kinds = (await queued(stores)).map(({ kind }) => kind);
    expect(kinds.filter((kind) => kind === 'enquiry-academy')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'enquiry-confirm')).toHaveLength(3);
  });

  it('answer a client over its requests per minute 429 with when to try again, keeping what it typed', async () => {
    const { request } = await enquiryApp(DEFAULT_CONFIRMATION_SETTINGS, 1);
    const post = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(INHOUSE) };
    expect((await request(ENQUIRIES_PATH, post)).status).toBe(202);
    const refused = await request(ENQUIRIES_PATH, post);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { values: Record<string, string> }).values.company).toBe(INHOUSE.company);
  });
});

describe('the link', () => {
  it('expires, and says so in the language of the enquiry', async () => {
    const { stores, request } = await enquiryApp();
    await request(ENQUIRIES_PATH, form({ ...INHOUSE, locale: 'en' }));
    const [mail] = await queued(stores);
    clock += 25 * HOUR;
    const response = await request(ENQUIRY_CONFIRM_PATH, form({ token: tokenIn(mail!.text) }));
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('The link has expired');
    clock -= 25 * HOUR;
  });
});

describe('retention', () => {
  it('deletes an enquiry never confirmed its period after it arrived, a confirmed one its period after confirmation, the CMS item with each', async () => {
    const { stores, request } = await enquiryApp();
    await request(ENQUIRIES_PATH, form(INHOUSE));
    await request(ENQUIRIES_PATH, form({ ...INHOUSE, email: 'second@kuehlhaus.example' }));
    const [first, second] = (await queued(stores)).filter(({ kind }) => kind === 'enquiry-confirm');
    await request(ENQUIRY_CONFIRM_PATH, form({ token: tokenIn(second!.text) }));
    // Both are in the CMS at once, confirmed or not.
    for (const { entryId } of await stores.forwards.dueForwards(clock + HOUR, 10))
      await stores.forwards.markForwarded(entryId, 1, clock + HOUR);
    for (const { entryId } of [first!, second!])
      expect((await stores.enquiries.get(entryId))?.forwardedAt).toBe(new Date(clock + HOUR).toISOString());

    expect(await stores.enquiries.sweep(clock - 180 * 24 * HOUR, clock - 180 * 24 * HOUR)).toHaveLength(0);
    expect(await stores.enquiries.sweep(clock + 1, clock - 180 * 24 * HOUR)).toEqual([first!.entryId]);
    expect(await stores.enquiries.get(first!.entryId)).toBeUndefined();
    // The confirmed one stays until its period is over, then goes from the CMS too.
    expect(await stores.enquiries.get(second!.entryId)).toBeDefined();
    expect(await stores.enquiries.sweep(clock + 1, clock + 1)).toEqual([second!.entryId]);
    expect(await stores.enquiries.get(second!.entryId)).toBeUndefined();
    expect((await stores.forwards.dueForwards(clock + 2 * HOUR, 10)).map(({ entryId }) => entryId).sort()).toEqual(
      [first!.entryId, second!.entryId].sort(),
    );
  });

  it('lets a person see and erase their enquiries by address, in any spelling of it', async () => {
    const { stores, request } = await enquiryApp();
    await request(ENQUIRIES_PATH, form(INHOUSE));
    const found = await stores.people.find('Jana+Test@Kuehlhaus.example');
    expect(found.enquiries.map(({ details }) => details.company)).toEqual([INHOUSE.company]);
    const erased = await erasePerson(stores, null, INHOUSE.email);
    expect(erased.enquiries).toBe(1);
    expect((await stores.people.find(INHOUSE.email)).enquiries).toEqual([]);
    expect(await queued(stores)).toEqual([]);
  });
});
