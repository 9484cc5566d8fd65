/**
 * The retention sweep in the running server (../store/retention.ts, and the enquiries'
 * src/server/enquiries/store/enquiry-store.ts): at start and then every hour, by
 * the server's clock and timers, with each date's end from the content as it is now. What a
 * sweep deleted or anonymised is logged as counts, never as who.
 */

import { berlinDate } from '../../../content/calendar.ts';
import type { Content } from '../../../content/types.ts';
import type { EnquiryStore } from '../../enquiries/store/enquiry-store.ts';
import { errorField, type Logger } from '../../log/log.ts';
import { removeMailFiles } from '../../mail/mail-files.ts';
import type { Quotes } from '../../quotes/store/quotes-table.ts';
import type { Timers } from '../../rebuild/hold-ends.ts';
import { linksEndOf } from '../../registrations/rules/manage-tokens.ts';
import type { DateEnds, Retention, RetentionPolicy, SweepResult } from '../store/retention.ts';

/** How often the sweep runs: an unconfirmed entry outlives its grace by at most this. */
export const SWEEP_EVERY_MS = 3_600_000;

/** When each date of the content ended: once its last day is over in Germany. */
export function dateEnds(content: Content): DateEnds {
  return (dateId) => linksEndOf(content, dateId);
}

export interface SweepDeps {
  readonly retention: Retention;
  readonly enquiries: EnquiryStore;
  readonly quotes: Pick<Quotes, 'deleteEnded'>;
  readonly getContent: () => Content;
  readonly now: () => Date;
  readonly policy: RetentionPolicy;
  readonly timers: Timers;
  readonly log: Logger;
  /** The folder the mails are written to without SMTP, whose files of the entries swept go with them; null: none. */
  readonly mailDir: string | null;
  /** Makes what a sweep deleted gone from the database's files too. */
  readonly forgetDeleted: () => Promise<void>;
  /** Told what a sweep changed (to wake the CMS worker: anonymised items are sent again). */
  readonly afterSweep?: (result: SweepResult & { readonly enquiries: number; readonly quotes: number; readonly files: number }) => void;
}

/** Sweeps now and every SWEEP_EVERY_MS until stopped; returns the stop function. */
export function scheduleRetentionSweeps({
  retention,
  enquiries: enquiryStore,
  quotes,
  getContent,
  now,
  policy,
  timers,
  log,
  mailDir,
  forgetDeleted,
  afterSweep,
}: SweepDeps): () => void {
  let timer: unknown = null;
  let stopped = false;
  const sweep = async () => {
    try {
      const at = now().getTime();
      const { entries, ...registrations } = await retention.sweep(at, policy, dateEnds(getContent()));
      // An enquiry reaches the academy at once: one whose address was never confirmed goes its period after it arrived, a confirmed one its period after confirmation.
      const enquiries = await enquiryStore.sweep(at - policy.enquiryMs, at - policy.enquiryMs);
      // A quote goes an enquiry's period after its last valid day; one whose link was never opened when an unconfirmed entry would.
      const quoted = await quotes.deleteEnded(berlinDate(new Date(at - policy.enquiryMs)), at - policy.unconfirmedMs);
      // Their mails go with them: the files of every entry deleted or anonymised.
      const files = mailDir === null ? 0 : await removeMailFiles(mailDir, new Set([...entries, ...enquiries, ...quoted]));
      const result = { ...registrations, enquiries: enquiries.length, quotes: quoted.length, files };
      if (Object.values(result).some((count) => count > 0)) {
        await forgetDeleted();
        log.info('personal data past its time deleted or anonymised', { ...result });
        afterSweep?.(result);
      }
    } catch (error) {
      log.error('the retention sweep failed', { error: errorField(error) });
    }
    if (!stopped) timer = timers.setTimer(sweep, SWEEP_EVERY_MS);
  };
  void sweep();
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimer(timer);
  };
}
