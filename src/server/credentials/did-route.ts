/**
 * GET /.well-known/did.json: the academy's DID document (did-document.ts) from the public halves
 * of its signing keys, read from their file at each request (a rotation shows at once); a 404
 * while it has none. Public (any origin may read it), cached by browsers and resolvers for five minutes. The build and
 * every rebuild write the same document into the site for static hosts (siteDidDocument).
 */
import type { MiddlewareHandler } from 'hono';
import { didDocument } from './did-document.ts';
import { publicKeys, readSigningKeys } from './signing-keys.ts';

/** The academy's DID document from the keys in `keysFile`; null while there are none. */
export async function siteDidDocument(keysFile: string, siteUrl: string) {
  const keys = await readSigningKeys(keysFile);
  return keys && didDocument(siteUrl, publicKeys(keys));
}

export function didDocumentRoute(keysFile: string, siteUrl: string): MiddlewareHandler {
  return async (c) => {
    const document = await siteDidDocument(keysFile, siteUrl);
    if (!document) return c.json({ error: 'no keys' }, 404, { 'Cache-Control': 'no-store' });
    // Public, and read by wallets in browsers on other sites too.
    return c.json(document, 200, { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' });
  };
}
