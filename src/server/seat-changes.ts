/**
 * The pages follow the seats: a stored submission holds seats, a confirmation may take
 * them anew, a hold that ends frees them (as does an offer to a waiting list that ends), a
 * cancellation frees them and a move to another date frees them on one date and takes
 * them on the other; a seat offered to a waiting list is taken while the offer lasts. Each asks for a rebuild when the date's pages
 * show the change (few seats left, or none: src/content/bookings.ts); the rebuild draws
 * only the pages whose data changed. Hold ends are watched (rebuild/hold-ends.ts) with
 * the server's clock and timers.
 */
import type { FewSeats } from '../content/bookings.ts';
import { errorField, type Logger } from './log/log.ts';
import { type Timers, watchHoldEnds } from './rebuild/hold-ends.ts';
import type { Rebuilder } from './rebuild/rebuilder.ts';
import type { LiveSite } from './rebuild/site-state.ts';
import type { RegistrationStores } from './registrations/store/registration-stores.ts';
import { seatsChangeShows } from './served-site.ts';

export interface SeatFollowing {
  readonly stores: Pick<RegistrationStores, 'registrations' | 'seats'>;
  readonly site: LiveSite;
  readonly rebuilder: Rebuilder;
  readonly now: () => Date;
  readonly fewSeats: FewSeats;
  readonly timers?: Timers;
  readonly log: Logger;
  /** Called after holds or offers ended: freed seats go to the waiting lists. */
  readonly afterHoldsEnded?: () => void;
}

export interface SeatFollower {
  /** A registration was stored (holding its seats) or confirmed. Never fails: a failure is logged. */
  registrationChanged(id: string): Promise<void>;
  /** A registration changed through its manage link: seats taken on these dates changed by these numbers. Never fails: a failure is logged. */
  seatsChanged(changes: ReadonlyArray<{ readonly dateId: number; readonly change: number }>): Promise<void>;
  /** Another process wrote: a hold it stored may end first. */
  changedElsewhere(): void;
  stop(): void;
}

export function followSeats({ stores, site, rebuilder, now, fewSeats, timers, log, afterHoldsEnded }: SeatFollowing): SeatFollower {
  const clock = () => now().getTime();
  const shows = (dateId: number, change: number) => seatsChangeShows(stores.seats, site, dateId, change, fewSeats, clock());
  /** Rebuilds the seat pages when one of `changes` shows on them; a database that did not answer is logged, and rebuilds them anyway. */
  const follow = async (changes: ReadonlyArray<{ readonly dateId: number; readonly change: number }>, what: string) => {
    const shown = await Promise.all(changes.map(({ dateId, change }) => shows(dateId, change))).catch((error: unknown) => {
      log.error('counting seats failed; the pages are rebuilt', { what, error: errorField(error) });
      return [true];
    });
    if (shown.includes(true)) rebuilder.request('seats');
    return shown.includes(true);
  };
  const holds = watchHoldEnds({
    nextHoldEnd: (at) => stores.seats.nextHoldEnd(at),
    holdsEnded: (from, to) => stores.seats.holdsEnded(from, to),
    onEnded: async (ends) => {
      const rebuilding = await follow(
        ends.map(({ dateId, seats }) => ({ dateId, change: -seats })),
        'holds ended',
      );
      log.info('holds ended without confirmation', { dates: ends.map(({ dateId }) => dateId), rebuilding });
      afterHoldsEnded?.();
    },
    onError: (error) => log.error('looking for holds that end failed; looking again soon', { error: errorField(error) }),
    now: clock,
    timers,
  });
  return {
    async registrationChanged(id) {
      // A new hold ends after every other (all last as long); a confirmed one ends none sooner.
      holds.held();
      // After the answer, from no request: a database that does not answer is logged, and the pages are rebuilt anyway.
      const registration = await stores.registrations.get(id).catch((error: unknown) => {
        log.error('reading a stored registration failed; the pages are rebuilt', { id, error: errorField(error) });
        rebuilder.request('seats');
      });
      if (registration) await follow([{ dateId: registration.dateId, change: registration.payload.participants.length }], 'registration');
    },
    async seatsChanged(changes) {
      // An offer holds a seat for longer than a registration: the next end may have moved either way.
      holds.wake();
      await follow(changes, 'change');
    },
    changedElsewhere: () => holds.wake(),
    stop: () => holds.stop(),
  };
}
