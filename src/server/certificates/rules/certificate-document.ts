/**
 * A certificate as issued: what it certifies, from the content at the time of issue (the
 * certificate's name the seminar gives, what the course covers, the date's days,
 * where it was attended, who taught it), for whom (the holder's full name), with its number and
 * check code (src/certificate-contract/certificate-number.ts) and the day of issue. It never
 * changes once issued: the PDF, the verification page and the mails read this record, not the
 * content of the day. The facts beside the holder's name hold nothing about the person but the
 * day they passed the exam. Pure.
 */
import { z } from 'zod';
import type { CertificateKind } from '../../../certificate-contract/certificate-check.ts';
import { findSeminarDate, indexContent, teachingTrainerIds, trainersOf } from '../../../content/content-index.ts';
import { sessionsOf } from '../../../content/sessions.ts';
import type { Content } from '../../../content/types.ts';
import { htmlToLines } from '../../../generate/pdf.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** What a certificate certifies, kept as issued (the `document` column). */
export const CERTIFICATE_FACTS = z.object({
  seminarId: z.number().int(),
  /** The certificate's name in its language (the seminar's `certificateName`). */
  title: z.string(),
  /** What the course covers: the items of the seminar's contents, in the certificate's language. */
  covers: z.array(z.string()),
  /** The date's days, 'YYYY-MM-DD'. */
  days: z.array(z.string()),
  /** The city it was attended in; null: online. */
  place: z.string().nullable(),
  trainers: z.array(z.string()),
  /** The day of the exam passed ('YYYY-MM-DD'); null for a certificate of attendance. */
  passedOn: z.string().nullable(),
  /** 'YYYY-MM-DD', in Germany. */
  issueDate: z.string(),
});
export type CertificateFacts = z.infer<typeof CERTIFICATE_FACTS>;

export interface CertificateDocument extends CertificateFacts {
  readonly number: string;
  readonly checkCode: string;
  readonly kind: CertificateKind;
  readonly locale: Locale;
  /** The holder's full name as the registration gave it: "Dr. Jana Beispiel". */
  readonly holder: string;
}

/** The place whose certificate is issued: its person, its date, how it attended. */
export interface CertifiedPlace {
  readonly dateId: number;
  readonly locale: Locale;
  readonly academicTitle: string | null;
  readonly firstName: string;
  readonly lastName: string;
  /** At a hybrid date: on site, or online. */
  readonly attendance: 'onSite' | 'online' | null;
}

/** The holder's full name: academic title, first and last name. */
export const holderName = (place: Pick<CertifiedPlace, 'academicTitle' | 'firstName' | 'lastName'>): string =>
  [place.academicTitle, place.firstName, place.lastName]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim())
    .join(' ');

/** The most items of the contents a certificate lists (the seminar's longest has 8). */
const MAX_COVERED = 10;

/** What a certificate of `place` certifies, issued on `issueDate`; null when its date or seminar is gone from the content. */
export function certificateFacts(
  content: Content,
  place: CertifiedPlace,
  passedOn: string | null,
  issueDate: string,
): CertificateFacts | null {
  const found = findSeminarDate(content, place.dateId);
  if (!found) return null;
  const { seminar, date } = found;
  const text = seminar.translations[place.locale];
  const online = seminar.format === 'webinar' || (seminar.format === 'hybrid' && place.attendance === 'online');
  return {
    seminarId: seminar.id,
    title: text.certificateName,
    covers: htmlToLines(text.contents)
      .map((line) => line.replace(/^•\s*/, ''))
      .slice(0, MAX_COVERED),
    days: sessionsOf(date).map(({ day }) => day),
    place: online ? null : date.location,
    trainers: trainersOf(indexContent(content), teachingTrainerIds(date, seminar)).map(({ name }) => name),
    passedOn,
    issueDate,
  };
}
