/**
 * What an attacker learns and takes through POST /api/registrations (the whole app, a real
 * stores, the real content-cache/): the caps per client and date (pending entries, held
 * seats) and per address and day ("please confirm" mails), refused with 429, Retry-After
 * and a localized message, logged once per window; answers that are the same for a new
 * address and a registered one, as JSON and as a page; posts another site makes a
 * browser send, refused with 403.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { CONFIRM_PATH } from '../../src/registration-contract/contract.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import { jsonLogger, type LogLevel } from '../../src/server/log/log.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';
import { BOOKABLE_DATE_ID, colleague, validForm, validInput } from '../support/registration.ts';
import {
  closeStores,
  HOLD_EVERY_SEAT,
  LOCAL_PROXY,
  postForm,
  postJson,
  registerConfirmed,
  registrationApp,
} from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const SITE = 'https://www.rackwise-academy.de';
const setup = (options: Partial<RegistrationApiOptions> = {}) => registrationApp(content, { trustProxy: LOCAL_PROXY, ...options });
const from = (client: string, headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': client, ...headers });
const group = (size: number, email: string, dateId = BOOKABLE_DATE_ID) => {
  const input = validInput({ email, dateId });
  return {
    ...input,
    participants: [input.participants[0]!, ...Array.from({ length: size - 1 }, (_, i) => colleague(i + 2, `${i}.${email}`))],
  };
};

describe('caps', () => {
  it('one client: at most 3 unconfirmed registrations and 10 held seats across dates, then 429 with Retry-After, localized, logged once', async () => {
    const lines: Array<{ level: LogLevel; line: string }> = [];
    const { app, stores } = await setup({ logger: jsonLogger((line, level) => lines.push({ level, line })) });
    expect((await postJson(app, group(8, 'a@example.com'), from('203.0.113.7'))).status).toBe(201);
    expect((await postJson(app, group(2, 'b@example.com', 1003), from('203.0.113.7'))).status).toBe(201);
    // Ten seats held, on two dates: one more person is over the cap, whoever it is and whichever date.
    const overSeats = await postJson(app, { ...validInput({ email: 'c@example.com', dateId: 1004 }), locale: 'en' }, from('203.0.113.7'));
    expect(overSeats.status).toBe(429);
    expect(Number(overSeats.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await overSeats.json()).toEqual({
      error: 'capped',
      message: expect.stringMatching(
        /^Several registrations from you or to this email address are already waiting to be confirmed.*in 60 minutes\.$/,
      ),
    });
    for (let i = 0; i < 5; i++)
      expect((await postJson(app, validInput({ email: `d${i}@example.com` }), from('203.0.113.7'))).status).toBe(429);
    // Another client is not held up.
    expect((await postJson(app, validInput({ email: 'e@example.com' }), from('203.0.113.8'))).status).toBe(201);
    expect(await stores.seats.forDate(BOOKABLE_DATE_ID)).toBe(9);
    const capped = lines.filter(({ line }) => line.includes('a cap was reached'));
    expect(capped).toHaveLength(1);
    expect(capped[0]!.level).toBe('warn');
    expect(capped[0]!.line).not.toContain('203.0.113.7');

    const pendingCap = await setup();
    for (const [index, email] of ['p1@example.com', 'p2@example.com', 'p3@example.com'].entries())
      expect((await postJson(pendingCap.app, validInput({ email, dateId: [1001, 1003, 1004][index] }), from('198.51.100.1'))).status).toBe(
        201,
      );
    const fourth = await postForm(pendingCap.app, validForm({ 'participants.0.email': 'p4@example.com' }), from('198.51.100.1'));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).not.toBeNull();
    expect(await fourth.text()).toContain('Für diesen Termin warten schon mehrere Anmeldungen');
  });

  it('one address: at most three "please confirm" mails a day from one client, its mailbox however spelt; another client is not stopped', async () => {
    const { app, stores } = await setup({ confirmation: { ...DEFAULT_CONFIRMATION_SETTINGS, pendingPerClient: 10 } });
    for (const [index, email] of ['victim@example.com', 'Victim+1@example.com', 'victim+tag@EXAMPLE.com'].entries())
      expect((await postJson(app, validInput({ email, dateId: [1001, 1003, 1004][index] }), from('2001:db8:5:5::1'))).status).toBe(201);
    // The same /64, the same mailbox: refused until the first of the three mails is a day old.
    const fourth = await postJson(app, validInput({ email: 'VICTIM+4@example.com', dateId: 1006 }), from('2001:db8:5:5::99'));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // The owner, from their own address, is not stopped by a stranger's posts.
    expect((await postJson(app, validInput({ email: 'victim@example.com', dateId: 1006 }), from('192.0.2.10'))).status).toBe(201);
    expect((await stores.mail.records()).filter(({ kind }) => kind === 'confirm')).toHaveLength(4);
  });
});

describe('no enumeration', () => {
  it('a registered address and a new one get the same answer, as JSON and as a page; only the owner hears the difference', async () => {
    const { app, stores } = await setup();
    await registerConfirmed(app, stores, validInput({ email: 'known@example.com' }), from('192.0.2.1'));
    const strip = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID');
    const json = async (email: string) => {
      const response = await postJson(app, { ...validInput({ email }), locale: 'en' }, from('192.0.2.2'));
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'x-request-id'),
        body: strip(await response.text()),
      };
    };
    expect(await json('known@example.com')).toEqual(await json('fresh@example.com'));
    const page = async (email: string) => {
      const response = await postForm(app, validForm({ 'participants.0.email': email }), from('192.0.2.3'));
      return { status: response.status, body: (await response.text()).replace(/[0-9a-f-]{36}/g, 'ID').replaceAll(email, 'EMAIL') };
    };
    expect(await page('known@example.com')).toEqual(await page('other.fresh@example.com'));
    const knownMails = (await stores.mail.records()).filter(({ kind }) => kind === 'known');
    expect(knownMails).toHaveLength(2);
    expect(await stores.registrations.count()).toBe(1);
  });

  it('a registered address holds seats and counts against the caps like a new one, so the seats left and the caps tell nothing either', async () => {
    const limited = {
      ...content,
      seminarDates: content.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, seats: 12 } : date)),
    };
    const { app, stores } = await registrationApp(limited, { trustProxy: LOCAL_PROXY, confirmation: HOLD_EVERY_SEAT });
    await registerConfirmed(app, stores, validInput({ email: 'known@example.com' }), from('192.0.2.1'));
    const probe = async (email: string, client: string) => {
      const before = await stores.seats.forDate(BOOKABLE_DATE_ID);
      expect((await postJson(app, group(3, email), from(client))).status).toBe(201);
      const held = (await stores.seats.forDate(BOOKABLE_DATE_ID)) - before;
      // Two more posts from the same client: the third pending one is the cap's.
      const next = await postJson(app, validInput({ email: `${client}.a@example.com` }), from(client));
      const capped = await postJson(app, validInput({ email: `${client}.b@example.com` }), from(client));
      const over = await postJson(app, validInput({ email: `${client}.c@example.com` }), from(client));
      return { held, statuses: [next.status, capped.status, over.status] };
    };
    expect(await probe('known@example.com', '198.51.100.10')).toEqual(await probe('fresh@example.com', '198.51.100.11'));
  });
});

describe('posts from another site', () => {
  const cases: Array<[string, Record<string, string>, number]> = [
    ['refused: Origin of another site', { Origin: 'https://evil.example' }, 403],
    ['refused: Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: SITE }, 403],
    ['refused: a sandboxed page (Origin: null)', { Origin: 'null' }, 403],
    ['taken: the site itself (Origin: SITE_URL)', { Origin: SITE }, 201],
    ['taken: the host it was sent to', { Origin: 'http://localhost', Host: 'localhost' }, 201],
    ['taken: Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://whatever.example' }, 201],
    ['taken: no Origin (curl, another server)', {}, 201],
  ];
  it.each(cases)('%s', async (_name, headers, status) => {
    const { app, stores } = await setup();
    const json = await postJson(app, { ...validInput(), locale: 'en' }, { ...headers, 'Accept-Language': 'en' });
    expect(json.status).toBe(status);
    if (status === 403) {
      expect(await json.json()).toEqual({ error: 'crossSite', message: expect.stringContaining('came from another website') });
      const form = await postForm(app, validForm(), headers);
      expect(form.status).toBe(403);
      expect(await form.text()).toContain('<html lang="de-DE">');
      const confirm = await app.request(CONFIRM_PATH, { method: 'POST', headers, body: new URLSearchParams({ token: 'x' }) });
      expect(confirm.status).toBe(403);
      expect(await stores.registrations.everyEntry()).toEqual([]);
      expect(await stores.mail.records()).toEqual([]);
    }
  });
});
