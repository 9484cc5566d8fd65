/**
 * A certificate checked on the verification page (`/zertifikate/pruefen`, `/en/certificates/verify`):
 * the two fields a person types or the QR code's link carries (`?number=…&code=…`), and what the
 * page answers: valid, revoked (with the day), or unknown, with the holder, the certificate, the
 * course's dates and the day of issue, and nothing more. An unknown number and a known one with
 * the wrong check code get the same answer. Shared by the server, which finds the answer, and the
 * page, which draws it. Pure.
 */
import { readCertificateNumber, readCheckCode } from './certificate-number.ts';
import type { CredentialVerdict, TypedCredential } from './credential-check.ts';

/** A certificate of the seminar (attended every day and passed its exam), or of attendance. */
export const CERTIFICATE_KINDS = ['seminar', 'attendance'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The names of the two fields in the page's address. */
export const CHECK_PARAMS = { number: 'number', code: 'code' } as const;

/** The longest a field is read: a number or code is far shorter. */
export const MAX_CHECK_FIELD = 40;

/** What a valid or revoked certificate shows of itself. */
export interface CheckedCertificate {
  readonly kind: CertificateKind;
  /** Empty once its holder was erased: nothing is shown of them. */
  readonly holder: string;
  readonly title: string;
  /** The course's first and last day, 'YYYY-MM-DD'. */
  readonly from: string;
  readonly to: string;
  readonly issueDate: string;
}

/** What the holder of a valid certificate can take from the page: its credential and LinkedIn's link. */
export interface CertificateLinks {
  /** Where its Open Badges credential is downloaded (credentialDownload); null when it has none. */
  readonly credential: string | null;
  readonly linkedIn: string;
}

/** Where a certificate's Open Badges credential is downloaded with its number and check code. */
export const credentialDownload = (number: string, code: string): string =>
  `/api/credentials/${encodeURIComponent(number)}.json?${CHECK_PARAMS.code}=${encodeURIComponent(code)}`;

/** What was typed, as typed (cut to MAX_CHECK_FIELD), to show in the form again. */
export interface Typed {
  readonly number: string;
  readonly code: string;
}

export type CheckAnswer =
  | { readonly kind: 'unreadable'; readonly typed: Typed; readonly wrong: { readonly number: boolean; readonly code: boolean } }
  | { readonly kind: 'unknown'; readonly typed: Typed }
  /** Too many checks from one client in a minute: try again after the seconds given. */
  | { readonly kind: 'rateLimited'; readonly typed: Typed; readonly retryAfterSeconds: number }
  | { readonly kind: 'valid'; readonly typed: Typed; readonly certificate: CheckedCertificate; readonly links: CertificateLinks }
  | { readonly kind: 'revoked'; readonly typed: Typed; readonly certificate: CheckedCertificate | null; readonly revokedOn: string }
  /** A credential pasted or uploaded (./credential-check.ts), and what was given with it. */
  | { readonly kind: 'credential'; readonly typed: Typed; readonly given: TypedCredential; readonly verdict: CredentialVerdict };

/** The two fields as typed, read leniently: their printed forms, or which of them cannot be one. */
export function readCheckFields(
  typed: Typed,
):
  | { readonly ok: true; readonly number: string; readonly code: string }
  | { readonly ok: false; readonly wrong: { number: boolean; code: boolean } } {
  const number = readCertificateNumber(typed.number);
  const code = readCheckCode(typed.code);
  return number && code ? { ok: true, number, code } : { ok: false, wrong: { number: number === null, code: code === null } };
}

/** The verification link of a certificate: its page in `path`, with its number and check code. */
export function checkLink(siteUrl: string, path: string, number: string, code: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set(CHECK_PARAMS.number, number);
  url.searchParams.set(CHECK_PARAMS.code, code);
  return url.href;
}
