/**
 * The leases of deliveries under way, as both outboxes (the mail's, the CMS's) keep them: a
 * row's `leased_until` apart from when it is due (`next_attempt_at`), so that making waiting
 * rows due at once never frees one another server is delivering.
 */

/** SQL: the row is no server's at the time `param` (an SQL parameter such as `$1`): no lease, or one that ran out. */
export const unleasedAt = (param: string): string => `(leased_until IS NULL OR leased_until <= ${param})`;

/** SQL: when the row is due at the latest: when it is due, or when its lease ends if that is later. */
export const DUE_OR_LEASE_END = 'CASE WHEN leased_until > next_attempt_at THEN leased_until ELSE next_attempt_at END';
