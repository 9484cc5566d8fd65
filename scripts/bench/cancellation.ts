/**
 * The time from a participant's cancellation through their manage link (the post that
 * makes it) to (a) the date's page served with the seat free, on a date without a waiting
 * list, and (b) the offer mail to the first person waiting queued, on a date with one. The
 * server runs in this process on a built site, on a copy of its content in which 2 ×
 * `rounds` bookable dates have one seat each. Each round registers for a date and confirms
 * through the mail's link (the .eml file the server writes), then cancels through the
 * confirmation's manage link and polls every 5 ms: the page until it offers the form
 * again, or the mail outbox until the offer is in it.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { simpleParser } from 'mailparser';
import { CONFIRM_PATH, MANAGE_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { buildPath } from '../../src/routes/match.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { startServer } from '../../src/server/start.ts';
import { type BenchRun, oneSeatDates } from './one-seat-dates.ts';
import { benchRegistration } from './registration-body.ts';

const FORM = 'data-island="registration-form"';

/** Waits for a mail's .eml file and returns the token of the link to `path` in it. */
async function tokenIn(mailDir: string, file: string, path: string): Promise<string> {
  const started = performance.now();
  while (!existsSync(join(mailDir, file))) {
    if (performance.now() - started > 30_000) throw new Error(`${file} was not written within 30 s`);
    await new Promise((wait) => setTimeout(wait, 5));
  }
  const text = (await simpleParser(await readFile(join(mailDir, file)))).text ?? '';
  const token = text.match(new RegExp(`${path}\\?${TOKEN_FIELD}=([A-Za-z0-9_-]{43})`))?.[1];
  if (!token) throw new Error(`no link to ${path} in ${file}`);
  return token;
}

export interface CancellationFigures {
  /** Cancellation post to the page served with the seat free (no waiting list). */
  readonly freedMs: number[];
  /** Cancellation post to the offer mail queued (a waiting list). */
  readonly offeredMs: number[];
}

export async function measureCancellations({ dist, contentDir, rounds, log = console.log }: BenchRun): Promise<CancellationFigures> {
  const { work, today, content, dates } = await oneSeatDates(dist, contentDir, 2 * rounds, 'bench-cancel-');
  const dataDir = join(work, 'data');
  const mailDir = join(dataDir, 'mail');
  const server = await startServer({
    logger: jsonLogger((line, level) => level !== 'info' && console.error(line)),
    env: {
      PORT: '0',
      DIST_DIR: dist,
      CONTENT_DIR: join(work, 'content'),
      DATA_DIR: dataDir,
      RELEASES_DIR: join(work, 'releases'),
      TODAY: today,
      // One client posts every entry of the bench: neither the rate limit nor the caps per client are measured here.
      REGISTRATION_RATE_LIMIT: '10000',
      PENDING_PER_CLIENT: '10000',
      HELD_SEATS_PER_CLIENT: '10000',
    },
  });
  const post = (path: string, body: object) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  /** Posts an entry and confirms it through its mail's link: its id. */
  const confirmed = async (body: object) => {
    const answer = await post(REGISTRATIONS_PATH, body);
    if (answer.status !== 201) throw new Error(`an entry was answered ${answer.status}`);
    const { id } = (await answer.json()) as { id: string };
    const token = await tokenIn(mailDir, `${id}.confirm.eml`, CONFIRM_PATH);
    if ((await post(CONFIRM_PATH, { token })).status !== 200) throw new Error(`${id} could not be confirmed`);
    return id;
  };
  const figures: CancellationFigures = { freedMs: [], offeredMs: [] };
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: false });
  const offerQueued = db.prepare("SELECT 1 AS found FROM mail_outbox WHERE entry_id = ? AND kind = 'offer'");
  try {
    await server.rebuilder!.idle();
    for (const [index, date] of dates.entries()) {
      const waiting = index % 2 === 1;
      const seminar = content.seminars.find(({ id }) => id === date.seminarId)!;
      const page = `${server.url}${buildPath('seminarDate', 'de', { slug: seminar.slug, dateId: String(date.id) })}`;
      const id = await confirmed(benchRegistration(date.id, `cancel${index}@example.com`));
      const entry = waiting
        ? await confirmed({
            dateId: date.id,
            waitlist: {
              name: 'Bench Wait',
              email: `wait${index}@example.com`,
              phone: '+49 30 1234567',
              company: 'Bench GmbH',
              consent: true,
            },
          })
        : null;
      const manage = await tokenIn(mailDir, `${id}.participant.eml`, MANAGE_PATH);
      await server.rebuilder!.idle();
      // Changes come seconds apart: the pause a running server has to link the next release ahead.
      await new Promise((wait) => setTimeout(wait, 1000));
      const started = performance.now();
      const answer = await post(MANAGE_PATH, { token: manage, action: 'cancel', position: '0', step: 'confirm' });
      if (answer.status !== 200) throw new Error(`the cancellation was answered ${answer.status}: ${await answer.text()}`);
      for (;;) {
        const done = entry ? offerQueued.get(entry) !== undefined : (await (await fetch(page)).text()).includes(FORM);
        if (done) break;
        if (performance.now() - started > 30_000) throw new Error('nothing followed the cancellation within 30 s');
        await new Promise((wait) => setTimeout(wait, 5));
      }
      const ms = performance.now() - started;
      (entry ? figures.offeredMs : figures.freedMs).push(ms);
      log(
        `date ${date.id}: ${entry ? 'offer mail queued' : 'served with its seat free'} ${ms.toFixed(0)} ms after the cancellation was posted`,
      );
      await server.rebuilder!.idle();
    }
  } finally {
    db.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
  return figures;
}
