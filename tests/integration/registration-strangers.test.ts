/**
 * What a stranger can make the registration system do to someone else, over real sockets
 * against the server (behind one proxy, 127.0.0.1, whose X-Forwarded-For names the client),
 * with its mails written as .eml files: mail an address they do not own (through a manage
 * link's substitutions, as further participants, as the invoice contact), hold a date's
 * seats, stop the owner of an address from registering, or learn who is registered.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContentCache, writeContentCache } from '../../src/content/cache.ts';
import { CONFIRM_PATH, MANAGE_PATH, REGISTRATIONS_PATH } from '../../src/registration-contract/contract.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { BOOKABLE_DATE_ID, colleague, validInput } from '../support/registration.ts';
import { fakeDist } from '../support/server-process.ts';
import { capturingLogger } from '../support/temp-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

/** A server with its own data folder (mails as .eml files in it), the shipped content with `seats` on the bookable date. */
async function serve(env: Record<string, string> = {}, seats: number | null = null) {
  const dataDir = await mkdtemp(join(tmpdir(), 'strangers-'));
  const contentDir = join(dataDir, 'content');
  const content = await loadContentCache('content-cache');
  await writeContentCache(contentDir, {
    ...content,
    seminarDates: content.seminarDates.map((date) => (date.id === BOOKABLE_DATE_ID ? { ...date, seats } : date)),
  });
  const server = await startServer({
    env: {
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      DIST_DIR: await fakeDist(),
      PORT: '0',
      TODAY: TEST_DAY,
      SSR_BUNDLE: join(dataDir, 'none.js'),
      TRUST_PROXY: '127.0.0.1',
      REGISTRATION_RATE_LIMIT: '1000',
      ...env,
    },
    logger: capturingLogger(),
  });
  running.push(server);
  return { server, mailDir: join(dataDir, 'mail') };
}

type Served = Awaited<ReturnType<typeof serve>>;

function post(served: Served, path: string, body: unknown, client: string) {
  return fetch(`${served.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify(body),
  });
}

/** Every mail written so far: recipient, kind (from the file's name) and text. */
async function mails(served: Served) {
  const files = await readdir(served.mailDir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => {
        const parsed = await simpleParser(await readFile(join(served.mailDir, file)));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        return { file, to: to?.value[0]?.address?.toLowerCase() ?? '', text: parsed.text ?? '' };
      }),
  );
}

/** The token of the first link to `path` in a mail to `address` once it is written. */
async function tokenFor(served: Served, address: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`);
  let token: string | undefined;
  await expect
    .poll(async () => {
      token = (await mails(served)).map((mail) => (mail.to === address ? pattern.exec(mail.text)?.[1] : undefined)).find(Boolean);
      return token;
    })
    .toBeTruthy();
  return token as string;
}

/** The token of the link to `path` in the mail of entry `id` ('{id}.{kind}.eml'), once the queue is empty. */
async function entryToken(served: Served, id: string, path: string): Promise<string> {
  await expect.poll(() => withStore(served, (stores) => stores.mail.pending())).toBe(0);
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`);
  const mail = (await mails(served)).find((each) => each.file.startsWith(`${id}.`));
  const token = mail && pattern.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link to ${path} in a mail of ${id}`);
  return token;
}

/** Registers `input` from `client` and confirms it through the mail's link; the registration's own manage token. */
async function registerConfirmed(served: Served, input: unknown, email: string, client: string): Promise<string> {
  const stored = await post(served, REGISTRATIONS_PATH, { ...(input as object), locale: 'en' }, client);
  expect(stored.status).toBe(201);
  const confirmed = await post(served, CONFIRM_PATH, { token: await tokenFor(served, email, CONFIRM_PATH) }, client);
  expect(confirmed.status).toBe(200);
  return tokenFor(served, email, MANAGE_PATH);
}

const substitute = (email: string, firstName = 'Vera') => ({
  'substitute.salutation': 'ms',
  'substitute.firstName': firstName,
  'substitute.lastName': 'Opfer',
  'substitute.email': email,
  'substitute.phone': '+49 69 1234567',
  'substitute.company': 'Muster Rechenzentren GmbH',
  'substitute.jobTitle': 'Ingenieurin',
});

/** The mails to the victim's mailbox, once every queued mail is written. */
async function victimMails(served: Served) {
  await expect.poll(() => withStore(served, (stores) => stores.mail.pending())).toBe(0);
  return (await mails(served)).filter((mail) => mail.to.startsWith('victim'));
}

describe('mails to an address nobody proved', () => {
  it('a substitution loop through one manage link mails the victim at most the capped number of times a day', async () => {
    const served = await serve({ PLACE_HANDOVERS: '100', MAILS_PER_ADDRESS: '3' });
    const token = await registerConfirmed(served, validInput({ email: 'attacker@example.com' }), 'attacker@example.com', '198.51.100.1');
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const to = round % 2 === 0 ? `victim+${round}@example.com` : `decoy${round}@example.com`;
      const answer = await post(
        served,
        MANAGE_PATH,
        { token, action: 'substitute', position: '0', step: 'confirm', ...substitute(to) },
        '198.51.100.1',
      );
      statuses.push(answer.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Four substitutions named the victim; the mails all went to one mailbox, which gets three.
    expect(await victimMails(served)).toHaveLength(3);
  });

  it('a place is handed on a set number of times through a link', async () => {
    const served = await serve({ PLACE_HANDOVERS: '2' });
    const token = await registerConfirmed(served, validInput({ email: 'holder@example.com' }), 'holder@example.com', '198.51.100.2');
    const hand = (to: string) =>
      post(served, MANAGE_PATH, { token, action: 'substitute', position: '0', step: 'confirm', ...substitute(to) }, '198.51.100.2');
    expect((await hand('first@example.com')).status).toBe(200);
    expect((await hand('second@example.com')).status).toBe(200);
    const third = await hand('third@example.com');
    expect(third.status).toBe(409);
    expect(JSON.stringify(await third.json())).toContain('passed on to a substitute 2 times');
  });

  it('a group of 10 whose places are each handed on 3 times reaches at most 5 addresses nobody proved in a day, and never in its words', async () => {
    const spam = 'Visit https://spam.example';
    const served = await serve({ PLACE_HANDOVERS: '3' });
    const own = 'group.booker@example.com';
    const input = validInput({ email: own });
    const group = {
      ...input,
      participants: [
        input.participants[0]!,
        ...Array.from({ length: 9 }, (_, index) => ({ ...colleague(index + 2, `stranger.p${index + 2}@example.com`), firstName: spam })),
      ],
      invoiceContact: { sameAsParticipant: false, name: spam, email: 'stranger.invoice@example.com', phone: '+49 69 1234567' },
      remarks: spam,
    };
    const token = await registerConfirmed(served, group, own, '198.51.100.20');
    const statuses: number[] = [];
    for (let position = 0; position < 10; position++)
      for (let handover = 0; handover < 3; handover++) {
        const to = `stranger.s${position}-${handover}@example.com`;
        const body = { token, action: 'substitute', position: String(position), step: 'confirm', ...substitute(to, spam) };
        statuses.push((await post(served, MANAGE_PATH, body, `198.51.100.${30 + position}`)).status);
      }
    // Every handover is made; the mails to strangers stop at five addresses.
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await expect.poll(() => withStore(served, (stores) => stores.mail.pending())).toBe(0);
    const toStrangers = (await mails(served)).filter((mail) => mail.to.startsWith('stranger'));
    expect(new Set(toStrangers.map((mail) => mail.to)).size).toBe(5);
    // What reached them names nobody and quotes nothing typed: no link of the sender's.
    for (const mail of toStrangers) expect(mail.text).not.toContain('spam.example');
    // The others are recorded as held back, for the export.
    const records = await withStore(served, (stores) => stores.mail.records());
    const heldBack = records.filter(({ lastError }) => lastError?.includes('reached 5 addresses not proven'));
    expect(heldBack.length).toBeGreaterThan(30);
  });

  it('further participants and the invoice contact count against their addresses', async () => {
    const served = await serve({ MAILS_PER_ADDRESS: '3' });
    for (const [index, dateId] of [1001, 1003, 1004, 1006].entries()) {
      const own = `booker${index}@example.com`;
      const input = validInput({ email: own, dateId });
      const group = {
        ...input,
        participants: [input.participants[0]!, colleague(2, `Victim+p${index}@example.com`)],
        invoiceContact: { sameAsParticipant: false, name: 'Vera Opfer', email: `victim+i${index}@example.com`, phone: '+49 69 1234567' },
      };
      await registerConfirmed(served, group, own, `198.51.100.${10 + index}`);
    }
    // Four registrations, each mailing the victim twice (as participant 2 and as invoice contact): three got through.
    expect(await victimMails(served)).toHaveLength(3);
    expect((await mails(served)).filter((mail) => mail.to.startsWith('booker')).length).toBeGreaterThanOrEqual(8);
  });
});

describe('what a stranger learns and blocks', () => {
  /** An answer as bytes a stranger compares: status, headers and body, with ids and times taken out. */
  async function seen(answer: Response) {
    const headers = [...answer.headers.entries()]
      .filter(([name]) => !['date', 'x-request-id'].includes(name))
      .map(([name, value]) => (name === 'retry-after' ? [name, String(Math.round(Number(value) / 10))] : [name, value]));
    const body = (await answer.text()).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID');
    return { status: answer.status, headers, body };
  }

  it('answers the same, headers included and through the cap, for a registered address and a new one', async () => {
    const served = await serve();
    await registerConfirmed(served, validInput({ email: 'known@example.com' }), 'known@example.com', '192.0.2.1');
    const probe = async (email: string, client: string) => {
      const answers = [];
      for (let post = 0; post < 5; post++) answers.push(await seen(await post_(served, validInput({ email }), client)));
      return answers;
    };
    const registered = await probe('known@example.com', '198.51.100.50');
    const fresh = await probe('fresh@example.com', '198.51.100.51');
    expect(registered.map(({ status }) => status)).toEqual([201, 201, 201, 429, 429]);
    expect(registered).toEqual(fresh);
  });

  it('after three strangers’ posts with an address, its owner registers and confirms', async () => {
    const served = await serve();
    for (const dateId of [1001, 1003, 1004])
      expect((await post_(served, validInput({ email: 'owner@example.com', dateId }), '203.0.113.66')).status).toBe(201);
    expect((await post_(served, validInput({ email: 'owner@example.com', dateId: 1006 }), '203.0.113.66')).status).toBe(429);
    // The owner, from their own connection: registered and confirmed for the date the stranger chose first.
    const stored = await post(served, REGISTRATIONS_PATH, { ...validInput({ email: 'owner@example.com' }), locale: 'en' }, '192.0.2.200');
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    // The mail of the owner's own entry (the strangers' went to the owner's mailbox too).
    const token = await entryToken(served, id, CONFIRM_PATH);
    const confirmed = await post(served, CONFIRM_PATH, { token }, '192.0.2.200');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ id, confirmed: true });
  });
});

const post_ = (served: Served, input: unknown, client: string) =>
  post(served, REGISTRATIONS_PATH, { ...(input as object), locale: 'de' }, client);

describe('clients and caps', () => {
  it('four clients of one /64 share one client’s caps; another /64 is another client', async () => {
    const served = await serve();
    const statuses = [];
    for (const [index, client] of ['2001:db8:9:1::1', '2001:db8:9:1::2', '2001:db8:9:1:abcd::3', '2001:db8:9:1::4'].entries())
      statuses.push((await post(served, REGISTRATIONS_PATH, validInput({ email: `n${index}@example.com` }), client)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await post(served, REGISTRATIONS_PATH, validInput({ email: 'other@example.com' }), '2001:db8:9:2::1')).status).toBe(201);
  });

  it('unconfirmed holds never take more than their share of a date, and the visitor who confirms still gets a seat', async () => {
    // Clients that may hold ten seats each: the date's share stops them.
    const served = await serve({ HOLD_SHARE_PERCENT: '50', HOLD_SEATS_PER_CLIENT: '10' }, 12);
    // Four strangers' posts from two clients, ten people each time.
    for (const [index, client] of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2'].entries())
      expect((await post(served, REGISTRATIONS_PATH, group(`stranger${index}@example.com`, index % 2 === 0 ? 6 : 3), client)).status).toBe(
        201,
      );
    // Half of the twelve seats are held; the other six are free for whoever confirms.
    expect(await seatsTaken(served)).toBe(6);
    await registerConfirmed(served, validInput({ email: 'visitor@example.com' }), 'visitor@example.com', '192.0.2.77');
    expect(await seatsTaken(served)).toBe(7);
  });

  it('one client’s unconfirmed post of six holds two seats; the others wait for its confirmation, and the date stays open', async () => {
    const served = await serve({}, 12);
    const posted = await post(served, REGISTRATIONS_PATH, { ...group('big.group@example.com', 6), locale: 'en' }, '203.0.113.9');
    expect(posted.status).toBe(201);
    expect(await seatsTaken(served)).toBe(2);
    const request = async () => (await mails(served)).find((mail) => mail.to === 'big.group@example.com')?.text;
    await expect.poll(request).toContain('we hold 2 seats for you for 60 minutes. 4 more seats are reserved for you');
    // Six others confirm, and a seventh still finds seats.
    for (let visitor = 1; visitor <= 7; visitor++)
      await registerConfirmed(
        served,
        validInput({ email: `visitor${visitor}@example.com` }),
        `visitor${visitor}@example.com`,
        `192.0.2.${visitor}`,
      );
    expect(await seatsTaken(served)).toBe(9);
    // The group needs four more than it holds; three are left: its confirmation says so.
    const confirmed = await post(
      served,
      CONFIRM_PATH,
      { token: await tokenFor(served, 'big.group@example.com', CONFIRM_PATH) },
      '203.0.113.9',
    );
    expect(confirmed.status).toBe(409);
    expect(await seatsTaken(served)).toBe(9);
  });

  it('a group confirmed within its hold takes the seats it holds and the free ones it lacks', async () => {
    const served = await serve({}, 6);
    await post(served, REGISTRATIONS_PATH, { ...group('whole.group@example.com', 6), locale: 'en' }, '203.0.113.10');
    expect(await seatsTaken(served)).toBe(2);
    const confirmed = await post(
      served,
      CONFIRM_PATH,
      { token: await tokenFor(served, 'whole.group@example.com', CONFIRM_PATH) },
      '203.0.113.10',
    );
    expect(confirmed.status).toBe(200);
    expect(await seatsTaken(served)).toBe(6);
  });
});

/** A registration of `size` people, the first with `email`. */
function group(email: string, size: number) {
  const input = validInput({ email });
  return {
    ...input,
    participants: [input.participants[0]!, ...Array.from({ length: size - 1 }, (_, i) => colleague(i + 2, `${i}.${email}`))],
  };
}

/** `read` of the server's database, opened as a second process would. */
async function withStore<T>(served: Served, read: (stores: Stores) => Promise<T>): Promise<T> {
  const stores = await openSqliteStores({ dataDir: join(served.mailDir, '..'), outbox: false });
  try {
    return await read(stores);
  } finally {
    await stores.close();
  }
}

/** The seats the bookable date has taken now. */
const seatsTaken = (served: Served) => withStore(served, (stores) => stores.seats.forDate(BOOKABLE_DATE_ID));
