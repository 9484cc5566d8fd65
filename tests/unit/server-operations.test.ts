/**
 * What operators see: a request id on every answer (the caller's when it is a sane token),
 * one JSON log line per request without the query string, and GET /healthz.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { acceptedRequestId } from '../../src/server/edge/request-id.ts';
import { jsonLogger } from '../../src/server/log/log.ts';
import { BASE_PAGES, capturingLogger, tempDir, writeTree } from '../support/temp-site.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function site() {
  const dist = await writeTree(await tempDir('dist-'), BASE_PAGES);
  const logger = capturingLogger();
  return { dist, logger, app: createApp({ distDir: dist, logger }) };
}

describe('request ids', () => {
  it.each([
    ['abc-123', true],
    ['0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0', true],
    ['proxy.id:42_x', true],
    ['', false],
    ['a b', false],
    ['"quoted"', false],
    ['line\nbreak', false],
    ['x'.repeat(129), false],
    ['ünïcode', false],
  ])('%j is taken as given: %s', (header, taken) => {
    expect(acceptedRequestId(header)).toBe(taken ? header : null);
  });

  it('echoes a sane X-Request-Id, replaces another one with a fresh UUID, and gives one to every answer', async () => {
    const { app } = await site();
    expect((await app.request('/', { headers: { 'X-Request-Id': 'from-proxy-1' } })).headers.get('x-request-id')).toBe('from-proxy-1');
    expect((await app.request('/', { headers: { 'X-Request-Id': 'evil"\u0001' } })).headers.get('x-request-id')).toMatch(UUID);
    const ids = await Promise.all(['/', '/nope', '/healthz'].map(async (path) => (await app.request(path)).headers.get('x-request-id')));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request: time, level, msg, id, method, path without query, status, ms', async () => {
    const { app, logger } = await site();
    const response = await app.request('/nope?email=someone%40example.com', { headers: { 'X-Request-Id': 'req-1' } });
    expect(response.status).toBe(404);
    expect(logger.lines).toHaveLength(1);
    const [line] = logger.lines;
    expect(Object.keys(line!).sort()).toEqual(['id', 'level', 'method', 'ms', 'msg', 'path', 'status', 'time']);
    expect(line).toMatchObject({ level: 'info', msg: 'request', id: 'req-1', method: 'GET', path: '/nope', status: 404 });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
    expect(typeof line!.ms).toBe('number');
    expect(JSON.stringify(logger.lines)).not.toContain('example.com');
  });

  it('the logger writes exactly one parseable line per call, errors to their own stream', () => {
    const written: [string, string][] = [];
    const logger = jsonLogger(
      (line, level) => written.push([line, level]),
      () => new Date('2026-11-22T10:00:00Z'),
    );
    logger.info('hello', { n: 1, text: 'two\nlines' });
    logger.error('failed', { id: 'x' });
    expect(written).toEqual([
      ['{"time":"2026-11-22T10:00:00.000Z","level":"info","msg":"hello","n":1,"text":"two\\nlines"}', 'info'],
      ['{"time":"2026-11-22T10:00:00.000Z","level":"error","msg":"failed","id":"x"}', 'error'],
    ]);
  });
});

describe('GET /healthz', () => {
  it('is 200 ok while the site directory holds a built site, 503 when it does not; never cached', async () => {
    const { app, dist } = await site();
    const ok = await app.request('/healthz');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/healthz', { method: 'HEAD' })).status).toBe(200);

    await rm(join(dist, 'index.html'));
    const down = await app.request('/healthz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable' });

    const missing = createApp({ distDir: join(dist, 'no-such-release'), logger: capturingLogger() });
    expect((await missing.request('/healthz')).status).toBe(503);
  });
});
