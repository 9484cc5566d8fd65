/**
 * GET of a file behind a manage link (documentPath, certificatePath, materialPath in
 * src/registration-contract/manage.ts): an invoice's or credit note's PDF, or the XRechnung XML
 * sent with it, for the whole registration's link only; a certificate's PDF or credential for
 * its place's link or the whole registration's; a PDF of the course's materials for either
 * while they may be downloaded. Answered `no-store` so no cache keeps it. Anything else, a
 * wrong token, another registration's number, is the same 404.
 */
import type { Context, Hono } from 'hono';
import { TOKEN_FIELD } from '../../../registration-contract/contract.ts';
import { LINK_HEADERS } from '../../edge/headers-middleware.ts';
import type { DocumentFile } from '../rules/registration-documents.ts';
import type { ManageDeps } from '../use-cases/manage-answers.ts';
import { linkedCertificate, linkedDocument, linkedMaterial } from '../use-cases/manage-files.ts';

/** A file's download, or the same 404 for anything the link does not open. */
function fileAnswer(c: Context, found: DocumentFile | null): Response {
  if (!found) return c.text('Not found', 404, LINK_HEADERS);
  return c.body(typeof found.body === 'string' ? found.body : new Uint8Array(found.body), 200, {
    ...LINK_HEADERS,
    'Content-Type': found.type,
    'Content-Disposition': `attachment; filename="${found.name}"`,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: any environment of the API's router.
export function documentRoute(api: Hono<any>, manageDeps: () => ManageDeps): void {
  api.get('/manage/documents/:file{[A-Za-z0-9-]+\\.(pdf|xml)}', async (c) => {
    const [number = '', kind] = c.req.param('file').split(/\.(?=pdf$|xml$)/);
    return fileAnswer(c, await linkedDocument(manageDeps(), c.req.query(TOKEN_FIELD) ?? '', number, kind === 'xml' ? 'xml' : 'pdf'));
  });
  // A certificate's PDF or its Open Badges credential, for its place's link or the whole registration's.
  api.get('/manage/certificates/:file{[A-Za-z0-9-]+\\.(?:pdf|json)}', async (c) => {
    const [number = '', kind] = c.req.param('file').split(/\.(?=pdf$|json$)/);
    return fileAnswer(c, await linkedCertificate(manageDeps(), c.req.query(TOKEN_FIELD) ?? '', number, kind === 'json' ? 'json' : 'pdf'));
  });
  // A file of the course's materials, while they may be downloaded.
  api.get('/manage/materials/:download{[a-z0-9-]+}/:file{[a-z0-9][a-z0-9._-]*\\.pdf}', async (c) => {
    const found = await linkedMaterial(manageDeps(), c.req.query(TOKEN_FIELD) ?? '', c.req.param('download'), c.req.param('file'));
    return fileAnswer(c, found);
  });
}
