/**
 * Mails to addresses nobody has proven, capped twice: every mail an entry queues is counted
 * against its recipient's mailbox (tokens.ts, mailboxOf) and against the entry, and one to an
 * address that is neither the entry's own (the address that confirmed it) nor the academy's is
 * held back once that mailbox had `perAddress` mails from the site within 24 hours, whatever
 * caused them, or when it would be the entry's `perEntry + 1`th such address within 24 hours,
 * all its manage links together (a group's further participants, an invoice contact,
 * substitutes and the people they replace, a moved registration's confirmations): one
 * confirmed registration cannot make the site write to more strangers than that, while an
 * address it reached already (the invoice contact told of each change) stays reachable. A
 * held-back mail is recorded as not sent, with why, for the export; the change it belongs to
 * is made all the same. The "please confirm" and "already registered" mails of a submission
 * are capped per client before they are queued (registration-writes.ts), and counted there, as
 * are an enquiry's and a quote's link.
 */

import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Gate } from '../../gate/gate.ts';
import { addressKeyOf, mailboxOf } from '../../gate/tokens.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';

/** Mails per 24 hours to addresses nobody has proven: to one mailbox; and how many such addresses one entry may reach. */
export interface MailCaps {
  readonly perAddress: number;
  readonly perEntry: number;
}

/** Mails to the academy's own inbox: never capped, not counted. */
const toAcademy = (kind: OutgoingMail['kind']) => kind === 'academy' || kind === 'waitlistAcademy' || kind.endsWith('-academy');
/** The submission's own mails (a registration's, an enquiry's, a quote's link), capped and counted per client where they are queued. */
const countedAtSubmission = (kind: OutgoingMail['kind']) =>
  kind === 'confirm' || kind === 'known' || kind === 'enquiry-confirm' || kind.startsWith('quote-link-');
const isCapped = ({ kind }: OutgoingMail) => !toAcademy(kind) && !countedAtSubmission(kind);

interface CapDeps {
  /** The address an entry (a registration or a waiting-list entry) was made with. */
  readonly ownAddress: (entryId: string) => Promise<string | null>;
  readonly gate: Pick<Gate, 'addressMails' | 'entryAddresses'>;
}

/** What the batch's capped mails are counted against: each entry's owner, how many mails each mailbox had and which addresses each entry reached within a day. */
async function countsOf({ ownAddress, gate }: CapDeps, capped: readonly OutgoingMail[], owners: ReadonlyMap<string, string>, now: number) {
  const entries = [...new Set(capped.map(({ entryId }) => entryId))];
  const read = await Promise.all(entries.filter((id) => !owners.has(id)).map(async (id) => [id, await ownAddress(id)] as const));
  const ownerOf = new Map<string, string | null>([...owners, ...read]);
  const proven = ({ entryId, to }: OutgoingMail) => {
    const owner = ownerOf.get(entryId) ?? null;
    return owner !== null && mailboxOf(owner) === mailboxOf(to.address);
  };
  const toOthers = capped.filter((mail) => !proven(mail));
  const mailboxes = [...new Set(toOthers.map(({ to }) => mailboxOf(to.address)))];
  const sending = [...new Set(toOthers.map(({ entryId }) => entryId))];
  // Read together: how many mails each mailbox had, and which addresses each entry reached, within a day.
  const [byMailbox, byEntry] = await Promise.all([
    Promise.all(mailboxes.map(async (mailbox) => [mailbox, await gate.addressMails(mailbox, now)] as const)),
    Promise.all(sending.map(async (id) => [id, new Set(await gate.entryAddresses(id, ownerOf.get(id) ?? '', now))] as const)),
  ]);
  return { proven, mailboxHad: new Map(byMailbox), entryReached: new Map(byEntry) };
}

const ownAddress = compiledOnce((i: { id: string }) =>
  query
    .selectFrom('registrations')
    .select('email')
    .where('id', '=', i.id)
    .unionAll(query.selectFrom('waitlist').select('email').where('id', '=', i.id)),
);

export function cappedMailOutbox(
  outbox: MailOutbox,
  db: Sql,
  gate: Pick<Gate, 'recordMail'> & CapDeps['gate'],
  caps: MailCaps,
): MailOutbox {
  return {
    ...outbox,
    async enqueue(mails, now, owners = new Map()) {
      const { proven, mailboxHad, entryReached } = await countsOf(
        { ownAddress: async (id) => (await db.get(ownAddress({ id })))?.email ?? null, gate },
        mails.filter(isCapped),
        owners,
        now,
      );
      const at = new Date(now).toISOString();
      const queued: OutgoingMail[] = [];
      const writes: Promise<void>[] = [];
      for (const mail of mails) {
        if (!isCapped(mail)) {
          queued.push(mail);
          continue;
        }
        const mailbox = mailboxOf(mail.to.address);
        if (!proven(mail)) {
          const reached = entryReached.get(mail.entryId) ?? new Set<string>();
          const key = addressKeyOf(mailbox);
          const why =
            (mailboxHad.get(mailbox) ?? 0) >= caps.perAddress
              ? `the address had ${caps.perAddress} mails from the site within 24 hours`
              : !reached.has(key) && reached.size >= caps.perEntry
                ? `the entry had reached ${caps.perEntry} addresses not proven within 24 hours`
                : null;
          if (why !== null) {
            writes.push(outbox.recordHeldBack(mail.entryId, mail.kind, at, why));
            continue;
          }
          entryReached.set(mail.entryId, reached.add(key));
        }
        mailboxHad.set(mailbox, (mailboxHad.get(mailbox) ?? 0) + 1);
        writes.push(gate.recordMail(mail.to.address, now, mail.entryId, null));
        queued.push(mail);
      }
      // Written together.
      await Promise.all([...writes, outbox.enqueue(queued, now, owners)]);
    },
  };
}
