/**
 * The pages that carry a token send the analytics provider nothing: a server of this test's
 * own, on the built site, has ANALYTICS_URL pointing at a sink on this machine, and a browser
 * that resolves the site's and the sink's made-up host names to it (so the site is no
 * localhost, where page views are never sent) opens a confirmation link, a manage link and a
 * claim link, then a page the server draws with the analytics call (the seminar list searched
 * without JavaScript). The sink hears one page view, the last one's, without its query.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { freePort } from '../../scripts/free-port.ts';
import { CLAIM_PATH, CONFIRM_PATH, MANAGE_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { expect, onSuiteClock, test } from '../support/browser-test.ts';
import { colleague, validInput } from '../support/registration.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { onMachineClock } from '../support/test-clock.ts';

/** In person, 26 October 2027, 12 seats. */
const DATE_ID = 1029;
const SITE_HOST = 'academy.test';

const events: Array<Record<string, unknown>> = [];
let sink: Server;
let server: RunningServer;
let work: string;

test.beforeAll(async () => {
  sink = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') events.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(202, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  const sinkPort = await freePort();
  await new Promise<void>((listening) => sink.listen(sinkPort, '127.0.0.1', listening));
  work = await workWithContent('analytics-privacy-');
  server = await startServer({
    env: { ...siteEnv(work), ANALYTICS_URL: `http://sink.test:${sinkPort}/api/event`, REGISTRATION_RATE_LIMIT: '1000' },
  });
  await server.rebuilder?.idle();
});
test.afterAll(async () => {
  await server?.close();
  await new Promise<void>((closed) => sink.close(() => closed()));
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The token of the link to `path` in mail `kind` of entry `id`, once the server has written it. */
async function tokenIn(id: string, kind: string, path: string): Promise<string> {
  const file = join(work, 'data', 'mail', `${id}.${kind}.eml`);
  await expect
    .poll(() =>
      readFile(file).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  const text = (await simpleParser(await readFile(file))).text ?? '';
  return new RegExp(`${path}\\?${TOKEN_FIELD}=([A-Za-z0-9_-]{43})`).exec(text)![1]!;
}

/** Posts an entry and confirms it through its mail's link: its id. */
async function confirmed(body: object): Promise<string> {
  const stored = await post(REGISTRATIONS_PATH, { locale: 'en', ...body });
  expect(stored.status).toBe(201);
  const { id } = (await stored.json()) as { id: string };
  expect((await post(CONFIRM_PATH, { token: await tokenIn(id, 'confirm', CONFIRM_PATH) })).status).toBe(200);
  return id;
}

const group = (size: number, name: string) => {
  const input = validInput({ email: `${name}-1@example.com`, dateId: DATE_ID });
  return {
    ...input,
    participants: [input.participants[0]!, ...Array.from({ length: size - 1 }, (_, i) => colleague(i + 2, `${name}-${i + 2}@example.com`))],
  };
};

test('the confirm, manage and claim pages send the analytics sink nothing; a content page sends no query', async () => {
  const site = `http://${SITE_HOST}:${new URL(server.url).port}`;

  // A date filled by two groups, someone waiting, and a registration elsewhere waiting to be confirmed.
  const big = await confirmed(group(10, 'analytics-big'));
  await confirmed(group(2, 'analytics-small'));
  const waiting = await confirmed({
    dateId: DATE_ID,
    waitlist: {
      name: 'Wiebke Warte',
      email: 'analytics-waiting@example.com',
      phone: '+49 40 5550199',
      company: 'Nord DC GmbH',
      consent: true,
    },
  });
  const pending = (await (
    await post(REGISTRATIONS_PATH, { locale: 'de', ...validInput({ email: 'analytics-pending@example.com', dateId: 1003 }) })
  ).json()) as { id: string };
  const confirmToken = await tokenIn(pending.id, 'confirm', CONFIRM_PATH);
  const manageToken = await tokenIn(big, 'participant', MANAGE_PATH);
  expect((await post(MANAGE_PATH, { token: manageToken, action: 'cancel', position: '9', step: 'confirm' })).ok).toBe(true);
  const claimToken = await tokenIn(waiting, 'offer', CLAIM_PATH);

  // A browser of its own, which finds the made-up hosts on this machine.
  const { executablePath, env } = await findChromium();
  const browser = await chromium.launch({
    executablePath,
    env: { ...onMachineClock(process.env), ...env },
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1, MAP sink.test 127.0.0.1`],
  });
  try {
    const page = await (await onSuiteClock(await browser.newContext())).newPage();
    for (const [path, token] of [
      [CONFIRM_PATH, confirmToken],
      [MANAGE_PATH, manageToken],
      [CLAIM_PATH, claimToken],
    ] as const) {
      const answer = await page.goto(`${site}${path}?${TOKEN_FIELD}=${token}`);
      expect(answer?.status(), path).toBe(200);
      await page.waitForLoadState('load');
    }
    await page.goto(`${site}/seminare?q=k%C3%BChlung`);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ name: 'pageview', url: `${site}/seminare`, domain: SITE_HOST });
    expect(JSON.stringify(events)).not.toMatch(/token|q=|k%C3%BChlung/);
  } finally {
    await browser.close();
  }
});
