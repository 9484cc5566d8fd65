/**
 * The mail folder (DATA_DIR/mail), where the mails are written as .eml files when there is no
 * SMTP server (../outbox/mail-senders.ts names each `{entry id}.{kind}.eml`): on a person's erasure, every
 * file of an entry they are in, and every other file that names their address, is removed; after
 * a retention sweep, every file of the entries it deleted or anonymised.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { mailboxOf, namesMailbox } from '../gate/tokens.ts';

/**
 * Removes the mail files of `entryIds` and, given an address, those whose text names an address
 * of its mailbox: how many.
 */
export async function removeMailFiles(dir: string, entryIds: ReadonlySet<string>, address?: string): Promise<number> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const mailbox = address === undefined ? null : mailboxOf(address);
  let removed = 0;
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const entryId = file.split('.', 1)[0] ?? '';
    const path = join(dir, file);
    if (!entryIds.has(entryId)) {
      if (mailbox === null) continue;
      // Quoted-printable text may break a line (and an address) with a soft line break, '=' at its end.
      const text = (await readFile(path, 'utf8')).replace(/=\r?\n/g, '');
      if (!namesMailbox(text, mailbox)) continue;
    }
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
