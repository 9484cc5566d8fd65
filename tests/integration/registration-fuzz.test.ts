/**
 * 10,000 fuzzed requests against POST /api/registrations (seeded, so a failure replays):
 * random JSON, wrong types, huge and odd Unicode strings (lone surrogates, NUL, right-to-left
 * marks), missing fields, nested garbage, form-encoded garbage, wrong content types, odd
 * headers. Never a 5xx, always an answer of the contract, and never a stored row: every
 * generated registration is missing a literal `consent: true`, so none can be valid by chance.
 */

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { HONEYPOT_FIELD } from '../../src/registration-contract/contract.ts';
import { toFormFields } from '../../src/registration-contract/form-data.ts';
import { FIELD_PATHS } from '../../src/registration-contract/schema.ts';
import { createApp } from '../../src/server/app.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { validInput } from '../support/registration.ts';
import { TEST_DAY } from '../support/test-clock.ts';
import { openTestStores } from '../support/test-store.ts';

const RUNS = 10_000;
const SEED = 50_600;

interface FuzzRequest {
  readonly contentType: string | null;
  readonly body: string;
  readonly headers: Record<string, string>;
}

const oddCharacters = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u200F',
  '\u202E',
  '\u061C',
  '\uFEFF',
  '\u0007',
  '\r\n',
  '𝔘',
  'ß',
  '\u0301',
  '"',
  '\\',
  '<',
  '&',
  '%',
  '+',
  '=',
);
const oddString = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
  { arbitrary: fc.array(oddCharacters, { maxLength: 12 }).map((parts) => parts.join('')), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'ä', '\uD83D\uDE00', '\u0000'), fc.integer({ min: 100, max: 20_000 }))
      .map(([unit, times]) => unit.repeat(times)),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'on',
      'true',
      '1001',
      '-1',
      '1e3',
      'NaN',
      'null',
      'DE',
      'ms',
      'x@example.com',
      '+49 30 123456',
      '10115',
    ),
    weight: 4,
  },
);
const garbage: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    oddString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(oddString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Anything but the literal true. */
const notConsent = fc.oneof(
  garbage.filter((value) => value !== true),
  fc.constant(undefined),
);

/** A valid registration with some fields replaced or removed, and consent never true. */
const mutatedRegistration = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.constantFrom(...FIELD_PATHS, 'participants', 'billing', 'invoiceContact', HONEYPOT_FIELD, 'locale', '__proto__'),
        fc.option(garbage, { nil: undefined }),
      ),
      { maxLength: 6 },
    ),
    notConsent,
  )
  .map(([changes, consent]) => {
    const body = structuredClone(validInput()) as unknown as Record<string, unknown>;
    for (const [path, value] of changes) {
      const keys = path.split('.');
      let target: unknown = body;
      for (const key of keys.slice(0, -1))
        target = target !== null && typeof target === 'object' ? (target as Record<string, unknown>)[key] : undefined;
      if (target === null || typeof target !== 'object') continue;
      if (value === undefined) delete (target as Record<string, unknown>)[keys.at(-1)!];
      else (target as Record<string, unknown>)[keys.at(-1)!] = value;
    }
    if (consent === undefined) delete body.consent;
    else body.consent = consent;
    return body;
  });

const jsonHeaders = fc.record(
  {
    'Accept-Language': fc.oneof(fc.string(), fc.constantFrom('en', 'de-DE,de;q=0.9', 'en;q=0, de;q=0', 'fr;q=abc, en;q=2', '*')),
    'Idempotency-Key': fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.uuid()),
  },
  { requiredKeys: [] },
);

const jsonRequests = fc.oneof(
  mutatedRegistration.map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('', '{', '{"dateId":', 'null', '[]', '{"__proto__":{"consent":true}}', '{"constructor":{"prototype":{"consent":true}}}'),
);

/** A form post: the valid form's fields, some changed or removed, consent never ticked. */
const formBodies = fc
  .tuple(
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_PATHS, HONEYPOT_FIELD, 'locale'), fc.string()), oddString, { maxKeys: 8 }),
    fc.array(fc.constantFrom(...FIELD_PATHS), { maxLength: 5 }),
    fc.boolean(),
  )
  .map(([changes, removed, raw]) => {
    const fields: Record<string, string> = { ...toFormFields(validInput()), ...changes };
    for (const path of removed) delete fields[path];
    if (fields.consent === 'on' || fields.consent === 'true') delete fields.consent;
    const encoded = new URLSearchParams(fields).toString();
    return raw ? `${encoded}&%E0%A4%A=%%&consent` : encoded;
  });

const requests: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc.record({ contentType: fc.constant('application/json'), body: jsonRequests, headers: jsonHeaders }),
  fc.record({ contentType: fc.constant('application/x-www-form-urlencoded'), body: formBodies, headers: jsonHeaders }),
  fc.record({
    contentType: fc.oneof(
      fc.constant(null),
      fc.constantFrom(
        'text/plain',
        'multipart/form-data',
        'application/xml',
        'application/json;',
        'APPLICATION/JSON',
        ' application/x-www-form-urlencoded ; charset=latin1',
      ),
      fc.string(),
    ),
    body: fc.oneof(jsonRequests, formBodies),
    headers: jsonHeaders,
  }),
);

let stores: Stores;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const content = await loadContentCache('content-cache');
  const distDir = await mkdtemp(join(tmpdir(), 'dist-'));
  for (const file of ['index.html', '404.html', 'en/404.html', '500.html', 'en/500.html']) {
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), `<html>${file}</html>`);
  }
  stores = await openTestStores({ dataDir: await mkdtemp(join(tmpdir(), 'fuzz-')), outbox: true });
  // Caps per client that a fuzzer from one address would reach are lifted: what is fuzzed is the contract.
  const confirmation = { ...DEFAULT_CONFIRMATION_SETTINGS, pendingPerClient: 1_000_000, heldSeatsPerClient: 1_000_000 };
  app = createApp({
    distDir,
    registrations: { stores, getContent: () => content, today: () => TEST_DAY, rateLimit: 1_000_000, confirmation },
  });
});

const ANSWERS = new Set([201, 303, 400, 404, 409, 413, 415, 422]);

describe('fuzzed registration requests', () => {
  it(`${RUNS} of them: no 5xx, only answers of the contract, nothing stored`, { timeout: 120_000 }, async () => {
    const samples = fc.sample(requests, { seed: SEED, numRuns: RUNS });
    const seen = new Map<number, number>();
    const started = performance.now();
    for (const [index, request] of samples.entries()) {
      const headers = new Headers(request.headers);
      if (request.contentType !== null) headers.set('Content-Type', request.contentType);
      const response = await app.request('/api/registrations', { method: 'POST', headers, body: request.body });
      const context = `request #${index}: ${request.contentType} ${JSON.stringify(request.body.slice(0, 300))}`;
      expect(ANSWERS.has(response.status), `${response.status} for ${context}`).toBe(true);
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      const text = await response.text();
      if (response.status === 303) {
        // A browser's form post that would be stored goes on to a thank-you address.
        expect(response.headers.get('location'), context).toMatch(/^\/api\/registrations\/received\/[0-9a-f-]{36}$/);
      } else if (response.headers.get('content-type')?.startsWith('application/json')) {
        const body = JSON.parse(text) as Record<string, unknown>;
        if (response.status === 422) expect(Object.keys(body), context).toEqual(['errors']);
        else if (response.status === 201) expect(Object.keys(body).sort(), context).toEqual(['confirmFrom', 'dateId', 'id']);
        else expect(Object.keys(body).sort(), context).toEqual(['error', 'message']);
      } else {
        expect(response.headers.get('content-type'), context).toMatch(/^text\/html/);
        expect(text, context).toMatch(/^<!doctype html>/);
        expect(text, context).not.toMatch(/<script|<img|onerror=/i);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${RUNS} requests in ${seconds} s, answers by status: ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
    expect(await stores.registrations.everyEntry()).toEqual([]);
    expect(await stores.forwards.pendingForwards()).toBe(0);
    // the generators reached every kind of answer they can reach
    for (const status of [201, 400, 413, 415, 422]) expect(seen.get(status), `status ${status}`).toBeGreaterThan(0);
  });
});

describe('odd but allowed text', () => {
  it('is stored exactly as sent (trimmed), or refused with 422, never mangled', { timeout: 60_000 }, async () => {
    const allowed = fc.string({
      unit: fc.oneof(
        fc.constantFrom('\u0308', '\u05B4', '\u0301', 'ß', 'İ', '𝔘', '\uD83D\uDE00', ' ', 'ע', 'ا'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
      minLength: 1,
      maxLength: 60,
    });
    const samples = fc.sample(fc.tuple(allowed, allowed), { seed: SEED, numRuns: 300 });
    const before = (await stores.registrations.everyEntry()).length;
    let created = 0;
    for (const [index, [firstName, city]] of samples.entries()) {
      const input = validInput({ email: `odd-${index}@example.com` });
      const body = { ...input, participants: [{ ...input.participants[0]!, firstName }], billing: { ...input.billing, city } };
      const response = await app.request('/api/registrations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([201, 422]).toContain(response.status);
      if (response.status !== 201) continue;
      created++;
      const { id } = (await response.json()) as { id: string };
      const row = (await stores.registrations.get(id))!;
      expect(row.payload.participants[0]!.firstName).toBe(firstName.trim());
      expect(row.payload.billing.city).toBe(city.trim());
    }
    expect(created).toBeGreaterThan(200);
    expect((await stores.registrations.everyEntry()).length - before).toBe(created);
  });
});
