/**
 * A certificate checked by its number and check code, as the verification page answers
 * (src/certificate-contract/certificate-check.ts): valid or revoked with what the register says,
 * or unknown. An unknown number and a known one with a wrong code take the same work (one look-up
 * of the number's check code in the index, one comparison in constant time) and get the same
 * answer, so the page tells nobody which numbers exist; only a match reads the certificate.
 */
import { timingSafeEqual } from 'node:crypto';
import { type CheckAnswer, readCheckFields, type Typed } from '../../../certificate-contract/certificate-check.ts';
import { berlinDate } from '../../../content/calendar.ts';
import type { CertificateRecord, CertificateRecords } from '../store/certificate-records.ts';

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

export async function checkCertificate(records: Pick<CertificateRecords, 'checkCodeOf' | 'byNumber'>, typed: Typed): Promise<CheckAnswer> {
  const read = readCheckFields(typed);
  if (!read.ok) return { kind: 'unreadable', typed, wrong: read.wrong };
  // The same work for an unknown number and a wrong code: the code looked up, compared in constant time.
  const stored = await records.checkCodeOf(read.number);
  const matches = sameCode(stored ?? NO_CODE, read.code) && stored !== undefined;
  const record = matches ? await records.byNumber(read.number) : undefined;
  if (!record) return { kind: 'unknown', typed };
  if (record.revokedAt === null) return { kind: 'valid', typed, certificate: registerOf(record) };
  // Erased: the number says revoked, and nothing of its holder or course.
  const certificate = record.document.holder === '' ? null : registerOf(record);
  return { kind: 'revoked', typed, certificate, revokedOn: berlinDate(new Date(record.revokedAt)) };
}
