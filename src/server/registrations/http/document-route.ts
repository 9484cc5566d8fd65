/**
 * GET of a document behind a manage link (documentPath, certificatePath in
 * src/registration-contract/manage.ts): an invoice's or credit note's PDF, or the XRechnung XML
 * sent with it, for the whole registration's link only; a certificate's PDF or credential for its place's link
 * or the whole registration's; answered `no-store` so no cache keeps it. Anything else, a wrong
 * token, another registration's number, is the same 404.
 */
import type { Hono } from 'hono';
import { TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import type { ManageDeps } from '../use-cases/manage-answers.ts';
import { linkedCertificate, linkedDocument } from '../use-cases/manage-files.ts';

// biome-ignore lint/suspicious/noExplicitAny: any environment of the API's router.
export function documentRoute(api: Hono<any>, manageDeps: () => ManageDeps): void {
  api.get('/manage/documents/:file{[A-Za-z0-9-]+\\.(pdf|xml)}', async (c) => {
    const [number = '', kind] = c.req.param('file').split(/\.(?=pdf$|xml$)/);
    const found = await linkedDocument(manageDeps(), c.req.query(TOKEN_FIELD) ?? '', number, kind === 'xml' ? 'xml' : 'pdf');
    if (!found) return c.text('Not found', 404, LINK_HEADERS);
    return c.body(typeof found.body === 'string' ? found.body : new Uint8Array(found.body), 200, {
      ...LINK_HEADERS,
      'Content-Type': found.type,
      'Content-Disposition': `attachment; filename="${found.name}"`,
    });
  });
  // A certificate's PDF or its Open Badges credential, for its place's link or the whole registration's.
  api.get('/manage/certificates/:file{[A-Za-z0-9-]+\\.(?:pdf|json)}', async (c) => {
    const [number = '', kind] = c.req.param('file').split(/\.(?=pdf$|json$)/);
    const found = await linkedCertificate(manageDeps(), c.req.query(TOKEN_FIELD) ?? '', number, kind === 'json' ? 'json' : 'pdf');
    if (!found) return c.text('Not found', 404, LINK_HEADERS);
    return c.body(typeof found.body === 'string' ? found.body : new Uint8Array(found.body), 200, {
      ...LINK_HEADERS,
      'Content-Type': found.type,
      'Content-Disposition': `attachment; filename="${found.name}"`,
    });
  });
}
