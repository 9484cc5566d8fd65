/**
 * Mails to addresses nobody has proven, capped per address: every mail an entry queues is
 * counted against its recipient's mailbox (tokens.ts, mailboxOf), and one to an address that
 * is neither the entry's own (the address that confirmed it) nor the academy's is held back
 * once that mailbox had `perDay` mails from the site within 24 hours, whatever caused them
 * (a group's further participants, an invoice contact, a substitute, a moved registration's
 * confirmations). A held-back mail is recorded as not sent, with why, for the export; the
 * change it belongs to is made all the same. The "please confirm" and "already registered"
 * mails of a submission are capped per client before they are queued
 * (registration-writes.ts), and counted there.
 */

import type { Sql } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import { mailboxOf } from '../rules/tokens.ts';
import type { Gate } from './gate.ts';

/** Mails to the academy's own inbox: never capped, not counted. */
const toAcademy = (kind: OutgoingMail['kind']) => kind === 'academy' || kind === 'waitlistAcademy' || kind.endsWith('-academy');
/** The submission's own mails, capped and counted per client where they are queued. */
const countedAtSubmission = (kind: OutgoingMail['kind']) => kind === 'confirm' || kind === 'known' || kind === 'enquiry-confirm';

export function cappedMailOutbox(outbox: MailOutbox, db: Sql, gate: Pick<Gate, 'recordMail' | 'addressMails'>, perDay: number): MailOutbox {
  const ownAddress = db.prepare('SELECT email FROM registrations WHERE id = $1 UNION ALL SELECT email FROM waitlist WHERE id = $1');
  return {
    ...outbox,
    async enqueue(mails, now, owners = new Map()) {
      const isCapped = ({ kind }: OutgoingMail) => !toAcademy(kind) && !countedAtSubmission(kind);
      const capped = mails.filter(isCapped);
      const unknown = [...new Set(capped.map(({ entryId }) => entryId))].filter((id) => !owners.has(id));
      // A mail to its entry's own address is never held back: its mailbox is counted only when
      // the owner is not at hand, or another mail goes there.
      const toOthers = capped.filter(({ entryId, to }) => {
        const owner = owners.get(entryId);
        return owner === undefined || mailboxOf(owner) !== mailboxOf(to.address);
      });
      const mailboxes = [...new Set(toOthers.map(({ to }) => mailboxOf(to.address)))];
      // Read together: whose each entry is (where not given), and how many mails each mailbox had within a day.
      const [read, counts] = await Promise.all([
        Promise.all(unknown.map(async (id) => [id, (await ownAddress.get<{ email: string }>(id))?.email ?? null] as const)),
        Promise.all(mailboxes.map(async (mailbox) => [mailbox, await gate.addressMails(mailbox, now)] as const)),
      ]);
      const ownerOf = new Map<string, string | null>([...owners, ...read]);
      const had = new Map(counts);
      const queued: OutgoingMail[] = [];
      const writes: Promise<void>[] = [];
      for (const mail of mails) {
        if (!isCapped(mail)) {
          queued.push(mail);
          continue;
        }
        const mailbox = mailboxOf(mail.to.address);
        const owner = ownerOf.get(mail.entryId) ?? null;
        const proven = owner !== null && mailboxOf(owner) === mailbox;
        if (!proven && (had.get(mailbox) ?? 0) >= perDay) {
          const at = new Date(now).toISOString();
          writes.push(outbox.recordHeldBack(mail.entryId, mail.kind, at, `the address had ${perDay} mails from the site within 24 hours`));
          continue;
        }
        had.set(mailbox, (had.get(mailbox) ?? 0) + 1);
        writes.push(gate.recordMail(mail.to.address, now, mail.entryId, null));
        queued.push(mail);
      }
      // Written together.
      await Promise.all([...writes, outbox.enqueue(queued, now, owners)]);
    },
  };
}
