/**
 * The leases of deliveries under way, as both outboxes (the mail's, the CMS's) keep them: a
 * row's `leased_until` apart from when it is due (`next_attempt_at`), so that making waiting
 * rows due at once never frees one another server is delivering.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../database/tables.ts';

/** The outboxes' tables, which both have `leased_until` and `next_attempt_at`. */
type Leased = 'mail_outbox' | 'cms_outbox';

/** Either outbox's rows as one of them: the columns the leases read are the same in both. */
export const asOutbox = <Table extends Leased>(eb: ExpressionBuilder<Database, Table>) =>
  eb as unknown as ExpressionBuilder<Database, 'mail_outbox'>;

/** The row is no server's at `now`: no lease, or one that ran out. */
export function unleasedAt<Table extends Leased>(builder: ExpressionBuilder<Database, Table>, now: number) {
  const eb = asOutbox(builder);
  return eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', now)]);
}

/** When the row is due at the latest: when it is due, or when its lease ends if that is later. */
export function dueOrLeaseEnd<Table extends Leased>(builder: ExpressionBuilder<Database, Table>) {
  const eb = asOutbox(builder);
  return eb.case().when('leased_until', '>', eb.ref('next_attempt_at')).then(eb.ref('leased_until')).else(eb.ref('next_attempt_at')).end();
}
