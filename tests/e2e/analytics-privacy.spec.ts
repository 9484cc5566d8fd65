/**
 * The pages that carry a token send the analytics provider nothing: the browser tests' server
 * has ANALYTICS_URL pointing at a sink on this machine, and a browser that resolves the site's
 * and the sink's made-up host names to it (so the site is no localhost, where page views are
 * never sent) opens a confirmation link, a manage link and a claim link, then a page the
 * server draws with the analytics call (the seminar list searched without JavaScript). The
 * sink hears one page view, the last one's, without its query string.
 */
import { createServer, type Server } from 'node:http';
import { chromium, expect, test } from '@playwright/test';
import { ANALYTICS_SINK_PORT } from '../../playwright.config.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { CLAIM_PATH, MANAGE_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration/contract.ts';
import { confirmedThroughApi, confirmLinkOf, uniqueEmail, writtenMail } from '../support/e2e-store.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';

/** In person, 26 October 2027, 12 seats: only this test registers for it. */
const DATE_ID = 1029;
const SITE_HOST = 'academy.test';

const events: Array<Record<string, unknown>> = [];
let sink: Server;
test.beforeAll(async () => {
  sink = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') events.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(202, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  await new Promise<void>((listening) => sink.listen(ANALYTICS_SINK_PORT, '127.0.0.1', listening));
});
test.afterAll(() => new Promise<void>((closed) => sink.close(() => closed())));

const group = (size: number, name: string) => {
  const input = validInput({ email: uniqueEmail(`${name}-1`), dateId: DATE_ID });
  return {
    ...input,
    participants: [
      input.participants[0]!,
      ...Array.from({ length: size - 1 }, (_, i) => colleague(i + 2, uniqueEmail(`${name}-${i + 2}`))),
    ],
  };
};

test('the confirm, manage and claim pages send the analytics sink nothing; a content page sends no query', async ({ baseURL, request }) => {
  const port = new URL(baseURL!).port;
  const site = `http://${SITE_HOST}:${port}`;
  const onSite = (link: string) => site + link.slice(new URL(link).origin.length);

  // A date filled by two groups, someone waiting, and a pending registration elsewhere.
  const big = await confirmedThroughApi(request, baseURL!, group(10, 'analytics-big'));
  await confirmedThroughApi(request, baseURL!, group(2, 'analytics-small'));
  const waiting = await confirmedThroughApi(request, baseURL!, {
    dateId: DATE_ID,
    waitlist: {
      name: 'Wiebke Warte',
      email: uniqueEmail('analytics-waiting'),
      phone: '+49 40 5550199',
      company: 'Nord DC GmbH',
      consent: true,
    },
  });
  const pending = await request.post(REGISTRATIONS_PATH, {
    data: { locale: 'de', ...validInput({ email: uniqueEmail('analytics-pending'), dateId: 1003 }) },
  });
  const confirmLink = await confirmLinkOf(((await pending.json()) as { id: string }).id, baseURL!);
  const manageToken = manageTokenIn((await writtenMail(big, 'participant')).text)!;
  expect((await request.post(MANAGE_PATH, { data: { token: manageToken, action: 'cancel', position: '9', step: 'confirm' } })).ok()).toBe(
    true,
  );
  const claimLink = (await writtenMail(waiting, 'offer')).text.match(
    new RegExp(`https?://\\S+${CLAIM_PATH}\\?${TOKEN_FIELD}=[A-Za-z0-9_-]+`),
  )![0];

  // A browser of its own, which finds the made-up hosts on this machine.
  const { executablePath, env } = await findChromium();
  const browser = await chromium.launch({
    executablePath,
    env: { ...process.env, ...env },
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1, MAP sink.test 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    for (const link of [onSite(confirmLink), `${site}${MANAGE_PATH}?${TOKEN_FIELD}=${manageToken}`, onSite(claimLink)]) {
      const answer = await page.goto(link);
      expect(answer?.status(), link).toBe(200);
      // Each page is whole, its loader run.
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
