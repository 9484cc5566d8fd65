/**
 * Registrations kept in a real Directus through the outbox. The site server runs as a
 * child process with DIRECTUS_URL pointing at a port where no CMS listens yet: registrations
 * are accepted (201), confirmed through their mails' links, and wait in the outbox while
 * deliveries fail. Then the CMS comes up there, and every registration arrives in its
 * `registrations` collection exactly once, confirmed, its participants as related items; the
 * CMS stopped during a burst (and a cancellation from the command line) and started again
 * ends the same way, each status true. A repeated delivery changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { readItems } from '@directus/sdk';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { directusForwarder, directusRemover } from '../../src/server/cms/directus-forward.ts';
import { cmsItem } from '../../src/server/cms/registration-item.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { BOOKABLE_DATE_ID, colleague, validInput } from '../support/registration.ts';
import { fakeDist, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { TEST_DAY } from '../support/test-clock.ts';
import { installCms, ROOT, type RunningCms, startCms } from './support.ts';

const registrationToken = randomBytes(24).toString('base64url');
let cmsPort: number;
let cmsDataDir: string;
let siteDataDir: string;
let site: ServerProcess;
let cms: RunningCms | undefined;

beforeAll(async () => {
  installCms();
  cmsPort = await freePort();
  // The CMS takes the registration token from its secrets file when it first starts, so the
  // site can be given the token before the CMS exists.
  cmsDataDir = await mkdtemp(join(tmpdir(), 'cms-registrations-'));
  await writeFile(join(cmsDataDir, 'secrets.json'), JSON.stringify({ registrationToken }));
  siteDataDir = await mkdtemp(join(tmpdir(), 'site-data-'));
  site = await startServerProcess({
    DATA_DIR: siteDataDir,
    DIST_DIR: await fakeDist(),
    TODAY: TEST_DAY,
    REGISTRATION_RATE_LIMIT: '1000',
    DIRECTUS_URL: `http://127.0.0.1:${cmsPort}`,
    DIRECTUS_REGISTRATION_TOKEN: registrationToken,
  });
});

afterAll(async () => {
  if (site && site.child.exitCode === null) {
    site.child.kill('SIGTERM');
    await site.exited;
  }
  await cms?.stop();
});

/** Registers `people` participants (a group from two on) for the bookable date. */
async function register(index: number, people = 1): Promise<string> {
  const input = validInput({ email: `outbox-${index}@example.com`, dateId: BOOKABLE_DATE_ID });
  const participants = [
    input.participants[0]!,
    ...Array.from({ length: people - 1 }, (_, n) => colleague(n + 2, `outbox-${index}-${n + 2}@example.com`)),
  ];
  const response = await fetch(`${site.url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...input, participants, locale: 'en' }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  // It counts, and is forwarded, once its owner confirms it through the link in the "please confirm" mail.
  const mail = join(siteDataDir, 'mail', `${id}.confirm.eml`);
  await waitFor('the "please confirm" mail', () => existsSync(mail), 20_000);
  const link = new URL(onOrigin(confirmLinkIn(await simpleParser(await readFile(mail))), site.url));
  const confirmed = await fetch(link.origin + link.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: link.searchParams.toString(),
  });
  expect(confirmed.status).toBe(200);
  return id;
}

function outbox(): Array<{ entry_id: string; attempts: number; last_error: string | null }> {
  const db = new DatabaseSync(join(siteDataDir, DATABASE_FILE), { readOnly: true });
  try {
    return db.prepare('SELECT entry_id, attempts, last_error FROM cms_outbox').all() as never;
  } finally {
    db.close();
  }
}

/** Polls until `done()` holds; fails with `what` after `ms`. */
async function waitFor(what: string, done: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

interface RegistrationItem {
  id: string;
  status: string;
  seminar_date: number;
  email: string;
  locale: string;
  billing_company: string;
  participants: Array<{ id: string; position: number; status: string; email: string; first_name: string }>;
}

async function itemsOf(ids: readonly string[]): Promise<RegistrationItem[]> {
  return (await cms!.admin.request(
    readItems('registrations', {
      filter: { id: { _in: [...ids] } },
      fields: ['id', 'status', 'seminar_date', 'email', 'locale', 'billing_company', 'participants.*'],
      limit: -1,
    }),
  )) as RegistrationItem[];
}

async function participantCount(ids: readonly string[]): Promise<number> {
  const rows = (await cms!.admin.request(
    readItems('registration_participants', { filter: { registration: { _in: [...ids] } }, fields: ['id'], limit: -1 }),
  )) as unknown[];
  return rows.length;
}

describe('registrations kept in Directus as they stand', () => {
  it('are accepted while Directus is down and arrive exactly once when it is up, participants as related items', {
    timeout: 300_000,
  }, async () => {
    const early = [await register(1), await register(2), await register(3)];
    await waitFor('three failed deliveries', () => outbox().filter((row) => row.attempts >= 1).length === 3, 20_000);
    expect(
      outbox()
        .map((row) => row.entry_id)
        .sort(),
    ).toEqual([...early].sort());
    expect(outbox()[0]!.last_error).toMatch(/ECONNREFUSED|fetch failed/);
    expect(site.output()).toContain('"msg":"registration forward failed"');
    expect(site.output()).not.toContain('example.com');

    const booting = Date.now();
    cms = await startCms(cmsPort, site.url, { dataDir: cmsDataDir });
    const upAt = Date.now();
    // The last one a group of three: all three reach the CMS.
    const late = await register(4, 3);
    await waitFor('an empty outbox', () => outbox().length === 0, 120_000);
    console.log(
      `outbox: CMS up after ${((upAt - booting) / 1000).toFixed(1)} s, outbox empty ${((Date.now() - upAt) / 1000).toFixed(1)} s later`,
    );

    const ids = [...early, late];
    const items = await itemsOf(ids);
    expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
    for (const item of items) {
      expect(item).toMatchObject({ status: 'confirmed', seminar_date: BOOKABLE_DATE_ID, locale: 'en' });
      expect(item.participants[0]!.email).toBe(item.email);
      expect(item.billing_company).toBeTruthy();
    }
    expect(
      items
        .find((item) => item.id === late)!
        .participants.sort((a, b) => a.position - b.position)
        .map((participant) => [participant.position, participant.status, participant.email]),
    ).toEqual([
      [1, 'confirmed', 'outbox-4@example.com'],
      [2, 'confirmed', 'outbox-4-2@example.com'],
      [3, 'confirmed', 'outbox-4-3@example.com'],
    ]);
    expect(await participantCount(ids)).toBe(6);
  });

  it('the CMS stopped during a burst and started again ends with every registration and status there exactly once', {
    timeout: 300_000,
  }, async () => {
    const before = [await register(5), await register(6, 2)];
    await cms!.stop();
    const during = [await register(7), await register(8, 2), await register(9)];
    // Staff cancel one while the CMS is down, from the command line (another process).
    const stores = await openSqliteStores({ dataDir: siteDataDir, outbox: false });
    expect(await stores.registrations.cancel(during[1]!, new Date().toISOString())).toBe('cancelled');
    await stores.close();
    await waitFor('failed deliveries', () => outbox().some((row) => row.attempts >= 1), 30_000);
    cms = await startCms(cmsPort, site.url, { dataDir: cmsDataDir });
    await waitFor('an empty outbox', () => outbox().length === 0, 120_000);

    const ids = [...before, ...during];
    const items = await itemsOf(ids);
    expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
    expect(Object.fromEntries(items.map((item) => [item.id, item.status]))).toEqual(
      Object.fromEntries(ids.map((id) => [id, id === during[1] ? 'cancelled' : 'confirmed'])),
    );
    expect(items.find((item) => item.id === during[1])!.participants.map((participant) => participant.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await participantCount(ids)).toBe(7);
  });

  it('a delivery repeated after a lost answer changes nothing', async () => {
    const stores = await openSqliteStores({ dataDir: siteDataDir, outbox: false });
    const [first] = await stores.registrations.all();
    const state = (await stores.registrations.entryState(first!.id))!;
    await stores.close();
    const content = await loadContentCache(join(ROOT, 'content-cache'));
    const forward = directusForwarder({ url: cms!.url, token: registrationToken });
    const item = { id: first!.id, ...cmsItem(state, content, Date.now()) };
    expect(await forward(item)).toEqual({ ok: true });
    expect(await forward(item)).toEqual({ ok: true });
    expect(await itemsOf([first!.id])).toHaveLength(1);
    expect(await participantCount([first!.id])).toBe(1);
  });

  it('an entry deleted on the site (its person erased) loses its item in the CMS, participants and all', async () => {
    const stores = await openSqliteStores({ dataDir: siteDataDir, outbox: false });
    const [first] = await stores.registrations.all();
    expect(await participantCount([first!.id])).toBeGreaterThan(0);
    await stores.retention.deleteRegistration(first!.id);
    await stores.close();
    const remove = directusRemover({ url: cms!.url, token: registrationToken });
    expect(await remove(first!.id)).toEqual({ ok: true });
    expect(await itemsOf([first!.id])).toHaveLength(0);
    expect(await participantCount([first!.id])).toBe(0);
    // Once more, as a repeated delivery: the item is gone already.
    expect(await remove(first!.id)).toEqual({ ok: true });
  });
});
