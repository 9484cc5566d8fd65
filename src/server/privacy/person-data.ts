/**
 * A person's rights over what the registrations' database holds about their address (by
 * mailbox: tokens.ts, mailboxOf): everything found, for an export (person-export.ts writes it
 * as JSON and as a summary in the person's language); and erasing it: an entry nobody
 * confirmed is deleted; in a confirmed registration the person's place, their part as the
 * one who registered (the address, the remarks) and as invoice contact are anonymised, while
 * the billing address, the places and what they cost stay for the accounts; waiting-list
 * entries, the mails still to be sent that go to them or name them (an academy's copy), and
 * the counts of mails to their address are deleted (a sent mail keeps no text anyway), and the
 * names in change records blanked. Each entry is changed in one
 * transaction; the CMS gets the items as they then stand through its outbox.
 */
import type { Registration } from '../../registration-contract/schema.ts';
import type { WaitlistEntry } from '../../registration-contract/waitlist.ts';
import type { Sql } from '../database/sql.ts';
import { forwardsByHand } from '../outbox/cms-outbox.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import { anonymisedAddress, detailsWithout, type Role, withoutPerson } from '../registrations/rules/anonymised.ts';
import {
  ENTRY_COLUMNS,
  type EntryRow,
  fromRow,
  REGISTRATION_COLUMNS,
  type RegistrationRow,
  registrationFromRow,
  type StoredEntry,
  type StoredRegistration,
} from '../registrations/rules/entry-rows.ts';
import { addressKeyOf, mailboxOf, namesMailbox } from '../registrations/rules/tokens.ts';

export interface FoundRegistration {
  readonly entry: StoredRegistration;
  readonly roles: readonly Role[];
  /** Its changes (when, what, by whom, details). */
  readonly changes: ReadonlyArray<{ kind: string; by: string; at: string; details: unknown }>;
  /** Its places' cancellations (position, when, per cent, fee). */
  readonly places: ReadonlyArray<{ position: number; cancelledAt: string | null; feePercent: number | null; fee: number | null }>;
  /** Its invoices and credit notes (kept for the accounts: an erasure leaves them). */
  readonly invoices: ReadonlyArray<{ number: string; kind: string; issuedAt: string; gross: number; status: string }>;
}

export interface FoundMail {
  readonly entryId: string;
  readonly kind: string;
  readonly sentAt: string | null;
  readonly rejectedAt: string | null;
  /** The address of a mail still to be sent (a sent one keeps no text). */
  readonly to: string | null;
  /** Whether a mail still to be sent names the person anywhere (an academy's copy, say). */
  readonly names: boolean;
}

export interface PersonRecord {
  readonly address: string;
  readonly registrations: readonly FoundRegistration[];
  readonly waitlist: ReadonlyArray<StoredEntry<WaitlistEntry>>;
  readonly mails: readonly FoundMail[];
  /** Mails to the address counted within the last day (for the caps). */
  readonly mailsCounted: number;
  /** The enquiries sent from the address (contact and in-house forms). */
  readonly enquiries: ReadonlyArray<FoundEnquiry>;
}

export interface FoundEnquiry {
  readonly id: string;
  readonly status: string;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface ErasedCounts {
  readonly deleted: number;
  readonly anonymised: number;
  readonly waitlist: number;
  readonly mails: number;
}

/** The roles a person with mailbox `mailbox` has in a registration. Pure. */
export function rolesIn(entry: StoredEntry<Registration>, mailbox: string): Role[] {
  const roles: Role[] = [];
  if (mailboxOf(entry.email) === mailbox) roles.push('registrant');
  entry.payload.participants.forEach((participant, index) => {
    if (mailboxOf(participant.email) === mailbox) roles.push({ participant: index + 1 });
  });
  const contact = entry.payload.invoiceContact;
  if (!contact.sameAsParticipant && mailboxOf(contact.email) === mailbox) roles.push('invoiceContact');
  return roles;
}

const UNCONFIRMED = ['pending', 'superseded', 'known'];

function statements(db: Sql) {
  const columns = ENTRY_COLUMNS.join(', ');
  return {
    registrations: db.prepare(`SELECT ${REGISTRATION_COLUMNS.join(', ')} FROM registrations`),
    waitlist: db.prepare(`SELECT ${columns} FROM waitlist`),
    changes: db.prepare('SELECT id, kind, by, at, details FROM changes WHERE registration_id = $1 ORDER BY id'),
    invoices: db.prepare(
      'SELECT number, kind, issued_at AS "issuedAt", gross, status FROM invoices WHERE registration_id = $1 ORDER BY issued_at, number',
    ),
    places: db.prepare(
      'SELECT position, cancelled_at AS "cancelledAt", fee_percent AS "feePercent", fee FROM participants WHERE registration_id = $1 ORDER BY position',
    ),
    mails: db.prepare('SELECT id, entry_id AS "entryId", kind, message, sent_at AS "sentAt", rejected_at AS "rejectedAt" FROM mail_outbox'),
    mailsCounted: db.prepare('SELECT count(*) AS n FROM address_mails WHERE address = $1'),
    enquiries: db.prepare(
      'SELECT id, status, email, payload, created_at AS "createdAt", confirmed_at AS "confirmedAt" FROM enquiries ORDER BY created_at',
    ),
    setRegistration: db.prepare(
      "UPDATE registrations SET email = $1, payload = $2, client = NULL, idempotency_key = NULL, fingerprint = CASE WHEN $3 = 1 THEN '' ELSE fingerprint END WHERE id = $4",
    ),
    // Holds the row to the end of the transaction (in either engine): a change made meanwhile waits, then reads what the erasure left.
    lockRow: db.prepare('UPDATE registrations SET status = status WHERE id = $1'),
    registration: db.prepare(`SELECT ${REGISTRATION_COLUMNS.join(', ')} FROM registrations WHERE id = $1`),
    // A substitute's change names the person it replaced: a registration they left is theirs to see and erase too.
    handovers: db.prepare('SELECT registration_id AS "registrationId", details FROM changes WHERE kind = \'substitute\''),
    forwards: forwardsByHand(db),
    placeAddress: db.prepare('UPDATE participants SET email = $1 WHERE registration_id = $2 AND position = $3'),
    changeDetails: db.prepare('UPDATE changes SET details = $1 WHERE id = $2'),
    // A refusal's reason may quote the address; a mail still to be sent to someone else keeps its text until it is sent.
    forgetErrors: db.prepare('UPDATE mail_outbox SET last_error = NULL WHERE entry_id = $1'),
    dropMail: db.prepare('DELETE FROM mail_outbox WHERE id = $1'),
    placeTokens: db.prepare("DELETE FROM tokens WHERE entry_id = $1 AND purpose = 'manage' AND position = $2"),
    wholeTokens: db.prepare("DELETE FROM tokens WHERE entry_id = $1 AND purpose = 'manage' AND position IS NULL"),
    forgetCounts: db.prepare('DELETE FROM address_mails WHERE address = $1'),
  };
}

export interface PersonData {
  find(address: string): Promise<PersonRecord>;
  /** Erases what is not under a statutory duty (see above); `deleteRegistration` and `deleteWaitlistEntry` from retention.ts. */
  erase(
    address: string,
    remove: { registration: (id: string) => Promise<void>; waitlistEntry: (id: string) => Promise<void> },
  ): Promise<ErasedCounts>;
}

type Statements = ReturnType<typeof statements>;
type MailRow = { id: string; entryId: string; kind: string; message: string; sentAt: string | null; rejectedAt: string | null };

/** The address a mail still to be sent goes to; null for a sent one (it keeps no text). */
const pendingTo = (mail: { message: string }) => (JSON.parse(mail.message) as Partial<OutgoingMail>).to?.address ?? null;

async function findPerson(sql: Statements, address: string): Promise<PersonRecord> {
  const mailbox = mailboxOf(address);
  const registrations: FoundRegistration[] = [];
  const handedOn = new Set(
    (await sql.handovers.all<{ registrationId: string; details: string }>())
      .filter(({ details }) => namesMailbox(details, mailbox))
      .map(({ registrationId }) => registrationId),
  );
  for (const row of await sql.registrations.all<RegistrationRow>()) {
    const entry = registrationFromRow(row);
    const roles = rolesIn(entry, mailbox);
    if (roles.length === 0 && !handedOn.has(entry.id)) continue;
    const changes = (await sql.changes.all<{ kind: string; by: string; at: string; details: string }>(entry.id)).map((change) => ({
      kind: change.kind,
      by: change.by,
      at: change.at,
      details: JSON.parse(change.details) as unknown,
    }));
    const places = await sql.places.all<FoundRegistration['places'][number]>(entry.id);
    const invoices = (await sql.invoices.all<FoundRegistration['invoices'][number]>(entry.id)).map((invoice) => ({
      ...invoice,
      gross: Number(invoice.gross),
    }));
    registrations.push({ entry, roles, changes, places, invoices });
  }
  const waitlist = (await sql.waitlist.all<EntryRow>())
    .map((row) => fromRow<WaitlistEntry>(row))
    .filter((entry) => mailboxOf(entry.email) === mailbox);
  const enquiries = (
    await sql.enquiries.all<{ id: string; status: string; email: string; payload: string; createdAt: string; confirmedAt: string | null }>()
  )
    .filter((row) => mailboxOf(row.email) === mailbox)
    .map(({ id, status, payload, createdAt, confirmedAt }) => ({
      id,
      status,
      createdAt,
      confirmedAt,
      details: JSON.parse(payload) as Record<string, unknown>,
    }));
  const entries = new Set([
    ...registrations.map(({ entry }) => entry.id),
    ...waitlist.map(({ id }) => id),
    ...enquiries.map(({ id }) => id),
  ]);
  const mails = (await sql.mails.all<MailRow>())
    .map((mail) => {
      const to = pendingTo(mail);
      const names = (to !== null && mailboxOf(to) === mailbox) || namesMailbox(mail.message, mailbox);
      return { entryId: mail.entryId, kind: mail.kind, sentAt: mail.sentAt, rejectedAt: mail.rejectedAt, to, names };
    })
    .filter((mail) => entries.has(mail.entryId) || mail.names);
  const mailsCounted = (await sql.mailsCounted.get<{ n: number }>(addressKeyOf(address)))?.n ?? 0;
  return { address, registrations, waitlist, mails, mailsCounted, enquiries };
}

/**
 * Takes the person out of one confirmed registration (their places, their part as the one who
 * registered or as invoice contact, their name in its change log), in one transaction that
 * reads the registration as it stands then.
 */
async function anonymiseIn(db: Sql, sql: Statements, id: string, mailbox: string): Promise<void> {
  await db.transaction(async () => {
    await sql.lockRow.run(id);
    const row = await sql.registration.get<RegistrationRow>(id);
    if (!row) return;
    const entry = registrationFromRow(row);
    const roles = rolesIn(entry, mailbox);
    const registrant = roles.includes('registrant');
    const payload = withoutPerson(entry.payload, entry.id, roles);
    const email = registrant ? anonymisedAddress(entry.id, null) : entry.email;
    await sql.setRegistration.run(email, JSON.stringify(payload), registrant ? 1 : 0, entry.id);
    for (const role of roles) {
      if (typeof role !== 'object') continue;
      await sql.placeAddress.run(anonymisedAddress(entry.id, role.participant - 1), entry.id, role.participant - 1);
      await sql.placeTokens.run(entry.id, role.participant - 1);
    }
    if (roles.includes('registrant')) await sql.wholeTokens.run(entry.id);
    for (const change of await sql.changes.all<{ id: number; details: string }>(entry.id))
      await sql.changeDetails.run(
        detailsWithout(change.details, (person) => typeof person.email === 'string' && mailboxOf(person.email) === mailbox),
        change.id,
      );
    // Changes of the change log are no state the outbox's triggers see: the entry is queued for the CMS by hand.
    await sql.forwards.queue(entry.id);
  });
}

/** Drops the mails still to be sent that go to the person or name them, refusals' reasons, and the counts of mails to them: how many mails. */
async function forgetMails(db: Sql, sql: Statements, found: PersonRecord): Promise<number> {
  let dropped = 0;
  await db.transaction(async () => {
    for (const mail of found.mails) {
      if (!mail.names || mail.sentAt !== null || mail.rejectedAt !== null) continue;
      await sql.dropMail.run(`${mail.entryId}.${mail.kind}`);
      dropped += 1;
    }
    for (const entryId of new Set(found.mails.map((mail) => mail.entryId))) await sql.forgetErrors.run(entryId);
    await sql.forgetCounts.run(addressKeyOf(found.address));
  });
  return dropped;
}

export function openPersonData(db: Sql): PersonData {
  const sql = statements(db);
  return {
    find: (address) => findPerson(sql, address),
    async erase(address, remove) {
      const mailbox = mailboxOf(address);
      const found = await findPerson(sql, address);
      let deleted = 0;
      let anonymised = 0;
      for (const registration of found.registrations) {
        if (UNCONFIRMED.includes(registration.entry.status) && registration.roles.includes('registrant')) {
          await remove.registration(registration.entry.id);
          deleted += 1;
        } else {
          await anonymiseIn(db, sql, registration.entry.id, mailbox);
          anonymised += 1;
        }
      }
      for (const entry of found.waitlist) await remove.waitlistEntry(entry.id);
      const mails = await forgetMails(db, sql, found);
      return { deleted, anonymised, waitlist: found.waitlist.length, mails };
    },
  };
}
