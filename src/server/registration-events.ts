/**
 * What follows a registration's events in the running server: the mails they send (the
 * composer), the mail and CMS workers woken, the pages redrawn when the seats they show
 * change (seat-changes.ts), and freed seats offered to the waiting lists whenever seats
 * may have come free: when holds or offers end, when the site changes (the CMS may add
 * seats), after a change through a link, and when the caller asks (at start, after
 * another process wrote); the places of dates the academy called off cancelled and their
 * people told (when the site changes, and at start); the reminders before courses, at
 * start and every new day; the invoices due (billing.ts), at start, every new day and after a
 * change; and the personal data past its time deleted or anonymised, at start and every hour
 * (retention-sweeps.ts).
 */
import type { Content } from '../content/types.ts';
import { oneAtATime } from './database/one-at-a-time.ts';
import { drawingPool } from './invoices/drawing/drawing-pool.ts';
import { type BillingDeps, runBilling } from './invoices/use-cases/billing.ts';
import { errorField, type Logger } from './log/log.ts';
import { configuredMailComposer, mailSettingsOf } from './mail-setup.ts';
import type { Stores } from './open-stores.ts';
import { retentionPolicy } from './privacy/store/retention.ts';
import { scheduleRetentionSweeps } from './privacy/use-cases/retention-sweeps.ts';
import { scheduleDayChanges } from './rebuild/day-change.ts';
import type { Timers } from './rebuild/hold-ends.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { LiveSite } from './rebuild/site-state.ts';
import type { SubmissionKind } from './registrations/rules/submission.ts';
import { type CalledOffDeps, cancelCalledOffDates } from './registrations/use-cases/called-off-dates.ts';
import { offerFreedSeatsOrLog, type SeatChange, withOffers } from './registrations/use-cases/offer-seats.ts';
import { type ReminderDeps, sendReminders } from './registrations/use-cases/send-reminders.ts';
import { followSeats, type SeatFollower } from './seat-changes.ts';
import type { ServerConfig } from './server-config.ts';

interface EventParts {
  readonly config: ServerConfig;
  readonly stores: Stores;
  readonly site: LiveSite;
  readonly rebuilder: Rebuilder | null;
  readonly today: () => string;
  readonly now: () => Date;
  readonly timers: Timers;
  readonly log: Logger;
  readonly mailWorker: { wake(): void };
  readonly outboxWorker: { wake(): void } | null;
}

/** Cancels the places of called-off dates, logged; a failure is logged, and the next occasion tries again. */
function callingOff(deps: CalledOffDeps, log: Logger, after: (freed: readonly SeatChange[]) => void): () => void {
  return async () => {
    try {
      const done = await cancelCalledOffDates(deps);
      if (done.registrations.length === 0 && done.waiting.length === 0) return;
      log.info('called-off dates: places cancelled and waiting lists told', { registrations: done.registrations, waiting: done.waiting });
      after(done.seats);
    } catch (error) {
      log.error('cancelling the places of called-off dates failed', { error: errorField(error) });
    }
  };
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
 * After every billing pass: a timer for when the first claim on a document not drawn yet runs
 * out (a server that stopped while drawing it, or a drawing that failed), so the next pass
 * draws and mails it then, not only at the next change or midnight.
 */
function afterClaimsEnd(invoices: Pick<Stores['invoices'], 'nextClaimEnd'>, timers: Timers, now: () => Date, bill: () => unknown) {
  let timer: unknown = null;
  return async () => {
    if (timer !== null) timers.clearTimer(timer);
    timer = null;
    const until = await invoices.nextClaimEnd();
    if (until === null) return;
    timer = timers.setTimer(
      () => {
        timer = null;
        return bill();
      },
      Math.max(0, until - now().getTime()) + CLAIM_END_MARGIN_MS,
    );
  };
}

/** After a claim's end, so that its end has passed on this server's clock too. */
const CLAIM_END_MARGIN_MS = 1000;

/** Queues the reminders due, logged; a failure is logged, and the next day tries again. */
function reminding(deps: ReminderDeps, log: Logger, after: () => void): () => Promise<void> {
  return async () => {
    try {
      const sent = await sendReminders(deps);
      if (sent === 0) return;
      log.info('reminders queued', { count: sent, today: deps.today() });
      after();
    } catch (error) {
      log.error('sending reminders failed', { error: errorField(error) });
    }
  };
}

/** What the server's own work (the day's, billing) is done with. */
type WorkParts = Pick<EventParts, 'config' | 'stores' | 'today' | 'now' | 'timers' | 'log'> & {
  readonly getContent: () => Content;
  readonly wakeWorkers: () => void;
};

/**
 * Billing as the server runs it: one pass at a time, logged, its documents drawn on a worker
 * thread (drawing-pool.ts), then a timer for the claims of undrawn documents.
 */
function billing({ config, stores, getContent, today, now, timers, log, wakeWorkers }: WorkParts) {
  const drawer = drawingPool();
  const invoicing = config.invoicing;
  const deps = { stores, invoices: stores.invoices, getContent, today, now, invoicing, mailSettings: mailSettingsOf(config), drawer };
  const claimsEnd = afterClaimsEnd(stores.invoices, timers, now, () => bill());
  const bill: () => Promise<void> = oneAtATime(billingRun(deps, log, wakeWorkers, claimsEnd));
  return { bill, close: () => drawer.close() };
}

/** The day's work: the called-off dates, the reminders and the invoices at start and after every midnight in Germany, the retention sweeps every hour. */
function dailyWork(
  { config, stores, getContent, today, now, timers, log, wakeWorkers }: WorkParts,
  work: {
    readonly callOffDates: () => Promise<void> | void;
    readonly remind: () => Promise<void>;
    readonly bill: () => Promise<void>;
    /** Ends the drawing thread (a document it was drawing is drawn by the next pass, after its claim). */
    readonly closeDrawing: () => Promise<void>;
  },
) {
  let stopDays: (() => void) | null = null;
  let stopSweeps: (() => void) | null = null;
  return {
    /** Cancels the places of called-off dates, sends the reminders and bills what is due, now and after every midnight in Germany, until stopped. */
    async start() {
      stopDays = scheduleDayChanges({ today, now, ...timers, onNewDay: () => void work.remind().then(work.bill) });
      const policy = retentionPolicy(config.stated.retention);
      const mailDir = config.mail.smtpUrl ? null : config.mail.dir;
      stopSweeps = scheduleRetentionSweeps({ ...stores, getContent, now, policy, timers, log, mailDir, afterSweep: wakeWorkers });
      await work.callOffDates();
      await work.remind();
      await work.bill();
    },
    stop: () => {
      stopDays?.();
      stopSweeps?.();
      void work.closeDrawing();
    },
  };
}

export function registrationEvents({ config, stores, site, rebuilder, today, now, timers, log, mailWorker, outboxWorker }: EventParts) {
  const getContent = () => site.current().content;
  const { confirmation } = config;
  const mails = configuredMailComposer(config, getContent);
  const offerDeps = { stores, getContent, today, now, siteUrl: config.siteUrl, offerMs: confirmation.offerMs, mails };
  let seats: SeatFollower | null = null;
  // Whatever changed an entry queued its mails and its item for the CMS (cms-outbox.ts): both workers look now.
  const wakeWorkers = () => {
    mailWorker.wake();
    outboxWorker?.wake();
  };
  // Both run from timers and listeners: a failure (the database busy, say) is logged, and the next occasion tries again.
  // A burst of occasions (another server's registrations, say) costs one sweep at a time, and one after it.
  const offerSeats = oneAtATime(async () => {
    const offers = await offerFreedSeatsOrLog(offerDeps, log);
    if (offers.length === 0) return;
    log.info('freed seats offered to waiting lists', { entries: offers.map(({ entryId }) => entryId) });
    wakeWorkers();
    await seats?.seatsChanged(withOffers([], offers));
  });
  seats = rebuilder
    ? followSeats({ stores, site, rebuilder, now, fewSeats: config.fewSeats, timers, log, afterHoldsEnded: offerSeats })
    : null;
  // A date the academy called off: its places are cancelled and everyone told, before any seat is offered;
  // the invoices of fees it waives are credited at once.
  const callOffDates = callingOff({ stores, getContent, today, now, mails }, log, (freed) => {
    wakeWorkers();
    seats?.seatsChanged(freed);
    void bill();
  });
  site.onReplace(async () => {
    await callOffDates();
    await offerSeats();
  });
  const remind = reminding({ stores, getContent, today, now, reminderDays: confirmation.reminderDays, mails }, log, wakeWorkers);
  const { bill, close: closeDrawing } = billing({ config, stores, getContent, today, now, timers, log, wakeWorkers });
  const daily = dailyWork(
    { config, stores, getContent, today, now, timers, log, wakeWorkers },
    { callOffDates, remind, bill, closeDrawing },
  );
  return {
    mails,
    seats,
    offerSeats,
    ...daily,
    /** An enquiry was stored or confirmed: its mails (and its item for the CMS) go now. */
    afterEnquiry() {
      wakeWorkers();
    },
    afterStored(id: string, kind: SubmissionKind, confirmed: boolean) {
      wakeWorkers();
      if (kind === 'registration') seats?.registrationChanged(id);
      // Invoiced on confirmation (INVOICE_WHEN): the invoice goes out now.
      if (kind === 'registration' && confirmed && config.invoicing.when === 'on-confirmation') void bill();
    },
    /**
     * Another process wrote registrations (a command, another server): freed seats are
     * offered, the mails and CMS items it queued go now, and what it changed is billed.
     */
    othersWrote() {
      void offerSeats();
      wakeWorkers();
      void bill();
    },
    /** Sends an entry's item to the CMS again as it stands (after the CMS showed something else). */
    async resync(entryId: string) {
      await stores.forwards.queueForward(entryId);
      outboxWorker?.wake();
    },
    afterChanged(changes: readonly SeatChange[]) {
      wakeWorkers();
      seats?.seatsChanged(changes);
      // A change after an invoice brings its credit note (billing.ts).
      void bill();
    },
  };
}
