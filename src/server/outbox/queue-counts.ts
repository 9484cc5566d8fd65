/**
 * What waits in the mail and CMS outboxes, for GET /readyz (edge/readiness.ts): read from the
 * database, so the count fails when the database does not answer.
 */
import type { Sql, Statement } from '../database/sql.ts';

/** What waits in an outbox, and how much of it failed at least once. */
export interface QueueCounts {
  readonly waiting: number;
  readonly failing: number;
}

export type OutboxCounts = () => Promise<{ readonly mail: QueueCounts; readonly cms: QueueCounts }>;

export function outboxCounts(db: Sql): OutboxCounts {
  const waiting = (table: string) =>
    db.prepare(
      `SELECT count(*) AS waiting, coalesce(sum(CASE WHEN attempts > 0 THEN 1 ELSE 0 END), 0) AS failing FROM ${table} WHERE next_attempt_at IS NOT NULL`,
    );
  const mail = waiting('mail_outbox');
  const cms = waiting('cms_outbox');
  const count = async (statement: Statement) => (await statement.get<QueueCounts>()) ?? { waiting: 0, failing: 0 };
  return async () => ({ mail: await count(mail), cms: await count(cms) });
}
