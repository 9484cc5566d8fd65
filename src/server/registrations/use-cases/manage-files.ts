/**
 * The files behind a manage link (its documents route, ../http/document-route.ts): an invoice's
 * or credit note's behind the whole registration's link, a certificate's behind its place's link
 * or the whole registration's, the course's materials behind either while they may be downloaded;
 * none when the link opens nothing (open-link.ts).
 */
import { findDate } from '../../../content/content-index.ts';
import { materialFile, materialsOpen, materialsWindow } from '../../../content/date-materials.ts';
import { downloadFilePath } from '../../../pages/download-files.ts';
import { openPlaces } from '../rules/manage-view.ts';
import type { DocumentFile } from '../rules/registration-documents.ts';
import type { ManageDeps } from './manage-answers.ts';
import { materialDaysOf, resolveLink } from './open-link.ts';

/** A document's file behind a whole registration's manage link; null when the link or the document opens none. */
export async function linkedDocument(deps: ManageDeps, token: string, number: string, file: 'pdf' | 'xml'): Promise<DocumentFile | null> {
  if (!deps.documents) return null;
  const state = await resolveLink(deps, token);
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
  const state = await resolveLink(deps, token);
  if ('problem' in state) return null;
  return deps.documents.certificateFile(state.registration.id, state.position, number, file);
}

/**
 * A file of the course's materials behind a manage link whose places are still booked, while
 * they may be downloaded (date-materials.ts); null otherwise, or when the seminar has no such file.
 */
export async function linkedMaterial(deps: ManageDeps, token: string, downloadId: string, file: string): Promise<DocumentFile | null> {
  if (!deps.siteFile) return null;
  const state = await resolveLink(deps, token);
  if ('problem' in state || openPlaces(state).length === 0) return null;
  const content = deps.getContent();
  const date = findDate(content, state.registration.dateId)?.date;
  const download = date && materialFile(content, date.seminarId, downloadId, file);
  if (!date || !download || !materialsOpen(materialsWindow(date, materialDaysOf(deps)), deps.now().getTime())) return null;
  const body = await deps.siteFile(downloadFilePath(download, file));
  return body && { name: file, type: 'application/pdf', body };
}
