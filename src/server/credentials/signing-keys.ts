/**
 * The academy's signing keys for its credentials (Ed25519, as Multikeys of
 * @digitalbazaar/ed25519-multikey), kept in a file of the data folder (CREDENTIAL_KEYS_FILE) that
 * only its owner may read, never in the repository and never logged: each with the id it has in
 * the DID document (did-document.ts), the day it was made, its public and its secret half.
 * The newest signs; the older ones stay in the DID document, so what they signed keeps
 * verifying. `npm run credentials:key` makes the first key, and a new one to rotate.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { generate } from '@digitalbazaar/ed25519-multikey';
import { z } from 'zod';
import { didWebOf, type PublicKey } from './did-document.ts';

const KEY = z.object({
  fragment: z.string().regex(/^#key-[0-9a-z-]+$/),
  created: z.string(),
  publicKeyMultibase: z.string().startsWith('z'),
  secretKeyMultibase: z.string().startsWith('z'),
});
const KEYS_FILE = z.object({ keys: z.array(KEY).min(1) });

export type SigningKey = z.infer<typeof KEY>;

/** The keys in `file`, newest first; null when there is no such file. */
export async function readSigningKeys(file: string): Promise<SigningKey[] | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = KEYS_FILE.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a file of signing keys: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data.keys;
}

/** What signs as the academy of `siteUrl` now: its newest key and its DID; null while it has none. */
export async function currentSigning(file: string, siteUrl: string): Promise<{ did: string; key: SigningKey } | null> {
  const newest = (await readSigningKeys(file))?.[0];
  return newest ? { did: didWebOf(siteUrl), key: newest } : null;
}

/** The public halves, as the DID document lists them. */
export const publicKeys = (keys: readonly SigningKey[]): PublicKey[] =>
  keys.map(({ fragment, publicKeyMultibase }) => ({ fragment, publicKeyMultibase }));

/** A fragment for a key made on `day`, unlike any of `taken`: '#key-2026-12-06', then '#key-2026-12-06-2', … */
function fragmentFor(day: string, taken: ReadonlySet<string>): string {
  let fragment = `#key-${day}`;
  for (let n = 2; taken.has(fragment); n++) fragment = `#key-${day}-${n}`;
  return fragment;
}

/**
 * Makes a new key at `now` and writes it into `file` first (the one that signs from now on),
 * beside the keys there were; the file is readable by its owner only and replaced at once (a
 * reader sees the old file or the new one). The new key's public half.
 */
export async function addSigningKey(file: string, now: Date): Promise<PublicKey> {
  const keys = (await readSigningKeys(file)) ?? [];
  const fragment = fragmentFor(now.toISOString().slice(0, 10), new Set(keys.map((key) => key.fragment)));
  const pair = await generate({ seed: new Uint8Array(randomBytes(32)) });
  const exported = await pair.export({ publicKey: true, secretKey: true });
  if (!exported.secretKeyMultibase) throw new Error('the key pair gave no secret half');
  const key: SigningKey = {
    fragment,
    created: now.toISOString(),
    publicKeyMultibase: exported.publicKeyMultibase,
    secretKeyMultibase: exported.secretKeyMultibase,
  };
  const next = `${file}.${process.pid}.new`;
  await writeFile(next, `${JSON.stringify({ keys: [key, ...keys] }, null, 2)}\n`, { mode: 0o600 });
  await rename(next, file);
  return { fragment, publicKeyMultibase: key.publicKeyMultibase };
}
