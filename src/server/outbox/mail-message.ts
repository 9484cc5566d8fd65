/**
 * A mail ready to send, as the outbox keeps it: composed when the registration is stored
 * (so it says what was booked then), sent later by the worker. The sender (MAIL_FROM) is
 * added at sending; everything else is here.
 */

import { z } from 'zod';
import type { MailKind } from '../database/column-values.ts';

export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** The text; with `encoding` 'base64', the bytes of a binary file (an invoice's PDF) in base64. */
  readonly content: string;
  readonly encoding?: 'base64';
}

export interface OutgoingMail {
  readonly kind: MailKind;
  /** The entry (registration or waiting-list entry) it belongs to. */
  readonly entryId: string;
  /** '<{entry id}.{kind}@{site host}>': a repeated delivery is recognisably the same mail. */
  readonly messageId: string;
  readonly to: MailAddress;
  readonly replyTo: MailAddress;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly MailAttachment[];
}

/** What the outbox's `message` keeps of a mail: all its row's columns do not (its kind, entry and address). */
export type StoredMessage = Omit<OutgoingMail, 'kind' | 'entryId' | 'to'> & { readonly to: Pick<MailAddress, 'name'> };

/** The schema a stored message is read back with (database/stored-json.ts). */
export const STORED_MESSAGE: z.ZodType<StoredMessage> = z.object({
  messageId: z.string(),
  to: z.object({ name: z.string() }),
  replyTo: z.object({ name: z.string(), address: z.string() }),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string(), encoding: z.literal('base64').optional() }),
  ),
});

/** What of `mail` the outbox's `message` keeps. */
export function storedMessage({ kind: _kind, entryId: _entry, to, ...rest }: OutgoingMail): StoredMessage {
  return { ...rest, to: { name: to.name } };
}

/** The outbox row's id of a mail: one per entry and kind. */
export const mailId = (entryId: string, kind: MailKind) => `${entryId}.${kind}`;

export function messageIdOf(entryId: string, kind: MailKind, siteUrl: string): string {
  return `<${mailId(entryId, kind)}@${new URL(siteUrl).hostname}>`;
}
