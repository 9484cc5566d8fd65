/**
 * The whole site app with a real registration store in a temporary folder, for tests of
 * POST /api/registrations through app.request: the app, its store, the ids it reported
 * stored, and helpers to post JSON or a form. Call closeStores() after each test.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Content } from '../../src/content/types.ts';
import { createApp } from '../../src/server/app.ts';
import type { RegistrationApiOptions } from '../../src/server/registrations/api.ts';
import { openRegistrationStore, type RegistrationStore } from '../../src/server/registrations/store.ts';
import { TODAY } from './registration.ts';
import { fakeDist } from './server-process.ts';

const stores: RegistrationStore[] = [];
/** A site folder with just the pages the app answers errors with, one for all tests of a file. */
let distDir: Promise<string> | undefined;
const errorPagesDir = () => (distDir ??= fakeDist());

export async function registrationApp(content: Content, options: Partial<RegistrationApiOptions> = {}) {
  const store = openRegistrationStore({ dataDir: await mkdtemp(join(tmpdir(), 'registrations-')), outbox: true });
  stores.push(store);
  const stored: string[] = [];
  const app = createApp({
    distDir: await errorPagesDir(),
    registrations: { store, getContent: () => content, today: () => TODAY, rateLimit: 1000, onStored: (id) => stored.push(id), ...options },
  });
  return { app, store, stored };
}

export type TestApp = Awaited<ReturnType<typeof registrationApp>>['app'];

export function closeStores(): void {
  for (const store of stores.splice(0)) store.close();
}

/** Closes one store now (e.g. to make the API fail), and not again in closeStores(). */
export function closeStore(store: RegistrationStore): void {
  stores.splice(stores.indexOf(store), 1);
  store.close();
}

export function postJson(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/registrations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function postForm(app: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request('/api/registrations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
