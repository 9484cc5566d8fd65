/**
 * What the certificates' register knows its holders by besides their name: a keyed hash of
 * their address (HMAC-SHA-256 with the database's own key), so a person's export and erasure
 * find their certificates after the registration's address is anonymised, while the register
 * itself holds no address.
 */
import { createHmac } from 'node:crypto';
import { mailboxOf } from '../../gate/tokens.ts';

/** The key of `email`'s mailbox (any case, a `+tag` or a Gmail dot apart, as a person's rights find them) under the database's key. */
export const holderKeys =
  (databaseKey: string) =>
  (email: string): string =>
    createHmac('sha256', databaseKey)
      .update(`certificate holder\n${mailboxOf(email)}`)
      .digest('base64url');
