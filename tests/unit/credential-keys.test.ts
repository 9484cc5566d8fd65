/**
 * The academy's keys for its credentials (issue 66, first step): made by `npm run credentials:key`
 * into a file only its owner reads, rotated by the same command (the newest first), and
 * published as the DID document of the site's `did:web` at /.well-known/did.json, every key in
 * it, no secret half anywhere but the file; what the newest secret signs verifies with the public
 * key the document lists.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { from } from '@digitalbazaar/ed25519-multikey';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DID_DOCUMENT_PATH } from '../../src/routes/files.ts';
import { didWebOf } from '../../src/server/credentials/did-document.ts';
import { didDocumentRoute } from '../../src/server/credentials/did-route.ts';
import { addSigningKey, readSigningKeys } from '../../src/server/credentials/signing-keys.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SITE = 'https://www.rackwise-academy.de';

interface Document {
  id: string;
  verificationMethod: Array<{ id: string; type: string; controller: string; publicKeyMultibase: string }>;
  assertionMethod: string[];
}

describe("the academy's did:web", () => {
  it('is the site’s host, a port written %3A', () => {
    expect(didWebOf(SITE)).toBe('did:web:www.rackwise-academy.de');
    expect(didWebOf('http://127.0.0.1:4173/')).toBe('did:web:127.0.0.1%3A4173');
  });
});

describe('the signing keys and the DID document', () => {
  it('are made into a file only its owner reads, rotated newest first, and published without their secrets', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'keys-')), 'credential-keys.json');
    const app = new Hono().on(['GET', 'HEAD'], DID_DOCUMENT_PATH, didDocumentRoute(file, SITE));
    expect((await app.request(DID_DOCUMENT_PATH)).status).toBe(404);

    const first = await addSigningKey(file, new Date('2026-12-06T10:00:00.000Z'));
    const second = await addSigningKey(file, new Date('2026-12-06T15:00:00.000Z'));
    expect([first.fragment, second.fragment]).toEqual(['#key-2026-12-06', '#key-2026-12-06-2']);
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
    const keys = (await readSigningKeys(file))!;
    expect(keys.map(({ fragment }) => fragment)).toEqual(['#key-2026-12-06-2', '#key-2026-12-06']);

    const answer = await app.request(DID_DOCUMENT_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const text = await answer.text();
    for (const key of keys) expect(text).not.toContain(key.secretKeyMultibase);
    const document = JSON.parse(text) as Document;
    expect(document.id).toBe('did:web:www.rackwise-academy.de');
    expect(document.verificationMethod.map(({ id, type, controller }) => [id, type, controller])).toEqual([
      ['did:web:www.rackwise-academy.de#key-2026-12-06-2', 'Multikey', 'did:web:www.rackwise-academy.de'],
      ['did:web:www.rackwise-academy.de#key-2026-12-06', 'Multikey', 'did:web:www.rackwise-academy.de'],
    ]);
    expect(document.assertionMethod).toEqual(document.verificationMethod.map(({ id }) => id));

    // The newest secret signs; the public key the document lists for it verifies.
    const data = new TextEncoder().encode('RWA-2027-00001');
    const [newest] = keys;
    const signer = (
      await from({ id: `${document.id}${newest!.fragment}`, type: 'Multikey', controller: document.id, ...newest! })
    ).signer();
    const signature = await signer.sign({ data });
    const listed = document.verificationMethod[0]!;
    expect(await (await from({ ...listed, type: 'Multikey' })).verifier().verify({ data, signature })).toBe(true);
    const older = await from({ ...document.verificationMethod[1]!, type: 'Multikey' });
    expect(await older.verifier().verify({ data, signature })).toBe(false);
  });

  it('npm run credentials:key makes the first key and tells its id and public half, not its secret', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'keys-command-'));
    const run = spawnSync(join(ROOT, 'node_modules/.bin/node'), ['scripts/credentials-key.ts', '--data-dir', dataDir], {
      cwd: ROOT,
      env: { ...process.env, CREDENTIAL_KEYS_FILE: '', SITE_URL: SITE },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const said = JSON.parse(run.stdout.trim()) as { id: string; publicKeyMultibase: string };
    const [key] = (await readSigningKeys(join(dataDir, 'credential-keys.json')))!;
    expect(said).toMatchObject({ id: `did:web:www.rackwise-academy.de${key!.fragment}`, publicKeyMultibase: key!.publicKeyMultibase });
    expect(run.stdout).not.toContain(key!.secretKeyMultibase);
    expect(await readFile(join(dataDir, 'credential-keys.json'), 'utf8')).toContain(key!.secretKeyMultibase);
  });
});
