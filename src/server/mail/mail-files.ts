/**
 * The mail folder (DATA_DIR/mail), where the mails are written as .eml files when there is no
 * SMTP server (../outbox/mail-senders.ts names each `{entry id}.{kind}.eml`): on a person's erasure, every
 * file of an entry they are in, and every other file that names their address, is removed.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { mailboxOf, namesMailbox } from '../registrations/rules/tokens.ts';

/** Removes the mail files of `entryIds` and those whose text names an address of `address`'s mailbox: how many. */
export async function removeMailFiles(dir: string, entryIds: ReadonlySet<string>, address: string): Promise<number> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const mailbox = mailboxOf(address);
  let removed = 0;
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const entryId = file.split('.', 1)[0] ?? '';
    const path = join(dir, file);
    // Quoted-printable text may break a line (and an address) with a soft line break, '=' at its end.
    const text = (await readFile(path, 'utf8')).replace(/=\r?\n/g, '');
    if (!entryIds.has(entryId) && !namesMailbox(text, mailbox)) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
