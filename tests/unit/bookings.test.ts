/** The seats registrations have taken, as the pages see them (src/content/bookings.ts). */
import { describe, expect, it } from 'vitest';
import { drawnForDates, seatsLeft, seatsShown, withBookings } from '../../src/content/bookings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { findDate } from '../../src/content/content-index.ts';
import type { Content, SeminarDate } from '../../src/content/types.ts';

const content = await loadContentCache('content-cache');
const seated = content.seminarDates.find((date) => date.seats !== null && date.seats > 5 && !date.fullyBooked)!;
const unlimited = content.seminarDates.find((date) => date.seats === null)!;
/** Three free seats or fewer, whatever the date's size. */
const FEW = { seats: 3, percent: 0 };
const dateIn = (drawn: Content, id: number): SeminarDate => drawn.seminarDates.find((date) => date.id === id)!;

describe('bookings', () => {
  it('counts free seats, none below zero, and no limit without seats', () => {
    expect(seatsLeft(seated, 0)).toBe(seated.seats);
    expect(seatsLeft(seated, 2)).toBe(seated.seats! - 2);
    expect(seatsLeft(seated, seated.seats! + 5)).toBe(0);
    expect(seatsLeft(unlimited, 1000)).toBeNull();
  });

  it('shows seats only when few or none are left: at FEW_SEATS or fewer, or under FEW_SEATS_PERCENT of the date’s seats', () => {
    const three = { seats: 3, percent: 0 };
    expect([seatsShown(null, null, three), seatsShown(4, 16, three), seatsShown(3, 16, three), seatsShown(0, 16, three)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(seatsShown(1, 16, { seats: 0, percent: 0 })).toBe(false);
    // A quarter of 16 seats is 4: three free say so, four do not; of 24, five free say so.
    const quarter = { seats: 0, percent: 25 };
    expect([seatsShown(3, 16, quarter), seatsShown(4, 16, quarter), seatsShown(5, 24, quarter), seatsShown(6, 24, quarter)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('leaves the content as it is while every date has plenty of seats', () => {
    const plenty = { ...content, seminarDates: content.seminarDates.map((date) => ({ ...date, seats: date.seats === null ? null : 100 })) };
    expect(withBookings(plenty, new Map([[seated.id, 10]]), FEW)).toBe(plenty);
  });

  it('marks a date with few seats left with how many, and a full one as fully booked', () => {
    const few = withBookings(content, new Map([[seated.id, seated.seats! - 2]]), FEW);
    expect(dateIn(few, seated.id)).toMatchObject({ seatsLeft: 2, fullyBooked: false });
    const full = withBookings(content, new Map([[seated.id, seated.seats!]]), FEW);
    expect(dateIn(full, seated.id)).toMatchObject({ fullyBooked: true });
    expect(dateIn(full, seated.id).seatsLeft).toBeUndefined();
    // The content it was made from is untouched: cancelling frees the seat again.
    expect(dateIn(content, seated.id)).toMatchObject({ fullyBooked: false });
    expect(dateIn(content, seated.id).seatsLeft).toBeUndefined();
  });

  it('shows the seats of an event that registers with the form as a date’s, on the event and on the date it books as', () => {
    const event = content.events.find((item) => item.dateId !== null && item.seats !== null)!;
    const dateId = event.dateId!;
    const few = withBookings(content, new Map([[dateId, event.seats! - 2]]), FEW);
    const drawn = few.events.find((item) => item.id === event.id)!;
    expect(drawn).toMatchObject({ seatsLeft: 2, fullyBooked: false });
    expect(findDate(few, dateId)?.date).toMatchObject({ seatsLeft: 2, fullyBooked: false, seats: event.seats });
    const full = withBookings(content, new Map([[dateId, event.seats!]]), FEW);
    expect(findDate(full, dateId)?.date).toMatchObject({ fullyBooked: true });
    expect(findDate(content, dateId)?.date).toMatchObject({ fullyBooked: false });
  });

  it('draws one page’s dates: the content itself when none shows its seats, else the same object while they show the same', async () => {
    const other = content.seminarDates.find((date) => date.seats !== null && date.id !== seated.id && !date.fullyBooked)!;
    let taken = new Map<number, number>();
    const asked: number[][] = [];
    const bookings = {
      taken: async (ids?: readonly number[]) => {
        asked.push([...(ids ?? [])]);
        return taken;
      },
      fewSeats: FEW,
    };
    // Dates without a limit are not even counted.
    expect(await drawnForDates(content, bookings, [unlimited.id])).toBe(content);
    expect(asked).toEqual([]);
    expect(await drawnForDates(content, bookings, [seated.id, unlimited.id])).toBe(content);
    expect(asked).toEqual([[seated.id]]);

    taken = new Map([
      [seated.id, seated.seats! - 1],
      [other.id, other.seats! - 2],
    ]);
    const first = await drawnForDates(content, bookings, [seated.id]);
    expect(dateIn(first, seated.id).seatsLeft).toBe(1);
    // Only the page's dates are drawn with their seats.
    expect(dateIn(first, other.id)).toBe(dateIn(content, other.id));
    const second = await drawnForDates(content, bookings, [other.id]);
    expect(dateIn(second, other.id).seatsLeft).toBe(2);
    // Pages of two seminars taking turns: each gets its drawing again, not a new one.
    expect(await drawnForDates(content, bookings, [seated.id])).toBe(first);
    expect(await drawnForDates(content, bookings, [other.id])).toBe(second);
    taken = new Map([[seated.id, seated.seats!]]);
    expect(dateIn(await drawnForDates(content, bookings, [seated.id]), seated.id).fullyBooked).toBe(true);
  });
});
