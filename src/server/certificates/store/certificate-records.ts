/**
 * The certificates' register as the database keeps it (migration 7): each certificate as
 * issued, numbered without gaps (../../database/number-series.ts), never changed but for its
 * drawing (its PDF and its signed credential, made once after the transaction that issued it) and its revocation (the day
 * and the reason), and, when its holder is erased, the holder's name, the PDF and the credential removed (the
 * number stays, revoked, so a check of it says so). Its holder is found by a keyed hash of
 * their address, which outlives the registration's anonymisation.
 */
import type { ExpressionBuilder, Selectable } from 'kysely';
import { takeNumber } from '../../database/number-series.ts';
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import { holdRegistration } from '../../registrations/store/entry-rows.ts';
import { CERTIFICATE_FACTS, type CertificateDocument } from '../rules/certificate-document.ts';

/** What a certificate's id starts with: the CMS outbox queues certificates by their id, beside entries and invoices. */
const CERTIFICATE_ID_PREFIX = 'cert-';

export const isCertificateId = (id: string): boolean => id.startsWith(CERTIFICATE_ID_PREFIX);

/** A new certificate's id. */
export const certificateId = (uuid: string): string => `${CERTIFICATE_ID_PREFIX}${uuid}`;

export interface CertificateRecord {
  readonly id: string;
  readonly registrationId: string;
  readonly position: number;
  readonly dateId: number;
  readonly holderKey: string;
  /** ISO 8601. */
  readonly issuedAt: string;
  readonly revokedAt: string | null;
  readonly revocationReason: string | null;
  /** Its place in the academy's status list (from 0); null for a certificate issued before its credentials. */
  readonly statusIndex: number | null;
  readonly document: CertificateDocument;
}

/** The columns a certificate is read from and written with (its drawing apart). */
const COLUMNS = [
  'id',
  'number',
  'check_code',
  'kind',
  'registration_id',
  'position',
  'date_id',
  'locale',
  'holder',
  'holder_key',
  'document',
  'issued_at',
  'revoked_at',
  'revocation_reason',
  'status_index',
] as const;

type Row = Pick<Selectable<Database['certificates']>, (typeof COLUMNS)[number]>;

const recordOf = (row: Row): CertificateRecord => ({
  id: row.id,
  registrationId: row.registration_id,
  position: Number(row.position),
  dateId: Number(row.date_id),
  holderKey: row.holder_key,
  issuedAt: row.issued_at,
  revokedAt: row.revoked_at,
  revocationReason: row.revocation_reason,
  statusIndex: row.status_index === null ? null : Number(row.status_index),
  document: {
    ...storedJson(CERTIFICATE_FACTS, row.document, `certificates.document of ${row.id}`),
    number: row.number,
    checkCode: row.check_code,
    kind: row.kind,
    locale: row.locale,
    holder: row.holder,
  },
});

/** Not drawn, not revoked, and no server's claim of it running at `now`. */
const undrawn = (eb: ExpressionBuilder<Database, 'certificates'>, now: number) =>
  eb.and([eb('pdf', 'is', null), eb('revoked_at', 'is', null), eb.or([eb('drawing_until', 'is', null), eb('drawing_until', '<', now)])]);

const statements = {
  insert: insertOnce('certificates', COLUMNS),
  byId: compiledOnce((i: { id: string }) => query.selectFrom('certificates').select(COLUMNS).where('id', '=', i.id)),
  byNumber: compiledOnce((i: { number: string }) => query.selectFrom('certificates').select(COLUMNS).where('number', '=', i.number)),
  checkCode: compiledOnce((i: { number: string }) => query.selectFrom('certificates').select('check_code').where('number', '=', i.number)),
  ofRegistration: compiledOnce((i: { id: string }) =>
    query.selectFrom('certificates').select(COLUMNS).where('registration_id', '=', i.id).orderBy('position').orderBy('number'),
  ),
  ofHolder: compiledOnce((i: { key: string }) =>
    query.selectFrom('certificates').select(COLUMNS).where('holder_key', '=', i.key).orderBy('issued_at').orderBy('number'),
  ),
  claimDrawing: compiledOnce((i: { until: number; now: number; limit: number }) =>
    query
      .updateTable('certificates')
      .set({ drawing_until: i.until })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('certificates')
          .select('id')
          .where((where) => undrawn(where, i.now))
          .orderBy('issued_at')
          .orderBy('number')
          .limit(i.limit),
      )
      // The claim's condition again on the row updated: a server that waited for another's claim finds it taken.
      .where((eb) => undrawn(eb, i.now))
      .returning(COLUMNS),
  ),
  nextClaimEnd: compiledOnce(() =>
    query
      .selectFrom('certificates')
      .select(({ fn }) => fn.min('drawing_until').as('until'))
      .where('pdf', 'is', null)
      .where('revoked_at', 'is', null)
      .where('drawing_until', 'is not', null),
  ),
  storeDrawing: compiledOnce((i: { pdf: string; credential: string | null; id: string }) =>
    query
      .updateTable('certificates')
      .set({ pdf: i.pdf, credential: i.credential, drawing_until: null })
      .where('id', '=', i.id)
      .where('pdf', 'is', null)
      .where('revoked_at', 'is', null),
  ),
  drawnOf: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('certificates')
      .select((eb) => ['id', eb('credential', 'is not', null).as('signed')])
      .where('registration_id', '=', i.id)
      .where('pdf', 'is not', null),
  ),
  pdf: compiledOnce((i: { id: string }) =>
    query.selectFrom('certificates').select('pdf').where('id', '=', i.id).where('pdf', 'is not', null).$narrowType<{ pdf: string }>(),
  ),
  credential: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('certificates')
      .select('credential')
      .where('id', '=', i.id)
      .where('credential', 'is not', null)
      .$narrowType<{ credential: string }>(),
  ),
  highestPlace: compiledOnce(() => query.selectFrom('certificates').select(({ fn }) => fn.max('status_index').as('place'))),
  revokedPlaces: compiledOnce(() =>
    query
      .selectFrom('certificates')
      .select('status_index')
      .where('revoked_at', 'is not', null)
      .where('status_index', 'is not', null)
      .orderBy('status_index')
      .$narrowType<{ status_index: number }>(),
  ),
  revoke: compiledOnce((i: { at: string; reason: string; id: string }) =>
    query
      .updateTable('certificates')
      .set({ revoked_at: i.at, revocation_reason: i.reason })
      .where('id', '=', i.id)
      .where('revoked_at', 'is', null),
  ),
  // The holder's name and the PDF that names them go; the number stays, revoked.
  erase: compiledOnce((i: { at: string; reason: string; id: string }) =>
    query
      .updateTable('certificates')
      .set(({ fn, ref, val }) => ({
        holder: '',
        pdf: null,
        credential: null,
        drawing_until: null,
        revoked_at: fn.coalesce(ref('revoked_at'), val(i.at)),
        revocation_reason: fn.coalesce(ref('revocation_reason'), val(i.reason)),
      }))
      .where('id', '=', i.id),
  ),
};

export interface CertificateRecords {
  /** Inside a transaction: the next number of a series ('RWA-2027'), its counter held to the end of the transaction. */
  nextNumber(series: string): Promise<number>;
  /** Inside a transaction: holds the registration's row to its end (its changes and billing wait). */
  lockRegistration(id: string): Promise<void>;
  insert(record: CertificateRecord): Promise<void>;
  get(id: string): Promise<CertificateRecord | undefined>;
  byNumber(number: string): Promise<CertificateRecord | undefined>;
  /** A number's check code alone (one look-up of the index, nothing read); undefined when the number is unknown. */
  checkCodeOf(number: string): Promise<string | undefined>;
  ofRegistration(registrationId: string): Promise<CertificateRecord[]>;
  /** The certificates of the holder whose address gives `holderKey`. */
  ofHolder(holderKey: string): Promise<CertificateRecord[]>;
  /** Claims up to `limit` certificates not drawn yet (nobody else's claim running) for `leaseMs`. */
  claimDrawing(now: number, leaseMs: number, limit: number): Promise<CertificateRecord[]>;
  /** When the first claim of a certificate not drawn yet runs out (ms since the epoch); null when none is claimed. */
  nextClaimEnd(): Promise<number | null>;
  /**
   * Stores a certificate's PDF (base64) and its signed credential (none without a key to sign
   * it); false when another server stored them first, or it was revoked meanwhile.
   */
  storeDrawing(id: string, pdf: string, credential: string | null): Promise<boolean>;
  /** The PDF (base64), once drawn. */
  pdf(id: string): Promise<string | undefined>;
  /** The signed credential (JSON), once drawn with one. */
  credential(id: string): Promise<string | undefined>;
  /** The status list places of the revoked certificates, in order: the lists' set bits. */
  revokedPlaces(): Promise<number[]>;
  /** The last status list place taken; null before the first. */
  highestPlace(): Promise<number | null>;
  /** A registration's certificates that are drawn, by id: whether each has a credential (their files not read). */
  drawnOf(registrationId: string): Promise<Map<string, { readonly credential: boolean }>>;
  /** Revokes a valid certificate at `at` (ISO 8601) for `reason`; false when it was revoked already. */
  revoke(id: string, at: string, reason: string): Promise<boolean>;
  /** Removes the holder's name and the PDF, and revokes it (if it was not) at `at` for `reason`. */
  erase(id: string, at: string, reason: string): Promise<void>;
}

export function certificateRecords(db: Sql): CertificateRecords {
  const sql = statements;
  return {
    nextNumber: (series) => takeNumber(db, series),
    lockRegistration: (id) => holdRegistration(db, id),
    async insert(record) {
      const { document } = record;
      const { number, checkCode, kind, locale, holder, ...facts } = document;
      await db.run(
        sql.insert({
          id: record.id,
          number,
          check_code: checkCode,
          kind,
          registration_id: record.registrationId,
          position: record.position,
          date_id: record.dateId,
          locale,
          holder,
          holder_key: record.holderKey,
          document: JSON.stringify(CERTIFICATE_FACTS.parse(facts)),
          issued_at: record.issuedAt,
          revoked_at: record.revokedAt,
          revocation_reason: record.revocationReason,
          status_index: record.statusIndex,
        }),
      );
    },
    async get(id) {
      const row = await db.get(sql.byId({ id }));
      return row && recordOf(row);
    },
    async byNumber(number) {
      const row = await db.get(sql.byNumber({ number }));
      return row && recordOf(row);
    },
    checkCodeOf: async (number) => (await db.get(sql.checkCode({ number })))?.check_code,
    ofRegistration: async (registrationId) => (await db.all(sql.ofRegistration({ id: registrationId }))).map(recordOf),
    ofHolder: async (holderKey) => (await db.all(sql.ofHolder({ key: holderKey }))).map(recordOf),
    claimDrawing: async (now, leaseMs, limit) => (await db.all(sql.claimDrawing({ until: now + leaseMs, now, limit }))).map(recordOf),
    async nextClaimEnd() {
      const row = await db.get(sql.nextClaimEnd({}));
      return row?.until == null ? null : Number(row.until);
    },
    storeDrawing: async (id, pdf, credential) => (await db.run(sql.storeDrawing({ pdf, credential, id }))).changes > 0,
    pdf: async (id) => (await db.get(sql.pdf({ id })))?.pdf,
    credential: async (id) => (await db.get(sql.credential({ id })))?.credential,
    revokedPlaces: async () => (await db.all(sql.revokedPlaces({}))).map((row) => Number(row.status_index)),
    async highestPlace() {
      const row = await db.get(sql.highestPlace({}));
      return row?.place == null ? null : Number(row.place);
    },
    drawnOf: async (registrationId) =>
      new Map((await db.all(sql.drawnOf({ id: registrationId }))).map(({ id, signed }) => [id, { credential: Boolean(Number(signed)) }])),
    revoke: async (id, at, reason) => (await db.run(sql.revoke({ at, reason, id }))).changes > 0,
    erase: async (id, at, reason) => void (await db.run(sql.erase({ at, reason, id }))),
  };
}
