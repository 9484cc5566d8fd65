/**
 * What a staff member's edit of a certificate's item in the CMS asks for
 * (src/content/directus/certificate-collection.ts): status "Revoked" with a reason revokes it
 * (the verification page says so at once); a revoked certificate stays revoked, and nothing else
 * of it changes. What comes of it is a note for the item; an edit that asks for what already is
 * changes nothing.
 */

import { noteStamp } from '../../registrations/rules/note-stamp.ts';
import type { CertificateRecords } from '../store/certificate-records.ts';

export type CertificateEditOutcome = { readonly kind: 'unchanged' } | { readonly kind: 'done' | 'refused'; readonly note: string };

/** The most of a reason the register keeps. */
const MAX_REASON = 500;

export async function applyCertificateEdit(
  deps: { readonly certificates: Pick<CertificateRecords, 'get' | 'revoke'>; readonly now: () => Date },
  id: string,
  edit: Readonly<Record<string, unknown>>,
  /** The reason the item holds, when the edit does not give one. */
  reasonOnItem: string | null,
): Promise<CertificateEditOutcome> {
  const record = await deps.certificates.get(id);
  const status = edit.status;
  const current = record?.revokedAt ? 'revoked' : 'valid';
  if (!record || status === undefined || status === current) return { kind: 'unchanged' };
  const stamp = noteStamp(deps.now());
  const refused = (why: string) => ({ kind: 'refused' as const, note: `${stamp}: refused, nothing was changed: ${why}` });
  if (status !== 'revoked') return refused('a revoked certificate stays revoked; issue a new one instead.');
  const given = typeof edit.revocation_reason === 'string' ? edit.revocation_reason : reasonOnItem;
  const reason = (given ?? '').trim().slice(0, MAX_REASON);
  if (reason === '') return refused('give the reason in "Revocation reason", then set "Revoked".');
  if (!(await deps.certificates.revoke(id, deps.now().toISOString(), reason))) return refused('it is revoked already.');
  return { kind: 'done', note: `${stamp}: revoked; the verification page says so from now on.` };
}
