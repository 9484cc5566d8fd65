/**
 * A certificate as the CMS's `certificates` item shows it (src/content/directus/certificate-collection.ts):
 * its number, status, kind, holder, name, registration, person, date and days, check code, and
 * when it was issued and revoked; and putting it there with the site's token, its PDF uploaded
 * as a file once drawn (an item that has it keeps it: a certificate never changes; once its
 * holder is erased, the file is deleted). Idempotent,
 * so a delivery repeated after a lost answer changes nothing. Errors are described by status and
 * code only.
 */
import { CERTIFICATES } from '../../content/directus/certificate-collection.ts';
import type { CertificateRecord } from '../certificates/store/certificate-records.ts';
import type { ForwardResult } from './directus-forward.ts';
import { type DirectusTarget, directusRequest, directusUpload } from './request.ts';

/** What the item relates to that may be gone: the date from the content, the registration after the accounts' period. */
export interface Related {
  readonly date: boolean;
  readonly registration: boolean;
}

export function certificateItem(record: CertificateRecord, related: Related): Record<string, unknown> {
  const { document } = record;
  return {
    number: document.number,
    status: record.revokedAt === null ? 'valid' : 'revoked',
    revocation_reason: record.revocationReason,
    kind: document.kind,
    holder: document.holder,
    certificate: document.title,
    registration: related.registration ? record.registrationId : null,
    person: record.position + 1,
    seminar_date: related.date ? record.dateId : null,
    days: [document.days[0], document.days.at(-1)].filter((day, index, both) => day && both.indexOf(day) === index).join(' – '),
    check_code: document.checkCode,
    issued_at: document.issueDate,
    revoked_at: record.revokedAt,
  };
}

/**
 * Puts a certificate's item, with its PDF once drawn (null: not drawn yet, or removed with its
 * holder's name); `registrationKept`: whether its registration is still kept (the register
 * outlives it, and Directus refuses a relation to an item it deleted).
 */
export type ForwardCertificate = (
  record: CertificateRecord,
  pdf: string | null,
  registrationKept: boolean,
  signal?: AbortSignal,
) => Promise<ForwardResult>;

export function directusCertificateForwarder(target: DirectusTarget, hasDate: (dateId: number) => boolean): ForwardCertificate {
  return async (record, pdf, registrationKept, signal) => {
    const path = `/items/${CERTIFICATES}/${encodeURIComponent(record.id)}`;
    // Directus answers 403 (not 404) for an item that is not there.
    const current = await directusRequest(target, { method: 'GET', path: `${path}?fields=id,pdf`, signal });
    const has = current.ok ? (current.data as { pdf?: unknown } | null) : null;
    const fields: Record<string, unknown> = certificateItem(record, { date: hasDate(record.dateId), registration: registrationKept });
    if (pdf && !has?.pdf) {
      const file = await directusUpload(target, {
        filename: `${record.document.number}.pdf`,
        contentType: 'application/pdf',
        bytes: Buffer.from(pdf, 'base64'),
        signal,
      });
      if (!file.ok) return { ok: false, error: `the PDF not uploaded: ${file.error}` };
      fields.pdf = file.id;
    }
    // The holder erased: the PDF that names them goes from the item and from the files.
    const erased = !pdf && record.document.holder === '';
    if (erased) fields.pdf = null;
    const answer = has
      ? await directusRequest(target, { method: 'PATCH', path, body: fields, signal })
      : await directusRequest(target, { method: 'POST', path: `/items/${CERTIFICATES}`, body: { id: record.id, ...fields }, signal });
    if (!answer.ok) return { ok: false, error: answer.error };
    if (erased && typeof has?.pdf === 'string') {
      const removed = await directusRequest(target, { method: 'DELETE', path: `/files/${encodeURIComponent(has.pdf)}`, signal });
      if (!removed.ok && removed.status !== 403 && removed.status !== 404)
        return { ok: false, error: `the PDF not deleted: ${removed.error}` };
    }
    return { ok: true };
  };
}
