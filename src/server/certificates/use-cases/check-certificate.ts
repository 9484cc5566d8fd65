/**
 * A certificate checked by its number and check code, as the verification page answers
 * (src/certificate-contract/certificate-check.ts): valid or revoked with what the register says,
 * or unknown. An unknown number and a known one with a wrong code take the same work (one look-up
 * of the number's check code in the index, one comparison in constant time) and get the same
 * answer, so the page tells nobody which numbers exist; only a match reads the certificate.
 */
import { timingSafeEqual } from 'node:crypto';
import { type CheckAnswer, credentialDownload, readCheckFields, type Typed } from '../../../certificate-contract/certificate-check.ts';
import { berlinDate } from '../../../content/calendar.ts';
import type { Certifying } from '../rules/certifying.ts';
import type { CertificateRecord, CertificateRecords } from '../store/certificate-records.ts';
import { linkedInOf } from './place-certificates.ts';

/** What a code is compared with when the number is unknown: the form of a printed code. */
const NO_CODE = '00000-00000';

const sameCode = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

const registerOf = ({ document }: CertificateRecord) => ({
  kind: document.kind,
  holder: document.holder,
  title: document.title,
  from: document.days[0] ?? document.issueDate,
  to: document.days.at(-1) ?? document.issueDate,
  issueDate: document.issueDate,
});

export type CheckRecords = Pick<CertificateRecords, 'checkCodeOf' | 'byNumber' | 'credential'>;

/** The certificate whose number and check code were typed: unreadable, unknown (or the wrong code), or found. */
export async function typedCertificate(
  records: Pick<CertificateRecords, 'checkCodeOf' | 'byNumber'>,
  typed: Typed,
): Promise<
  | { readonly kind: 'unreadable'; readonly wrong: { number: boolean; code: boolean } }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'found'; readonly record: CertificateRecord }
> {
  const read = readCheckFields(typed);
  if (!read.ok) return { kind: 'unreadable', wrong: read.wrong };
  // The same work for an unknown number and a wrong code: the code looked up, compared in constant time.
  const stored = await records.checkCodeOf(read.number);
  const matches = sameCode(stored ?? NO_CODE, read.code) && stored !== undefined;
  const record = matches ? await records.byNumber(read.number) : undefined;
  return record ? { kind: 'found', record } : { kind: 'unknown' };
}

export async function checkCertificate(
  records: CheckRecords,
  certifying: Pick<Certifying, 'siteUrl' | 'issuer'>,
  typed: Typed,
): Promise<CheckAnswer> {
  const found = await typedCertificate(records, typed);
  if (found.kind === 'unreadable') return { kind: 'unreadable', typed, wrong: found.wrong };
  if (found.kind === 'unknown') return { kind: 'unknown', typed };
  const { record } = found;
  if (record.revokedAt === null) {
    const { number, checkCode } = record.document;
    const credential = (await records.credential(record.id)) ? credentialDownload(number, checkCode) : null;
    return { kind: 'valid', typed, certificate: registerOf(record), links: { credential, linkedIn: linkedInOf(certifying, record) } };
  }
  // Erased: the number says revoked, and nothing of its holder or course.
  const certificate = record.document.holder === '' ? null : registerOf(record);
  return { kind: 'revoked', typed, certificate, revokedOn: berlinDate(new Date(record.revokedAt)) };
}
