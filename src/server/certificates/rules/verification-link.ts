/**
 * A certificate's verification link: the verification page in the certificate's language with
 * its number and check code (src/certificate-contract/certificate-check.ts), as its QR code and
 * its mails carry it. Pure.
 */
import { checkLink } from '../../../certificate-contract/certificate-check.ts';
import { buildPath } from '../../../routes/match.ts';
import type { CertificateDocument } from './certificate-document.ts';

export const verificationLink = (siteUrl: string, document: Pick<CertificateDocument, 'locale' | 'number' | 'checkCode'>): string =>
  checkLink(siteUrl, buildPath('certificateCheck', document.locale, {}), document.number, document.checkCode);
