/**
 * The certificates behind a manage link (src/registration-contract/manage.ts): the whole
 * registration's link lists every place's, a place's link its own, each with its PDF to
 * download once drawn; and a link stays open for LINK_DAYS_AFTER_DOCUMENT days after a
 * certificate it shows was issued, so a participant can fetch it after the course. Joined with
 * the invoices' part (../../invoices/use-cases/registration-documents.ts).
 */
import type { ManagedCertificate } from '../../../registration-contract/manage.ts';
import { type InvoiceDocuments, LINK_DAYS_AFTER_DOCUMENT } from '../../invoices/use-cases/registration-documents.ts';
import type { RegistrationDocuments } from '../../registrations/rules/registration-documents.ts';
import type { CertificateRecord, CertificateRecords } from '../store/certificate-records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const managed = (record: CertificateRecord, drawn: boolean): ManagedCertificate => ({
  number: record.document.number,
  kind: record.document.kind,
  holder: record.document.holder,
  title: record.document.title,
  issueDate: record.document.issueDate,
  revoked: record.revokedAt !== null,
  drawn,
});

export function withCertificates(
  invoices: InvoiceDocuments,
  records: Pick<CertificateRecords, 'ofRegistration' | 'drawnOf' | 'pdf'>,
): RegistrationDocuments {
  const shown = async (registrationId: string, position: number | null) =>
    (await records.ofRegistration(registrationId)).filter((record) => position === null || record.position === position);
  return {
    list: invoices.list,
    file: invoices.file,
    async keepOpen(registrationId, position, now) {
      const lately = (await shown(registrationId, position)).some(
        (record) => now < Date.parse(record.issuedAt) + LINK_DAYS_AFTER_DOCUMENT * DAY_MS,
      );
      return lately || (position === null && (await invoices.keepOpen(registrationId, now)));
    },
    async certificates(registrationId, position) {
      const [found, drawn] = await Promise.all([shown(registrationId, position), records.drawnOf(registrationId)]);
      return found.map((record) => managed(record, drawn.has(record.id)));
    },
    async certificateFile(registrationId, position, number) {
      const record = (await shown(registrationId, position)).find((item) => item.document.number === number);
      const pdf = record && (await records.pdf(record.id));
      return pdf ? { name: `${number}.pdf`, type: 'application/pdf', body: Buffer.from(pdf, 'base64') } : null;
    },
  };
}
