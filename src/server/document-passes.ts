/**
 * The server's documents as it issues them: billing (../invoices/use-cases/billing.ts) and
 * certificates (../certificates/use-cases/issuing.ts), each one pass at a time and logged (a
 * failure is logged, and the next occasion tries again), their documents drawn on one worker
 * thread (drawing/drawing-pool.ts), and after each pass a timer for the claims of documents not
 * drawn yet. registration-events.ts says when each pass runs.
 */
import type { Content } from '../content/types.ts';
import { type IssuingDeps, runIssuing } from './certificates/use-cases/issuing.ts';
import { currentSigning } from './credentials/signing-keys.ts';
import { oneAtATime } from './database/one-at-a-time.ts';
import { drawingPool } from './drawing/drawing-pool.ts';
import { type BillingDeps, runBilling } from './invoices/use-cases/billing.ts';
import { errorField, type Logger } from './log/log.ts';
import { mailSettingsOf } from './mail-setup.ts';
import type { Stores } from './open-stores.ts';
import type { Timers } from './rebuild/hold-ends.ts';
import type { ServerConfig } from './server-config.ts';

/** What the passes are made with. */
export interface DocumentParts {
  readonly config: ServerConfig;
  readonly stores: Stores;
  readonly getContent: () => Content;
  readonly today: () => string;
  readonly now: () => Date;
  readonly timers: Timers;
  readonly log: Logger;
  /** The documents' mails wait in the outbox: its worker looks now. */
  readonly wakeWorkers: () => void;
}

/** Bills the registrations due, logged (a failure is logged, and the next occasion tries again), then `then`. */
function billingRun(deps: BillingDeps, log: Logger, after: () => void, then: () => Promise<void>): () => Promise<void> {
  return async () => {
    await runLogged(deps, log, after);
    await then().catch((error: unknown) => log.error('looking for claimed invoices failed', { error: errorField(error) }));
  };
}

/** A log line names at most this many documents (a day's billing issues hundreds). */
const LOGGED_DOCUMENTS = 20;
const firstOf = (numbers: readonly string[]) =>
  numbers.length > LOGGED_DOCUMENTS ? [...numbers.slice(0, LOGGED_DOCUMENTS), `… ${numbers.length - LOGGED_DOCUMENTS} more`] : numbers;

async function runLogged(deps: BillingDeps, log: Logger, after: () => void): Promise<void> {
  try {
    const run = await runBilling(deps);
    if (run.unpriced.length > 0)
      log.warn('registrations due an invoice without their price as booked: not invoiced', { registrations: run.unpriced });
    if (run.failed.length > 0)
      log.error('invoices not drawn; tried again later', { count: run.failed.length, documents: firstOf(run.failed) });
    if (run.issued.length === 0 && run.drawn === 0) return;
    log.info('invoices issued', { count: run.issued.length, documents: firstOf(run.issued.map(({ number }) => number)), drawn: run.drawn });
    after();
  } catch (error) {
    log.error('billing failed', { error: errorField(error) });
  }
}

/**
 * After every billing or issuing pass: a timer for when the first claim on a document not drawn
 * yet runs out (a server that stopped while drawing it, or a drawing that failed), so the next
 * pass draws and mails it then, not only at the next change or midnight.
 */
function afterClaimsEnd(nextClaimEnd: () => Promise<number | null>, timers: Timers, now: () => Date, pass: () => unknown) {
  let timer: unknown = null;
  return async () => {
    if (timer !== null) timers.clearTimer(timer);
    timer = null;
    const until = await nextClaimEnd();
    if (until === null) return;
    timer = timers.setTimer(
      () => {
        timer = null;
        return pass();
      },
      Math.max(0, until - now().getTime()) + CLAIM_END_MARGIN_MS,
    );
  };
}

/** Issues the certificates due, logged (a failure is logged, and the next occasion tries again), then `then`. */
function issuingRun(deps: IssuingDeps, log: Logger, after: () => void, then: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      const run = await runIssuing(deps);
      if (run.failed.length > 0)
        log.error('certificates not drawn; tried again later', { count: run.failed.length, documents: firstOf(run.failed) });
      if (run.issued.length > 0 || run.drawn > 0) {
        const numbers = run.issued.map(({ document }) => document.number);
        log.info('certificates issued', { count: run.issued.length, documents: firstOf(numbers), drawn: run.drawn });
        after();
      }
    } catch (error) {
      log.error('issuing certificates failed', { error: errorField(error) });
    }
    await then().catch((error: unknown) => log.error('looking for claimed certificates failed', { error: errorField(error) }));
  };
}

/** After a claim's end, so that its end has passed on this server's clock too. */
const CLAIM_END_MARGIN_MS = 1000;

/**
 * Billing and issuing certificates as the server runs them: each one pass at a time, logged,
 * their documents drawn on one worker thread (drawing-pool.ts), then a timer for the claims of
 * undrawn documents.
 */
export function documentPasses({ config, stores, getContent, today, now, timers, log, wakeWorkers }: DocumentParts) {
  const drawer = drawingPool();
  const mailSettings = mailSettingsOf(config);
  const invoicing = config.invoicing;
  const billingDeps = {
    stores,
    invoices: stores.invoices,
    refunds: stores.refunds,
    getContent,
    today,
    now,
    invoicing,
    mailSettings,
    drawer,
  };
  const claimsEnd = afterClaimsEnd(
    () => stores.invoices.nextClaimEnd(),
    timers,
    now,
    () => bill(),
  );
  const bill: () => Promise<void> = oneAtATime(billingRun(billingDeps, log, wakeWorkers, claimsEnd));
  const { evidence, certificates, holderKey } = stores;
  const certifying = config.certifying;
  const signing = () => currentSigning(config.credentialKeysFile, config.siteUrl);
  const issuingDeps = { stores, evidence, certificates, holderKey, getContent, today, now, certifying, mailSettings, drawer, signing };
  const certificateClaimsEnd = afterClaimsEnd(
    () => certificates.nextClaimEnd(),
    timers,
    now,
    () => issue(),
  );
  const issue: () => Promise<void> = oneAtATime(issuingRun(issuingDeps, log, wakeWorkers, certificateClaimsEnd));
  return { bill, issue, close: () => drawer.close() };
}
