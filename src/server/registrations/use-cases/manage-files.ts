/**
 * The files behind a manage link (its documents route, ../http/document-route.ts): an invoice's
 * or credit note's behind the whole registration's link, a certificate's behind its place's link
 * or the whole registration's; none when the link opens nothing (manage-actions.ts resolveLink).
 */
import type { DocumentFile } from '../rules/registration-documents.ts';
import { resolveLink } from './manage-actions.ts';
import type { ManageDeps } from './manage-answers.ts';

/** A document's file behind a whole registration's manage link; null when the link or the document opens none. */
export async function linkedDocument(deps: ManageDeps, token: string, number: string, file: 'pdf' | 'xml'): Promise<DocumentFile | null> {
  if (!deps.documents) return null;
  const state = await resolveLink(deps.stores, token, deps.now().getTime(), deps.documents);
  if ('problem' in state || state.position !== null) return null;
  return deps.documents.file(state.registration.id, number, file);
}

/** A certificate's PDF or credential behind a manage link of its place, or the whole registration's; null when the link or the certificate opens none. */
export async function linkedCertificate(
  deps: ManageDeps,
  token: string,
  number: string,
  file: 'pdf' | 'json',
): Promise<DocumentFile | null> {
  if (!deps.documents) return null;
  const state = await resolveLink(deps.stores, token, deps.now().getTime(), deps.documents);
  if ('problem' in state) return null;
  return deps.documents.certificateFile(state.registration.id, state.position, number, file);
}
