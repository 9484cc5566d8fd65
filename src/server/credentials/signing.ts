/**
 * Signing a credential as the academy: a Data Integrity proof of the cryptosuite eddsa-rdfc-2022
 * (the credential canonicalized as RDF, signed with Ed25519) by the newest of its keys
 * (signing-keys.ts), named by its id in the DID document, for assertions, created at the time
 * given. Reads only the bundled contexts.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { from } from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { issue } from '@digitalbazaar/vc';
import { documentLoader } from './document-loader.ts';
import type { SigningKey } from './signing-keys.ts';

/** The key that signs, with the DID it belongs to. */
export interface Signing {
  /** 'did:web:www.rackwise-academy.de'. */
  readonly did: string;
  readonly key: SigningKey;
}

const LOADER = documentLoader();

/** `credential` signed with `signing`'s key at `at` (the credential itself is not changed). */
export async function signCredential<T extends object>(credential: T, { did, key }: Signing, at: Date): Promise<T & { proof: object }> {
  const pair = await from({
    id: `${did}${key.fragment}`,
    type: 'Multikey',
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  const suite = new DataIntegrityProof({ signer: pair.signer(), cryptosuite, date: at });
  return issue({ credential: structuredClone(credential), suite, documentLoader: LOADER });
}
