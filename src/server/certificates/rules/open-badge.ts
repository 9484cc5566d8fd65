/**
 * A certificate as an Open Badges 3.0 credential (an `OpenBadgeCredential`, W3C Verifiable
 * Credentials 2.0, 1EdTech's context 3.0.3), unsigned: the achievement (the seminar's
 * certificate or the certificate of attendance, its description and criteria in the
 * certificate's language), the academy as issuer (its `did:web`, name and site), the holder
 * identified by a salted SHA-256 hash of their address (never the address) and by their name,
 * valid from its issue and never expiring, the verification link as evidence, and its place in
 * the academy's status list. The credential names its certificate by the certificate's id. Pure.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { interpolate } from '../../../i18n/messages.ts';
import { CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT } from '../../credentials/context-urls.ts';
import type { StatusEntry } from '../../credentials/status-list.ts';
import type { CertificateDocument } from './certificate-document.ts';
import { CERTIFICATE_TEXTS } from './certificate-texts.ts';

/** The academy as its credentials name it. */
export interface BadgeIssuer {
  /** 'did:web:www.rackwise-academy.de'. */
  readonly did: string;
  readonly name: string;
  /** The site's origin. */
  readonly url: string;
}

export interface BadgeFacts {
  readonly issuer: BadgeIssuer;
  readonly verifyUrl: string;
  /** The seminar's page (the achievement's id, the same in either language), and its teaser in the certificate's language. */
  readonly seminar: { readonly url: string; readonly teaser: string };
  readonly status: StatusEntry;
  /** The holder's address when the credential is made; null once it is gone (the name alone identifies them). */
  readonly email: string | null;
  /** Random, hex: what the address is hashed with. */
  readonly salt: string;
}

export interface IdentityObject {
  readonly type: 'IdentityObject';
  readonly identityType: 'emailAddress' | 'name';
  readonly hashed: boolean;
  readonly identityHash: string;
  readonly salt?: string;
}

/** An address as it is hashed: without spaces around it, in lower case (addresses are read without case). */
const normalEmail = (email: string): string => email.trim().toLowerCase();

const hashOf = (email: string, salt: string): string =>
  `sha256$${createHash('sha256')
    .update(normalEmail(email) + salt)
    .digest('hex')}`;

/** The holder's address as Open Badges identifies a recipient: hashed with its salt. */
export const emailIdentity = (email: string, salt: string): IdentityObject => ({
  type: 'IdentityObject',
  identityType: 'emailAddress',
  hashed: true,
  identityHash: hashOf(email, salt),
  salt,
});

/** Whether `identity` (a hashed address) is `email`'s, compared in constant time. */
export function identifies(identity: Partial<IdentityObject>, email: string): boolean {
  if (identity.identityType !== 'emailAddress' || identity.hashed !== true) return false;
  if (typeof identity.identityHash !== 'string' || typeof identity.salt !== 'string') return false;
  const expected = Buffer.from(hashOf(email, identity.salt));
  const given = Buffer.from(identity.identityHash.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** '2027-01-28T10:00:00Z': the credential's times to the second. */
const dateTime = (iso: string): string => `${iso.slice(0, 19)}Z`;

/** The certificate as the register keeps it: its id ('cert-' and a UUID), when it was issued (ISO 8601), what it says. */
export interface IssuedCertificate {
  readonly id: string;
  readonly issuedAt: string;
  readonly document: CertificateDocument;
}

export function openBadge(record: IssuedCertificate, facts: BadgeFacts) {
  const { document } = record;
  const texts = CERTIFICATE_TEXTS[document.locale];
  const words = { title: document.title, academy: facts.issuer.name };
  const identifier: IdentityObject[] = [
    ...(facts.email ? [emailIdentity(facts.email, facts.salt)] : []),
    { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: document.holder },
  ];
  return {
    '@context': [CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: `urn:uuid:${record.id.replace(/^cert-/, '')}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${texts.heading[document.kind]}: ${document.title}`,
    issuer: { id: facts.issuer.did, type: ['Profile'], name: facts.issuer.name, url: facts.issuer.url },
    validFrom: dateTime(record.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier,
      achievement: {
        id: `${facts.seminar.url}#${document.kind === 'seminar' ? 'certificate' : 'attendance'}`,
        type: ['Achievement'],
        achievementType: document.kind === 'seminar' ? 'Certificate' : 'Course',
        name: document.title,
        description: facts.seminar.teaser,
        criteria: { narrative: interpolate(texts.criteria[document.kind], words) },
        inLanguage: document.locale,
      },
    },
    evidence: [
      {
        id: facts.verifyUrl,
        type: ['Evidence'],
        name: interpolate(texts.evidence, { number: document.number }),
      },
    ],
    credentialStatus: facts.status,
  };
}
