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
  const ownAddress = db.prepare('SELECT email FROM registrations WHERE id = ?1 UNION ALL SELECT email FROM waitlist WHERE id = ?1');
  return {
    ...outbox,
    async enqueue(mails, now) {
      const owners = new Map<string, string | null>();
      const queued: OutgoingMail[] = [];
      for (const mail of mails) {
        if (toAcademy(mail.kind) || countedAtSubmission(mail.kind)) {
          queued.push(mail);
          continue;
        }
        if (!owners.has(mail.entryId)) owners.set(mail.entryId, (await ownAddress.get<{ email: string }>(mail.entryId))?.email ?? null);
        const owner = owners.get(mail.entryId);
        const proven = owner !== null && owner !== undefined && mailboxOf(owner) === mailboxOf(mail.to.address);
        if (!proven && (await gate.addressMails(mail.to.address, now)) >= perDay) {
          await outbox.recordHeldBack(
            mail.entryId,
            mail.kind,
            new Date(now).toISOString(),
            `the address had ${perDay} mails from the site within 24 hours`,
          );
          continue;
        }
        await gate.recordMail(mail.to.address, now, mail.entryId, null);
        queued.push(mail);
      }
      await outbox.enqueue(queued, now);
    },
  };
}
