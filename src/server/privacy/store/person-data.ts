/**
 * A person's rights over what the registrations' database holds about their address (by
 * mailbox: tokens.ts, mailboxOf): everything found, for an export (person-export.ts writes it
 * as JSON and as a summary in the person's language); and erasing it: an entry nobody
 * confirmed is deleted; in a confirmed registration the person's place, their part as the
 * one who registered (the address, the remarks) and as invoice contact are anonymised, while
 * the billing address, the places and what they cost stay for the accounts; waiting-list
 * entries, the mails still to be sent that go to them or name them (an academy's copy), and
 * the counts of mails to their address are deleted (a sent mail keeps no text anyway), the
 * names in change records blanked, their feedback's comment and quote removed (its ratings stay, nameless), and
 * their certificates revoked with their name and PDF removed. Each entry is changed in one
 * transaction; the CMS gets the items as they then stand through its outbox.
 */

import { enquirySchema } from '../../../enquiry-contract/schema.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import type { CertificateRecords } from '../../certificates/store/certificate-records.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import { addressKeyOf, mailboxOf, namesMailbox } from '../../gate/tokens.ts';
import { forwardsByHand } from '../../outbox/cms-outbox.ts';
import type { Quotes } from '../../quotes/store/quotes-table.ts';
import { anonymisedAddress, detailsWithout, placesOfRoles, type Role, withoutPerson } from '../../registrations/rules/anonymised.ts';
import type { StoredEntry } from '../../registrations/rules/stored-entry.ts';
import {
  ENTRY_COLUMNS,
  holdRegistration,
  REGISTRATION_COLUMNS,
  storedPayload,
  waitlistFromRow,
} from '../../registrations/store/entry-rows.ts';
import { feedbackOfEntry } from '../../registrations/store/feedback.ts';
import { personValues, registrationOf, registrationsOf, replacePerson } from '../../registrations/store/participant-rows.ts';
import { CHANGE_DETAILS } from '../../registrations/store/place-rows.ts';
import { changeDetails, forgetErrors } from './forgetting.ts';
import type { ErasedCounts, FoundRegistration, PersonRecord } from './person-record.ts';

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

const statements = {
  registrations: compiledOnce(() => query.selectFrom('registrations').select(REGISTRATION_COLUMNS)),
  waitlist: compiledOnce(() => query.selectFrom('waitlist').select(ENTRY_COLUMNS)),
  changes: compiledOnce((i: { id: string }) =>
    query.selectFrom('changes').select(['id', 'kind', 'by', 'at', 'details']).where('registration_id', '=', i.id).orderBy('id'),
  ),
  invoices: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('invoices')
      .select(['number', 'kind', 'issued_at as issuedAt', 'gross', 'status'])
      .where('registration_id', '=', i.id)
      .orderBy('issued_at')
      .orderBy('number'),
  ),
  places: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('participants')
      .select(['position', 'cancelled_at as cancelledAt', 'fee_percent as feePercent', 'fee'])
      .where('registration_id', '=', i.id)
      .orderBy('position'),
  ),
  mails: compiledOnce(() =>
    query
      .selectFrom('mail_outbox')
      .select(['id', 'entry_id as entryId', 'kind', 'address', 'message', 'sent_at as sentAt', 'rejected_at as rejectedAt']),
  ),
  mailsCounted: compiledOnce((i: { address: string }) =>
    query
      .selectFrom('address_mails')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('address', '=', i.address),
  ),
  enquiries: compiledOnce(() =>
    query
      .selectFrom('enquiries')
      .select(['id', 'status', 'kind', 'locale', 'email', 'payload', 'created_at as createdAt', 'confirmed_at as confirmedAt'])
      .orderBy('created_at'),
  ),
  setRegistration: compiledOnce((i: { email: string; payload: string; fingerprint: string | null; id: string }) =>
    query
      .updateTable('registrations')
      .set(({ fn, ref, val }) => ({
        email: i.email,
        payload: i.payload,
        client: null,
        idempotency_key: null,
        fingerprint: fn.coalesce(val(i.fingerprint), ref('fingerprint')),
      }))
      .where('id', '=', i.id),
  ),
  registration: compiledOnce((i: { id: string }) => query.selectFrom('registrations').select(REGISTRATION_COLUMNS).where('id', '=', i.id)),
  // A substitute's change names the person it replaced: a registration they left is theirs to see and erase too.
  handovers: compiledOnce(() =>
    query.selectFrom('changes').select(['registration_id as registrationId', 'details']).where('kind', '=', 'substitute'),
  ),
  dropMail: compiledOnce((i: { id: string }) => query.deleteFrom('mail_outbox').where('id', '=', i.id)),
  placeTokens: compiledOnce((i: { entryId: string; position: number }) =>
    query.deleteFrom('tokens').where('entry_id', '=', i.entryId).where('purpose', '=', 'manage').where('position', '=', i.position),
  ),
  // The whole registration's links, and the sign-in links to the bookings of its address ("my bookings").
  wholeTokens: compiledOnce((i: { entryId: string }) =>
    query
      .deleteFrom('tokens')
      .where('entry_id', '=', i.entryId)
      .where(({ eb, or, and }) => or([and([eb('purpose', '=', 'manage'), eb('position', 'is', null)]), eb('purpose', '=', 'bookings')])),
  ),
  forgetCounts: compiledOnce((i: { address: string }) => query.deleteFrom('address_mails').where('address', '=', i.address)),
  // The place's feedback keeps its ratings, nameless; its comment and quote go, consent or not.
  forgetFeedback: compiledOnce((i: { entryId: string; position: number }) =>
    query
      .updateTable('feedback')
      .set({ comment: '', quote: 0, quote_name: '', quote_company: '' })
      .where('registration_id', '=', i.entryId)
      .where('position', '=', i.position),
  ),
};

export interface PersonData {
  find(address: string): Promise<PersonRecord>;
  /** Erases what is not under a statutory duty (see above); `deleteRegistration` and `deleteWaitlistEntry` from retention.ts. */
  erase(
    address: string,
    remove: { registration: (id: string) => Promise<void>; waitlistEntry: (id: string) => Promise<void> },
  ): Promise<ErasedCounts>;
}

const sql = statements;

async function findPerson(db: Sql, certificates: HolderCertificates, address: string): Promise<PersonRecord> {
  const mailbox = mailboxOf(address);
  const registrations: FoundRegistration[] = [];
  const handedOn = new Set(
    (await db.all(sql.handovers({}))).filter(({ details }) => namesMailbox(details, mailbox)).map(({ registrationId }) => registrationId),
  );
  for (const entry of await registrationsOf(db, await db.all(sql.registrations({})))) {
    const roles = rolesIn(entry, mailbox);
    if (roles.length === 0 && !handedOn.has(entry.id)) continue;
    const changes = (await db.all(sql.changes({ id: entry.id }))).map((change) => ({
      kind: change.kind,
      by: change.by,
      at: change.at,
      details: storedJson(CHANGE_DETAILS, change.details, `changes.details of ${entry.id}`),
    }));
    const places = await db.all(sql.places({ id: entry.id }));
    const invoices = (await db.all(sql.invoices({ id: entry.id }))).map((invoice) => ({
      ...invoice,
      gross: Number(invoice.gross),
    }));
    const positions = placesOfRoles(roles);
    const feedback = (await feedbackOfEntry(db, entry.id)).filter(({ position }) => positions.includes(position));
    registrations.push({ entry, roles, changes, places, invoices, feedback });
  }
  const waitlist = (await db.all(sql.waitlist({}))).map(waitlistFromRow).filter((entry) => mailboxOf(entry.email) === mailbox);
  const enquiries = (await db.all(sql.enquiries({})))
    .filter((row) => mailboxOf(row.email) === mailbox)
    .map(({ id, status, kind, locale, email, payload, createdAt, confirmedAt }) => ({
      id,
      status,
      createdAt,
      confirmedAt,
      details: storedJson(enquirySchema, payload, `enquiries.payload of ${id}`, { kind, locale, email }),
    }));
  // A quote names whoever asked, its people, a booker and an invoice contact: any of them finds it.
  const quotes = (await certificates.quotes.every()).filter((quote) =>
    namesMailbox(JSON.stringify([quote.email, quote.registration]), mailbox),
  );
  const entries = new Set([
    ...registrations.map(({ entry }) => entry.id),
    ...waitlist.map(({ id }) => id),
    ...enquiries.map(({ id }) => id),
    ...quotes.map(({ id }) => id),
  ]);
  const mails = (await db.all(sql.mails({})))
    .map((mail) => {
      // The address of a mail still to be sent; a sent one keeps none.
      const to = mail.address;
      const names = (to !== null && mailboxOf(to) === mailbox) || namesMailbox(mail.message, mailbox);
      return { entryId: mail.entryId, kind: mail.kind, sentAt: mail.sentAt, rejectedAt: mail.rejectedAt, to, names };
    })
    .filter((mail) => entries.has(mail.entryId) || mail.names);
  const mailsCounted = (await db.get(sql.mailsCounted({ address: addressKeyOf(address) })))?.n ?? 0;
  const held = (await certificates.records.ofHolder(certificates.holderKey(address))).map(({ document, revokedAt }) => ({
    number: document.number,
    kind: document.kind,
    title: document.title,
    holder: document.holder,
    issueDate: document.issueDate,
    revokedAt,
  }));
  return { address, registrations, certificates: held, waitlist, mails, mailsCounted, enquiries, quotes };
}

/**
 * Takes the person out of one confirmed registration (their places, their part as the one who
 * registered or as invoice contact, their name in its change log), in one transaction that
 * reads the registration as it stands then.
 */
async function anonymiseIn(db: Sql, id: string, mailbox: string): Promise<void> {
  await db.transaction(async () => {
    await holdRegistration(db, id);
    const entry = await registrationOf(db, await db.get(sql.registration({ id })));
    if (!entry) return;
    const roles = rolesIn(entry, mailbox);
    const registrant = roles.includes('registrant');
    const payload = withoutPerson(entry.payload, entry.id, roles);
    const email = registrant ? anonymisedAddress(entry.id, null) : entry.email;
    await db.run(sql.setRegistration({ email, payload: storedPayload(payload), fingerprint: registrant ? '' : null, id: entry.id }));
    for (const role of roles) {
      if (typeof role !== 'object') continue;
      const position = role.participant - 1;
      const person = payload.participants[position];
      if (person) await db.run(replacePerson({ id: entry.id, position, ...personValues(person) }));
      await db.run(sql.placeTokens({ entryId: entry.id, position }));
      await db.run(sql.forgetFeedback({ entryId: entry.id, position }));
    }
    if (roles.includes('registrant')) await db.run(sql.wholeTokens({ entryId: entry.id }));
    for (const change of await db.all(sql.changes({ id: entry.id })))
      await db.run(
        changeDetails({
          details: detailsWithout(change.details, (person) => typeof person.email === 'string' && mailboxOf(person.email) === mailbox),
          id: change.id,
        }),
      );
    // Changes of the change log are no state the outbox's triggers see: the entry is queued for the CMS by hand.
    await forwardsByHand(db).queue(entry.id);
  });
}

/** Drops the mails still to be sent that go to the person or name them, refusals' reasons, and the counts of mails to them: how many mails. */
async function forgetMails(db: Sql, found: PersonRecord): Promise<number> {
  let dropped = 0;
  await db.transaction(async () => {
    for (const mail of found.mails) {
      if (!mail.names || mail.sentAt !== null || mail.rejectedAt !== null) continue;
      await db.run(sql.dropMail({ id: `${mail.entryId}.${mail.kind}` }));
      dropped += 1;
    }
    for (const entryId of new Set(found.mails.map((mail) => mail.entryId))) await db.run(forgetErrors({ id: entryId }));
    await db.run(sql.forgetCounts({ address: addressKeyOf(found.address) }));
  });
  return dropped;
}

/** The certificates' register and the key it finds a holder by; the quotes, which name people too. */
export interface HolderCertificates {
  readonly records: Pick<CertificateRecords, 'ofHolder' | 'erase'>;
  readonly holderKey: (email: string) => string;
  readonly quotes: Pick<Quotes, 'every'>;
}

/** Why a certificate was revoked when its holder was erased. */
export const ERASED_HOLDER = 'erased at the holder’s request';

export function openPersonData(db: Sql, certificates: HolderCertificates): PersonData {
  return {
    find: (address) => findPerson(db, certificates, address),
    async erase(address, remove) {
      const mailbox = mailboxOf(address);
      const found = await findPerson(db, certificates, address);
      let deleted = 0;
      let anonymised = 0;
      for (const registration of found.registrations) {
        if (UNCONFIRMED.includes(registration.entry.status) && registration.roles.includes('registrant')) {
          await remove.registration(registration.entry.id);
          deleted += 1;
        } else {
          await anonymiseIn(db, registration.entry.id, mailbox);
          anonymised += 1;
        }
      }
      for (const entry of found.waitlist) await remove.waitlistEntry(entry.id);
      // After the places are anonymised (each under its registration's row, which an issuing pass holds too), no
      // certificate of the person can be issued any more: the register keeps each number, revoked, and nothing of them.
      const at = new Date().toISOString();
      const held = await certificates.records.ofHolder(certificates.holderKey(address));
      for (const certificate of held) await certificates.records.erase(certificate.id, at, ERASED_HOLDER);
      const mails = await forgetMails(db, found);
      return { deleted, anonymised, waitlist: found.waitlist.length, mails, certificates: held.length };
    },
  };
}
