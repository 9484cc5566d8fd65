/**
 * What follows a registration's events in the running server: the mails they send (the
 * composer), the mail and CMS workers woken, the pages redrawn when the seats they show
 * change (seat-changes.ts), and freed seats offered to the waiting lists whenever seats
 * may have come free: when holds or offers end, when the site changes (the CMS may add
 * seats), after a change through a link, and when the caller asks (at start, after
 * another process wrote); the places of dates the academy called off cancelled and their
 * people told (when the site changes, and at start); the reminders before courses, at
 * start and every new day; the invoices due (billing.ts), at start, every new day and after a
 * change; the certificates due (issuing.ts), at start, every new day and after attendance or a
 * result is recorded; the reminders of unpaid invoices (remind-unpaid.ts), at start and every new
 * day, after billing; and the personal data past its time deleted or anonymised, at start and every hour
 * (retention-sweeps.ts).
 */
import type { Content } from '../content/types.ts';
import { oneAtATime } from './database/one-at-a-time.ts';
import { documentPasses } from './document-passes.ts';
import { errorField, type Logger } from './log/log.ts';
import { configuredMailComposer, mailSettingsOf } from './mail-setup.ts';
import type { Stores } from './open-stores.ts';
import { type DunningDeps, remindUnpaid } from './payments/use-cases/remind-unpaid.ts';
import { retentionPolicy } from './privacy/store/retention.ts';
import { scheduleRetentionSweeps } from './privacy/use-cases/retention-sweeps.ts';
import { scheduleDayChanges } from './rebuild/day-change.ts';
import type { Timers } from './rebuild/hold-ends.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { LiveSite } from './rebuild/site-state.ts';
import type { SubmissionKind } from './registrations/rules/submission.ts';
import { type CalledOffDeps, cancelCalledOffDates } from './registrations/use-cases/called-off-dates.ts';
import { offerFreedSeatsOrLog, type SeatChange, withOffers } from './registrations/use-cases/offer-seats.ts';
import { type AccessDeps, scheduleAccessPasses, sendAccessMails } from './registrations/use-cases/send-access.ts';
import { type FeedbackDeps, sendFeedbackRequests } from './registrations/use-cases/send-feedback.ts';
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

/** Queues the reminders and the requests for feedback due, logged; a failure is logged, and the next day tries again. */
function reminding(deps: ReminderDeps & FeedbackDeps, log: Logger, after: () => void): () => Promise<void> {
  return async () => {
    try {
      const sent = await sendReminders(deps);
      if (sent > 0) log.info('reminders queued', { count: sent, today: deps.today() });
      const asked = await sendFeedbackRequests(deps);
      if (asked > 0) log.info('feedback requests queued', { count: asked, today: deps.today() });
      if (sent + asked > 0) after();
    } catch (error) {
      log.error('sending reminders or feedback requests failed', { error: errorField(error) });
    }
  };
}

/** What the reminders of unpaid invoices are taken with, from the server's settings and stores. */
const dunningDeps = ({ config, stores, today, now }: Pick<EventParts, 'config' | 'stores' | 'today' | 'now'>): DunningDeps => ({
  dunning: stores.dunning,
  invoices: stores.invoices,
  registrations: stores.registrations,
  today,
  now,
  periods: config.payments.periods,
  charges: config.payments.charges,
  mailSettings: mailSettingsOf(config),
});

/** Takes the day's steps of the unpaid invoices, logged; a failure is logged, and the next day tries again. */
function dunning(deps: DunningDeps, log: Logger, after: () => void): () => Promise<void> {
  return oneAtATime(async () => {
    try {
      const taken = await remindUnpaid(deps);
      if (taken.first + taken.second + taken.staff === 0) return;
      log.info('unpaid invoices reminded', { ...taken, today: deps.today() });
      after();
    } catch (error) {
      log.error('reminding unpaid invoices failed', { error: errorField(error) });
    }
  });
}

/**
 * Queues the access mails and alerts due, logged, one pass at a time (also after a change: a
 * substitute, or a move to a date whose details are out, gets theirs at once); a failure is
 * logged, and the next pass tries again.
 */
function accessing(deps: AccessDeps, log: Logger, after: () => void): () => Promise<void> {
  return oneAtATime(async () => {
    try {
      const { sent, alerts } = await sendAccessMails(deps);
      if (sent + alerts === 0) return;
      log.info('access mails queued', { count: sent, alerts });
      after();
    } catch (error) {
      log.error('sending access mails failed', { error: errorField(error) });
    }
  });
}

/** What the server's own work (the day's, billing) is done with. */
type WorkParts = Pick<EventParts, 'config' | 'stores' | 'today' | 'now' | 'timers' | 'log'> & {
  readonly getContent: () => Content;
  readonly wakeWorkers: () => void;
};

/**
 * The day's work: the called-off dates, the reminders, the invoices, the certificates and the
 * reminders of unpaid invoices at start and after every midnight in Germany; the access mails at start and every hour; the
 * retention sweeps every hour.
 */
function dailyWork(
  { config, stores, getContent, today, now, timers, log, wakeWorkers }: WorkParts,
  work: {
    readonly callOffDates: () => Promise<void> | void;
    readonly remind: () => Promise<void>;
    readonly access: () => Promise<void>;
    readonly bill: () => Promise<void>;
    readonly issue: () => Promise<void>;
    /** Ends the drawing thread (a document it was drawing is drawn by the next pass, after its claim). */
    readonly closeDrawing: () => Promise<void>;
  },
) {
  const dun = dunning(dunningDeps({ config, stores, today, now }), log, wakeWorkers);
  let stopDays: (() => void) | null = null;
  let stopSweeps: (() => void) | null = null;
  let stopAccess: (() => void) | null = null;
  return {
    /** Cancels the places of called-off dates, sends the reminders, bills and certifies what is due, now and after every midnight in Germany, until stopped. */
    async start() {
      stopDays = scheduleDayChanges({
        today,
        now,
        ...timers,
        onNewDay: () => void work.remind().then(work.bill).then(work.issue).then(dun),
      });
      const policy = retentionPolicy(config.stated.retention);
      const mailDir = config.mail.smtpUrl ? null : config.mail.dir;
      stopSweeps = scheduleRetentionSweeps({ ...stores, getContent, now, policy, timers, log, mailDir, afterSweep: wakeWorkers });
      stopAccess = scheduleAccessPasses({ now, timers, pass: work.access });
      await work.callOffDates();
      await work.remind();
      await work.access();
      await work.bill();
      await work.issue();
      await dun();
    },
    stop: () => {
      stopDays?.();
      stopSweeps?.();
      stopAccess?.();
      void work.closeDrawing();
    },
  };
}

/** Freed seats offered to the waiting lists, and the pages that show seats following them (with a rebuilder). */
function seatWork({
  config,
  stores,
  site,
  rebuilder,
  now,
  timers,
  log,
  offerDeps,
  wakeWorkers,
}: Pick<EventParts, 'config' | 'stores' | 'site' | 'rebuilder' | 'now' | 'timers' | 'log'> & {
  readonly offerDeps: Parameters<typeof offerFreedSeatsOrLog>[0];
  readonly wakeWorkers: () => void;
}) {
  let seats: SeatFollower | null = null;
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
  return { seats, offerSeats };
}

export function registrationEvents({ config, stores, site, rebuilder, today, now, timers, log, mailWorker, outboxWorker }: EventParts) {
  const getContent = () => site.current().content;
  const { confirmation } = config;
  const mails = configuredMailComposer(config, getContent);
  // Whatever changed an entry queued its mails and its item for the CMS (cms-outbox.ts): both workers look now.
  const wakeWorkers = () => {
    mailWorker.wake();
    outboxWorker?.wake();
  };
  const offerDeps = { stores, getContent, today, now, siteUrl: config.siteUrl, offerMs: confirmation.offerMs, mails };
  const { seats, offerSeats } = seatWork({ config, stores, site, rebuilder, now, timers, log, offerDeps, wakeWorkers });
  // A date the academy called off: its places are cancelled and everyone told, before any seat is offered;
  // the invoices of fees it waives are credited at once.
  const callOffDates = callingOff({ stores, getContent, today, now, mails }, log, (freed) => {
    wakeWorkers();
    seats?.seatsChanged(freed);
    void bill();
  });
  const remind = reminding({ ...offerDeps, ...confirmation }, log, wakeWorkers);
  // The content may bring a day's access details (or take a date off): the access mails follow it.
  const access = accessing({ stores, getContent, now, hours: confirmation.access, mails }, log, wakeWorkers);
  site.onReplace(async () => {
    await callOffDates();
    await offerSeats();
    await access();
  });
  const { bill, issue, close: closeDrawing } = documentPasses({ config, stores, getContent, today, now, timers, log, wakeWorkers });
  const daily = dailyWork(
    { config, stores, getContent, today, now, timers, log, wakeWorkers },
    { callOffDates, remind, access, bill, issue, closeDrawing },
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
      // Confirmed on the day before a webinar day, or on the day: the access details go now.
      if (kind === 'registration' && confirmed) void access();
      // Invoiced on confirmation (INVOICE_WHEN): the invoice goes out now.
      if (kind === 'registration' && confirmed && config.invoicing.when === 'on-confirmation') void bill();
    },
    /**
     * Another process wrote registrations (a command, another server): freed seats are
     * offered, the mails and CMS items it queued go now, and what it changed is billed.
     */
    othersWrote() {
      void offerSeats();
      void access();
      wakeWorkers();
      void bill();
      void issue();
    },
    /** Attendance or an exam result was recorded: the certificates due are issued now. */
    afterEvidence() {
      void issue();
    },
    /** Sends an entry's item to the CMS again as it stands (after the CMS showed something else). */
    async resync(entryId: string) {
      await stores.forwards.queueForward(entryId);
      outboxWorker?.wake();
    },
    afterChanged(changes: readonly SeatChange[]) {
      wakeWorkers();
      seats?.seatsChanged(changes);
      void access();
      // A change after an invoice brings its credit note (billing.ts).
      void bill();
    },
  };
}
