/**
 * The certificates behind a manage link (src/registration-contract/manage.ts): the whole
 * registration's link lists every place's, a place's link its own, each with its PDF and its
 * Open Badges credential to download once drawn, and LinkedIn's link to add it to a profile; and a link stays open for LINK_DAYS_AFTER_DOCUMENT days after a
 * certificate it shows was issued, so a participant can fetch it after the course. Joined with
 * the invoices' part (../../invoices/use-cases/registration-documents.ts).
 */
import { addToLinkedIn } from '../../../certificate-contract/linkedin-link.ts';
import type { ManagedCertificate } from '../../../registration-contract/manage.ts';
import { type InvoiceDocuments, LINK_DAYS_AFTER_DOCUMENT } from '../../invoices/use-cases/registration-documents.ts';
import type { RegistrationDocuments } from '../../registrations/rules/registration-documents.ts';
import type { Certifying } from '../rules/certifying.ts';
import { verificationLink } from '../rules/verification-link.ts';
import type { CertificateRecord, CertificateRecords } from '../store/certificate-records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A certificate's entry in LinkedIn's profile, from the register. */
export const linkedInOf = (certifying: Pick<Certifying, 'siteUrl' | 'issuer'>, { document }: Pick<CertificateRecord, 'document'>): string =>
  addToLinkedIn({
    name: document.title,
    organization: certifying.issuer.name,
    issueDate: document.issueDate,
    number: document.number,
    verifyUrl: verificationLink(certifying.siteUrl, document),
  });

const managed = (
  certifying: Pick<Certifying, 'siteUrl' | 'issuer'>,
  record: CertificateRecord,
  drawn: { readonly credential: boolean } | undefined,
): ManagedCertificate => ({
  number: record.document.number,
  kind: record.document.kind,
  holder: record.document.holder,
  title: record.document.title,
  issueDate: record.document.issueDate,
  revoked: record.revokedAt !== null,
  drawn: drawn !== undefined,
  credential: record.revokedAt === null && (drawn?.credential ?? false),
  linkedIn: record.revokedAt === null && record.document.holder !== '' ? linkedInOf(certifying, record) : null,
});

/** A certificate's file as a manage link downloads it. */
async function fileOf(records: Pick<CertificateRecords, 'pdf' | 'credential'>, record: CertificateRecord, file: 'pdf' | 'json') {
  const { number } = record.document;
  if (file === 'json') {
    // Offered while the certificate is valid, as on the verification page.
    const credential = record.revokedAt === null ? await records.credential(record.id) : null;
    return credential ? { name: `${number}.json`, type: 'application/json', body: credential } : null;
  }
  const pdf = await records.pdf(record.id);
  return pdf ? { name: `${number}.pdf`, type: 'application/pdf', body: Buffer.from(pdf, 'base64') } : null;
}

export function withCertificates(
  invoices: InvoiceDocuments,
  records: Pick<CertificateRecords, 'ofRegistration' | 'drawnOf' | 'pdf' | 'credential'>,
  certifying: Pick<Certifying, 'siteUrl' | 'issuer'>,
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
      return found.map((record) => managed(certifying, record, drawn.get(record.id)));
    },
    async certificateFile(registrationId, position, number, file) {
      const record = (await shown(registrationId, position)).find((item) => item.document.number === number);
      return record ? fileOf(records, record, file) : null;
    },
  };
}
