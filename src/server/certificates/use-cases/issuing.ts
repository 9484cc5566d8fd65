/**
 * Issuing certificates, as the server runs it (at start, every new day, after attendance or a
 * result is recorded), on the pattern of billing: each place of a date that has taken place
 * with evidence not judged yet (store/evidence.ts) is judged in one transaction that holds its
 * registration's row: what it is due (rules/certificate-due.ts); a certificate due and not held is issued
 * with the next number of its series (the counter's row held by the same transaction, so numbers
 * are consecutive across servers and none is lost), a check code from 50 random bits and the
 * next place in the academy's status list. An issued certificate is then drawn (its PDF, and its
 * Open Badges credential signed with the academy's newest key) and mailed once, in a transaction
 * of its own: a server that stops before leaves it to the next pass of any server, once its
 * claim has run out.
 */
import { randomBytes as cryptoRandomBytes, randomUUID } from 'node:crypto';
import { CHECK_CODE_BYTES, certificateNumber, checkCodeOf } from '../../../certificate-contract/certificate-number.ts';
import { findDate, indexContent } from '../../../content/content-index.ts';
import { hasTakenPlace } from '../../../content/schedule.ts';
import { sessionsOf } from '../../../content/sessions.ts';
import type { Content } from '../../../content/types.ts';
import { LOCALES } from '../../../i18n/locales.ts';
import { buildPath } from '../../../routes/match.ts';
import type { Signing } from '../../credentials/signing.ts';
import { STATUS_SERIES, statusEntry } from '../../credentials/status-list.ts';
import { type Drawn, drawClaimed } from '../../drawing/claimed.ts';
import { type CertificateTask, DRAW_HERE, type Drawer } from '../../drawing/drawer.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import type { RegistrationStores } from '../../registrations/store/registration-stores.ts';
import { certificateFacts, holderName } from '../rules/certificate-document.ts';
import { certificateDue } from '../rules/certificate-due.ts';
import { certificateMails } from '../rules/certificate-mail.ts';
import type { Certifying } from '../rules/certifying.ts';
import { openBadge } from '../rules/open-badge.ts';
import { verificationLink } from '../rules/verification-link.ts';
import { type CertificateRecord, type CertificateRecords, certificateId } from '../store/certificate-records.ts';
import type { PlaceKey } from '../store/date-places.ts';
import type { EvidenceStore } from '../store/evidence.ts';

export interface IssuingDeps {
  readonly stores: Pick<RegistrationStores, 'mail' | 'committed'>;
  readonly evidence: EvidenceStore;
  readonly certificates: CertificateRecords;
  /** The register's key of a holder's address. */
  readonly holderKey: (email: string) => string;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD' in Germany. */
  readonly today: () => string;
  readonly now: () => Date;
  readonly certifying: Certifying;
  /** Where the mails come from; null: certificates are issued and drawn, and nobody is mailed. */
  readonly mailSettings: MailSettings | null;
  readonly newId?: () => string;
  readonly randomBytes?: (size: number) => Uint8Array;
  /** What draws the PDFs and signs the credentials: a worker thread in the server; default this thread. */
  readonly drawer?: Drawer;
  /** The academy's key that signs credentials now; none (or null): certificates are drawn without one. */
  readonly signing?: () => Promise<Signing | null>;
}

/** Judges one place in one transaction: the certificate it was issued, or null. */
export async function assessPlace(deps: IssuingDeps, key: PlaceKey): Promise<CertificateRecord | null> {
  const content = deps.getContent();
  const today = deps.today();
  return deps.stores.committed(async () => {
    await deps.certificates.lockRegistration(key.registrationId);
    const place = await deps.evidence.place(key);
    const found = place && findDate(content, place.dateId);
    // No confirmed place (cancelled, or its person erased): due nothing; its evidence is judged.
    if (!place) {
      await deps.evidence.markAssessed(key);
      return null;
    }
    if (!found || !hasTakenPlace(found.date, today)) return null;
    // Judged before it is read: evidence recorded meanwhile (another transaction) stays unjudged for the next pass.
    await deps.evidence.markAssessed(key);
    const held = new Set(
      (await deps.certificates.ofRegistration(key.registrationId))
        .filter((record) => record.position === key.position && record.dateId === place.dateId)
        .map((record) => record.document.kind),
    );
    const evidence = await deps.evidence.evidenceOf(key);
    const days = sessionsOf(found.date).map(({ day }) => day);
    const due = certificateDue({ days, hasExam: found.seminar.examFormat !== null }, evidence.present, evidence.results);
    // Nothing due, or due what it holds; a retake passed after a certificate of attendance brings the seminar's.
    if ((due.kind !== 'seminar' && due.kind !== 'attendance') || held.has(due.kind) || held.has('seminar')) return null;
    const passedOn = due.kind === 'seminar' ? (evidence.results.find((result) => result.passed)?.on ?? null) : null;
    const facts = certificateFacts(content, place, passedOn, today);
    if (!facts) return null;
    const year = Number(today.slice(0, 4));
    const { prefix } = deps.certifying;
    const serial = await deps.certificates.nextNumber(`${prefix}-${year}`);
    const statusIndex = (await deps.certificates.nextNumber(STATUS_SERIES)) - 1;
    const record: CertificateRecord = {
      id: certificateId((deps.newId ?? randomUUID)()),
      registrationId: key.registrationId,
      position: key.position,
      dateId: place.dateId,
      holderKey: deps.holderKey(place.email),
      issuedAt: deps.now().toISOString(),
      revokedAt: null,
      revocationReason: null,
      statusIndex,
      document: {
        ...facts,
        number: certificateNumber(prefix, year, serial),
        checkCode: checkCodeOf((deps.randomBytes ?? cryptoRandomBytes)(CHECK_CODE_BYTES)),
        kind: due.kind,
        locale: place.locale,
        holder: holderName(place),
      },
    };
    await deps.certificates.insert(record);
    return record;
  });
}

/** Bytes of the salt a holder's address is hashed with in their credential. */
const SALT_BYTES = 16;

/** The certificate's credential to sign: none without a key, a place in the status list, or its seminar in the content. */
function credentialTask(deps: IssuingDeps, record: CertificateRecord, email: string | null, signing: Signing | null, verifyUrl: string) {
  const seminar = indexContent(deps.getContent()).seminarById.get(record.document.seminarId);
  if (!signing || record.statusIndex === null || !seminar) return null;
  const { siteUrl, issuer } = deps.certifying;
  const { locale } = record.document;
  const unsigned = openBadge(record, {
    issuer: { did: signing.did, name: issuer.name, url: new URL(siteUrl).origin },
    verifyUrl,
    seminar: {
      // The page in the site's first language: one achievement in either language.
      url: new URL(buildPath('seminar', LOCALES[0], { slug: seminar.slug }), siteUrl).href,
      teaser: seminar.translations[locale].teaser,
    },
    status: statusEntry(siteUrl, record.statusIndex),
    email,
    salt: Buffer.from((deps.randomBytes ?? cryptoRandomBytes)(SALT_BYTES)).toString('hex'),
  });
  return { unsigned, signing, at: record.issuedAt };
}

/** Draws one certificate and, unless another server stored it first, stores it with its mails: whether it did. */
async function drawOne(deps: IssuingDeps, drawer: Drawer, record: CertificateRecord): Promise<boolean> {
  const { document } = record;
  const { siteUrl, issuer } = deps.certifying;
  const verifyUrl = verificationLink(siteUrl, document);
  const holder = (await deps.evidence.place(record)) ?? null;
  const signing = (await deps.signing?.()) ?? null;
  const task: CertificateTask = {
    drawing: { document, issuer, verifyUrl },
    credential: credentialTask(deps, record, holder?.email ?? null, signing, verifyUrl),
  };
  const { pdf, credential } = await drawer.certificate(task);
  return deps.stores.committed(async () => {
    if (!(await deps.certificates.storeDrawing(record.id, pdf, credential))) return false;
    if (!deps.mailSettings) return true;
    const drawn = { registrationId: record.registrationId, document, pdf, credential, verifyUrl };
    const mails = certificateMails(deps.mailSettings, drawn, holder);
    await deps.stores.mail.enqueue(mails, deps.now().getTime());
    return true;
  });
}

/** Draws the certificates not drawn yet, each stored and mailed once; one that fails does not stop the others. */
export function drawCertificates(deps: IssuingDeps, batch = 20): Promise<Drawn> {
  const drawer = deps.drawer ?? DRAW_HERE;
  const { drawingLeaseMs } = deps.certifying;
  return drawClaimed(drawer, {
    claim: () => deps.stores.committed(() => deps.certificates.claimDrawing(deps.now().getTime(), drawingLeaseMs, batch)),
    drawOne: (record) => drawOne(deps, drawer, record),
    numberOf: (record) => record.document.number,
  });
}

export interface IssuingRun extends Drawn {
  readonly issued: readonly CertificateRecord[];
}

/** Judges every place with new evidence on a date that has taken place, then draws and mails what was issued. */
export async function runIssuing(deps: IssuingDeps): Promise<IssuingRun> {
  const today = deps.today();
  const ended = deps
    .getContent()
    .seminarDates.filter((date) => hasTakenPlace(date, today))
    .map((date) => date.id);
  const issued: CertificateRecord[] = [];
  for (const key of await deps.evidence.placesToAssess(ended)) {
    // One place a turn of the event loop: the requests waiting meanwhile go first.
    await new Promise((next) => setImmediate(next));
    const record = await assessPlace(deps, key);
    if (record) issued.push(record);
  }
  return { issued, ...(await drawCertificates(deps)) };
}
