/**
 * The whole site app with a real registration store in a temporary folder, for tests of
 * POST /api/registrations through app.request: the app, its stores, the ids it reported
 * stored (and confirmed), its mails composed into the outbox, and helpers to post JSON or a
 * form and to confirm an entry through its mail's link (a form post follows the 303 to the
 * entry's thank-you address, as a browser does). Call closeStores() after each test.
 */

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { vatRulesOf } from '../../src/config/stated-settings.ts';
import type { Content } from '../../src/content/types.ts';
import { CONFIRM_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { createApp } from '../../src/server/app.ts';
import { certifyingOf } from '../../src/server/certificates/rules/certifying.ts';
import { withCertificates } from '../../src/server/certificates/use-cases/place-certificates.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import { invoicePdf } from '../../src/server/invoices/drawing/invoice-pdf.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { registrationDocuments } from '../../src/server/invoices/use-cases/registration-documents.ts';
import { trustedProxies } from '../../src/server/limits/client-address.ts';
import { mailComposer } from '../../src/server/mail/composer.ts';
import { withVatOf } from '../../src/server/mail-setup.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/http/api-options.ts';

import { fakeDist } from './server-process.ts';
import { TEST_DAY } from './test-clock.ts';
import { openTestStores } from './test-store.ts';

const opened: Stores[] = [];
/** Where the test app's mails say they come from and link to. */
export const TEST_MAIL_SETTINGS = {
  siteUrl: 'https://www.rackwise-academy.de',
  academyInbox: 'team@academy.example',
  academy: DEFAULT_ACADEMY_CONTACT,
};
/** A site folder with just the pages the app answers errors with, one for all the tests a worker runs. */
let distDir: Promise<string> | undefined;
const errorPagesDir = () => (distDir ??= fakeDist());

/** The confirmation settings with every seat holdable: for tests of how holds are counted, not of their share. */
export const HOLD_EVERY_SEAT = { ...DEFAULT_CONFIRMATION_SETTINGS, holdSharePercent: 100 };

/** The test app's proxy: with `trustProxy: LOCAL_PROXY`, X-Forwarded-For names the client of a request through it. */
export const LOCAL_PROXY = trustedProxies(['127.0.0.1']);
/** The bindings of a request through that proxy (its socket's peer), as the Node adaptor gives them. */
export const THROUGH_LOCAL_PROXY = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export async function registrationApp(content: Content, options: Partial<RegistrationApiOptions> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'registrations-'));
  const stores = await openTestStores({ dataDir, outbox: true });
  opened.push(stores);
  const stored: string[] = [];
  const app = createApp({
    distDir: await errorPagesDir(),
    registrations: {
      stores,
      getContent: () => content,
      today: () => TEST_DAY,
      rateLimit: 1000,
      onStored: (id) => stored.push(id),
      mails: mailComposer(
        () => content,
        { ...TEST_MAIL_SETTINGS, withVat: withVatOf(() => content, vatRulesOf(DEFAULT_SETTINGS)) },
        { linkHours: 24, holdMinutes: 60, offerHours: 48 },
      ),
      documents: withCertificates(
        registrationDocuments(stores.invoices, { received: stores.payments.received, today: options.today ?? (() => TEST_DAY) }),
        stores.certificates,
        certifyingOf(DEFAULT_SETTINGS),
      ),
      quotes: {
        quotes: stores.quotes,
        settings: invoicingOf(DEFAULT_SETTINGS).quotes,
        seller: invoicingOf(DEFAULT_SETTINGS).seller,
        mailSettings: TEST_MAIL_SETTINGS,
        drawPdf: invoicePdf,
      },
      ...options,
    },
  });
  // Every request of the test app comes through the proxy on the same host, as on a host behind nginx.
  const request = app.request.bind(app);
  app.request = (input, init, env = THROUGH_LOCAL_PROXY, executionContext) => request(input, init, env, executionContext);
  return { app, stores, stored, dataDir };
}

export type TestApp = Awaited<ReturnType<typeof registrationApp>>['app'];

export async function closeStores(): Promise<void> {
  for (const stores of opened.splice(0)) await stores.close();
}

/** Closes one app's stores now (e.g. to make the API fail), and not again in closeStores(). */
export async function closeStore(stores: Stores): Promise<void> {
  opened.splice(opened.indexOf(stores), 1);
  await stores.close();
}

export function postJson(app: TestApp, body: unknown, headers: Record<string, string> = {}, path = '/api/registrations') {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Posts a form as a browser without JavaScript does, and follows a 303 See Other to the
 * address it names (an entry's thank-you address), as the browser does: the last answer.
 */
export async function postForm(app: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const posted = await app.request('/api/registrations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return followSeeOther(app, posted, headers);
}

/** The answer at the address a 303 names, fetched with the same headers; any other answer as it is. */
export async function followSeeOther(app: TestApp, response: Response, headers: Record<string, string> = {}): Promise<Response> {
  const location = response.status === 303 ? response.headers.get('location') : null;
  if (location === null) return response;
  const { 'Content-Type': _type, ...rest } = headers;
  return app.request(location, { headers: rest });
}

/** The token of the link in an entry's "please confirm" mail, read from the mail outbox as its owner would read the mail. */
export async function confirmTokenOf(stores: Pick<Stores, 'mail'>, entryId: string): Promise<string> {
  const queued = (await stores.mail.due(Number.MAX_SAFE_INTEGER, 10_000)).find(
    ({ mail }) => mail.entryId === entryId && mail.kind === 'confirm',
  );
  const token = queued?.mail.text.match(new RegExp(`[?&]${TOKEN_FIELD}=([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`no "please confirm" mail with a link for ${entryId}`);
  return token;
}

/** Confirms an entry as its owner does: the link from its mail, and the page's button (a form post). */
export async function confirmByMail(app: TestApp, stores: Pick<Stores, 'mail'>, entryId: string, headers: Record<string, string> = {}) {
  const posted = await app.request(CONFIRM_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ [TOKEN_FIELD]: await confirmTokenOf(stores, entryId) }).toString(),
  });
  return followSeeOther(app, posted, headers);
}

/** Posts a registration as JSON and confirms it through its mail: the confirmed entry's id. */
export async function registerConfirmed(app: TestApp, stores: Pick<Stores, 'mail'>, body: unknown, headers: Record<string, string> = {}) {
  const response = await postJson(app, body, headers);
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const confirmed = await confirmByMail(app, stores, id);
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  return id;
}
