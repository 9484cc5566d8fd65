/**
 * The tokens of the links in mails (to confirm a registration or a waiting-list entry): 256
 * random bits, written base64url into the link, and kept in the database only as their
 * SHA-256, so a copy of the database opens no link (the mail carrying it waits in the mail
 * outbox until it is sent, and its text is dropped then). Pure apart from the random bytes.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** What a client address is kept as, for the caps: keyed with the database's own key, so the address is not stored. */
export const clientKeyOf = (key: string, address: string): string => createHmac('sha256', key).update(address).digest('hex').slice(0, 32);

/** Mailbox providers that deliver `j.doe@`, `jdoe@` and `j.d.o.e@` to one mailbox, and the domain each is known under. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address is delivered to, as far as the address tells: lower case, without a
 * sub-address tag (`victim+1@` is `victim@`), and without dots where the provider ignores
 * them. Pure.
 */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  const domain = trimmed.slice(at + 1);
  const local = trimmed.slice(0, at).split('+', 1)[0] || trimmed.slice(0, at);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

/** Anything in a text that looks like a mail address. */
const ADDRESS_IN_TEXT = /[^\s"'<>;:,()\\[\]]+@[^\s"'<>;:,()\\[\]]+\.[a-z]{2,}/gi;

/** Whether a text names an address of the mailbox `mailbox` (mailboxOf), in any spelling. Pure. */
export const namesMailbox = (text: string, mailbox: string): boolean =>
  [...text.matchAll(ADDRESS_IN_TEXT)].some(([found]) => mailboxOf(found) === mailbox);

/** What a mail address is counted under, for the daily caps: its mailbox (mailboxOf), hashed. */
export const addressKeyOf = (address: string): string => createHash('sha256').update(mailboxOf(address), 'utf8').digest('hex');
