/**
 * Registrations forwarded to a real Directus through the outbox. The site server runs as a
 * child process with DIRECTUS_URL pointing at a port where no CMS listens yet: registrations
 * are accepted (201), confirmed through their mails' links, and wait in the outbox while
 * deliveries fail. Then the CMS comes up
 * there, and every registration arrives in its `registrations` collection exactly once. A
 * delivery repeated after a lost answer is recognised (RECORD_NOT_UNIQUE) as delivered.
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
import { directusForwarder } from '../../src/server/registrations/directus-forward.ts';
import { DATABASE_FILE, openRegistrationStore } from '../../src/server/registrations/store.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { BOOKABLE_DATE_ID, colleague, TODAY, validInput } from '../support/registration.ts';
import { fakeDist, freePort, type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { installCms, type RunningCms, startCms } from './support.ts';

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
    TODAY,
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

function outbox(): Array<{ registration_id: string; attempts: number; last_error: string | null }> {
  const db = new DatabaseSync(join(siteDataDir, DATABASE_FILE), { readOnly: true });
  try {
    return db.prepare('SELECT registration_id, attempts, last_error FROM outbox').all() as never;
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

describe('registrations forwarded to Directus', () => {
  it('are accepted while Directus is down and arrive exactly once when it is up', { timeout: 300_000 }, async () => {
    const early = [await register(1), await register(2), await register(3)];
    await waitFor('three failed deliveries', () => outbox().filter((row) => row.attempts >= 1).length === 3, 20_000);
    expect(
      outbox()
        .map((row) => row.registration_id)
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
    const items = (await cms.admin.request(
      readItems('registrations', {
        filter: { id: { _in: ids } },
        fields: ['id', 'seminar_date', 'email', 'payload', 'submitted_at'],
        limit: -1,
      }),
    )) as Array<{
      id: string;
      seminar_date: number;
      email: string;
      payload: { locale: string; participants: Array<{ email: string }> };
    }>;
    expect(items.map((item) => item.id).sort()).toEqual([...ids].sort());
    for (const item of items) {
      expect(item.seminar_date).toBe(BOOKABLE_DATE_ID);
      expect(item.payload.participants[0]!.email).toBe(item.email);
      expect(item.payload.locale).toBe('en');
    }
    expect(items.find((item) => item.id === late)!.payload.participants.map((participant) => participant.email)).toEqual([
      'outbox-4@example.com',
      'outbox-4-2@example.com',
      'outbox-4-3@example.com',
    ]);
  });

  it('a delivery repeated after a lost answer counts as delivered and adds nothing', async () => {
    const store = openRegistrationStore({ dataDir: siteDataDir, outbox: false });
    const [first] = store.all();
    store.close();
    const forward = directusForwarder({ url: cms!.url, token: registrationToken });
    expect(await forward(first!)).toEqual({ ok: true, alreadyThere: true });
    const items = (await cms!.admin.request(
      readItems('registrations', { filter: { id: { _eq: first!.id } }, fields: ['id'] }),
    )) as unknown[];
    expect(items).toHaveLength(1);
  });

  it('the create-only token cannot read the registrations back', async () => {
    const response = await fetch(`${cms!.url}/items/registrations`, { headers: { Authorization: `Bearer ${registrationToken}` } });
    expect(response.status).toBe(403);
  });
});
