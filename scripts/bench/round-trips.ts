/**
 * Round trips to PostgreSQL per registration and per confirmation: the registration API (the
 * site's app, in this process, with its stores on PostgreSQL and no workers) talks to the
 * database through a TCP relay that counts round trips by the protocol's messages: a round
 * trip begins when the app sends while the database owes it no answer (every Sync and simple
 * Query is answered by one ReadyForQuery), so statements sent together count once. `count` registrations are posted as the form's JSON, then the tokens are read
 * from their "please confirm" mails (outside the count) and each confirmed as its owner's
 * button does. Everything the requests cost is counted: transactions, savepoints, locks, and
 * the notice to other servers after a commit.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import type { Content } from '../../src/content/types.ts';
import { CONFIRM_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { createApp } from '../../src/server/app.ts';
import { trustedProxies } from '../../src/server/limits/client-address.ts';
import { mailComposer } from '../../src/server/mail/composer.ts';
import { openPostgresStores } from '../../src/server/open-stores.ts';
import { benchRegistration } from './registration-body.ts';

export interface RoundTrips {
  readonly perRegistration: number;
  readonly perConfirmation: number;
}

/** The round trips on dates without a seat limit (the load's), and on dates with one (their seats counted under the date's lock). */
export interface RoundTripFigures {
  readonly unlimited: RoundTrips;
  readonly limited: RoundTrips;
}

interface Relay {
  readonly port: number;
  readonly roundTrips: () => number;
  readonly close: () => Promise<void>;
}

/**
 * The messages of one direction of a PostgreSQL connection, by their type byte, across chunks:
 * each is a type byte and a length that counts itself. `untyped`: the connection's first
 * message from the client (the startup or SSL request) has a length and no type.
 */
function messageTypes(onMessage: (type: number) => void, untyped: boolean): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let first = untyped;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const header = first ? 4 : 5;
      if (pending.length < header) return;
      const length = pending.readUInt32BE(first ? 0 : 1);
      const size = (first ? 0 : 1) + length;
      if (pending.length < size) return;
      if (!first) onMessage(pending[0]!);
      first = false;
      pending = pending.subarray(size);
    }
  };
}

const SYNC = 'S'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
const READY = 'Z'.charCodeAt(0);

/** A TCP relay to `host:port` that counts the round trips of every connection through it. */
async function countingRelay(host: string, port: number): Promise<Relay> {
  let roundTrips = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host, port });
    // Answers the database owes on this connection: one ReadyForQuery per Sync or Query.
    let owed = 0;
    const fromClient = messageTypes((type) => {
      if (type !== SYNC && type !== QUERY) return;
      if (owed === 0) roundTrips++;
      owed++;
    }, true);
    const fromServer = messageTypes((type) => {
      if (type === READY) owed = Math.max(0, owed - 1);
    }, false);
    client.on('data', (chunk) => {
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      fromServer(chunk);
      client.write(chunk);
    });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => to.destroy());
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    roundTrips: () => roundTrips,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

interface Measured {
  url: string;
  content: Content;
  today: string;
  distDir: string;
}

/** Round trips per registration and per confirmation through the API on the database at `url` (a new one), on both kinds of date. */
export async function measureRoundTrips(options: Measured): Promise<RoundTripFigures> {
  const bookable = options.content.seminarDates.filter((date) => dateStatus(date, options.today) === 'bookable');
  const unlimited = bookable.filter((date) => date.seats === null).map(({ id }) => id);
  // One registration of one participant a date: each holds its seat.
  const limited = bookable.filter((date) => date.seats !== null && date.seats >= 4).map(({ id }) => id);
  return {
    unlimited: await measureOn(options, unlimited, 50, 'open'),
    limited: await measureOn(options, limited, limited.length, 'limited'),
  };
}

async function measureOn(
  { url, content, today, distDir }: Measured,
  dateIds: readonly number[],
  count: number,
  label: string,
): Promise<RoundTrips> {
  if (dateIds.length === 0) throw new Error(`no bookable date (${label}) to register for`);
  const target = new URL(url);
  const relay = await countingRelay(target.hostname, Number(target.port));
  const relayed = new URL(url);
  relayed.port = String(relay.port);
  const stores = await openPostgresStores({ url: relayed.href, outbox: false, connections: 4 });
  try {
    const app = createApp({
      distDir,
      // Its requests are counted, not logged (an error would fail the request the bench checks).
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      registrations: {
        stores,
        getContent: () => content,
        today: () => today,
        trustProxy: trustedProxies(['127.0.0.1']),
        mails: mailComposer(
          () => content,
          { siteUrl: 'https://bench.example', academyInbox: 'team@bench.example', academy: DEFAULT_ACADEMY_CONTACT },
          {
            linkHours: 24,
            holdMinutes: 60,
            offerHours: 48,
          },
        ),
      },
    });
    const through = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const send = (path: string, type: string, body: string, client: string) =>
      app.request(path, { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': client }, body }, through);

    const beforePosts = relay.roundTrips();
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      const body = JSON.stringify(benchRegistration(dateIds[n % dateIds.length]!, `trips-${label}-${n}@example.com`));
      const answer = await send(REGISTRATIONS_PATH, 'application/json', body, `198.51.100.${n % 250}`);
      if (answer.status !== 201) throw new Error(`a registration was answered ${answer.status}: ${await answer.text()}`);
      ids.push(((await answer.json()) as { id: string }).id);
    }
    const posts = relay.roundTrips() - beforePosts;

    const mails = await stores.mail.due(Number.MAX_SAFE_INTEGER, 100_000);
    const tokens = ids.map((id) => {
      const mail = mails.find(({ mail }) => mail.entryId === id && mail.kind === 'confirm');
      const token = mail?.mail.text.match(new RegExp(`[?&]${TOKEN_FIELD}=([A-Za-z0-9_-]+)`))?.[1];
      if (!token) throw new Error(`no "please confirm" mail for ${id}`);
      return token;
    });
    const beforeConfirms = relay.roundTrips();
    for (const [n, token] of tokens.entries()) {
      const form = new URLSearchParams({ [TOKEN_FIELD]: token }).toString();
      const answer = await send(CONFIRM_PATH, 'application/x-www-form-urlencoded', form, `198.51.100.${n % 250}`);
      if (answer.status !== 303) throw new Error(`a confirmation was answered ${answer.status}`);
    }
    const confirms = relay.roundTrips() - beforeConfirms;
    return { perRegistration: posts / count, perConfirmation: confirms / count };
  } finally {
    await stores.close();
    await relay.close();
  }
}
