/**
 * The academy as the issuer of its credentials: its `did:web` identifier, made from the site's
 * origin (`https://www.rackwise-academy.de` is `did:web:www.rackwise-academy.de`; a port is
 * written `%3A` as the method asks), and its DID document, served at `/.well-known/did.json`:
 * every public key the academy has signed with (newest first), each a Multikey of its own id,
 * all of them good for assertions, so credentials signed with an older key keep verifying while
 * it stays listed. Pure.
 */
import { DID_CONTEXT, MULTIKEY_CONTEXT } from './context-urls.ts';

/** A public key as the document lists it. */
export interface PublicKey {
  /** Its id within the document: '#key-2026-12-06'. */
  readonly fragment: string;
  readonly publicKeyMultibase: string;
}

/** The `did:web` of the site at `siteUrl` (its origin; a path would be a different DID). */
export function didWebOf(siteUrl: string): string {
  const { host } = new URL(siteUrl);
  return `did:web:${host.replace(':', '%3A')}`;
}

/** A key as the document lists it. */
export interface VerificationMethod {
  readonly id: string;
  readonly type: 'Multikey';
  readonly controller: string;
  readonly publicKeyMultibase: string;
}

export interface DidDocument {
  readonly '@context': readonly string[];
  readonly id: string;
  readonly verificationMethod: readonly VerificationMethod[];
  readonly assertionMethod: readonly string[];
}

export function didDocument(siteUrl: string, keys: readonly PublicKey[]): DidDocument {
  const id = didWebOf(siteUrl);
  const methods = keys.map(
    (key): VerificationMethod => ({
      id: `${id}${key.fragment}`,
      type: 'Multikey',
      controller: id,
      publicKeyMultibase: key.publicKeyMultibase,
    }),
  );
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}
