/**
 * What waits in the mail and CMS outboxes, for GET /readyz (edge/readiness.ts): read from the
 * database, so the count fails when the database does not answer.
 */
import type { ExpressionBuilder } from 'kysely';
import { compiledOnce, query } from '../database/queries.ts';
import type { Sql } from '../database/sql.ts';
import type { Database } from '../database/tables.ts';
import { asOutbox } from './leases.ts';

/** What waits in an outbox, and how much of it failed at least once. */
export interface QueueCounts {
  readonly waiting: number;
  readonly failing: number;
}

export type OutboxCounts = () => Promise<{ readonly mail: QueueCounts; readonly cms: QueueCounts }>;

/** What an outbox's rows waiting count, and of them those that failed. */
const counts = ({ fn, eb, lit }: ExpressionBuilder<Database, 'mail_outbox'>) => [
  fn.countAll<number>().as('waiting'),
  fn.coalesce(fn.sum<number>(eb.case().when('attempts', '>', 0).then(lit(1)).else(lit(0)).end()), lit(0)).as('failing'),
];

const waiting = {
  mail: compiledOnce(() => query.selectFrom('mail_outbox').select(counts).where('next_attempt_at', 'is not', null)),
  cms: compiledOnce(() =>
    query
      .selectFrom('cms_outbox')
      .select((eb) => counts(asOutbox(eb)))
      .where('next_attempt_at', 'is not', null),
  ),
};

export function outboxCounts(db: Sql): OutboxCounts {
  const none: QueueCounts = { waiting: 0, failing: 0 };
  return async () => ({ mail: (await db.get(waiting.mail({}))) ?? none, cms: (await db.get(waiting.cms({}))) ?? none });
}
