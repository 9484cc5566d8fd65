/**
 * The seats registrations have taken, applied to the content a site is drawn from: a date
 * whose seats are all taken shows as fully booked (as if the editor had ticked the box), and
 * a date with few seats left carries how many (`seatsLeft`), which its pages show; and with what
 * participants said of each seminar (voices.ts). Pure.
 *
 * Only the pages see this: the content the server keeps, judges registrations by and writes
 * into a release is the editors' content as it is, so a cancellation frees the seat again.
 */
import { findDate } from './content-index.ts';
import type { Content, SeminarDate } from './types.ts';
import { type ApprovedAnswer, withVoices } from './voices.ts';

/** Registrations per date id. */
export type SeatsTaken = ReadonlyMap<number, number>;

/** When a date's pages say how many seats are left: at `seats` free or fewer, or once fewer than `percent` of its seats are free. */
export interface FewSeats {
  readonly seats: number;
  readonly percent: number;
}

/**
 * Where a drawer of pages learns the seats taken now (of every date, or of the dates named),
 * from how few free seats on it shows them, and the answers staff approved (voices.ts).
 */
export interface Bookings {
  readonly taken: (dateIds?: readonly number[]) => Promise<SeatsTaken>;
  readonly fewSeats: FewSeats;
  readonly approved?: () => Promise<readonly ApprovedAnswer[]>;
}

/** Free seats of a date whose registrations take `taken` seats: null without a limit. */
export function seatsLeft(date: Pick<SeminarDate, 'seats'>, taken: number): number | null {
  return date.seats === null ? null : Math.max(0, date.seats - taken);
}

/**
 * Whether the pages show something about a date of `seats` with `left` free: none left, or
 * few (FewSeats). A registration that leaves more free seats changes no page, so needs no rebuild.
 */
export function seatsShown(left: number | null, seats: number | null, few: FewSeats): left is number {
  return left !== null && (left <= few.seats || left * 100 < (seats ?? 0) * few.percent);
}

/** The content as pages are drawn from it now: with the seats `bookings` reports taken and the voices, or as it is without any. */
export async function drawnContent(content: Content, bookings: Bookings | undefined): Promise<Content> {
  if (!bookings) return content;
  const [taken, approved] = await Promise.all([bookings.taken(), bookings.approved?.() ?? []]);
  return withVoices(withBookings(content, taken, bookings.fewSeats), approved);
}

/** The drawings of pages' dates per content, by what they show: a few, as few dates show their seats. */
const drawings = new WeakMap<Content, Map<string, Content>>();
const DRAWINGS_PER_CONTENT = 64;

/**
 * The content as one page is drawn from it now: with the seats taken of `dateIds` (the
 * dates the page shows) and no others. When none of them shows its seats it is the content
 * itself; otherwise the same object for as long as they show the same, so that what is made
 * once per content (its index) is not made again for every answer page: the work is the
 * page's, however large the site.
 */
export async function drawnForDates(content: Content, bookings: Bookings | undefined, dateIds: readonly number[]): Promise<Content> {
  if (!bookings) return content;
  // Only dates with a seat limit show their seats: the others need no count.
  const limited = dateIds.filter((id) => findDate(content, id)?.date.seats != null);
  if (limited.length === 0) return content;
  const taken = await bookings.taken(limited);
  const shown = limited.flatMap((id) => {
    const date = findDate(content, id)?.date;
    const left = date && !date.fullyBooked ? seatsLeft(date, taken.get(id) ?? 0) : null;
    return seatsShown(left, date?.seats ?? null, bookings.fewSeats) ? [`${id}:${left}`] : [];
  });
  if (shown.length === 0) return content;
  const key = shown.join(',');
  const known = drawings.get(content) ?? new Map<string, Content>();
  drawings.set(content, known);
  const drawn = known.get(key) ?? withBookings(content, taken, bookings.fewSeats, new Set(limited));
  if (!known.has(key)) {
    if (known.size >= DRAWINGS_PER_CONTENT) known.delete(known.keys().next().value as string);
    known.set(key, drawn);
  }
  return drawn;
}

/** The content with the seats `taken` shown (of the dates, and of the events that register with the form); only of the dates in `only` when given. */
export function withBookings(content: Content, taken: SeatsTaken, fewSeats: FewSeats, only?: ReadonlySet<number>): Content {
  const shown = <T extends SeatsOf>(item: T, dateId: number | null): T => {
    // The editor's word wins; its seats show nowhere.
    if (dateId === null || item.fullyBooked || (only && !only.has(dateId))) return item;
    const left = seatsLeft(item, taken.get(dateId) ?? 0);
    if (!seatsShown(left, item.seats, fewSeats)) return item;
    return left === 0 ? { ...item, fullyBooked: true } : { ...item, seatsLeft: left };
  };
  const seminarDates = content.seminarDates.map((date) => shown(date, date.id));
  const events = content.events.map((event) => shown(event, event.dateId));
  const same = <T>(items: readonly T[], before: readonly T[]) => items.every((item, index) => item === before[index]);
  return same(seminarDates, content.seminarDates) && same(events, content.events) ? content : { ...content, seminarDates, events };
}

/** What of a date or an event its seats are shown from. */
type SeatsOf = Pick<SeminarDate, 'fullyBooked' | 'seats' | 'seatsLeft'>;
