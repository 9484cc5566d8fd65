/** The mails the mail server refused for good, as the export shows them: by entry id, "participant: 550 …; invoiceContact: …". Pure. */
import type { MailRecord } from './mail-outbox.ts';

export function undeliveredMails(records: readonly MailRecord[]): Map<string, string> {
  const byEntry = new Map<string, string[]>();
  for (const record of records) {
    if (record.rejectedAt === null) continue;
    const reasons = byEntry.get(record.entryId) ?? [];
    reasons.push(`${record.kind}: ${record.lastError ?? 'refused'}`);
    byEntry.set(record.entryId, reasons);
  }
  return new Map([...byEntry].map(([id, reasons]) => [id, reasons.join('; ')]));
}
