/**
 * GET /.well-known/did.json: the academy's DID document (did-document.ts) from the public halves
 * of its signing keys, read from their file at each request (a rotation shows at once); a 404
 * while it has none. Public, cached by browsers and resolvers for five minutes.
 */
import type { MiddlewareHandler } from 'hono';
import { didDocument } from './did-document.ts';
import { publicKeys, readSigningKeys } from './signing-keys.ts';

export function didDocumentRoute(keysFile: string, siteUrl: string): MiddlewareHandler {
  return async (c) => {
    const keys = await readSigningKeys(keysFile);
    if (!keys) return c.json({ error: 'no keys' }, 404, { 'Cache-Control': 'no-store' });
    return c.json(didDocument(siteUrl, publicKeys(keys)), 200, { 'Cache-Control': 'public, max-age=300' });
  };
}
