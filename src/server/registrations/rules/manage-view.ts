/**
 * What the page behind a manage link shows (src/registration-contract/manage.ts): the places the
 * link may see, the price as booked and what is owed (account.ts), what cancelling costs today, whether and where the
 * registration may move (a later, bookable date of the same seminar with the seats for
 * everyone left, while the terms allow), and whether the course has begun. Pure: judged on
 * the content, today's date in Germany and the seats taken.
 */

import { berlinDayStart, berlinInstant } from '../../../content/calendar.ts';
import { datesOf, findDate, indexContent } from '../../../content/content-index.ts';
import { accessMailFrom, accessOn } from '../../../content/date-access.ts';
import { type MaterialDays, materialsOf, materialsOpen, materialsWindow } from '../../../content/date-materials.ts';
import { dateStatus } from '../../../content/schedule.ts';
import { sessionsOf } from '../../../content/sessions.ts';
import { daysBefore, TERMS_NUMBERS, transferAllowed } from '../../../content/terms-policy.ts';
import type { Content, SeminarDate, SeminarFormat } from '../../../content/types.ts';
import type {
  ManagedAccess,
  ManagedMaterials,
  ManagedPlace,
  ManageView,
  TransferClosed,
  TransferOption,
} from '../../../registration-contract/manage.ts';
import { MAX_PARTICIPANTS } from '../../../registration-contract/schema.ts';
import { accountOf } from './account.ts';
import { placePrice } from './booked-price.ts';
import { feeOfCancelling } from './cancellation-fee.ts';
import type { Booking } from './change-records.ts';
import type { StoredRegistration } from './stored-entry.ts';

/** A manage link's registration as it stands, and what the link opens: the whole (null) or one place. */
export interface ManageState {
  readonly registration: StoredRegistration;
  readonly booking: Booking;
  readonly position: number | null;
}

export interface ViewContext {
  readonly content: Content;
  /** 'YYYY-MM-DD', Europe/Berlin. */
  readonly today: string;
  /** Now (ms), and the hour of the day before from which a day's access details are out (ACCESS_MAIL_HOUR). */
  readonly now: number;
  readonly accessMailHour: number;
  /** The days around the course its materials may be downloaded (MATERIALS_DAYS_BEFORE, MATERIALS_DAYS_AFTER). */
  readonly materialDays: MaterialDays;
  /** Seats taken on a date now. */
  readonly taken: (dateId: number) => number;
}

/** The places still booked that the link may change. */
export const openPlaces = ({ booking, position }: ManageState) =>
  booking.places.filter((place) => place.cancelledAt === null && (position === null || place.position === position));

/** Whether `date` has the seats for `people` now. */
function fits(date: SeminarDate, people: number, taken: number): boolean {
  return date.seats === null || date.seats - taken >= people;
}

/**
 * The dates the registration could move to: later dates of its seminar, bookable, with the seats
 * for everyone left, or (where the link may move one place of several on its own) for one.
 */
export function transferOptions(state: ManageState, { content, today, taken }: ViewContext): TransferOption[] {
  const found = findDate(content, state.registration.dateId);
  if (!found) return [];
  const people = Math.min(openPlaces(state).length, 1);
  return datesOf(indexContent(content), found.seminar.id)
    .filter((date) => date.start > found.date.start && dateStatus(date, today) === 'bookable' && date.start > today)
    .filter((date) => fits(date, people, taken(date.id)))
    .map(({ id, start, end, location }) => ({ dateId: id, start, end, location }));
}

/** Why the registration cannot move now, or null when it can (to one of `options`). */
export function transferClosed(
  state: ManageState,
  start: string,
  today: string,
  options: readonly TransferOption[],
): TransferClosed | null {
  if (state.position !== null) return 'placeLink';
  if (state.booking.transferredFrom !== null) return 'used';
  if (openPlaces(state).length === 0) return 'cancelled';
  if (!transferAllowed(daysBefore(today, start))) return 'tooLate';
  return options.length === 0 ? 'noDates' : null;
}

/** Whether the whole registration's link may add a person now: a seat free on its date, and fewer people than a registration may name. */
function addState(state: ManageState, date: SeminarDate, format: SeminarFormat, { taken, today }: ViewContext): ManageView['add'] {
  // A date over, called off or fully booked takes nobody, nor does a registration with no place left.
  if (dateStatus(date, today) !== 'bookable' || openPlaces(state).length === 0) return { open: false, reason: 'closed' };
  if (state.registration.payload.participants.length >= MAX_PARTICIPANTS) return { open: false, reason: 'most' };
  if (date.seats !== null && date.seats - taken(date.id) < 1) return { open: false, reason: 'full' };
  return { open: true, hybrid: format === 'hybrid' };
}

function placesOf({ registration, booking, position }: ManageState): ManagedPlace[] {
  return booking.places
    .filter((place) => position === null || place.position === position)
    .map((place) => {
      const person = registration.payload.participants[place.position];
      return {
        position: place.position,
        name: [person?.academicTitle, person?.firstName, person?.lastName].filter(Boolean).join(' '),
        email: place.email,
        company: person?.company ?? '',
        attendance: person?.attendance ?? null,
        cancelled: place.cancelledAt !== null,
        fee: place.fee?.amount ?? null,
        feeWaived: place.feeWaivedAt !== null,
        movedTo: place.movedTo,
      };
    });
}

/** The days' access details that are out, when a place the link shows (not cancelled) joins online. */
function accessOf(state: ManageState, date: SeminarDate, { now, accessMailHour }: ViewContext): ManagedAccess[] {
  const online = openPlaces(state).some(
    (place) => date.location === null || state.registration.payload.participants[place.position]?.attendance === 'online',
  );
  if (!online) return [];
  return sessionsOf(date).flatMap((session) => {
    const access = accessOn(date, session.day);
    const out = accessMailFrom(session.day, accessMailHour) <= now && now < berlinInstant(session.day, session.end);
    return access && out ? [{ day: session.day, url: access.url, dialIn: access.dialIn }] : [];
  });
}

/** The course's materials in the registration's language, while a place the link shows is booked; null when its seminar has none. */
function materialsOfView(state: ManageState, date: SeminarDate, { content, now, materialDays }: ViewContext): ManagedMaterials | null {
  const downloads = materialsOf(content, date.seminarId);
  if (downloads.length === 0 || openPlaces(state).length === 0) return null;
  const window = materialsWindow(date, materialDays);
  const { locale } = state.registration;
  return {
    ...window,
    state: materialsOpen(window, now) ? 'open' : now < berlinDayStart(window.first) ? 'soon' : 'over',
    downloads: downloads.map(({ id, translations }) => ({ id, title: translations[locale].title, files: translations[locale].files })),
  };
}

/** The view of a link, without a notice, review or form of its own (the routes add those). */
export function manageView(state: ManageState, token: string, context: ViewContext): ManageView {
  const { registration, booking } = state;
  const { content, today } = context;
  const found = findDate(content, registration.dateId);
  const fee = feeOfCancelling(registration, content, today, 1);
  const { price, total } = accountOf(registration.price, booking.places);
  const options = transferOptions(state, context);
  const closed = found ? transferClosed(state, found.date.start, today, options) : 'noDates';
  const movedFrom = booking.transferredFrom === null ? null : (findDate(content, booking.transferredFrom)?.date ?? null);
  return {
    token,
    reference: registration.reference,
    whole: state.position === null,
    booked: found ? { start: found.date.start, end: found.date.end, location: found.date.location } : null,
    places: placesOf(state),
    pricePerPlace: price && placePrice(price) / 100,
    amountDue: state.position === null && total !== null ? total / 100 : null,
    dueWithVat: null,
    cancelFee: fee && { percent: fee.percent, perPlace: fee.amount },
    started: !found || daysBefore(today, found.date.start) <= 0,
    transferDays: TERMS_NUMBERS['transfer-days'],
    transfer: closed === null ? { open: true, options } : { open: false, reason: closed },
    add: found ? addState(state, found.date, found.seminar.format, context) : { open: false, reason: 'full' },
    movedFrom: movedFrom && { start: movedFrom.start, end: movedFrom.end },
    notice: null,
    review: null,
    documents: [],
    certificates: [],
    access: found ? accessOf(state, found.date, context) : [],
    materials: found ? materialsOfView(state, found.date, context) : null,
    feedback: null,
    substituteForm: null,
  };
}
