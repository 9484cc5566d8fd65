/**
 * Migration 6: the mail outbox's and the invoices' JSON repeat no column. A queued mail's
 * message named its kind and entry again (`kind`, `entryId`), and its address lived only inside
 * it: the address gets a column of its own (so a person's pending mails are found without
 * reading every message; a sent mail, whose message is forgotten, keeps none), and the message
 * keeps the rest. An invoice's document repeated its number and kind (`number`, `kind`).
 */
import type { Migration } from './migration.ts';

const ADDRESS_INDEX = 'CREATE INDEX mail_outbox_address ON mail_outbox (lower(address)) WHERE address IS NOT NULL';
/** A sent or refused mail's message is forgotten ('{}'); it has no address to keep. */
const KEPT = "message <> '{}'";

const SQLITE: readonly string[] = [
  'ALTER TABLE mail_outbox ADD COLUMN address TEXT',
  `UPDATE mail_outbox SET address = json_extract(message, '$.to.address'),
     message = json_remove(message, '$.kind', '$.entryId', '$.to.address') WHERE ${KEPT}`,
  ADDRESS_INDEX,
  "UPDATE invoices SET document = json_remove(document, '$.number', '$.kind')",
];

const POSTGRES: readonly string[] = [
  'ALTER TABLE mail_outbox ADD COLUMN address TEXT',
  `UPDATE mail_outbox SET address = message::jsonb #>> '{to,address}',
     message = (message::jsonb - 'kind' - 'entryId' #- '{to,address}')::text WHERE ${KEPT}`,
  ADDRESS_INDEX,
  "UPDATE invoices SET document = (document::jsonb - 'number' - 'kind')::text",
];

export const OUTBOX_AND_INVOICES_WITHOUT_COPIES: Migration = {
  version: 6,
  name: 'outbox and invoices without copies',
  statements: (dialect) => (dialect === 'sqlite' ? SQLITE : POSTGRES),
};
