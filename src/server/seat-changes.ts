/**
 * The pages follow the seats: a stored submission holds seats, a confirmation may take
 * them anew, a hold that ends frees them (as does an offer to a waiting list that ends), a
 * cancellation frees them and a move to another date frees them on one date and takes
 * them on the other; a seat offered to a waiting list is taken while the offer lasts. Each asks for a rebuild when the date's pages
 * show the change (few seats left, or none: src/content/bookings.ts); the rebuild draws
 * only the pages whose data changed. Hold ends are watched (rebuild/hold-ends.ts) with
 * the server's clock and timers.
 */
import type { Logger } from './log.ts';
import { type Timers, watchHoldEnds } from './rebuild/hold-ends.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { RegistrationStore } from './registrations/store.ts';
import { seatsChangeShows } from './served-site.ts';
import type { LiveSite } from './site-state.ts';

export interface SeatFollowing {
  readonly store: RegistrationStore;
  readonly site: LiveSite;
  readonly rebuilder: Rebuilder;
  readonly now: () => Date;
  readonly fewSeats: number;
  readonly timers?: Timers;
  readonly log: Logger;
  /** Called after holds or offers ended: freed seats go to the waiting lists. */
  readonly afterHoldsEnded?: () => void;
}

export interface SeatFollower {
  /** A registration was stored (holding its seats) or confirmed. */
  registrationChanged(id: string): void;
  /** A registration changed through its manage link: seats taken on these dates changed by these numbers. */
  seatsChanged(changes: ReadonlyArray<{ readonly dateId: number; readonly change: number }>): void;
  /** Another process wrote: a hold it stored may end first. */
  changedElsewhere(): void;
  stop(): void;
}

export function followSeats({ store, site, rebuilder, now, fewSeats, timers, log, afterHoldsEnded }: SeatFollowing): SeatFollower {
  const clock = () => now().getTime();
  const shows = (dateId: number, change: number) => seatsChangeShows(store, site, dateId, change, fewSeats, clock());
  const holds = watchHoldEnds({
    nextHoldEnd: (at) => store.nextHoldEnd(at),
    holdsEnded: (from, to) => store.holdsEnded(from, to),
    onEnded: (ends) => {
      const shown = ends.filter(({ dateId, seats }) => shows(dateId, -seats));
      log.info('holds ended without confirmation', { dates: ends.map(({ dateId }) => dateId), rebuilding: shown.length > 0 });
      if (shown.length > 0) rebuilder.request('seats');
      afterHoldsEnded?.();
    },
    now: clock,
    timers,
  });
  return {
    registrationChanged(id) {
      const registration = store.get(id);
      if (!registration) return;
      holds.wake();
      if (shows(registration.dateId, registration.payload.participants.length)) rebuilder.request('seats');
    },
    seatsChanged(changes) {
      // An offer holds a seat for longer than a registration: the next end may have moved either way.
      holds.wake();
      if (changes.some(({ dateId, change }) => shows(dateId, change))) rebuilder.request('seats');
    },
    changedElsewhere: () => holds.wake(),
    stop: () => holds.stop(),
  };
}
