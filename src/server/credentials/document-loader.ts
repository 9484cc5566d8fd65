/**
 * What signing and verifying may read, and nothing else: the bundled contexts (contexts.ts),
 * the academy's DID document and each key in it (as the site serves it), and the academy's
 * status lists (by their URL). Any other URL is refused, so no credential makes the server
 * fetch anything.
 */
import { MULTIKEY_CONTEXT } from './context-urls.ts';
import { BUNDLED_CONTEXTS } from './contexts.ts';
import type { DidDocument } from './did-document.ts';

export interface KnownDocuments {
  /** The academy's DID document; null while it has no key. */
  readonly didDocument?: DidDocument | null;
  /** A status list credential by its URL; null when it is none of the academy's. */
  readonly statusList?: (url: string) => Promise<object | null>;
}

const found = (url: string, document: unknown) => ({ contextUrl: null, documentUrl: url, document });

export function documentLoader({ didDocument = null, statusList }: KnownDocuments = {}): JsonLdDocumentLoader {
  return async (url) => {
    const context = BUNDLED_CONTEXTS.get(url);
    if (context) return found(url, context);
    if (didDocument && url === didDocument.id) return found(url, didDocument);
    const method = didDocument?.verificationMethod.find((candidate) => candidate.id === url);
    if (method) return found(url, { '@context': MULTIKEY_CONTEXT, ...method });
    const list = statusList && (await statusList(url));
    if (list) return found(url, list);
    throw new Error(`${url} is none of the documents a credential of this site is read with`);
  };
}
