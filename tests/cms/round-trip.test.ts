/**
 * The content round trip against a real Directus: the cache seeded into a fresh CMS and
 * pulled back is the same, byte for byte; an editor's change arrives with the next pull; a
 * broken item or a bad token fails the pull and leaves the cache untouched.
 */
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readItems, updateItem } from '@directus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { pull, ROOT, type RunningCms, startCms } from './support.ts';

let cms: RunningCms;

/** Stands in for the site's rebuild webhook and records what the CMS flow sends. */
interface Webhook {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: { event?: string; collection?: string; keys?: unknown[]; key?: unknown };
}
const webhooks: Webhook[] = [];
const site = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    if (request.method === 'POST' && request.url === '/api/rebuild')
      webhooks.push({ headers: request.headers, body: JSON.parse(body || '{}') });
    response.writeHead(202).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening));
  cms = await startCms(8056, `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await cms?.stop();
  site.close();
});

async function tempCache(copyOfOriginal = false): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'content-'));
  if (copyOfOriginal) await cp(join(ROOT, 'content-cache'), dir, { recursive: true });
  return dir;
}

async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = await readdir(dir);
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await readFile(join(dir, file), 'utf8')] as const)));
}

describe('content round trip through Directus', () => {
  it('cache -> Directus -> cache is lossless', async () => {
    const dir = await tempCache();
    const result = pull({ DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: cms.buildToken, CONTENT_DIR: dir });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(await snapshot(dir)).toEqual(await snapshot(join(ROOT, 'content-cache')));
  });

  it('an editor’s change arrives with the next pull', async () => {
    const [row] = (await cms.admin.request(
      readItems('seminars_translations', {
        filter: { seminars_id: { _eq: 1 }, languages_code: { _eq: 'de-DE' } },
        fields: ['id', 'title'],
      }),
    )) as Array<{ id: number; title: string }>;
    const changed = `${row!.title} (aktualisiert)`;
    await cms.admin.request(updateItem('seminars_translations', row!.id, { title: changed }));
    try {
      const dir = await tempCache();
      expect(pull({ DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: cms.buildToken, CONTENT_DIR: dir }).status).toBe(0);
      const content = await loadContentCache(dir);
      expect(content.seminars.find((seminar) => seminar.id === 1)?.translations.de.title).toBe(changed);
    } finally {
      await cms.admin.request(updateItem('seminars_translations', row!.id, { title: row!.title }));
    }
  });

  it('a seminar without a German title fails the pull, naming collection, id and field, and leaves the cache as it was', async () => {
    const [row] = (await cms.admin.request(
      readItems('seminars_translations', {
        filter: { seminars_id: { _eq: 2 }, languages_code: { _eq: 'de-DE' } },
        fields: ['id', 'title'],
      }),
    )) as Array<{ id: number; title: string }>;
    await cms.admin.request(updateItem('seminars_translations', row!.id, { title: null }));
    try {
      const dir = await tempCache(true);
      const before = await snapshot(dir);
      const result = pull({ DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: cms.buildToken, CONTENT_DIR: dir });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('seminars #2 translations.de.title:');
      expect(result.stderr).toContain('the content cache was left unchanged');
      expect(await snapshot(dir)).toEqual(before);
    } finally {
      await cms.admin.request(updateItem('seminars_translations', row!.id, { title: row!.title }));
    }
  });

  it('rich text with script, event handler and javascript: link comes out sanitized', async () => {
    const [row] = (await cms.admin.request(
      readItems('seminars_translations', {
        filter: { seminars_id: { _eq: 3 }, languages_code: { _eq: 'en-US' } },
        fields: ['id', 'objectives'],
      }),
    )) as Array<{ id: number; objectives: string }>;
    await cms.admin.request(
      updateItem('seminars_translations', row!.id, {
        objectives: `<p>Safe</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>`,
      }),
    );
    try {
      const dir = await tempCache();
      expect(pull({ DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: cms.buildToken, CONTENT_DIR: dir }).status).toBe(0);
      const written = await readFile(join(dir, 'seminars.json'), 'utf8');
      const seminar = (await loadContentCache(dir)).seminars.find((item) => item.id === 3);
      expect(seminar?.translations.en.objectives).toBe('<p>Safe</p><a>link</a>');
      expect(written).not.toMatch(/<script|onerror|javascript:/i);
    } finally {
      await cms.admin.request(updateItem('seminars_translations', row!.id, { objectives: row!.objectives }));
    }
  });

  it('a wrong token and an unreachable CMS each fail with one clear line and no change', async () => {
    const dir = await tempCache(true);
    const before = await snapshot(dir);
    const refused = pull({ DIRECTUS_URL: cms.url, DIRECTUS_TOKEN: 'not-a-token', CONTENT_DIR: dir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/refused the token \(40[13]\)/);
    const unreachable = pull({ DIRECTUS_URL: 'http://127.0.0.1:9', DIRECTUS_TOKEN: cms.buildToken, CONTENT_DIR: dir });
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toMatch(/cannot reach Directus at http:\/\/127\.0\.0\.1:9/);
    expect(await snapshot(dir)).toEqual(before);
  });

  it('the build token may read content but not write it', async () => {
    const response = await fetch(`${cms.url}/items/seminars/1`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${cms.buildToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: 1 }),
    });
    expect(response.status).toBe(403);
  });

  it('the rebuild flow POSTs the change to the site with the secret header', async () => {
    webhooks.length = 0;
    await cms.admin.request(updateItem('seminar_dates', 1001, { fully_booked: true }));
    try {
      const deadline = Date.now() + 15_000;
      let hook: Webhook | undefined;
      while (!hook && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 200));
        hook = webhooks.find((received) => received.body.collection === 'seminar_dates');
      }
      expect(hook, 'no webhook within 15 s').toBeDefined();
      expect(hook!.headers['x-rebuild-secret']).toBe(cms.rebuildSecret);
      expect(hook!.body.event).toBe('seminar_dates.items.update');
      expect(hook!.body.keys).toEqual(['1001']);
    } finally {
      await cms.admin.request(updateItem('seminar_dates', 1001, { fully_booked: false }));
    }
  });

  it('the site’s token may keep registrations (and delete an erased person’s) and record builds, and nothing else', async () => {
    const headers = { Authorization: `Bearer ${cms.registrationToken}`, 'Content-Type': 'application/json' };
    const request = (method: string, path: string, body?: unknown) =>
      fetch(`${cms.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const created = await request('POST', '/items/registrations', {
      status: 'confirmed',
      seminar_date: 1001,
      email: 'test@example.com',
      submitted_at: new Date().toISOString(),
    });
    expect(created.status).toBeLessThan(300);
    const { data } = (await created.json()) as { data: { id: string } };
    expect((await request('PATCH', `/items/registrations/${data.id}`, { status: 'cancelled' })).status).toBeLessThan(300);
    expect((await request('DELETE', `/items/registrations/${data.id}`)).status).toBeLessThan(300);
    expect((await request('POST', '/items/site_builds', { outcome: 'published', triggers: 'edit' })).status).toBeLessThan(300);
    expect((await request('GET', '/items/site_builds')).status).toBe(403);
    expect((await request('GET', '/items/seminars')).status).toBe(403);
    expect((await request('PATCH', '/items/seminar_dates/1001', { seats: 1 })).status).toBe(403);
  });
});
